import type { JWTPayload } from 'jose';

const num = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v);
  return null;
};
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : v == null ? null : String(v));

export interface TokenClaims {
  UserId: number;
  TenantId: number;
  Account: string;
  RealName: string;
  AccountType: number;
  OrgId: number;
  OrgName: string | null;
  OrgType: string | null;
  /** Meiyu extension: the first role code, so a client can tell a student without calling userInfo. */
  RoleCode: string | null;
  /**
   * Meiyu extension, present (true) only while the account must change its initial password: students never call
   * userInfo, so their client learns it from the token (a password change signs every session out).
   */
  MustChangePwd?: boolean;
  sid: string;
  jti: string;
}

/** Reads the numeric claims as numbers or numeric strings (upstream turns them into strings on refresh). */
export function readClaims(p: JWTPayload): TokenClaims | null {
  const userId = num(p.UserId);
  const accountType = num(p.AccountType);
  if (userId === null || accountType === null || typeof p.sid !== 'string' || typeof p.jti !== 'string') return null;
  return {
    UserId: userId,
    TenantId: num(p.TenantId) ?? 0,
    Account: strOrNull(p.Account) ?? '',
    RealName: strOrNull(p.RealName) ?? '',
    AccountType: accountType,
    OrgId: num(p.OrgId) ?? 0,
    OrgName: strOrNull(p.OrgName),
    OrgType: strOrNull(p.OrgType),
    RoleCode: strOrNull(p.RoleCode),
    ...(p.MustChangePwd === true ? { MustChangePwd: true } : {}),
    sid: p.sid,
    jti: p.jti,
  };
}
