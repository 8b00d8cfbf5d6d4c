import { describe, expect, it } from 'vitest';
import { POSITIONS, RED_NUMBERS, chipsReturned, rouletteNumber, rouletteParamsSchema, spinRoulette, type RouletteParams } from './rules';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: number | bigint) => Number(w) / 2 ** 32;
const WORDS = 2n ** 32n;
/** The first word of number `n`: ceil(n · 2³² / 37), exactly. */
const firstWord = (n: number) => (BigInt(n) * WORDS + 36n) / 37n;
/** How many of the 2³² words give number `n`. */
const wordsOf = (n: number) => firstWord(n + 1) - firstWord(n);
/** The seven numbers with one word more than the others (RULES.md). */
const HEAVY = [0, 5, 10, 15, 21, 26, 31];

const bet = (type: string, numbers: number[], chips: unknown = 1) => ({ type, numbers, chips });
const valid = (bets: unknown[]) => rouletteParamsSchema.safeParse({ bets }).success;

describe('rouletteParamsSchema', () => {
  it('accepts one chip on any position of the table', () => {
    for (const p of POSITIONS) expect(valid([bet(p.type, [...p.numbers])])).toBe(true);
  });

  it('accepts a table of several positions and keeps it as sent', () => {
    const params = { bets: [bet('straight', [17], 2), bet('split', [0, 3]), bet('red', [...RED_NUMBERS], 5), bet('street', [0, 1, 2])] };
    expect(rouletteParamsSchema.parse(params)).toEqual(params);
  });

  it('accepts up to 200 chips in all', () => {
    expect(valid([bet('straight', [17], 200)])).toBe(true);
    expect(valid([bet('straight', [17], 150), bet('straight', [18], 50)])).toBe(true);
  });

  it.each([
    ['an empty table', []],
    ['201 chips on one position', [bet('straight', [17], 201)]],
    ['201 chips in all', [bet('straight', [17], 150), bet('straight', [18], 51)]],
    ['no chips', [bet('straight', [17], 0)]],
    ['a fraction of a chip', [bet('straight', [17], 1.5)]],
    ['chips as text', [bet('straight', [17], '1')]],
    ['NaN chips', [bet('straight', [17], Number.NaN)]],
    ['the same position twice', [bet('straight', [17]), bet('straight', [17], 2)]],
    ['a split of numbers that are not neighbours', [bet('split', [18, 19])]],
    ['a split with its numbers the wrong way round', [bet('split', [20, 17])]],
    ['a straight on 37', [bet('straight', [37])]],
    ['a negative number', [bet('straight', [-1])]],
    ['a corner named as a split', [bet('split', [17, 18, 20, 21])]],
    ['a street of a column', [bet('street', [1, 4, 7])]],
    ['red on the black numbers', [bet('red', [2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35])]],
    ['red with a number missing', [bet('red', RED_NUMBERS.slice(1))]],
    ['an unknown kind of bet', [bet('basket', [0, 1, 2, 3])]],
    ['a missing number list', [{ type: 'straight', chips: 1 }]],
    ['an extra key on a bet', [{ ...bet('straight', [17]), x: 1 }]],
  ])('refuses %s', (_, bets) => {
    expect(valid(bets)).toBe(false);
  });

  it.each([
    ['no bets key', {}],
    ['an extra key', { bets: [bet('straight', [17])], risk: 'low' }],
    ['bets that are not a list', { bets: bet('straight', [17]) }],
    ['a non-object', 17],
  ])('refuses params with %s', (_, params) => {
    expect(rouletteParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('rouletteNumber', () => {
  it('maps the float range onto 0 … 36', () => {
    expect(rouletteNumber(0)).toBe(0);
    expect(rouletteNumber(0.5)).toBe(18);
    expect(rouletteNumber(word(WORDS - 1n))).toBe(36);
  });

  it('gives each number floor(2³²/37) or one more of the 2³² words, switching exactly at ceil(n·2³²/37)', () => {
    const share = WORDS / 37n;
    expect(share).toBe(116_080_197n);
    expect(WORDS % 37n).toBe(7n);
    for (let n = 0; n < 37; n++) {
      expect(rouletteNumber(word(firstWord(n)))).toBe(n);
      expect(rouletteNumber(word(firstWord(n + 1) - 1n))).toBe(n);
      if (n > 0) expect(rouletteNumber(word(firstWord(n) - 1n))).toBe(n - 1);
      expect(wordsOf(n)).toBe(HEAVY.includes(n) ? share + 1n : share);
    }
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => rouletteNumber(1)).toThrow(RangeError);
    expect(() => rouletteNumber(-0.01)).toThrow(RangeError);
    expect(() => rouletteNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('return over the 2³² floats', () => {
  /**
   * A chip on position b returns (36/|b|) · C_b / 2³², C_b the words of its numbers. RULES.md writes its
   * distance from 36/37 as 36 · (37·h_b − 7·|b|) / (37 · |b| · 2³²), h_b its heavy numbers: checked here exactly.
   */
  it('differs from 36/37 by 36·(37h − 7k)/(37·k·2³²) on every position, between −1.6 × 10⁻⁹ and +6.8 × 10⁻⁹', () => {
    let lowest = 0;
    let highest = 0;
    for (const p of POSITIONS) {
      const k = BigInt(p.numbers.length);
      const covered = p.numbers.reduce((sum, n) => sum + wordsOf(n), 0n);
      const h = BigInt(p.numbers.filter((n) => HEAVY.includes(n)).length);
      // return − 36/37 = 36·covered/(k·2³²) − 36/37 = 36·(37·covered − k·2³²)/(37·k·2³²).
      expect(37n * covered - k * WORDS).toBe(37n * h - 7n * k);
      const gap = (36 * Number(37n * h - 7n * k)) / (37 * Number(k) * 2 ** 32);
      lowest = Math.min(lowest, gap);
      highest = Math.max(highest, gap);
    }
    // A straight on a heavy number is furthest above, one on a light number furthest below.
    expect(highest).toBe((36 * 30) / (37 * 2 ** 32));
    expect(lowest).toBe((36 * -7) / (37 * 2 ** 32));
    expect(highest).toBeLessThan(6.8e-9);
    expect(lowest).toBeGreaterThan(-1.6e-9);
  });

  it('gives the outside bets the 37h − 7k of RULES.md', () => {
    const outside = POSITIONS.filter((p) => !['straight', 'split', 'street', 'corner', 'line'].includes(p.type));
    const table = outside.map((p) => {
      const h = p.numbers.filter((n) => HEAVY.includes(n)).length;
      return `${p.type} ${p.numbers[0]}: h=${h} ${37 * h - 7 * p.numbers.length}`;
    });
    expect(table).toEqual([
      'column 1: h=2 -10', 'column 2: h=2 -10', 'column 3: h=2 -10',
      'dozen 1: h=2 -10', 'dozen 13: h=2 -10', 'dozen 25: h=2 -10',
      'red 1: h=2 -52', 'black 2: h=4 22', 'even 2: h=2 -52', 'odd 1: h=4 22', 'low 1: h=3 -15', 'high 19: h=3 -15',
    ]);
  });
});

describe('spinRoulette', () => {
  const table: RouletteParams['bets'] = [
    { type: 'straight', numbers: [31], chips: 2 },
    { type: 'split', numbers: [31, 34], chips: 1 },
    { type: 'red', numbers: [...RED_NUMBERS], chips: 5 },
    { type: 'column', numbers: [1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34], chips: 1 },
    { type: 'corner', numbers: [25, 26, 28, 29], chips: 1 },
  ];

  it('returns 36 ÷ the numbers covered for each winning chip, and nothing for the others', () => {
    // 31: the straight 2 × 36, the split 18, the column 3; red and the corner lose.
    expect(spinRoulette(table, word(3_711_914_838))).toEqual({ number: 31, multiplier: '93' });
    // 34: the split 18, the column 3 and red 5 × 2.
    expect(chipsReturned(table, 34)).toBe(18 + 3 + 5 * 2);
    expect(chipsReturned(table, 25)).toBe(5 * 2 + 3 + 9);
    expect(chipsReturned(table, 3)).toBe(5 * 2);
    expect(chipsReturned(table, 2)).toBe(0);
  });

  it('loses every outside bet on zero: no half back', () => {
    const outside = POSITIONS.filter((p) => ['column', 'dozen', 'red', 'black', 'even', 'odd', 'low', 'high'].includes(p.type));
    expect(chipsReturned(outside.map((p) => ({ type: p.type, numbers: [...p.numbers], chips: 1 })), 0)).toBe(0);
    expect(spinRoulette([{ type: 'split', numbers: [0, 2], chips: 3 }], 0)).toEqual({ number: 0, multiplier: '54' });
  });

  it('returns at most 36 × the chips, all of them on the straight that comes up', () => {
    expect(spinRoulette([{ type: 'straight', numbers: [36], chips: 200 }], word(WORDS - 1n))).toEqual({ number: 36, multiplier: '7200' });
    // A chip on every position: on any number the table returns less than 36 per chip.
    const everything = POSITIONS.map((p) => ({ type: p.type, numbers: [...p.numbers], chips: 1 }));
    for (let n = 0; n < 37; n++) expect(chipsReturned(everything, n)).toBeLessThan(36 * everything.length);
  });
});
