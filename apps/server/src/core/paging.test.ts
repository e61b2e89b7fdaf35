import { describe, expect, it } from 'vitest';
import { offsetOf, pageResult } from './paging';

describe('pageResult', () => {
  it('computes the page flags', () => {
    expect(pageResult({ page: 1, pageSize: 20 }, 7, [])).toEqual({
      page: 1,
      pageSize: 20,
      total: 7,
      totalPages: 1,
      items: [],
      hasPrevPage: false,
      hasNextPage: false,
    });
    const p = pageResult({ page: 2, pageSize: 10 }, 35, []);
    expect([p.totalPages, p.hasPrevPage, p.hasNextPage]).toEqual([4, true, true]);
    expect(pageResult({ page: 1, pageSize: 0 }, 5, []).totalPages).toBe(0);
    expect(offsetOf({ page: 3, pageSize: 20 })).toBe(40);
  });
});
