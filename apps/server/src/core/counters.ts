import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

/** The login lockout: the 5th wrong password locks an account for 30 minutes (WIRE-CONTRACT §3.3). */
export const LOGIN_LOCK = {
  after: 5,
  ms: 30 * 60_000,
  key: (account: string) => `sys_errorPasswordCount:${account}`,
} as const;

/** Expiring counters in the database (lockouts, rate limits), so every instance sees the same counts. */
export class Counters {
  constructor(private readonly db: Kysely<DB>) {}

  async get(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('auth_counter')
      .select(['count', 'expires_at'])
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row || Number(row.expires_at) < Date.now()) return 0;
    return row.count;
  }

  /** Adds one and gives the counter a fresh lifetime; returns the new count. */
  async incr(key: string, ttlMs: number, refreshTtl = true): Promise<number> {
    const now = Date.now();
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('auth_counter')
        .select(['count', 'expires_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      const live = row && Number(row.expires_at) >= now;
      const count = live ? row.count + 1 : 1;
      const expiresAt = live && !refreshTtl ? Number(row.expires_at) : now + ttlMs;
      if (row) {
        await trx.updateTable('auth_counter').set({ count, expires_at: expiresAt }).where('key', '=', key).execute();
      } else {
        await trx.insertInto('auth_counter').values({ key, count, expires_at: expiresAt }).execute();
      }
      return count;
    });
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('auth_counter').where('key', '=', key).execute();
  }
}
