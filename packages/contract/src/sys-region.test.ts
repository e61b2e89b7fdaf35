import { describe, expect, it } from 'vitest';
import { regionPath, regionWithin } from './sys-region';

describe('region codes (GB/T 2260)', () => {
  it('regionPath: province, city and district codes of a division', () => {
    expect(regionPath('520102')).toEqual(['520000', '520100', '520102']);
    expect(regionPath('520100')).toEqual(['520000', '520100']);
    expect(regionPath('520000')).toEqual(['520000']);
    // A city without districts (东莞市) is its own last step.
    expect(regionPath('441900')).toEqual(['440000', '441900']);
    expect(regionPath('5201')).toEqual([]);
    expect(regionPath('52010x')).toEqual([]);
  });

  it('regionWithin: a division lies inside itself and its ancestors only', () => {
    expect(regionWithin('520102', '520102')).toBe(true);
    expect(regionWithin('520102', '520100')).toBe(true);
    expect(regionWithin('520102', '520000')).toBe(true);
    expect(regionWithin('520103', '520102')).toBe(false);
    expect(regionWithin('530102', '520000')).toBe(false);
    expect(regionWithin('520100', '520102')).toBe(false);
  });
});
