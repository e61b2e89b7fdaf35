import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './login-target';

describe('afterLoginTarget', () => {
  it('goes to the redirect with its params', () => {
    const q = new URLSearchParams({ redirect: '/scan-confirm', params: JSON.stringify({ ticket: 'abc' }) });
    expect(afterLoginTarget(`?${q}`)).toBe('/scan-confirm?ticket=abc');
  });
  it('falls back to the landing page', () => {
    expect(afterLoginTarget('')).toBe('/dashboard/home');
    expect(afterLoginTarget('?redirect=//evil.example')).toBe('/dashboard/home');
    expect(afterLoginTarget('?redirect=/login')).toBe('/dashboard/home');
    expect(afterLoginTarget('?redirect=/a&params=oops')).toBe('/a');
  });
});
