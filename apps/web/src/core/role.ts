import { roleOfCodes, type UserRole } from '@meiyu/contract';

export type { UserRole };

/** The seed's role mapping: the first role code decides (sys_admin and bureaus → education, …). */
export function userRoleOf(roleCodes: readonly string[] | null | undefined, accountType?: number): UserRole {
  return roleOfCodes(roleCodes ?? [], accountType);
}

function claimCodes(claims: Record<string, unknown>): string[] | null {
  for (const key of ['RoleCodes', 'roleCodes', 'RoleCode', 'roleCode', 'Role', 'role']) {
    const v = claims[key];
    if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
    if (typeof v === 'string' && v) return v.split(',').map((s) => s.trim());
  }
  return null;
}

/**
 * The role a token's claims announce, or null when they carry no role codes. Lets a student
 * session start without calling userInfo (students never call it).
 */
export function roleFromClaims(claims: Record<string, unknown> | null): UserRole | null {
  if (!claims) return null;
  const codes = claimCodes(claims);
  if (!codes || codes.length === 0) return null;
  return userRoleOf(codes);
}

/** Lenient numeric claim (numbers or numeric strings, WIRE-CONTRACT §2.4). */
export function numericClaim(claims: Record<string, unknown> | null, key: string): number | null {
  const v = claims?.[key];
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v);
  return null;
}

export function stringClaim(claims: Record<string, unknown> | null, key: string): string | null {
  const v = claims?.[key];
  return typeof v === 'string' ? v : null;
}
