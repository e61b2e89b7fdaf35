import { describe, expect, it } from 'vitest';
import { decodeJwt, isJwtExpired, jwtExp } from './jwt';

const b64url = (s: string) =>
  Buffer.from(s, 'utf8').toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (payload: object) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`;

describe('jwt', () => {
  it('reads exp in seconds and UTF-8 claims', () => {
    const t = token({ RealName: '超级管理员', exp: 1711423483 });
    expect(jwtExp(t)).toBe(1711423483);
    expect(decodeJwt(t)?.RealName).toBe('超级管理员');
  });
  it('accepts a numeric-string exp', () => {
    expect(jwtExp(token({ exp: '1700000000' }))).toBe(1700000000);
  });
  it('returns null for garbage', () => {
    expect(jwtExp('abc')).toBeNull();
    expect(jwtExp('a.b.c')).toBeNull();
    expect(jwtExp(null)).toBeNull();
  });
  it('treats now >= exp*1000 as expired', () => {
    const t = token({ exp: 100 });
    expect(isJwtExpired(t, 99_999)).toBe(false);
    expect(isJwtExpired(t, 100_000)).toBe(true);
    expect(isJwtExpired('garbage', 1e15)).toBe(false);
  });
});
