import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  type ChangePasswordInput,
  type UpdateBaseInfoInput,
  verifyEmail,
  verifyPasswordPowerful,
  verifyPhone,
} from '@meiyu/contract';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/app-context';
import { updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { hashPassword, verifyPassword } from '../../core/crypto/password';
import { decryptSm2Password } from '../../core/crypto/sm2';
import type { DB } from '../../db/types';
import { AppError, ValidationError } from '../../core/errors';
import type { Locale } from '../../core/locale';
import { recordOperation } from '../../core/operation-log';

const OP = { module: 'users', entity: 'sys_user' } as const;
/** Avatars are small pictures. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const FIELD_TEXT = {
  phone: { 'zh-cn': '手机号码不正确', en: 'Invalid mobile number', 'zh-tw': '手機號碼不正確' },
  email: { 'zh-cn': '邮箱格式不正确', en: 'Invalid e-mail address', 'zh-tw': '郵箱格式不正確' },
} as const;

export class UsersProfileService {
  constructor(private readonly ctx: AppContext) {}

  get avatarDir(): string {
    return join(this.ctx.config.dataDir, 'avatars');
  }

  async updateBaseInfo(user: AuthUser, input: UpdateBaseInfoInput, locale: Locale): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (input.phone && !verifyPhone(input.phone)) errors.Phone = [FIELD_TEXT.phone[locale]];
    if (input.email && !verifyEmail(input.email)) errors.Email = [FIELD_TEXT.email[locale]];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const changes = {
      ...updatedBy(user),
      real_name: input.realName,
      phone: input.phone || null,
      email: input.email || null,
      address: input.address || null,
      signature: input.signature || null,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.profileOf(trx, user.userId);
      await trx.updateTable('sys_user').set(changes).where('id', '=', user.userId).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'updateBaseInfo',
        entityId: user.userId,
        before,
        after: { ...before, ...changes },
      });
    });
  }

  /** The columns a user changes about itself, for the operation log (never the password hash). */
  private profileOf(db: Kysely<DB> | Transaction<DB>, userId: number) {
    return db
      .selectFrom('sys_user')
      .select(['id', 'account', 'real_name', 'phone', 'email', 'address', 'signature', 'avatar'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** Both passwords arrive SM2-encrypted; the new one must be strong; other sessions end. */
  async changePassword(user: AuthUser, input: ChangePasswordInput): Promise<void> {
    const row = await this.ctx.db
      .selectFrom('sys_user')
      .select(['password_hash'])
      .where('id', '=', user.userId)
      .executeTakeFirst();
    if (!row) throw new AppError('D0009');
    const oldPlain = decryptSm2Password(input.passwordOld, this.ctx.config.sm2PrivateKey);
    const newPlain = decryptSm2Password(input.passwordNew, this.ctx.config.sm2PrivateKey);
    if (oldPlain === null || !(await verifyPassword(row.password_hash, oldPlain))) throw new AppError('D1000');
    if (newPlain === null || !verifyPasswordPowerful(newPlain)) throw new AppError('D1005');
    if (newPlain === oldPlain) throw new AppError('D1004');
    const hash = await hashPassword(newPlain);
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sys_user')
        .set({ ...updatedBy(user), password_hash: hash, must_change_password: 0 })
        .where('id', '=', user.userId)
        .execute();
      // The log says that the password changed, never what it is (password fields are masked).
      await recordOperation(trx, {
        ...OP,
        action: 'changePassword',
        entityId: user.userId,
        after: { id: user.userId, account: user.account, password: 'changed' },
      });
    });
    await this.ctx.tokens.revokeUser(user.userId);
  }

  /**
   * Stores a picture through the files service (checked by content, complete in storage before any row points
   * to it) as a public file, and makes it the user's avatar.
   */
  async saveAvatar(user: AuthUser, stream: Readable & { truncated?: boolean }, name: string): Promise<string> {
    const file = await this.ctx.files.upload(
      stream,
      name,
      { user, orgId: user.orgId, bizType: 'avatar', bizId: user.userId, isPublic: true },
      { kinds: ['image'], maxBytes: AVATAR_MAX_BYTES },
    );
    const url = this.ctx.files.publicUrl(file)!;
    await this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.profileOf(trx, user.userId);
      const changes = { ...updatedBy(user), avatar: url };
      await trx.updateTable('sys_user').set(changes).where('id', '=', user.userId).execute();
      await recordOperation(trx, {
        ...OP,
        action: 'uploadAvatar',
        entityId: user.userId,
        before,
        after: { ...before, ...changes },
      });
    });
    return url;
  }
}
