import { describe, expect, it } from 'vitest';
import { numericClaim, roleFromClaims, userRoleOf } from './role';

describe('userRoleOf', () => {
  it('maps the first role code as the seed says', () => {
    expect(userRoleOf(['sys_admin'])).toBe('education');
    expect(userRoleOf(['province_education'])).toBe('education');
    expect(userRoleOf(['city_education', 'student'])).toBe('education');
    expect(userRoleOf(['district_education'])).toBe('education');
    expect(userRoleOf(['school_admin'])).toBe('school');
    expect(userRoleOf(['student', 'school_admin'])).toBe('student');
    expect(userRoleOf(['teacher'])).toBe('teacher');
    expect(userRoleOf(['expert'])).toBe('expert');
  });
  it('treats the super admin without roles as education', () => {
    expect(userRoleOf([], 999)).toBe('education');
    expect(userRoleOf(null)).toBe('education');
  });
});

describe('roleFromClaims', () => {
  it('reads RoleCodes arrays or comma strings', () => {
    expect(roleFromClaims({ RoleCodes: ['student'] })).toBe('student');
    expect(roleFromClaims({ RoleCode: 'school_admin,teacher' })).toBe('school');
  });
  it('returns null without role claims', () => {
    expect(roleFromClaims({ UserId: 1 })).toBeNull();
    expect(roleFromClaims(null)).toBeNull();
  });
  it('reads numeric claims leniently', () => {
    expect(numericClaim({ AccountType: '999' }, 'AccountType')).toBe(999);
    expect(numericClaim({ AccountType: 888 }, 'AccountType')).toBe(888);
    expect(numericClaim({}, 'AccountType')).toBeNull();
  });
});
