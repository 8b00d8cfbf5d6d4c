import { readFileSync } from 'node:fs';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_NUMBERS, KENO_RISKS, type KenoRisk } from './board';
import { KENO_PAYTABLES, kenoPaytable } from './paytables';

const PICKS = Array.from({ length: KENO_MAX_PICKS }, (_, i) => i + 1);
const ROWS = KENO_RISKS.flatMap((risk) => PICKS.map((picks) => ({ risk, picks })));

/** C(n, k) as an exact integer (0 outside 0 ≤ k ≤ n). */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/** Draws of 10 of 40 with exactly k of the n picks among them. */
const ways = (n: number, k: number) => choose(n, k) * choose(KENO_NUMBERS - n, KENO_DRAWN - k);

/** All draws: C(40, 10) = 847,660,528. */
const DRAWS = choose(KENO_NUMBERS, KENO_DRAWN);

/** A multiplier's text as an exact integer of ten-thousandths, refusing anything finer than 0.0001. */
function units(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) throw new Error(`"${text}" is not a multiplier with at most 4 decimals`);
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** Σ_k ways(n, k) × 10⁴·m_k: the row's RTP is this over 10⁴ × C(40, 10). */
const returned = (risk: KenoRisk, picks: number) => kenoPaytable(risk, picks).reduce((sum, m, k) => sum + ways(picks, k) * units(m), 0n);

/** 99 % in the same units: 0.99 × 10⁴ × C(40, 10). */
const NINETY_NINE = 9_900n * DRAWS;

/**
 * Every row's exact return, Σ ways(n, k) × 10⁴·m_k (over 10⁴ × C(40, 10) = 8,476,605,280,000), as
 * RULES.md states it: 8,391,839,227,200 is exactly 99 %.
 */
const EXACT_RETURNS: Readonly<Record<KenoRisk, readonly bigint[]>> = {
  classic: [8391839227200n, 8391839227200n, 8391762011160n, 8391758996720n, 8391812561000n, 8391798416320n, 8391769254000n, 8391700904704n, 8391736818700n, 8391829567000n],
  low: [8391839227200n, 8391839227200n, 8391710533800n, 8391780793440n, 8391623578800n, 8391731750820n, 8391604759692n, 8391604495200n, 8391712675900n, 8391753476125n],
  medium: [8391839227200n, 8391839227200n, 8391736272480n, 8391756446040n, 8391806764000n, 8391811401600n, 8391739955280n, 8391774669824n, 8391783904600n, 8391616348000n],
  high: [8391839227200n, 8391839227200n, 8391839227200n, 8391833662080n, 8391809082800n, 8391838067800n, 8391817485040n, 8391818906080n, 8391794984992n, 8391796553500n],
};

/** The tier each row was priced on: the commonest (most ways) of those paying more than the stake. */
function tunedTier(risk: KenoRisk, picks: number): number {
  const table = kenoPaytable(risk, picks);
  let best = -1;
  for (let k = 0; k < table.length; k++) if (units(table[k]!) > 10_000n && (best < 0 || ways(picks, k) > ways(picks, best))) best = k;
  return best;
}

