import { describe, expect, it } from 'vitest';
import { drawKeno, kenoHits, kenoMultiplier, kenoParamsSchema, playKeno } from './rules';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: number) => w / 2 ** 32;
const LAST_WORD = word(2 ** 32 - 1);

describe('kenoParamsSchema', () => {
  it.each([
    { picks: [7], risk: 'classic' },
    { picks: [1, 40], risk: 'low' },
    { picks: [40, 3, 17], risk: 'medium' },
    { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], risk: 'high' },
  ])('accepts %j', (params) => {
    expect(kenoParamsSchema.parse(params)).toEqual(params);
  });

  it.each([
    ['no picks', { picks: [], risk: 'classic' }],
    ['eleven picks', { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], risk: 'classic' }],
    ['a repeated number', { picks: [5, 5], risk: 'classic' }],
    ['number 0', { picks: [0], risk: 'classic' }],
    ['number 41', { picks: [41], risk: 'classic' }],
    ['a fraction', { picks: [2.5], risk: 'classic' }],
    ['NaN', { picks: [Number.NaN], risk: 'classic' }],
    ['Infinity', { picks: [Number.POSITIVE_INFINITY], risk: 'classic' }],
    ['a string number', { picks: ['7'], risk: 'classic' }],
    ['an unknown risk', { picks: [7], risk: 'extreme' }],
    ['a missing risk', { picks: [7] }],
    ['missing picks', { risk: 'low' }],
    ['an extra key', { picks: [7], risk: 'low', auto: true }],
    ['a non-object', [7]],
  ])('refuses %s', (_, params) => {
    expect(kenoParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('drawKeno', () => {
  it('takes number floor(f × (40 − i)) of those left, in ascending order, at draw i', () => {
    // Every float 0: always the smallest number left. Every float just under 1: always the largest.
    expect(drawKeno(Array(10).fill(0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(drawKeno(Array(10).fill(LAST_WORD))).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31]);
    // 0.5 × 40 = 20 → number 21; then 0.5 × 39 = 19.5 → index 19 of 1…20, 22…40 → 20; and so on.
    expect(drawKeno(Array(10).fill(0.5))).toEqual([21, 20, 22, 19, 23, 18, 24, 17, 25, 16]);
  });

  it('draws the known-answer round of RULES.md from its floats', () => {
    const floats = ['804be55b', '2d6939f1', 'b811472f', '27819066', 'f7fe5932', '30723789', 'dc6b0e0d', 'b05cd626', '981c93b2', '8e48ea84'].map(
      (hex) => word(Number.parseInt(hex, 16)),
    );
    expect(drawKeno(floats)).toEqual([21, 7, 30, 6, 39, 9, 35, 27, 24, 22]);
  });

  it('never repeats a number and stays on the board, at the edges of every float', () => {
    for (const f of [0, word(1), 0.25, 0.999, LAST_WORD]) {
      const drawn = drawKeno(Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? f : LAST_WORD - f)));
      expect(new Set(drawn).size).toBe(10);
      expect(drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 40)).toBe(true);
    }
  });

  it('gives each index of the numbers left an equal share of the 2³² words, give or take one', () => {
    for (const left of [40, 37, 31]) {
      const first = (index: number) => Math.ceil((index * 2 ** 32) / left); // smallest word reaching `index`
      for (const index of [0, 1, Math.floor(left / 2), left - 1]) {
        expect(Math.floor(word(first(index)) * left)).toBe(index);
        if (index > 0) expect(Math.floor(word(first(index) - 1) * left)).toBe(index - 1);
        const share = (index === left - 1 ? 2 ** 32 : first(index + 1)) - first(index);
        expect(Math.abs(share - 2 ** 32 / left)).toBeLessThan(1);
      }
    }
  });

  it('refuses to draw without its 10 floats', () => {
    expect(() => drawKeno(Array(9).fill(0.5))).toThrow(RangeError);
    expect(() => drawKeno([...Array(9).fill(0.5), 1])).toThrow(RangeError);
  });
});

describe('kenoHits', () => {
  it('lists the picked numbers that were drawn, in draw order', () => {
    expect(kenoHits([7, 14, 21, 22, 33], [21, 7, 30, 6, 39, 9, 35, 27, 24, 22])).toEqual([21, 7, 22]);
    expect(kenoHits([1], [2, 3, 4, 5, 6, 7, 8, 9, 10, 11])).toEqual([]);
  });
});

describe('kenoMultiplier', () => {
  it.each([
    ['classic', 1, 1, '3.96'],
    ['classic', 5, 3, '4.1'],
    ['classic', 10, 10, '100'],
    ['low', 1, 0, '0.7'],
    ['low', 10, 2, '1.1077'],
    ['medium', 10, 10, '1000'],
    ['high', 10, 10, '1000'],
    ['high', 6, 4, '11.0005'],
    ['high', 3, 2, '0'],
    ['classic', 8, 0, '0'],
  ] as const)('%s risk, %i picks, %i hits pays %s', (risk, picks, hits, expected) => {
    expect(kenoMultiplier(risk, picks, hits)).toBe(expected);
  });

  it('refuses an impossible count', () => {
    expect(() => kenoMultiplier('classic', 3, 4)).toThrow(RangeError);
    expect(() => kenoMultiplier('classic', 0, 0)).toThrow(RangeError);
    expect(() => kenoMultiplier('classic', 11, 0)).toThrow(RangeError);
  });
});

describe('playKeno', () => {
  it('draws, counts the hits and reads the paytable', () => {
    const floats = Array(10).fill(0);
    expect(playKeno({ picks: [3, 1, 40], risk: 'high' }, floats)).toEqual({
      state: { risk: 'high', picks: [3, 1, 40], drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: [1, 3] },
      multiplier: '0',
    });
    expect(playKeno({ picks: [3, 1, 10], risk: 'high' }, floats).multiplier).toBe('81.51');
  });
});
