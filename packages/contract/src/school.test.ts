import { describe, expect, it } from 'vitest';
import { gradesOfSchoolType, isSchoolYear, maskIdCard, nextSchoolYear, schoolYearOf } from './school';

describe('school years', () => {
  it('starts a school year in August', () => {
    expect(schoolYearOf(new Date(2026, 7, 1))).toBe('2026-2027');
    expect(schoolYearOf(new Date(2026, 6, 31))).toBe('2025-2026');
    expect(schoolYearOf(new Date(2027, 0, 15))).toBe('2026-2027');
  });
  it('validates and steps years', () => {
    expect(isSchoolYear('2026-2027')).toBe(true);
    expect(isSchoolYear('2026-2028')).toBe(false);
    expect(isSchoolYear('2026/2027')).toBe(false);
    expect(isSchoolYear(' 2026-2027')).toBe(false);
    expect(nextSchoolYear('2026-2027')).toBe('2027-2028');
  });
});

describe('school grades and ID cards', () => {
  it('knows the grades of each school type, and 1-12 for others', () => {
    expect(gradesOfSchoolType('201')).toEqual({ first: 1, last: 6 });
    expect(gradesOfSchoolType('204')).toEqual({ first: 7, last: 9 });
    expect(gradesOfSchoolType('206')).toEqual({ first: 10, last: 12 });
    expect(gradesOfSchoolType(null)).toEqual({ first: 1, last: 12 });
  });
  it('masks the middle of an ID card number', () => {
    expect(maskIdCard('52010220150101123X')).toBe('520102********123X');
    expect(maskIdCard(null)).toBeNull();
    expect(maskIdCard('12345')).toBe('*****');
  });
});
