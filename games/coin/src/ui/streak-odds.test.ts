import { describe, expect, it } from 'vitest';
import { coinMultiplier } from '../rules';
import { COIN_MAX_STREAK, COIN_MIN_STREAK } from '../sides';
import { STREAKS, clampStreak, multiplierHundredths, multiplierText, oddsOf } from './streak-odds';

describe('streak odds', () => {
  it('pays exactly what the rules pay, for every streak', () => {
    expect(STREAKS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const streak of STREAKS) expect(multiplierText(streak)).toBe(coinMultiplier(streak));
  });

  it('gives the odds and the multiplier in hundredths', () => {
    expect(STREAKS.map(oddsOf)).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 1024]);
    expect([multiplierHundredths(1), multiplierHundredths(10)]).toEqual([198, 101_376]);
  });

  it('keeps a streak whole and within 1 … 10', () => {
    expect([clampStreak(0), clampStreak(3), clampStreak(3.4), clampStreak(11), clampStreak(Number.NaN)]).toEqual([COIN_MIN_STREAK, 3, 3, COIN_MAX_STREAK, COIN_MIN_STREAK]);
  });
});
