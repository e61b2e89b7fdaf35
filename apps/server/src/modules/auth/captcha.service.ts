import type { Kysely } from 'kysely';
import { createArithmeticCaptcha } from '../../core/captcha/captcha-image';
import { newId } from '../../core/ids';
import type { DB } from '../../db/types';

export const CAPTCHA_TTL_MS = 60_000;

export class CaptchaService {
  constructor(private readonly db: Kysely<DB>) {}

  async create(): Promise<{ id: string; img: string }> {
    const { answer, png } = createArithmeticCaptcha();
    const id = String(newId());
    await this.db
      .insertInto('auth_captcha')
      .values({ id, answer, expires_at: Date.now() + CAPTCHA_TTL_MS })
      .execute();
    return { id, img: png.toString('base64') };
  }

  /** Single use: the first check consumes the captcha, right or wrong. */
  async verify(id: string | number | null | undefined, code: string | null | undefined): Promise<boolean> {
    if (id === null || id === undefined || id === '' || !code) return false;
    const key = String(id);
    const row = await this.db.selectFrom('auth_captcha').selectAll().where('id', '=', key).executeTakeFirst();
    if (!row) return false;
    const res = await this.db.deleteFrom('auth_captcha').where('id', '=', key).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) return false;
    return Number(row.expires_at) >= Date.now() && row.answer.trim().toLowerCase() === code.trim().toLowerCase();
  }

  async purgeExpired(): Promise<number> {
    const res = await this.db.deleteFrom('auth_captcha').where('expires_at', '<', Date.now()).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
