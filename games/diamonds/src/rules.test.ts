import { describe, expect, it } from 'vitest';
import { COLOUR_COUNT, DIAMONDS_PAYTABLE, HAND_COUNTS, HANDS, diamondsParamsSchema, drawGems, gemColour, handOf, type Hand } from './rules';
import { everySequence } from './sequences';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: number | bigint) => Number(w) / 2 ** 32;
const WORDS = 2n ** 32n;

/** The first word of colour `c`: ceil(c · 2³² / 7), exactly. */
const firstWord = (c: number) => (BigInt(c) * WORDS + 6n) / 7n;

/** How many of the 2³² words give colour `c`. */
const wordsOf = (c: number) => firstWord(c + 1) - firstWord(c);

describe('diamondsParamsSchema', () => {
  it('accepts the empty object, and only it', () => {
    expect(diamondsParamsSchema.parse({})).toEqual({});
  });

  it.each([
    ['any key', { risk: 'low' }],
    ['another game’s params', { target: 50, condition: 'over' }],
    ['an undefined key', { gems: undefined }],
    ['null', null],
    ['undefined', undefined],
    ['an array', []],
    ['a number', 0],
    ['a string', '{}'],
  ])('refuses %s', (_, params) => {
    expect(diamondsParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('gemColour', () => {
  it('maps the float range onto the colours 0 … 6', () => {
    expect(gemColour(0)).toBe(0);
    expect(gemColour(word(WORDS - 1n))).toBe(6);
    expect(gemColour(0.5)).toBe(3);
  });

  it('gives each colour the words ceil(c·2³²/7) … ceil((c+1)·2³²/7) − 1 of RULES.md’s table', () => {
    for (let c = 0; c < COLOUR_COUNT; c++) {
      expect(gemColour(word(firstWord(c)))).toBe(c);
      expect(gemColour(word(firstWord(c + 1) - 1n))).toBe(c);
      if (c > 0) expect(gemColour(word(firstWord(c) - 1n))).toBe(c - 1);
    }
    expect(Array.from({ length: COLOUR_COUNT }, (_, c) => Number(firstWord(c)))).toEqual([
      0, 613_566_757, 1_227_133_514, 1_840_700_270, 2_454_267_027, 3_067_833_783, 3_681_400_540,
    ]);
    // 2³² = 7 × 613,566,756 + 4: red, orange, green and blue get one word more than yellow, cyan and purple.
    expect(Array.from({ length: COLOUR_COUNT }, (_, c) => Number(wordsOf(c)))).toEqual([
      613_566_757, 613_566_757, 613_566_756, 613_566_757, 613_566_756, 613_566_757, 613_566_756,
    ]);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => gemColour(1)).toThrow(RangeError);
    expect(() => gemColour(-0.1)).toThrow(RangeError);
    expect(() => gemColour(Number.NaN)).toThrow(RangeError);
  });
});

describe('drawGems', () => {
  it('colours gem i by float i and pays the hand they form', () => {
    // RULES.md's worked example: the words of nonce 6.
    const floats = [4_181_015_489, 498_703_912, 67_907_384, 251_272_470, 2_436_763_328].map(word);
    expect(drawGems(floats)).toEqual({ gems: [6, 0, 0, 0, 3], hand: 'three', multiplier: '3' });
    expect(drawGems([0.3, 0.3, 0.3, 0.3, 0.3])).toEqual({ gems: [2, 2, 2, 2, 2], hand: 'five', multiplier: '66.99' });
    expect(drawGems([0, 0.15, 0.3, 0.45, 0.6])).toEqual({ gems: [0, 1, 2, 3, 4], hand: 'nothing', multiplier: '0' });
    expect(drawGems([0, 0.15, 0.3, 0.45, 0.01])).toEqual({ gems: [0, 1, 2, 3, 0], hand: 'pair', multiplier: '0.1' });
  });

  it('needs exactly five floats', () => {
    expect(() => drawGems([0.1, 0.2, 0.3, 0.4])).toThrow(RangeError);
    expect(() => drawGems([0.1, 0.2, 0.3, 0.4, 0.5, 0.6])).toThrow(RangeError);
  });
});

describe('return over the 2³² floats (RULES.md)', () => {
  /** Each hand's weight over the lattice: Σ over its sequences of the product of the gems' words (out of 2¹⁶⁰). */
  function latticeWeights(): Record<Hand, bigint> {
    const weights = Object.fromEntries(HANDS.map((hand) => [hand, 0n])) as Record<Hand, bigint>;
    for (const gems of everySequence()) weights[handOf(gems)] += gems.reduce((product, gem) => product * wordsOf(gem), 1n);
    return weights;
  }
  const weights = latticeWeights();
  const ALL = WORDS ** 5n;

  it('weighs all 2¹⁶⁰ word sequences', () => {
    expect(Object.values(weights).reduce((a, b) => a + b)).toBe(ALL);
  });

  it('returns 99 % + 173,433,450,555,623,338,769,082,854,306,220 / (100 × 2¹⁶⁰): 1.19 × 10⁻¹⁸ above 99 %', () => {
    const paid = HANDS.reduce((sum, hand) => sum + weights[hand] * BigInt(Math.round(Number(DIAMONDS_PAYTABLE[hand]) * 100)), 0n);
    const excess = paid - 99n * ALL;
    expect(excess).toBe(173_433_450_555_623_338_769_082_854_306_220n);
    expect(Number(excess) / (100 * Number(ALL))).toBeCloseTo(1.1867e-18, 21);
  });

  it('makes every "this hand or better" likelier than with equal colours, so no rising table can stay at 99 % on the lattice', () => {
    // With equal colours "h or better" has probability (Σ counts) / 7⁵; on the lattice (Σ weights) / 2¹⁶⁰.
    let counts = 0n;
    let lattice = 0n;
    for (const hand of HANDS.slice(0, -1)) {
      counts += BigInt(HAND_COUNTS[hand]);
      lattice += weights[hand];
      expect(lattice * 16_807n > counts * ALL, hand).toBe(true);
    }
  });
});
