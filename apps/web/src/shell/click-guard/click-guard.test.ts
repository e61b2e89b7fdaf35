import { describe, expect, it } from 'vitest';
import { CLICK_GUARD_LONG_MS, CLICK_GUARD_MS, createClickGuard } from './click-guard';

describe('click guard', () => {
  it('refuses clicks within 500 ms by default', () => {
    const allow = createClickGuard();
    expect(CLICK_GUARD_MS).toBe(500);
    expect(allow(1000)).toBe(true);
    expect(allow(1499)).toBe(false);
    expect(allow(1500)).toBe(true);
  });
  it('supports the 2000 ms guard', () => {
    const allow = createClickGuard(CLICK_GUARD_LONG_MS);
    expect(allow(0)).toBe(true);
    expect(allow(1999)).toBe(false);
    expect(allow(2000)).toBe(true);
  });
});
