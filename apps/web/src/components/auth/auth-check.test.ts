import { describe, expect, it } from 'vitest';
import { hasAllAuth, hasAnyAuth, hasAuth } from './auth-check';

const list = ['sysDictType:add', 'sysMenu:update'];

describe('permission checks', () => {
  it('auth matches one value, case-insensitively', () => {
    expect(hasAuth(list, 'sysDictType:add')).toBe(true);
    expect(hasAuth(list, 'sysdicttype:ADD')).toBe(true);
    expect(hasAuth(list, 'sysDictType:delete')).toBe(false);
  });
  it('auths needs any, auth-all needs every', () => {
    expect(hasAnyAuth(list, ['x', 'sysMenu:update'])).toBe(true);
    expect(hasAnyAuth(list, [])).toBe(false);
    expect(hasAllAuth(list, ['sysDictType:add', 'sysMenu:update'])).toBe(true);
    expect(hasAllAuth(list, ['sysDictType:add', 'x'])).toBe(false);
  });
});
