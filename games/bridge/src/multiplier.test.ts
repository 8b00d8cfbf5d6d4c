import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bridgeMultiplier, bridgeMultiplierTable } from './multiplier';
import { BRIDGE_DIFFICULTIES, BRIDGE_ROWS, BRIDGE_SPANS } from './span';

const ROWS = Array.from({ length: BRIDGE_ROWS }, (_, i) => i + 1);
const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** An exact fraction of big integers. */
type Fraction = readonly [bigint, bigint];
const equal = ([a, b]: Fraction, [c, d]: Fraction) => a * d === c * b;
const lessOrEqual = ([a, b]: Fraction, [c, d]: Fraction) => a * d <= c * b;
const times = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * c, b * d];

/** A multiplier's text in ten-thousandths, by its digits ("1.485" → 14850n). */
function units(text: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

/** A row's chance of holding, t/n. */
function holds(difficulty: (typeof BRIDGE_DIFFICULTIES)[number]): Fraction {
  const { panels, fragile } = BRIDGE_SPANS[difficulty];
  return [BigInt(panels - fragile), BigInt(panels)];
}

/** The chance of crossing k rows, whatever panels are stepped on: (t/n)^k. */
const crossing = (difficulty: (typeof BRIDGE_DIFFICULTIES)[number], k: number): Fraction => {
  const [t, n] = holds(difficulty);
  return [t ** BigInt(k), n ** BigInt(k)];
};

/** RTP(d, k): the exact return of cashing out after k rows (or crossing), as a fraction. */
function rtp(difficulty: (typeof BRIDGE_DIFFICULTIES)[number], k: number): Fraction {
  const [p, q] = crossing(difficulty, k);
  return [p * units(bridgeMultiplier(difficulty, k)), q * 10_000n];
}

/** A fraction in percent, rounded half up to 7 places, as RULES.md writes it. */
function percent([a, b]: Fraction): string {
  const rounded = ((a * 100n * 10n ** 8n) / b + 5n) / 10n;
  return `${rounded / 10n ** 7n}.${(rounded % 10n ** 7n).toString().padStart(7, '0')}`;
}

/** The rows of RULES.md between `<!-- name:start -->` and `<!-- name:end -->`, header and rule dropped. */
function rulesTable(name: string): string[] {
  return RULES.split(`<!-- ${name}:start -->`)[1]!.split(`<!-- ${name}:end -->`)[0]!.trim().split('\n').slice(2);
}

describe('bridgeMultiplier', () => {
  it.each([
    ['easy', 0, '0'],
    ['easy', 1, '1.485'], // 0.99 × 3/2
    ['easy', 3, '3.3412'], // 0.99 × 27/8 = 3.34125
    ['easy', 8, '25.3726'], // 0.99 × 6561/256 = 25.372617…
    ['medium', 1, '1.98'],
    ['medium', 8, '253.44'], // 0.99 × 256
    ['hard', 1, '2.97'],
    ['hard', 8, '6495.39'], // 0.99 × 6561
  ])('%s, %d rows → %s', (difficulty, rows, expected) => {
    expect(bridgeMultiplier(difficulty, rows)).toBe(expected);
  });

  it('refuses impossible counts and difficulties', () => {
    expect(() => bridgeMultiplier('expert', 1)).toThrow(RangeError);
    expect(() => bridgeMultiplier('easy', 9)).toThrow(RangeError);
    expect(() => bridgeMultiplier('easy', -1)).toThrow(RangeError);
    expect(() => bridgeMultiplier('easy', 1.5)).toThrow(RangeError);
  });

  it('is the table of RULES.md, strictly increasing with each row', () => {
    expect(rulesTable('multipliers')).toEqual(BRIDGE_DIFFICULTIES.map((d) => `| ${d} | ${ROWS.map((k) => bridgeMultiplier(d, k)).join(' | ')} |`));
    for (const difficulty of BRIDGE_DIFFICULTIES) {
      const table = bridgeMultiplierTable(difficulty);
      expect(table).toHaveLength(BRIDGE_ROWS + 1);
      expect(table[0]).toBe('0');
      for (let k = 2; k <= BRIDGE_ROWS; k++) expect(units(table[k]!) > units(table[k - 1]!)).toBe(true);
    }
  });
});

describe('return to player', () => {
  it('per-step identity: one more row expects exactly what cashing out pays now, and the first row 0.99', () => {
    for (const difficulty of BRIDGE_DIFFICULTIES) {
      const [t, n] = holds(difficulty);
      const m = (k: number): Fraction => [99n * n ** BigInt(k), 100n * t ** BigInt(k)];
      expect(equal(times(m(1), [t, n]), [99n, 100n])).toBe(true);
      for (let k = 1; k < BRIDGE_ROWS; k++) expect(equal(times(m(k + 1), [t, n]), m(k))).toBe(true);
    }
  });

  it('gives the exact RTP of stopping after every row, as RULES.md lists it: at most 99 %, within 0.0015 points of it', () => {
    expect(rulesTable('rtp')).toEqual(BRIDGE_DIFFICULTIES.map((d) => `| ${d} | ${ROWS.map((k) => percent(rtp(d, k))).join(' | ')} |`));
    for (const difficulty of BRIDGE_DIFFICULTIES) {
      for (const k of ROWS) {
        const value = rtp(difficulty, k);
        expect(lessOrEqual(value, [99n, 100n])).toBe(true);
        // Flooring loses less than 0.0001 × P(k rows).
        const [p, q] = crossing(difficulty, k);
        const [a, b] = value;
        expect(lessOrEqual([99n * b - 100n * a, 100n * b], [p, q * 10_000n])).toBe(true);
        expect(lessOrEqual([989_985n, 1_000_000n], value)).toBe(true);
      }
    }
  });

  it('returns exactly 99 % on medium and hard, whatever the strategy, every multiplier being exact', () => {
    for (const k of ROWS) {
      expect(equal(rtp('medium', k), [99n, 100n])).toBe(true);
      expect(equal(rtp('hard', k), [99n, 100n])).toBe(true);
    }
  });

  it('pays at most 6,495.39× the stake: crossing on hard, 1 round in 6,561', () => {
    expect(BRIDGE_DIFFICULTIES.map((d) => bridgeMultiplier(d, BRIDGE_ROWS))).toEqual(['25.3726', '253.44', '6495.39']);
    for (const d of BRIDGE_DIFFICULTIES) for (const k of ROWS) expect(units(bridgeMultiplier(d, k)) <= units('6495.39')).toBe(true);
    expect(crossing('hard', BRIDGE_ROWS)).toEqual([1n, 6561n]);
  });
});
