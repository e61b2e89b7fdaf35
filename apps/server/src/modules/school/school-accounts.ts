import type { PasswordRule } from '@meiyu/contract';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../core/app-context';
import { createdBy } from '../../core/audit';
import type { AuthUser } from '../../core/auth/auth-user';
import { hashDerivedInitialPassword, hashPassword } from '../../core/crypto/password';
import { decryptSm2Password } from '../../core/crypto/sm2';
import { AppError } from '../../core/errors';
import { DEFAULT_TENANT_ID } from '../../db/seed/bootstrap';
import type { DB, SysUserTable } from '../../db/types';

/** What a rule needs from a person to derive its initial password. */
export interface PasswordSource {
  idCard?: string | null;
  studentNo?: string | null;
  phone?: string | null;
}

/** A resolved rule: one password for everybody, or one derived from each person's records. */
export type InitialPassword =
  | { kind: 'shared'; rule: PasswordRule; plain: string }
  | { kind: 'derived'; rule: PasswordRule };

const ACCOUNT_PATTERN = /^[A-Za-z0-9_.-]{2,32}$/;
export const isValidAccount = (account: string) => ACCOUNT_PATTERN.test(account);

/** The default account of a student: the school's code (letters and digits) followed by the student number. */
export function studentAccountOf(orgCode: string, studentNo: string): string {
  return `${orgCode.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}${studentNo}`.slice(0, 32);
}

/** The default account of a teacher: its mobile number. */
export const teacherAccountOf = (phone: string) => phone;

/**
 * Checks the chosen rule against the kind of account and turns it into a password or a derivation. `default` is the
 * sys_password parameter; `fixed` arrives SM2-encrypted like every password on the wire.
 */
export async function resolveInitialPassword(
  ctx: AppContext,
  rule: PasswordRule | undefined,
  encryptedFixed: string | null | undefined,
  allowed: readonly PasswordRule[],
): Promise<InitialPassword> {
  const chosen = rule ?? 'default';
  if (!allowed.includes(chosen)) throw new AppError('S1015');
  if (chosen === 'default') {
    const value = (await ctx.settings.string('sys_password'))?.trim();
    if (!value) throw new AppError('S1016');
    return { kind: 'shared', rule: chosen, plain: value };
  }
  if (chosen === 'fixed') {
    const plain = encryptedFixed ? decryptSm2Password(encryptedFixed, ctx.config.sm2PrivateKey) : null;
    if (!plain || plain.length < 6 || plain.length > 32 || /\s/.test(plain)) throw new AppError('S1017');
    return { kind: 'shared', rule: chosen, plain };
  }
  return { kind: 'derived', rule: chosen };
}

/** The derived initial password of a person, or null when its records lack what the rule needs. */
export function derivedPassword(rule: PasswordRule, p: PasswordSource): string | null {
  if (rule === 'idCardLast6') return p.idCard && p.idCard.length >= 6 ? p.idCard.slice(-6).toUpperCase() : null;
  if (rule === 'studentNo') return p.studentNo || null;
  if (rule === 'phoneLast6') return p.phone && p.phone.length >= 6 ? p.phone.slice(-6) : null;
  return null;
}

/**
 * Hashes the initial passwords of many people: a shared password once, derived ones in a bounded pool (argon2
 * runs on libuv's thread pool, so a few hashes in flight keep every core busy without queueing thousands).
 */
export async function hashInitialPasswords(
  initial: InitialPassword,
  people: PasswordSource[],
  onProgress?: (done: number) => void,
): Promise<string[]> {
  if (initial.kind === 'shared') {
    const hash = await hashPassword(initial.plain);
    onProgress?.(people.length);
    return people.map(() => hash);
  }
  const out = new Array<string>(people.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < people.length) {
      const i = next++;
      const plain = derivedPassword(initial.rule, people[i]!);
      if (plain === null) throw new AppError('S1015');
      out[i] = await hashDerivedInitialPassword(plain);
      done++;
      if (done % 500 === 0) onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  onProgress?.(people.length);
  return out;
}

/** A new school account (student or teacher): must change its password at first sign-in. */
export function newUserRow(
  caller: AuthUser,
  fields: Pick<SysUserTable, 'account' | 'password_hash' | 'real_name' | 'org_id'> &
    Partial<Pick<SysUserTable, 'phone' | 'id_card_num' | 'gender' | 'status' | 'remark'>>,
): SysUserTable {
  return {
    ...createdBy(caller),
    tenant_id: caller.tenantId || DEFAULT_TENANT_ID,
    phone: null,
    id_card_num: null,
    email: null,
    account_type: 777,
    avatar: null,
    address: null,
    signature: null,
    pos_id: null,
    status: 1,
    must_change_password: 1,
    authorize: 0,
    wxexaminable: 0,
    last_login_time: null,
    last_login_ip: null,
    gender: null,
    remark: null,
    ...fields,
  };
}

export async function roleIdOf(db: Kysely<DB> | Transaction<DB>, code: 'student' | 'teacher'): Promise<number> {
  const row = await db
    .selectFrom('sys_role')
    .select('id')
    .where('code', '=', code)
    .where('is_delete', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Accounts among `accounts` that exist already (deleted users free theirs, see freedAccount). */
export async function takenAccounts(db: Kysely<DB>, accounts: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < accounts.length; i += 500) {
    const chunk = accounts.slice(i, i + 500);
    if (!chunk.length) continue;
    const rows = await db.selectFrom('sys_user').select('account').where('account', 'in', chunk).execute();
    for (const r of rows) taken.add(r.account);
  }
  return taken;
}

/**
 * The account name a deleted school account keeps: sys_user.account is unique over every row, deleted ones too, so
 * a deleted student's account is renamed to let a corrected re-import use it again.
 */
export const freedAccount = (account: string, id: number) => `${account}~deleted~${id}`.slice(0, 64);

/** The initial password hash of one person (a single add or a reset). */
export async function hashInitialPassword(initial: InitialPassword, source: PasswordSource): Promise<string> {
  if (initial.kind === 'shared') return hashPassword(initial.plain);
  const plain = derivedPassword(initial.rule, source);
  if (plain === null) throw new AppError('S1015');
  return hashDerivedInitialPassword(plain);
}
