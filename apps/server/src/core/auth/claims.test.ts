import { describe, expect, it } from 'vitest';
import { readClaims } from './claims';

describe('readClaims', () => {
  it('accepts numeric strings for numeric claims', () => {
    const c = readClaims({ UserId: '1300000000101', AccountType: '999', OrgId: '0', sid: 's', jti: 'j' });
    expect(c?.UserId).toBe(1300000000101);
    expect(c?.AccountType).toBe(999);
    expect(c?.OrgName).toBeNull();
  });
  it('refuses a token without a user id or session', () => {
    expect(readClaims({ AccountType: 999, sid: 's', jti: 'j' })).toBeNull();
    expect(readClaims({ UserId: 1, AccountType: 999, jti: 'j' })).toBeNull();
    expect(readClaims({ UserId: 'x1', AccountType: 999, sid: 's', jti: 'j' })).toBeNull();
  });
});
