import { describe, expect, it } from 'vitest';
import { soccerMultiplier } from '../multiplier';
import { KICKS, SOCCER_DIFFICULTIES } from '../pitch';
import { goalPercent, multiplierAfter } from './soccer-odds';

describe('multiplierAfter', () => {
  it('pays exactly what the rules pay, for every difficulty and goal count', () => {
    for (const d of SOCCER_DIFFICULTIES) {
      for (let goals = 0; goals <= KICKS; goals++) expect(multiplierAfter(d, goals)).toBe(soccerMultiplier(d, goals));
    }
  });

  it('has nothing past the 10th kick', () => {
    expect(multiplierAfter('easy', 11)).toBeNull();
    expect(multiplierAfter('easy', -1)).toBeNull();
  });
});

describe('goalPercent', () => {
  it('rounds o / 6 to 2 decimals, as RULES.md states the chances', () => {
    expect(SOCCER_DIFFICULTIES.map(goalPercent)).toEqual(['83.33', '66.67', '50', '33.33']);
  });
});
