import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BALLOON_DIFFICULTIES, DIFFICULTIES, MAX_PUMPS, type BalloonDifficulty } from './difficulty';
import { balloonMultiplier, balloonMultiplierTable, holdChance } from './multiplier';

/** A multiplier's decimal text in ten-thousandths ("2.3466" → 23466n). */
const units = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
};

/** Every (difficulty, pumps) a cashout can happen at. */
const STEPS = BALLOON_DIFFICULTIES.flatMap((d) => Array.from({ length: DIFFICULTIES[d].pumps }, (_, i) => [d, i + 1] as const));

/** RTP(d, k) = P(k hold) × multiplier, as the exact fraction numerator / denominator (in ten-thousandths of the stake). */
function rtp(d: BalloonDifficulty, k: number): { numerator: bigint; denominator: bigint } {
  const { numerator, denominator } = holdChance(d, k);
  return { numerator: units(balloonMultiplier(d, k)) * numerator, denominator: 10_000n * denominator };
}

/** A fraction as a percent truncated to 6 decimals ("98.992309"). */
function percent6({ numerator, denominator }: { numerator: bigint; denominator: bigint }): string {
  const digits = ((numerator * 10n ** 8n) / denominator).toString();
  return `${digits.slice(0, -6)}.${digits.slice(-6)}`;
}

describe('balloonMultiplier', () => {
  it.each([
    ['easy', 0, '0'],
    ['easy', 1, '1.056'], // 0.99 × 16/15
    ['easy', 40, '13.0853'],
    ['medium', 1, '1.1314'], // 0.99 × 8/7 = 1.131428…
    ['medium', 30, '54.3742'],
    ['hard', 1, '1.32'],
    ['hard', 3, '2.3466'], // 0.99 × 64/27 = 2.346666…
    ['hard', 24, '986.6539'],
    ['expert', 1, '1.98'],
    ['expert', 20, '1038090.24'], // 0.99 × 2^20, exact
  ] as const)('%s after %d pumps → %s', (d, k, expected) => {
    expect(balloonMultiplier(d, k)).toBe(expected);
  });

  it('refuses pumps outside 0 … the cap', () => {
    expect(() => balloonMultiplier('expert', 21)).toThrow(RangeError);
    expect(() => balloonMultiplier('easy', -1)).toThrow(RangeError);
    expect(() => balloonMultiplier('hard', 1.5)).toThrow(RangeError);
  });

  it('is the floor of 0.99 × (n / (n − 1))^k to 4 places, for every difficulty and pump', () => {
    for (const [d, k] of STEPS) {
      const n = BigInt(DIFFICULTIES[d].popOneIn);
      expect(units(balloonMultiplier(d, k))).toBe((9900n * n ** BigInt(k)) / (n - 1n) ** BigInt(k));
    }
  });
});

describe('balloonMultiplierTable', () => {
  it('lists 0 … cap pumps, strictly increasing after the first: no step pays more than the cap', () => {
    for (const d of BALLOON_DIFFICULTIES) {
      const table = balloonMultiplierTable(d);
      expect(table).toHaveLength(DIFFICULTIES[d].pumps + 1);
      expect(table[0]).toBe('0');
      for (let k = 2; k < table.length; k++) expect(units(table[k]!) > units(table[k - 1]!)).toBe(true);
    }
  });

  it('has its largest win at expert’s cap: 1,038,090.24× with chance 1 in 2^20', () => {
    const caps = BALLOON_DIFFICULTIES.map((d) => balloonMultiplierTable(d).at(-1));
    expect(caps).toEqual(['13.0853', '54.3742', '986.6539', '1038090.24']);
    expect(holdChance('expert', 20)).toEqual({ numerator: 1n, denominator: 1_048_576n });
  });
});

describe('return to player', () => {
  it('pays exactly 99 % before flooring at every step, and each pump is a fair bet on the one before', () => {
    for (const [d, k] of STEPS) {
      const n = BigInt(DIFFICULTIES[d].popOneIn);
      const hold = holdChance(d, k);
      // The unfloored multiplier 0.99 × (n / (n − 1))^k, as a fraction.
      const unfloored = (j: number) => ({ numerator: 99n * n ** BigInt(j), denominator: 100n * (n - 1n) ** BigInt(j) });
      expect(hold.numerator * unfloored(k).numerator * 100n).toBe(99n * hold.denominator * unfloored(k).denominator);
      // P(k + 1 hold) = P(k hold) × (n − 1)/n, and (n − 1)/n × multiplier(k + 1) = multiplier(k): pumping once more returns what stopping does.
      const after = holdChance(d, k + 1);
      expect(after.numerator * hold.denominator * n).toBe(hold.numerator * after.denominator * (n - 1n));
      expect((n - 1n) * unfloored(k + 1).numerator * unfloored(k).denominator).toBe(n * unfloored(k).numerator * unfloored(k + 1).denominator);
    }
  });

  it('loses less than 0.0001 × P(k hold) to flooring, and never returns more than 99 %, for every strategy “cash out after k”', () => {
    for (const [d, k] of STEPS) {
      const { numerator, denominator } = rtp(d, k);
      const hold = holdChance(d, k);
      // 0.99 − RTP in [0, 0.0001 × P): scaled by 100 × 10,000 × denominator.
      const loss = 99n * denominator - 100n * numerator;
      expect(loss >= 0n).toBe(true);
      expect(loss * hold.denominator < hold.numerator * denominator / 100n).toBe(true);
    }
  });

  it('gives each difficulty’s range of RTP as RULES.md states it', () => {
    const ranges = BALLOON_DIFFICULTIES.map((d) => {
      const all = Array.from({ length: DIFFICULTIES[d].pumps }, (_, i) => ({ k: i + 1, text: percent6(rtp(d, i + 1)), exact: rtp(d, i + 1) }));
      const low = all.reduce((a, b) => (a.exact.numerator * b.exact.denominator <= b.exact.numerator * a.exact.denominator ? a : b));
      const high = all.reduce((a, b) => (a.exact.numerator * b.exact.denominator >= b.exact.numerator * a.exact.denominator ? a : b));
      return [d, low.k, low.text, high.text];
    });
    expect(ranges).toEqual([
      ['easy', 3, '98.992309', '99.000000'],
      ['medium', 3, '98.994355', '98.999991'],
      ['hard', 3, '98.997187', '99.000000'],
      ['expert', 1, '99.000000', '99.000000'],
    ]);
    // Medium's and hard's lowest are tied between 3 and 4 pumps: multiplier(4) = multiplier(3) × n / (n − 1) exactly.
    for (const d of ['medium', 'hard'] as const) expect(rtp(d, 4).numerator * rtp(d, 3).denominator).toBe(rtp(d, 3).numerator * rtp(d, 4).denominator);
  });

  it('is tabled in RULES.md exactly as computed: every multiplier and the exact RTP of cashing out there', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const block = /<!-- multipliers:start -->\n([\s\S]*?)\n<!-- multipliers:end -->/.exec(rules)![1]!;
    const rows = Array.from({ length: MAX_PUMPS }, (_, i) => {
      const k = i + 1;
      const cells = BALLOON_DIFFICULTIES.map((d) => (k <= DIFFICULTIES[d].pumps ? `${balloonMultiplier(d, k)} (${percent6(rtp(d, k))} %)` : ''));
      return `| ${k} | ${cells.join(' | ')} |`;
    });
    expect(block).toBe(['| pumps | easy | medium | hard | expert |', '|---|---|---|---|---|', ...rows].join('\n'));
  });
});
