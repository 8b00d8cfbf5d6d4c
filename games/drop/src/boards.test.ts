import { readFileSync } from 'node:fs';
import { floorMultiplier } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { DROP_BOARDS, DROP_MAX_MULTIPLIER, DROP_RISKS, WORDS, boardRings, missCount, ringMultiplier, ringRadii, ringThresholds } from './boards';

const W = 2n ** 32n;

/** A multiplier in hundredths, read from its decimal text with no float step ("1.5" → 150n). */
function hundredths(multiplier: string): bigint {
  const [whole, fraction = ''] = multiplier.split('.');
  expect(fraction.length).toBeLessThanOrEqual(2);
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Σ c_k × 100·m_k over a board's rings, in BigInt. */
const paidHundredths = (risk: (typeof DROP_RISKS)[number]) => boardRings(risk).reduce((sum, { multiplier, count }) => sum + BigInt(count) * hundredths(multiplier), 0n);

describe('drop boards', () => {
  it('have 4, 5 and 5 rings, each a whole number of words, multipliers in normalised decimal text that flooring to 4 places keeps, falling from the bullseye out', () => {
    expect(DROP_RISKS.map((risk) => boardRings(risk).length)).toEqual([4, 5, 5]);
    for (const risk of DROP_RISKS) {
      const rings = boardRings(risk);
      for (const { multiplier, count } of rings) {
        expect(Number.isSafeInteger(count) && count > 0).toBe(true);
        expect(multiplier).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/);
        expect(floorMultiplier(multiplier, 1)).toBe(multiplier);
        // Every ring pays more than the bet: a ring is a win, off the rings the only loss.
        expect(new Decimal(multiplier).gt(1)).toBe(true);
      }
      for (let k = 1; k < rings.length; k++) expect(new Decimal(rings[k - 1]!.multiplier).gt(rings[k]!.multiplier)).toBe(true);
    }
  });

  it.each(DROP_RISKS)('%s: Σ c_k × 100·m_k = 99 × 2³² − 4, so the RTP is exactly 99 % − 1/(25 × 2³²)', (risk) => {
    expect(paidHundredths(risk)).toBe(99n * W - 4n);
    expect(99n * W - 4n).toBe(425_201_762_300n);
    // The same as an exact decimal: Σ c_k m_k / 2³².
    const rtp = boardRings(risk).reduce((sum, { multiplier, count }) => sum.plus(new Decimal(multiplier).times(count)), new Decimal(0)).dividedBy(WORDS);
    expect(rtp.toFixed()).toBe('0.98999999999068677425384521484375');
    expect(new Decimal('0.99').minus(rtp).toFixed()).toBe(new Decimal(1).dividedBy(new Decimal(25).times(WORDS)).toFixed());
    expect(rtp.lte('0.99')).toBe(true);
    expect(new Decimal('0.99').minus(rtp).lt('1e-6')).toBe(true);
  });

  it('cannot come closer to 99 % without passing it: every 100·m is a multiple of 10, and 99 × 2³² leaves 4 over 10', () => {
    for (const risk of DROP_RISKS) for (const { multiplier } of boardRings(risk)) expect(hundredths(multiplier) % 10n).toBe(0n);
    expect((99n * W) % 10n).toBe(4n);
  });

  it('give each ring the words T_k … T_(k+1) − 1 of RULES.md, and the rest to the band off the rings', () => {
    expect(ringThresholds('low')).toEqual([0, 128_849_019, 558_345_738, 1_417_339_197, 2_744_874_562]);
    expect(ringThresholds('medium')).toEqual([0, 21_474_836, 107_374_182, 365_072_201, 751_619_258, 1_395_864_418]);
    expect(ringThresholds('high')).toEqual([0, 1_073_742, 11_811_160, 54_760_813, 183_609_832, 484_257_666]);
    expect(DROP_RISKS.map(missCount)).toEqual([1_550_092_734, 2_899_102_878, 3_810_709_630]);
    for (const risk of DROP_RISKS) expect(ringThresholds(risk).at(-1)! + missCount(risk)).toBe(WORDS);
  });

  it('win on 63.91 %, 32.50 % and 11.28 % of drops', () => {
    const winChance = (risk: (typeof DROP_RISKS)[number]) => (ringThresholds(risk).at(-1)! / WORDS) * 100;
    expect(DROP_RISKS.map((risk) => winChance(risk).toFixed(2))).toEqual(['63.91', '32.50', '11.28']);
  });

  it('draw each ring out to sqrt(T_(k+1) / 2³²) of the disc, so its area is its chance', () => {
    expect(ringRadii('low').map((r) => r.toFixed(4))).toEqual(['0.1732', '0.3606', '0.5745', '0.7994']);
    expect(ringRadii('medium').map((r) => r.toFixed(4))).toEqual(['0.0707', '0.1581', '0.2915', '0.4183', '0.5701']);
    expect(ringRadii('high').map((r) => r.toFixed(4))).toEqual(['0.0158', '0.0524', '0.1129', '0.2068', '0.3358']);
  });

  it('pay each zone its ring’s multiplier and 0 off the rings; no other zone exists', () => {
    expect(ringMultiplier('medium', 0)).toBe('50');
    expect(ringMultiplier('medium', 4)).toBe('1.2');
    expect(ringMultiplier('medium', 5)).toBe('0');
    expect(ringMultiplier('low', 4)).toBe('0');
    expect(() => ringMultiplier('low', 5)).toThrow(RangeError);
    expect(() => ringMultiplier('low', -1)).toThrow(RangeError);
  });

  it('pay at most 1000×, on the high board’s bullseye', () => {
    const top = DROP_RISKS.flatMap((risk) => boardRings(risk)).reduce((max, { multiplier }) => Decimal.max(max, multiplier), new Decimal(0));
    expect(top.toString()).toBe(DROP_MAX_MULTIPLIER);
    expect(boardRings('high')[0]!.multiplier).toBe('1000');
    expect(DROP_RISKS.map((risk) => boardRings(risk)[0]!.multiplier)).toEqual(['5', '50', '1000']);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(DROP_BOARDS)).toBe(true);
    expect(Object.isFrozen(DROP_BOARDS.low)).toBe(true);
  });

  it('are listed in RULES.md exactly as held', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const table = /<!-- boards:start -->\n([\s\S]*?)<!-- boards:end -->/.exec(rules)![1]!;
    const rows = table
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
    expect(rows).toEqual(DROP_RISKS.flatMap((risk) => boardRings(risk).map(({ multiplier, count }, k) => [risk, String(k), multiplier, String(count)])));
  });
});
