import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type ChangePasswordInput,
  type UpdateBaseInfoInput,
  verifyEmail,
  verifyPasswordPowerful,
  verifyPhone,
} from '@meiyu/contract';
import type { AppContext } from '../../core/app-context';
import { updatedBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { hashPassword, verifyPassword } from '../../core/crypto/password';
import { decryptSm2Password } from '../../core/crypto/sm2';
import { AppError, ValidationError } from '../../core/errors';
import type { Locale } from '../../core/locale';

const IMAGE_SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', test: (b) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a },
  { ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.length > 6 && ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    ext: 'webp',
    test: (b) =>
      b.length > 12 &&
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** The picture type by content, never by name or header: null when the bytes are not a known picture. */
export function imageExtOf(bytes: Buffer): string | null {
  return IMAGE_SIGNATURES.find((s) => s.test(bytes))?.ext ?? null;
}

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
    await this.ctx.db
      .updateTable('sys_user')
      .set({
        ...updatedBy(user),
        real_name: input.realName,
        phone: input.phone || null,
        email: input.email || null,
        address: input.address || null,
        signature: input.signature || null,
      })
      .where('id', '=', user.userId)
      .execute();
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
    await this.ctx.db
      .updateTable('sys_user')
      .set({ ...updatedBy(user), password_hash: await hashPassword(newPlain), must_change_password: 0 })
      .where('id', '=', user.userId)
      .execute();
    await this.ctx.tokens.revokeUser(user.userId);
  }

  /** Stores a picture whose bytes say it is one; the file is complete on disk before the row points to it. */
  async saveAvatar(user: AuthUser, bytes: Buffer): Promise<string> {
    const ext = imageExtOf(bytes);
    if (!ext || bytes.length === 0) throw new AppError('D8000');
    await mkdir(this.avatarDir, { recursive: true });
    const name = `${user.userId}-${randomBytes(12).toString('hex')}.${ext}`;
    await writeFile(join(this.avatarDir, name), bytes);
    const url = `/api/sysUser/avatar/${name}`;
    await this.ctx.db
      .updateTable('sys_user')
      .set({ ...updatedBy(user), avatar: url })
      .where('id', '=', user.userId)
      .execute();
    return url;
  }
}
