import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { verifyPhone } from '@meiyu/contract';
import type { AppConfig } from '../../config';
import type { Counters } from '../../core/counters';
import { AppError, PlainError } from '../../core/errors';
import { newId } from '../../core/ids';
import type { DB } from '../../db/types';

export const SMS_CODE_TTL_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;
const MAX_WRONG_CODES = 5;

/** Where SMS codes go. A deployment with a gateway plugs in its own; the default keeps an outbox. */
export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/** The built-in provider: the code is already in the outbox table; the log shows it to the operator. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(phone: string, text: string): Promise<void> {
    this.log.info({ phone, text }, 'sms outbox');
  }
}

export class SmsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly counters: Counters,
    private readonly provider: SmsProvider,
    private readonly config: AppConfig,
  ) {}

  async sendLoginCode(phone: string, clientIp: string | null): Promise<void> {
    if (!verifyPhone(phone)) throw new PlainError('手机号码不正确');
    const perPhone = await this.counters.incr(`sms_phone:${phone}`, HOUR_MS, false);
    const perClient = await this.counters.incr(`sms_client:${clientIp ?? 'unknown'}`, HOUR_MS, false);
    if (perPhone > this.config.smsPerPhonePerHour || perClient > this.config.smsPerClientPerHour) {
      throw new AppError('D1300');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      // A new code replaces any earlier one for the phone.
      await trx
        .updateTable('sms_outbox')
        .set({ used_at: now })
        .where('phone', '=', phone)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('sms_outbox')
        .values({
          id: newId(),
          phone,
          code,
          purpose: 'login',
          client_ip: clientIp,
          created_at: now,
          expires_at: now + SMS_CODE_TTL_MS,
          used_at: null,
        })
        .execute();
    });
    await this.provider.send(phone, `【美育】您的登录验证码为 ${code}，5分钟内有效。`);
  }

  /** Checks and consumes the phone's code; plain-text errors as upstream sends them. */
  async consume(phone: string, code: string): Promise<void> {
    const now = Date.now();
    const row = await this.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('phone', '=', phone)
      .where('used_at', 'is', null)
      .where('expires_at', '>=', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!row) throw new PlainError('验证码不存在或已失效，请重新获取！');
    if (row.code !== code.trim()) {
      const wrong = await this.counters.incr(`sms_wrong:${row.id}`, SMS_CODE_TTL_MS);
      if (wrong >= MAX_WRONG_CODES) {
        await this.db.updateTable('sms_outbox').set({ used_at: now }).where('id', '=', row.id).execute();
      }
      throw new PlainError('验证码错误！');
    }
    const res = await this.db
      .updateTable('sms_outbox')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw new PlainError('验证码不存在或已失效，请重新获取！');
  }

  async purgeExpired(): Promise<number> {
    const res = await this.db
      .deleteFrom('sms_outbox')
      .where('expires_at', '<', Date.now() - 7 * 24 * HOUR_MS)
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
