import { describe, expect, it } from 'vitest';
import { BALLOON_DIFFICULTIES, DIFFICULTIES } from '../difficulty';
import { balloonMultiplier } from '../multiplier';
import { balloonScale, multiplierAfter, popChance } from './balloon-odds';

describe('multiplierAfter', () => {
  it('pays exactly what the rules pay, for every difficulty and pump', () => {
    for (const d of BALLOON_DIFFICULTIES) {
      for (let k = 0; k <= DIFFICULTIES[d].pumps; k++) expect(multiplierAfter(d, k)).toBe(balloonMultiplier(d, k));
    }
  });

  it('gives the table of RULES.md and nothing past the cap', () => {
    expect([1, 2, 3, 24].map((k) => multiplierAfter('hard', k))).toEqual(['1.32', '1.76', '2.3466', '986.6539']);
    expect(multiplierAfter('expert', 20)).toBe('1038090.24');
    expect(multiplierAfter('expert', 21)).toBeNull();
    expect(multiplierAfter('easy', -1)).toBeNull();
  });
});

describe('popChance and balloonScale', () => {
  it('reads the chance from the difficulty', () => {
    expect(BALLOON_DIFFICULTIES.map(popChance)).toEqual([0.0625, 0.125, 0.25, 0.5]);
  });

  it('grows the balloon from a third of its size to all of it, a little less with each pump', () => {
    expect(balloonScale(0, 24)).toBeCloseTo(0.34);
    expect(balloonScale(24, 24)).toBe(1);
    const steps = Array.from({ length: 24 }, (_, k) => balloonScale(k + 1, 24) - balloonScale(k, 24));
    for (let k = 1; k < steps.length; k++) expect(steps[k]).toBeLessThan(steps[k - 1]!);
  });
});
