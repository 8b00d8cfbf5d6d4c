import { describe, expect, it } from 'vitest';
import { compare, decimalText, fraction, mul, sub } from './fraction';
import { hiloMultiplier } from './multiplier';
import { STRATEGIES, paidUnits, strategyReturn, type Situation } from './strategy-rtp';

const NINETY_NINE = fraction(99n, 100n);

describe('paidUnits', () => {
  it('is the rules’ multiplier in ten-thousandths, for runs of the same count', () => {
    for (let n = 1; n <= 12; n++) {
      for (let k = 1; k <= 8; k++) {
        const units = paidUnits(k, BigInt(n) ** BigInt(k));
        const [whole, part = ''] = hiloMultiplier(new Array(k).fill(n)).split('.');
        expect(units).toBe(BigInt(whole!) * 10_000n + BigInt(part.padEnd(4, '0')));
      }
    }
  });
});

describe('exact return of strategies (RULES.md)', () => {
  it.each([
    ['sameOnce', 99n, 100n, '0.99000'],
    ['likelierOnce', 836_541n, 845_000n, '0.98998'],
    ['likelierThree', 282_749_503n, 285_610_000n, '0.98998'],
    ['sameToTheTop', 10_000n, 28_561n, '0.35012'],
  ] as const)('%s returns exactly %d / %d', (name, n, d, shown) => {
    const { mean } = strategyReturn(STRATEGIES[name]);
    expect(mean).toEqual(fraction(n, d));
    expect(decimalText(mean, 5)).toBe(shown);
  });

  it('skipping the middle cards to 2× returns the exact figure of RULES.md', () => {
    const { mean } = strategyReturn(STRATEGIES.skipMiddlesToTwo);
    expect(`${mean.n} / ${mean.d}`).toBe('3242178116223967378542205631524852437 / 3274994554562431200475689291041311250');
    expect(decimalText(mean, 7)).toBe('0.9899796');
  });

  it('never returns more than 99 %, and loses less than 0.0001 to flooring while below the top', () => {
    for (const name of ['sameOnce', 'likelierOnce', 'likelierThree', 'skipMiddlesToTwo'] as const) {
      const { mean } = strategyReturn(STRATEGIES[name]);
      expect(compare(mean, NINETY_NINE)).toBeLessThanOrEqual(0);
      expect(compare(sub(NINETY_NINE, mean), fraction(1n, 10_000n))).toBeLessThan(0);
    }
  });

  it('finds the exact 0.99 of any stopping rule when nothing is floored: cash out at 12.87 or 167.31', () => {
    // Same, then same again on some ranks only: both multipliers are exact, so the return is 0.99 to the last digit.
    const pick = (s: Situation) => (s.guesses === 0 ? 'same' : s.guesses === 1 && s.rank % 2 === 0 ? 'same' : 'cashout');
    expect(strategyReturn(pick).mean).toEqual(NINETY_NINE);
  });

  it('has the variances the simulation uses', () => {
    const variance = (name: keyof typeof STRATEGIES) => {
      const { mean, square } = strategyReturn(STRATEGIES[name]);
      return decimalText(sub(square, mul(mean, mean)), 6);
    };
    expect(variance('likelierOnce')).toBe('0.463657');
    expect(variance('likelierThree')).toBe('2.389416');
    expect(variance('skipMiddlesToTwo')).toBe('1.402755');
  });

  it('refuses a strategy that breaks the rules', () => {
    expect(() => strategyReturn(() => 'cashout')).toThrow(/before a right guess/);
    expect(() => strategyReturn(() => 'higher')).toThrow(/guessed higher on rank 12/);
  });
});
