import { describe, expect, it } from 'vitest';
import { cashOutAfter, decimal, extremeRtp, fraction, keepToTheEnd, momentsOf, takeOfferOf, type Fraction } from './exact-rtp';

const rtp = (f: Fraction) => `${f.num}/${f.den}`;

describe('exact return to player of every strategy (RULES.md "Return to player")', () => {
  it('keeping the case to the end returns exactly 99 %: the case holds each value with chance 1/12', () => {
    expect(momentsOf(keepToTheEnd).mean).toEqual(fraction(99n, 100n));
  });

  it('cashing out after k cases returns the RULES.md figure for every k', () => {
    const figures = Array.from({ length: 10 }, (_, i) => rtp(momentsOf(cashOutAfter(i + 1)).mean));
    expect(figures).toEqual([
      '23759/24000',
      '99/100',
      '217791/220000',
      '81673/82500',
      '712769/720000',
      '1524549/1540000',
      '99/100',
      '99/100',
      '272241/275000',
      '99/100',
    ]);
    expect(figures.map((f) => {
      const [num, den] = f.split('/');
      return decimal(fraction(BigInt(num!) * 100n, BigInt(den!)), 6);
    })).toEqual(['98.995833', '99.000000', '98.995909', '98.997575', '98.995694', '98.996688', '99.000000', '99.000000', '98.996727', '99.000000']);
  });

  it('no stopping rule returns more than 99 % or less than 98.99316 %: the best and the worst there are, by backward induction', () => {
    const best = extremeRtp(true);
    const worst = extremeRtp(false);
    expect(best).toEqual(fraction(99n, 100n));
    expect(rtp(worst)).toBe('3658787353/3696000000');
    expect(decimal(fraction(worst.num * 100n, worst.den), 8)).toBe('98.99316431');
  });

  it('taking the first offer of 1.2× or more returns the RULES.md figure', () => {
    const { mean } = momentsOf(takeOfferOf(12_000n));
    expect(rtp(mean)).toBe('411632129/415800000');
    expect(decimal(fraction(mean.num * 100n, mean.den), 6)).toBe('98.997626');
  });

  it('spreads the payouts as RULES.md says: σ 1.6843 kept to the end, 0.1531 taking the first offer', () => {
    const kept = momentsOf(keepToTheEnd);
    expect(kept.square).toEqual(fraction(458_030n, 120_000n));
    const sigma = (m: ReturnType<typeof momentsOf>) => Math.sqrt(Number(m.square.num) / Number(m.square.den) - (Number(m.mean.num) / Number(m.mean.den)) ** 2);
    expect(sigma(kept).toFixed(4)).toBe('1.6843');
    expect(sigma(momentsOf(cashOutAfter(1))).toFixed(4)).toBe('0.1531');
  });
});
