import { readFileSync } from 'node:fs';
import { floorMultiplier, MULTIPLIER_DECIMALS } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { HANDS, type Hand } from './hands';
import { DIAMONDS_MAX_MULTIPLIER, DIAMONDS_PAYTABLE, HAND_COUNTS, RTP_PERCENT, SEQUENCES } from './paytable';

/** A multiplier in hundredths, exactly (every multiplier has at most 2 decimal places). */
const hundredths = (m: string) => BigInt(new Decimal(m).times(100).toFixed(0));

/** Σ count × 100·m over a table: the return is this / (100 × 16,807). */
const paid = (table: Readonly<Record<Hand, string>>) => HANDS.reduce((sum, hand) => sum + BigInt(HAND_COUNTS[hand]) * hundredths(table[hand]), 0n);

/** Stake's table, the starting point of RULES.md's search. */
const STAKE: Readonly<Record<Hand, string>> = { five: '50', four: '5', fullHouse: '4', three: '3', twoPair: '2', pair: '0.1', nothing: '0' };

describe('DIAMONDS_PAYTABLE', () => {
  it('returns exactly 99 % with equally likely colours: Σ count × 100·m = 99 × 16,807', () => {
    expect(paid(DIAMONDS_PAYTABLE)).toBe(1_663_893n);
    expect(paid(DIAMONDS_PAYTABLE)).toBe(BigInt(RTP_PERCENT) * BigInt(SEQUENCES));
  });

  it('pays 66.99, 5, 4, 3, 2, 0.1 and 0, each with at most 2 decimals, so flooring to 4 places changes none', () => {
    expect(HANDS.map((hand) => DIAMONDS_PAYTABLE[hand])).toEqual(['66.99', '5', '4', '3', '2', '0.1', '0']);
    for (const m of Object.values(DIAMONDS_PAYTABLE)) {
      expect(new Decimal(m).decimalPlaces()).toBeLessThanOrEqual(2);
      expect(floorMultiplier(m, 1)).toBe(m);
    }
    expect(MULTIPLIER_DECIMALS).toBeGreaterThanOrEqual(2);
  });

  it('pays a better hand at least as much, and nothing on no match', () => {
    for (let i = 1; i < HANDS.length; i++) expect(new Decimal(DIAMONDS_PAYTABLE[HANDS[i - 1]!]).gte(DIAMONDS_PAYTABLE[HANDS[i]!])).toBe(true);
    expect(DIAMONDS_PAYTABLE.nothing).toBe('0');
  });

  it('pays at most 66.99×, on five of a kind', () => {
    const top = Object.values(DIAMONDS_PAYTABLE).reduce((max, m) => Decimal.max(max, m), new Decimal(0));
    expect(top.toString()).toBe(DIAMONDS_MAX_MULTIPLIER);
    expect(DIAMONDS_MAX_MULTIPLIER).toBe('66.99');
  });

  it('has the variance RULES.md gives the simulation: 10,709.6601 / 2,401 − 0.99²', () => {
    const square = HANDS.reduce((sum, hand) => sum.plus(new Decimal(DIAMONDS_PAYTABLE[hand]).pow(2).times(HAND_COUNTS[hand])), new Decimal(0));
    expect(square.dividedBy(7).toString()).toBe('10709.6601');
    expect(square.dividedBy(SEQUENCES).minus(0.9801).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString()).toBe('3.4804');
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(DIAMONDS_PAYTABLE)).toBe(true);
    expect(Object.isFrozen(HAND_COUNTS)).toBe(true);
  });

  it('is listed in RULES.md exactly as it is', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const table = /<!-- paytable:start -->\n([\s\S]*?)<!-- paytable:end -->/.exec(rules)![1]!;
    const rows = table
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
    expect(rows.map(([hand, , count, m]) => [hand, Number(count), m])).toEqual(HANDS.map((hand) => [hand, HAND_COUNTS[hand], DIAMONDS_PAYTABLE[hand]]));
  });
});

describe('pricing (RULES.md, "Pricing")', () => {
  it('starts from Stake’s table, which returns 2,360 / 2,401 = 98.2924 %', () => {
    expect(paid(STAKE)).toBe(1_652_000n);
    expect(new Decimal(1_652_000).dividedBy(1_680_700).times(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString()).toBe('98.2924');
  });

  it('needs a five-of-a-kind multiplier ending in 9 hundredths: every other count is a multiple of 70', () => {
    for (const hand of HANDS) if (hand !== 'five') expect(HAND_COUNTS[hand] % 70).toBe(0);
    // Σ count × M = 99 × 16,807 with M in hundredths; modulo 70 only five of a kind's 7 × M_five is left.
    expect((99n * 16_807n) % 70n).toBe(7n * 9n);
    expect(hundredths(DIAMONDS_PAYTABLE.five) % 10n).toBe(9n);
  });

  it('finds one row of Stake’s table that alone can bring it to exactly 99 % in hundredths: five of a kind at 66.99', () => {
    const target = 99n * BigInt(SEQUENCES);
    const solutions = HANDS.flatMap((hand) => {
      const rest = paid(STAKE) - BigInt(HAND_COUNTS[hand]) * hundredths(STAKE[hand]);
      const needed = target - rest;
      const count = BigInt(HAND_COUNTS[hand]);
      return needed % count === 0n ? [[hand, new Decimal((needed / count).toString()).dividedBy(100).toString()]] : [];
    });
    expect(solutions).toEqual([['five', '66.99']]);
    expect({ ...STAKE, five: '66.99' }).toEqual(DIAMONDS_PAYTABLE);
  });
});
