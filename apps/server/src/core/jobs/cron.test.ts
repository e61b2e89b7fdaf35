import { describe, expect, it } from 'vitest';
import { CronError, isValidCron, nextFire, parseCron } from './cron';

const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi);
const next = (expr: string, from: Date) => nextFire(parseCron(expr), from);

describe('parseCron', () => {
  it('reads stars, steps, ranges, lists and names', () => {
    const s = parseCron('*/15 8-10,14 1,15 JAN-mar MON-FRI');
    expect([...s.minutes]).toEqual([0, 15, 30, 45]);
    expect([...s.hours]).toEqual([8, 9, 10, 14]);
    expect([...s.days]).toEqual([1, 15]);
    expect([...s.months]).toEqual([1, 2, 3]);
    expect([...s.weekdays]).toEqual([1, 2, 3, 4, 5]);
    expect([...parseCron('0 0 * * 7').weekdays]).toEqual([0]);
    expect([...parseCron('5/20 * * * *').minutes]).toEqual([5, 25, 45]);
    expect([...parseCron('0 1-10/3 * * *').hours]).toEqual([1, 4, 7, 10]);
  });

  it.each([
    ['', 'fieldCount'],
    ['* * * *', 'fieldCount'],
    ['* * * * * *', 'fieldCount'],
    ['60 * * * *', 'range'],
    ['* 24 * * *', 'range'],
    ['* * 0 * *', 'range'],
    ['* * * 13 *', 'range'],
    ['* * * * 8', 'range'],
    ['5-1 * * * *', 'range'],
    ['*/0 * * * *', 'range'],
    ['a * * * *', 'syntax'],
    ['1,,2 * * * *', 'syntax'],
    ['*/5/2 * * * *', 'syntax'],
    ['1-2-3 * * * *', 'syntax'],
    ['-1 * * * *', 'syntax'],
    ['0 0 30 2 *', 'never'],
  ])('rejects %j (%s)', (expr, reason) => {
    expect(() => parseCron(expr)).toThrow(CronError);
    try {
      parseCron(expr);
    } catch (e) {
      expect((e as CronError).reason).toBe(reason);
    }
    expect(isValidCron(expr)).toBe(false);
  });
});

describe('nextFire', () => {
  it('steps to the next matching minute, strictly after the given time', () => {
    expect(next('*/10 * * * *', at(2025, 3, 1, 10, 0))).toEqual(at(2025, 3, 1, 10, 10));
    expect(next('*/10 * * * *', at(2025, 3, 1, 10, 7))).toEqual(at(2025, 3, 1, 10, 10));
    expect(next('30 3 * * *', at(2025, 3, 1, 3, 30))).toEqual(at(2025, 3, 2, 3, 30));
    expect(next('30 3 * * *', at(2025, 12, 31, 23, 59))).toEqual(at(2026, 1, 1, 3, 30));
  });

  it('ignores seconds of the start time', () => {
    const from = new Date(2025, 2, 1, 10, 9, 59, 999);
    expect(next('* * * * *', from)).toEqual(at(2025, 3, 1, 10, 10));
  });

  it('handles month ends and leap days', () => {
    expect(next('0 0 31 * *', at(2025, 4, 1))).toEqual(at(2025, 5, 31));
    expect(next('0 12 29 2 *', at(2025, 1, 1))).toEqual(at(2028, 2, 29, 12));
  });

  it('fires on either day field when both are restricted, on the weekday alone otherwise', () => {
    // 2025-03-01 is a Saturday.
    expect(next('0 9 15 * MON', at(2025, 3, 1))).toEqual(at(2025, 3, 3, 9));
    expect(next('0 9 * * MON', at(2025, 3, 1))).toEqual(at(2025, 3, 3, 9));
    expect(next('0 9 */2 * MON', at(2025, 3, 1, 10))).toEqual(at(2025, 3, 3, 9));
    expect(next('0 9 15 * *', at(2025, 3, 1))).toEqual(at(2025, 3, 15, 9));
  });
});
