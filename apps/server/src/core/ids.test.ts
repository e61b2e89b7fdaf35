import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('is unique, increasing and a safe integer', () => {
    const ids = Array.from({ length: 20000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    for (let i = 1; i < ids.length; i++) expect(ids[i]).toBeGreaterThan(ids[i - 1]!);
    expect(ids.every((id) => Number.isSafeInteger(id))).toBe(true);
  });
});
