import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAMBERS } from './cylinder';
import { drawLoaded } from './draw';
import { russianRouletteMultiplier, survivalChance } from './multiplier';

// The draw on the real 32-bit float lattice (docs/decisions/0025): index j of n takes the words w with
// floor(w × n / 2³²) = j, ⌊2³²/n⌋ or ⌈2³²/n⌉ of them. Every index sequence of every bullet count is
// enumerated with its exact word count, so each strategy's return is exact, in BigInt.

const WORDS = 2n ** 32n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** The first word and the number of words that give index `j` of `n`. */
function indexWords(n: number, j: number): { first: number; count: bigint } {
  const first = ceilDiv(BigInt(j) * WORDS, BigInt(n));
  return { first: Number(first), count: ceilDiv(BigInt(j + 1) * WORDS, BigInt(n)) - first };
}

/** Every index sequence of a `bullets` draw: the chambers it loads (through the rules' own draw, on each index's first word) and its word count. */
function draws(bullets: number): { loaded: number[]; words: bigint }[] {
  const out: { loaded: number[]; words: bigint }[] = [];
  const walk = (floats: number[], words: bigint) => {
    const i = floats.length;
    if (i === bullets) {
      out.push({ loaded: drawLoaded(bullets, floats), words });
      return;
    }
    for (let j = 0; j < CHAMBERS - i; j++) {
      const { first, count } = indexWords(CHAMBERS - i, j);
      walk([...floats, first / 2 ** 32], words * count);
    }
  };
  walk([], 1n);
  return out;
}

/** lattice RTP − 99 %, in units of 10⁻¹⁰, rounded half away from zero to 3 decimals, as RULES.md writes it. */
function latticeText(bullets: number, k: number): string {
  const all = draws(bullets);
  const total = WORDS ** BigInt(bullets);
  expect(all.reduce((sum, d) => sum + d.words, 0n)).toBe(total);
  const survive = all.filter((d) => d.loaded.every((chamber) => chamber > k)).reduce((sum, d) => sum + d.words, 0n);
  const [whole, fraction = ''] = russianRouletteMultiplier(bullets, k).split('.');
  const units = BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  // (units / 10⁴ × survive / total − 99/100) × 10¹³, as a fraction over 10⁶ × total.
  const scaled = (units * survive * 100n - 99n * total * 10_000n) * 10n ** 13n;
  const den = 10n ** 6n * total;
  let q = scaled / den;
  const r = scaled % den;
  if (2n * (r < 0n ? -r : r) >= den) q += scaled < 0n ? -1n : 1n;
  const a = q < 0n ? -q : q;
  return a === 0n ? '0' : `${q < 0n ? '−' : ''}${a / 1000n}.${(a % 1000n).toString().padStart(3, '0')}`;
}

describe('RTP on the 32-bit float lattice', () => {
  it('counts the words of each index exactly: ⌊2³²/n⌋ or ⌈2³²/n⌉, all 2³² of them', () => {
    for (const n of [6, 5, 4, 3, 2]) {
      const counts = Array.from({ length: n }, (_, j) => indexWords(n, j).count);
      expect(counts.reduce((a, b) => a + b)).toBe(WORDS);
      for (const c of counts) expect(c === WORDS / BigInt(n) || c === WORDS / BigInt(n) + 1n).toBe(true);
      // Each index's first word gives it; the word before gives the index before.
      for (let j = 1; j < n; j++) {
        const { first } = indexWords(n, j);
        expect(Math.floor((first / 2 ** 32) * n)).toBe(j);
        expect(Math.floor(((first - 1) / 2 ** 32) * n)).toBe(j - 1);
      }
    }
  });

  it('is what RULES.md tables for every strategy: below 99 % by less than 10⁻⁹, never above', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const block = /<!-- lattice:start -->\n([\s\S]*?)\n<!-- lattice:end -->/.exec(rules)![1]!;
    const rows: string[] = [];
    for (let b = 1; b <= 5; b++) {
      for (let k = 1; k <= CHAMBERS - b; k++) {
        const text = latticeText(b, k);
        expect(text === '0' || (text.startsWith('−') && Number(text.slice(1)) < 10)).toBe(true);
        const { numerator, denominator } = survivalChance(b, k);
        rows.push(`| ${b} | ${k} | ${russianRouletteMultiplier(b, k)} | ${numerator}/${denominator} | ${text} |`);
      }
    }
    expect(block).toBe(['| bullets | clicks | multiplier | P(clicks), uniform | lattice RTP − 99 % (× 10⁻¹⁰) |', '|---|---|---|---|---|', ...rows].join('\n'));
  });
});