describe('keno paytables', () => {
  it('has the 40 rows, each paying 0 … picks hits', () => {
    expect(ROWS).toHaveLength(40);
    for (const { risk, picks } of ROWS) expect(kenoPaytable(risk, picks)).toHaveLength(picks + 1);
    expect(Object.keys(KENO_PAYTABLES)).toStrictEqual([...KENO_RISKS]);
    expect(() => kenoPaytable('classic', 0)).toThrow(RangeError);
    expect(() => kenoPaytable('high', 11)).toThrow(RangeError);
  });

  it('counts the draws right: for every number of picks the hit counts share all C(40, 10) draws', () => {
    expect(DRAWS).toBe(847_660_528n);
    for (const n of PICKS) expect(Array.from({ length: n + 1 }, (_, k) => ways(n, k)).reduce((a, b) => a + b)).toBe(DRAWS);
  });

  it('counts the draws a second way: 10-number subsets of the board walked number by number', () => {
    // count[d][k]: subsets of the numbers seen so far with d numbers, k of them picks. Picks are 1 … n
    // (by symmetry any n numbers give the same counts); nothing here uses the binomial formula.
    for (const n of PICKS) {
      let count: bigint[][] = Array.from({ length: KENO_DRAWN + 1 }, () => Array<bigint>(n + 1).fill(0n));
      count[0]![0] = 1n;
      for (let number = 1; number <= KENO_NUMBERS; number++) {
        const next = count.map((row) => [...row]);
        const picked = number <= n ? 1 : 0;
        for (let d = 0; d < KENO_DRAWN; d++) for (let k = 0; k + picked <= n; k++) next[d + 1]![k + picked]! += count[d]![k]!;
        count = next;
      }
      expect(count[KENO_DRAWN]).toStrictEqual(Array.from({ length: n + 1 }, (_, k) => ways(n, k)));
    }
  });

  it.each(ROWS)('$risk risk, $picks picks: returns exactly what RULES.md states, at most 99 % and at least 98.99 %', ({ risk, picks }) => {
    const sum = returned(risk, picks);
    expect(sum).toBe(EXACT_RETURNS[risk][picks - 1]);
    expect(sum <= NINETY_NINE).toBe(true);
    // 98.99 % = 9899 × C(40, 10) in these units: every row is within 0.01 points of 99 %.
    expect(sum >= 9_899n * DRAWS).toBe(true);
  });

  it.each(ROWS)('$risk risk, $picks picks: its priced tier is 99 % exactly, or the 4-decimal floor of the exact price', ({ risk, picks }) => {
    const table = kenoPaytable(risk, picks);
    const k = tunedTier(risk, picks);
    const rest = returned(risk, picks) - ways(picks, k) * units(table[k]!);
    // The exact price p solves rest + ways × p = 99 %; paid is floor(p) in ten-thousandths.
    const exact = NINETY_NINE - rest;
    expect(units(table[k]!)).toBe(exact / ways(picks, k));
    // So one ten-thousandth more would return more than 99 %.
    expect(rest + ways(picks, k) * (units(table[k]!) + 1n) > NINETY_NINE).toBe(true);
  });

  it('returns exactly 99 % on the 9 rows whose price needs no more than 4 decimals', () => {
    const exact = ROWS.filter(({ risk, picks }) => returned(risk, picks) === NINETY_NINE).map(({ risk, picks }) => `${risk} ${picks}`);
    expect(exact).toStrictEqual(['classic 1', 'classic 2', 'low 1', 'low 2', 'medium 1', 'medium 2', 'high 1', 'high 2', 'high 3']);
    // The lowest of the others: low risk, 8 picks, 98.9972308… %.
    const lowest = ROWS.reduce((low, row) => (returned(row.risk, row.picks) < returned(low.risk, low.picks) ? row : low));
    expect(lowest).toStrictEqual({ risk: 'low', picks: 8 });
    expect(new Decimal(returned('low', 8).toString()).div(DRAWS.toString()).div(100).toDecimalPlaces(7, Decimal.ROUND_DOWN).toFixed(7)).toBe('98.9972308');
  });

  it.each(ROWS)('$risk risk, $picks picks: more hits never pay less, and all picks hit pays the most', ({ risk, picks }) => {
    const table = kenoPaytable(risk, picks).map(units);
    for (let k = 1; k < table.length; k++) expect(table[k]! >= table[k - 1]!).toBe(true);
    expect(table[picks]! > table[picks - 1]!).toBe(true);
    expect(table[picks]! > 10_000n).toBe(true);
  });

  it('writes every multiplier as normalised decimal text with at most 4 decimals: the text the board shows and the round carries', () => {
    for (const { risk, picks } of ROWS) {
      for (const m of kenoPaytable(risk, picks)) {
        expect(new Decimal(m).toFixed()).toBe(m);
        expect(new Decimal(m).decimalPlaces()).toBeLessThanOrEqual(4);
      }
    }
  });

  it('pays at most 1000×: the top of 9 and 10 picks at low, medium and high risk', () => {
    const all = ROWS.flatMap(({ risk, picks }) => kenoPaytable(risk, picks).map((m) => ({ risk, picks, m: units(m) })));
    const max = all.reduce((a, b) => (b.m > a.m ? b : a)).m;
    expect(max).toBe(units('1000'));
    expect(all.filter((e) => e.m === max).map(({ risk, picks }) => `${risk} ${picks}`)).toStrictEqual(['low 9', 'low 10', 'medium 9', 'medium 10', 'high 9', 'high 10']);
  });

  it('are the tables and returns RULES.md shows the player, entry for entry', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    for (const risk of KENO_RISKS) {
      const section = rules.split(`### ${risk[0]!.toUpperCase()}${risk.slice(1)} risk`)[1]!.split('\n\n')[1]!;
      const shown = section
        .split('\n')
        .map((line) => /^\| (\d+) \| (.+) \|$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [Number(match[1]), match[2]!.split(' · ')] as const);
      expect(shown).toStrictEqual(PICKS.map((picks) => [picks, kenoPaytable(risk, picks)]));
    }
    const stated = [...rules.matchAll(/^\| (classic|low|medium|high) \| (\d+) \| (\d+) \| [\d.]+ \| [\d.…]+ \| ([\d.]+) \| (\d+) \| ([\d.]+) % \|$/gm)];
    expect(stated.map((m) => `${m[1]} ${m[2]}`)).toStrictEqual(ROWS.map(({ risk, picks }) => `${risk} ${picks}`));
    for (const [, risk, picks, tier, paid, sum, percent] of stated) {
      const r = risk as KenoRisk;
      const n = Number(picks);
      expect(Number(tier)).toBe(tunedTier(r, n));
      expect(paid).toBe(kenoPaytable(r, n)[Number(tier)]);
      expect(BigInt(sum!)).toBe(returned(r, n));
      // The percentage with 6 decimals, rounded down.
      expect(percent).toBe(new Decimal(sum!).div(DRAWS.toString()).div(100).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(6));
    }
  });
});
