import { describe, expect, it } from 'vitest';
import { localeOf } from './locale';

describe('localeOf', () => {
  it('maps headers to the three languages', () => {
    expect(localeOf(undefined)).toBe('zh-cn');
    expect(localeOf('en')).toBe('en');
    expect(localeOf('en-US,en;q=0.9')).toBe('en');
    expect(localeOf('zh-TW')).toBe('zh-tw');
    expect(localeOf('zh-Hant-HK')).toBe('zh-tw');
    expect(localeOf('zh-cn')).toBe('zh-cn');
    expect(localeOf('fr, en;q=0.5')).toBe('en');
    expect(localeOf('de')).toBe('zh-cn');
    expect(localeOf('zh-cn;q=0.2, en;q=0.8')).toBe('en');
  });
});
