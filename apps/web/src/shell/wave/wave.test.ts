import { describe, expect, it } from 'vitest';
import { rippleGeometry, WAVE_DURATION_MS, WAVE_FADE_AT_MS } from './wave';

describe('wave', () => {
  it('uses the seed timing', () => {
    expect(WAVE_DURATION_MS).toBe(750);
    expect(WAVE_FADE_AT_MS).toBe(450);
  });
  it('covers the whole box from the click point', () => {
    const g = rippleGeometry({ width: 100, height: 40 }, 0, 0);
    expect(g.size).toBeCloseTo(2 * Math.hypot(100, 40));
    expect(g.left).toBeCloseTo(-g.size / 2);
  });
});
