import type { ScanPollOutput, ScanTicketOutput } from '@meiyu/contract';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../core/auth/auth-user';
import type { TokenPair } from '../../core/auth/token-service';
import { AppError } from '../../core/errors';
import { randomToken } from '../../core/ids';
import type { DB } from '../../db/types';

export const SCAN_TTL_MS = 120_000;

/**
 * Scan login: the desktop shows a ticket as a QR code; a phone already signed in as the user marks it
 * scanned and confirms; the desktop's next poll receives a new session's tokens, once.
 */
export class ScanLoginService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly issue: (userId: number) => Promise<TokenPair>,
  ) {}

  async create(): Promise<ScanTicketOutput> {
    const ticket = randomToken(24);
    const now = Date.now();
    await this.db
      .insertInto('auth_scan_ticket')
      .values({
        ticket,
        state: 'waiting',
        user_id: null,
        access_token: null,
        refresh_token: null,
        created_at: now,
        expires_at: now + SCAN_TTL_MS,
      })
      .execute();
    return { ticket, expiresIn: SCAN_TTL_MS / 1000 };
  }

  private async live(ticket: string) {
    const row = await this.db
      .selectFrom('auth_scan_ticket')
      .selectAll()
      .where('ticket', '=', ticket)
      .executeTakeFirst();
    if (!row || Number(row.expires_at) < Date.now() || row.state === 'consumed') return null;
    return row;
  }

  async poll(ticket: string): Promise<ScanPollOutput> {
    const row = await this.live(ticket);
    if (!row) return { state: 'expired', accessToken: null, refreshToken: null };
    if (row.state !== 'confirmed')
      return { state: row.state as ScanPollOutput['state'], accessToken: null, refreshToken: null };
    const res = await this.db
      .updateTable('auth_scan_ticket')
      .set({ state: 'consumed', access_token: null, refresh_token: null })
      .where('ticket', '=', ticket)
      .where('state', '=', 'confirmed')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return { state: 'expired', accessToken: null, refreshToken: null };
    return { state: 'confirmed', accessToken: row.access_token, refreshToken: row.refresh_token };
  }

  async mark(ticket: string, user: AuthUser): Promise<void> {
    const row = await this.live(ticket);
    if (!row || row.state === 'confirmed' || (row.user_id && row.user_id !== user.userId)) throw new AppError('D1200');
    await this.db
      .updateTable('auth_scan_ticket')
      .set({ state: 'scanned', user_id: user.userId })
      .where('ticket', '=', ticket)
      .execute();
  }

  async confirm(ticket: string, user: AuthUser): Promise<void> {
    const row = await this.live(ticket);
    if (!row || row.state === 'confirmed' || (row.user_id && row.user_id !== user.userId)) throw new AppError('D1200');
    const pair = await this.issue(user.userId);
    await this.db
      .updateTable('auth_scan_ticket')
      .set({
        state: 'confirmed',
        user_id: user.userId,
        access_token: pair.accessToken,
        refresh_token: pair.refreshToken,
      })
      .where('ticket', '=', ticket)
      .execute();
  }

  async purgeExpired(): Promise<number> {
    const res = await this.db.deleteFrom('auth_scan_ticket').where('expires_at', '<', Date.now()).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
