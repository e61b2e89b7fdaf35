import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { DB } from '../db/types';

/** The one accessor for system parameters (sys_config), cached in memory and reloaded on change. */
export class Settings {
  private cache = new Map<string, string | null>();
  private loadedAt = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly config: AppConfig,
    private readonly ttlMs = 10_000,
  ) {}

  /** Forgets the cache: the next read loads sys_config again (call after every change of a parameter). */
  invalidate(): void {
    this.loadedAt = 0;
  }

  async reload(): Promise<void> {
    const rows = await this.db.selectFrom('sys_config').select(['code', 'value']).where('is_delete', '=', 0).execute();
    this.cache = new Map(rows.map((r) => [r.code, r.value]));
    this.loadedAt = Date.now();
  }

  private async value(code: string): Promise<string | null> {
    if (Date.now() - this.loadedAt > this.ttlMs) await this.reload();
    return this.cache.get(code) ?? null;
  }

  async bool(code: string, fallback = false): Promise<boolean> {
    if (code === 'sys_captcha' && this.config.captchaEnabled !== null) return this.config.captchaEnabled;
    const v = await this.value(code);
    if (v === null) return fallback;
    return v.toLowerCase() === 'true' || v === '1';
  }

  async string(code: string): Promise<string | null> {
    return this.value(code);
  }

  /** A positive integer parameter; the fallback when it is missing, not a number or not positive. */
  async int(code: string, fallback: number): Promise<number> {
    const n = Number(await this.value(code));
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
  }

  /**
   * The cached value without touching the database, for code that runs inside a transaction (on SQLite a
   * read outside the transaction would wait for it to end). A stale cache is refreshed in the background.
   */
  peekBool(code: string, fallback = false): boolean {
    if (Date.now() - this.loadedAt > this.ttlMs) void this.reload().catch(() => undefined);
    const v = this.cache.get(code);
    if (v === undefined || v === null) return fallback;
    return v.toLowerCase() === 'true' || v === '1';
  }

  /** Token lifetimes in minutes; a missing, non-numeric or zero value falls back (WIRE-CONTRACT §2.3). */
  async tokenExpireMinutes(): Promise<number> {
    if (this.config.tokenExpireMinutes) return this.config.tokenExpireMinutes;
    const n = Number(await this.value('sys_token_expire'));
    return Number.isFinite(n) && n > 0 ? n : 20;
  }

  async refreshTokenExpireMinutes(): Promise<number> {
    if (this.config.refreshTokenExpireMinutes) return this.config.refreshTokenExpireMinutes;
    const n = Number(await this.value('sys_refresh_token_expire'));
    return Number.isFinite(n) && n > 0 ? n : 40;
  }
}
