import { describe, expect, it } from 'vitest';
import { formatToday, greetingOf } from './greeting';

describe('greetingOf', () => {
  it('follows the time of day', () => {
    expect(greetingOf(0)).toBe('night');
    expect(greetingOf(5)).toBe('night');
    expect(greetingOf(6)).toBe('morning');
    expect(greetingOf(10)).toBe('morning');
    expect(greetingOf(12)).toBe('noon');
    expect(greetingOf(15)).toBe('afternoon');
    expect(greetingOf(18)).toBe('evening');
    expect(greetingOf(23)).toBe('evening');
  });
});

describe('formatToday', () => {
  it('writes the date with its weekday in the UI language', () => {
    const d = new Date(2026, 2, 5);
    expect(formatToday(d, 'zh-cn')).toContain('2026年3月5日');
    expect(formatToday(d, 'en')).toContain('Thursday');
    expect(formatToday(d, 'en')).toContain('2026');
  });
});
