import { readFileSync } from 'node:fs';
import { floorMultiplier } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { VOLT_LADDERS, VOLT_MAX_MULTIPLIER, VOLT_RISKS, VOLT_RUNGS, ladderReturn, levelChance, levelWords } from './ladders';

const WORDS = 2n ** 32n;

/** A multiplier in hundredths, read from its decimal text with no float step ("1.5" → 150n). */
function hundredths(multiplier: string): bigint {
  const [whole, fraction = ''] = multiplier.split('.');
  expect(fraction.length).toBeLessThanOrEqual(2);
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** RULES.md's recipe, in BigInt: S_k = round(p^k × 2³²) for k ≤ 9, S_10 the largest keeping Σ S_k·ΔM_k ≤ 99 × 2³², T_k = 2³² − S_k. */
function designedFirstWords(pass: readonly [number, number], multipliers: readonly string[]): bigint[] {
  const [a, b] = pass.map(BigInt) as [bigint, bigint];
  const m = multipliers.map(hundredths);
  const s: bigint[] = [WORDS];
  for (let k = 1n; k <= 9n; k++) s.push((2n * a ** k * WORDS + b ** k) / (2n * b ** k));
  const paidBelowTop = s.slice(1).reduce((sum, sk, i) => sum + sk * (m[i + 1]! - m[i]!), 0n);
  s.push((99n * WORDS - paidBelowTop) / (m[10]! - m[9]!));
  return s.map((sk) => WORDS - sk);
}

/** Σ c_L · M_L over the 2³² words: the return in hundredths of the stake, times 2³². */
function paidHundredths(risk: (typeof VOLT_RISKS)[number]): bigint {
  return VOLT_LADDERS[risk].multipliers.reduce((sum, m, level) => sum + BigInt(levelWords(risk, level)) * hundredths(m), 0n);
}

describe('volt ladders', () => {
  it('have 11 levels each: strictly increasing first words from 0 and multipliers from 0×, as decimal text flooring keeps', () => {
    for (const risk of VOLT_RISKS) {
      const { firstWords, multipliers } = VOLT_LADDERS[risk];
      expect(firstWords).toHaveLength(VOLT_RUNGS + 1);
      expect(multipliers).toHaveLength(VOLT_RUNGS + 1);
      expect(firstWords[0]).toBe(0);
      expect(multipliers[0]).toBe('0');
      for (let level = 1; level <= VOLT_RUNGS; level++) {
        expect(firstWords[level]!).toBeGreaterThan(firstWords[level - 1]!);
        expect(new Decimal(multipliers[level]!).greaterThan(multipliers[level - 1]!)).toBe(true);
      }
      expect(firstWords[VOLT_RUNGS]!).toBeLessThan(2 ** 32);
      for (const m of multipliers) {
        expect(m).toMatch(/^(0|[1-9][0-9]*)(\.[0-9])?$/);
        expect(floorMultiplier(m, 1)).toBe(m);
      }
    }
  });

  it.each(VOLT_RISKS)('%s: every first word is what the design recipe gives', (risk) => {
    const { pass, multipliers, firstWords } = VOLT_LADDERS[risk];
    expect(designedFirstWords(pass, multipliers)).toEqual(firstWords.map(BigInt));
  });

  it('give every word to exactly one level', () => {
    for (const risk of VOLT_RISKS) {
      const total = Array.from({ length: VOLT_RUNGS + 1 }, (_, level) => BigInt(levelWords(risk, level))).reduce((a, b) => a + b);
      expect(total).toBe(WORDS);
    }
  });

  it('keep the top rung within 0.1 % of p^10 × 2³², the count the recipe balances', () => {
    for (const risk of VOLT_RISKS) {
      const [a, b] = VOLT_LADDERS[risk].pass;
      const ideal = (a / b) ** 10 * 2 ** 32;
      expect(Math.abs(levelWords(risk, VOLT_RUNGS) / ideal - 1)).toBeLessThan(0.001);
    }
  });

  it('return 99 % less exactly the D of RULES.md: never more, and short by under a ten-millionth', () => {
    const deficits = Object.fromEntries(VOLT_RISKS.map((risk) => [risk, 99n * WORDS - paidHundredths(risk)]));
    expect(deficits).toEqual({ low: 4n, medium: 334n, high: 25944n });
    expect(Object.fromEntries(VOLT_RISKS.map((risk) => [risk, paidHundredths(risk)]))).toEqual({
      low: 425_201_762_300n,
      medium: 425_201_761_970n,
      high: 425_201_736_360n,
    });
    for (const deficit of Object.values(deficits)) {
      expect(deficit).toBeGreaterThanOrEqual(0n);
      // D / (100 × 2³²) < 10⁻⁷  ⟺  D × 10⁵ < 2³²
      expect(deficit * 100_000n).toBeLessThan(WORDS);
    }
    // With whole tenths Σ c·M is a multiple of 10 and 99 × 2³² ends in 4: low's D is the least possible.
    expect((99n * WORDS) % 10n).toBe(4n);
    // The exact returns in percent, rounded to the 12 places RULES.md prints.
    const rtp = (risk: (typeof VOLT_RISKS)[number]) => new Decimal(paidHundredths(risk).toString()).dividedBy(WORDS.toString()).toDecimalPlaces(12, Decimal.ROUND_HALF_UP).toString();
    expect(VOLT_RISKS.map(rtp)).toEqual(['98.999999999069', '98.999999922235', '98.999993959442']);
    // The doubles the player rules print agree with the exact fractions to the double's precision.
    for (const risk of VOLT_RISKS) {
      expect(ladderReturn(risk)).toBe(Number(new Decimal(paidHundredths(risk).toString()).dividedBy((100n * WORDS).toString()).toString()));
    }
  });

  it('pay at most 500×, on rung 10 of high risk', () => {
    const top = VOLT_RISKS.flatMap((risk) => VOLT_LADDERS[risk].multipliers).reduce((max, m) => Decimal.max(max, m), new Decimal(0));
    expect(top.toString()).toBe(VOLT_MAX_MULTIPLIER);
    expect(VOLT_LADDERS.high.multipliers[VOLT_RUNGS]).toBe('500');
  });

  it('give the chances RULES.md rounds: 20 %, 35 % and 50 % at the base, 1 in 1,023 for 500×', () => {
    expect(VOLT_RISKS.map((risk) => levelWords(risk, 0))).toEqual([858_993_459, 1_503_238_554, 2 ** 31]);
    expect(levelChance('high', 0)).toBe(0.5);
    expect(levelChance('low', 0)).toBeCloseTo(0.2, 9);
    expect(levelChance('medium', 0)).toBeCloseTo(0.35, 9);
    expect(Math.round(1 / levelChance('high', VOLT_RUNGS))).toBe(1023);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(VOLT_LADDERS)).toBe(true);
    expect(Object.isFrozen(VOLT_LADDERS.low.firstWords)).toBe(true);
    expect(Object.isFrozen(VOLT_LADDERS.high.multipliers)).toBe(true);
  });

  it('are listed in RULES.md exactly as held', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const table = /<!-- ladders:start -->\n([\s\S]*?)<!-- ladders:end -->/.exec(rules)![1]!;
    const rows = table
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
    const held = VOLT_RISKS.flatMap((risk) =>
      VOLT_LADDERS[risk].multipliers.map((m, level) => [risk, String(level), String(VOLT_LADDERS[risk].firstWords[level]), String(levelWords(risk, level)), m]),
    );
    expect(rows).toEqual(held);
  });
});
