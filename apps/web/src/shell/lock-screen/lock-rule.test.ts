import { describe, expect, it } from 'vitest';
import { isScreenLocked, lockScreenRule } from './lock-rule';

describe('lock screen rule', () => {
  it('while locking is on, content shows only above 1 second', () => {
    expect(lockScreenRule(true, 300)).toBe(true);
    expect(lockScreenRule(true, 2)).toBe(true);
    expect(lockScreenRule(true, 1)).toBe(false);
    expect(lockScreenRule(true, 0)).toBe(false);
    expect(isScreenLocked(true, 1)).toBe(true);
  });
  it('while off, content shows at 0 or more', () => {
    expect(lockScreenRule(false, 0)).toBe(true);
    expect(lockScreenRule(false, 300)).toBe(true);
    expect(lockScreenRule(false, -1)).toBe(false);
    expect(isScreenLocked(false, 300)).toBe(false);
  });
});
