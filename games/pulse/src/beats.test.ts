import { readFileSync } from 'node:fs';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { BEAT_TABLES, EDGE_SPIKE, PULSE_MAX_MULTIPLIER, PULSE_RISKS, PULSE_TOP_MULTIPLIER, SLOTS, WORDS_PER_SLOT, type PulseRisk } from './beats';

/** A multiplier in `10^places` units, read from its decimal text with no float step ("1.92", 2 → 192n). */
function scaled(multiplier: string, places: number): bigint {
  const [whole, fraction = ''] = multiplier.split('.');
  expect(fraction.length).toBeLessThanOrEqual(places);
  return BigInt(whole!) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0');
}

const WORDS = 2n ** 32n;

/** Every slot triple's product of one risk in millionths (beat 1 ≤ 2 decimals, beats 2 and 3 ≤ 1), with its number of slot combinations. */
function productDistribution(risk: PulseRisk): Map<bigint, bigint> {
  const table = BEAT_TABLES[risk];
  const products = new Map<bigint, bigint>();
  for (const a of table) {
    for (const b of table) {
      for (const c of table) {
        const product = scaled(a.first, 2) * scaled(b.multiplier, 2) * scaled(c.multiplier, 2);
        products.set(product, (products.get(product) ?? 0n) + BigInt(a.slots * b.slots * c.slots));
      }
    }
  }
  return new Map([...products].sort(([x], [y]) => (x < y ? -1 : 1)));
}

/** Millionths as normalised decimal text (2880000n → "2.88"). */
const fromMillionths = (value: bigint) => new Decimal(value.toString()).dividedBy(1_000_000).toFixed();

describe('beat tables', () => {
  it.each(PULSE_RISKS)('%s: 64 slots, smallest spike first, a flatline first, normalised decimal text', (risk) => {
    const table = BEAT_TABLES[risk];
    expect(table.reduce((n, e) => n + e.slots, 0)).toBe(SLOTS);
    expect(table[0]!.multiplier).toBe('0');
    for (const [i, e] of table.entries()) {
      expect(e.multiplier).toMatch(/^(0|[1-9][0-9]*)(\.[1-9])?$/);
      expect(e.first).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]?[1-9])?$/);
      if (i > 0) expect(Number(e.multiplier)).toBeGreaterThan(Number(table[i - 1]!.multiplier));
    }
    expect(SLOTS * WORDS_PER_SLOT).toBe(2 ** 32);
  });

  it.each(PULSE_RISKS)('%s: beats 2 and 3 have mean exactly 1×, beat 1 exactly 0.99× (Σ words × 100·m = 100 resp. 99 × 2³²)', (risk) => {
    const table = BEAT_TABLES[risk];
    const words = (slots: number) => BigInt(slots) * BigInt(WORDS_PER_SLOT);
    expect(table.reduce((sum, e) => sum + words(e.slots) * scaled(e.multiplier, 2), 0n)).toBe(100n * WORDS);
    expect(table.reduce((sum, e) => sum + words(e.slots) * scaled(e.first, 2), 0n)).toBe(99n * WORDS);
    // In slots, as RULES.md writes it: 6,400 and 6,336 hundredths.
    expect(table.reduce((sum, e) => sum + BigInt(e.slots) * scaled(e.multiplier, 2), 0n)).toBe(6400n);
    expect(table.reduce((sum, e) => sum + BigInt(e.slots) * scaled(e.first, 2), 0n)).toBe(6336n);
  });

  it('differs on beat 1 only at the 2× spike, which pays 1.92× there and holds 8 of 64 slots at every risk', () => {
    for (const risk of PULSE_RISKS) {
      const differ = BEAT_TABLES[risk].filter((e) => e.first !== e.multiplier);
      expect(differ).toEqual([{ multiplier: EDGE_SPIKE.multiplier, first: EDGE_SPIKE.first, slots: 8 }]);
    }
    expect(new Decimal(EDGE_SPIKE.multiplier).minus(EDGE_SPIKE.first).times(8).dividedBy(64).toFixed()).toBe('0.01');
  });

  it.each(PULSE_RISKS)('%s: the enumeration of all 64³ slot triples returns exactly 99 percent', (risk) => {
    const products = productDistribution(risk);
    const combinations = [...products.values()].reduce((n, c) => n + c, 0n);
    expect(combinations).toBe(64n ** 3n);
    const paid = [...products].reduce((sum, [product, count]) => sum + product * count, 0n);
    expect(paid).toBe(990_000n * 64n ** 3n);
    // Over the word lattice each slot is 2²⁶ words: Σ over 2⁹⁶ word triples is the same sum × 2⁷⁸.
    expect(paid * 2n ** 78n).toBe(990_000n * 2n ** 96n);
  });

  it('pays at most the top spike cubed: 27×, 125×, 1,000×', () => {
    for (const risk of PULSE_RISKS) {
      const products = productDistribution(risk);
      const top = [...products.keys()].at(-1)!;
      expect(fromMillionths(top)).toBe(PULSE_MAX_MULTIPLIER[risk]);
      expect(products.get(top)).toBe(1n);
      const spike = BEAT_TABLES[risk].at(-1)!;
      expect(spike.first).toBe(spike.multiplier);
      expect(new Decimal(spike.multiplier).pow(3).toFixed()).toBe(PULSE_MAX_MULTIPLIER[risk]);
    }
    expect(PULSE_TOP_MULTIPLIER).toBe(PULSE_MAX_MULTIPLIER.high);
  });

  it('loses on a flatline 1 beat in 16, 4 and 2', () => {
    expect(PULSE_RISKS.map((risk) => BEAT_TABLES[risk][0]!.slots / SLOTS)).toEqual([1 / 16, 1 / 4, 1 / 2]);
    expect(productDistribution('medium').get(0n)).toBe(64n ** 3n - 48n ** 3n);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(BEAT_TABLES.low)).toBe(true);
    expect(Object.isFrozen(BEAT_TABLES.low[0])).toBe(true);
  });

  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  /** The body rows of the table between `<!-- marker:start -->` and `<!-- marker:end -->`, as cells. */
  const rows = (marker: string) => {
    const table = rules.slice(rules.indexOf(`<!-- ${marker}:start -->`), rules.indexOf(`<!-- ${marker}:end -->`));
    return table
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| risk'))
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
  };

  it('is listed in RULES.md exactly as held, with each entry’s word range', () => {
    const expected = PULSE_RISKS.flatMap((risk) => {
      let start = 0;
      return BEAT_TABLES[risk].map((e) => {
        const row = [risk, e.multiplier, e.first, String(e.slots), `${start * WORDS_PER_SLOT} … ${(start + e.slots) * WORDS_PER_SLOT - 1}`];
        start += e.slots;
        return row;
      });
    });
    expect(rows('beats')).toEqual(expected);
  });

  it('lists in RULES.md every product and its combinations, exactly as enumerated', () => {
    const expected = PULSE_RISKS.flatMap((risk) => [...productDistribution(risk)].map(([product, count]) => [risk, fromMillionths(product), String(count)]));
    expect(rows('products')).toEqual(expected);
    expect(expected.filter(([risk]) => risk === 'medium')).toHaveLength(44);
  });
});
