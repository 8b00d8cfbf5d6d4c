import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOWER_DIFFICULTIES, TOWER_LAYOUTS, TOWER_ROWS, type TowerDifficulty } from './board';
import { drawTowerBombs } from './draw';
import { towerMultiplier } from './multiplier';

// The chance of each tile being safe over the exact 2³² values of each float (RULES.md "The 2³²
// lattice"), by enumeration with big integers through the real draw, and the returns it gives.

const WORDS = 2n ** 32n;
const RULES = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');

/** The first word of index `j` of `n`: ceil(j · 2³² / n), exactly. */
const firstWord = (j: number, n: number) => (BigInt(j) * WORDS + BigInt(n) - 1n) / BigInt(n);

/** How many of the 2³² words draw index `j` of `n`. */
const wordsOf = (j: number, n: number) => firstWord(j + 1, n) - firstWord(j, n);

/** The float whose 32-bit word is `w`. */
const float = (w: bigint) => Number(w) / 2 ** 32;

/** Floor 1's bombs for the given first-floor floats, the other floors' floats at 0. */
const firstFloor = (difficulty: TowerDifficulty, floats: number[]) =>
  drawTowerBombs(difficulty, [...floats, ...Array<number>((TOWER_ROWS - 1) * TOWER_LAYOUTS[difficulty].bombs).fill(0)])[0]!;

/** For each tile of a floor, the word tuples (of 2^(32·b)) on which it is safe, through the real draw. */
function safeWords(difficulty: TowerDifficulty): bigint[] {
  const { tiles, bombs } = TOWER_LAYOUTS[difficulty];
  const safe = Array<bigint>(tiles).fill(0n);
  const visit = (indexes: number[], weight: bigint): void => {
    if (indexes.length === bombs) {
      const drawn = firstFloor(difficulty, indexes.map((j, i) => float(firstWord(j, tiles - i))));
      for (let tile = 0; tile < tiles; tile++) if (!drawn.includes(tile)) safe[tile]! += weight;
      return;
    }
    const n = tiles - indexes.length;
    for (let j = 0; j < n; j++) visit([...indexes, j], weight * wordsOf(j, n));
  };
  visit([], 1n);
  return safe;
}

/** A multiplier in ten-thousandths. */
const units = (multiplier: string) => BigInt(multiplier.replace('.', '').padEnd(multiplier.split('.')[0]!.length + 4, '0'));

/** A fraction's first 14 decimals of percent, as RULES.md writes them ("99.00000002305023"). */
const percent14 = (n: bigint, d: bigint) => {
  const scaled = ((n * 100n * 10n ** 14n) / d).toString();
  return `${scaled.slice(0, -14)}.${scaled.slice(-14)}`;
};

/** RULES.md's rows between `<!-- name:start -->` and `<!-- name:end -->`: difficulty → its other cells. */
const rulesRows = (name: string) => {
  const table = RULES.split(`<!-- ${name}:start -->`)[1]!.split(`<!-- ${name}:end -->`)[0]!.trim();
  return new Map(table.split('\n').slice(2).map((line) => {
    const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
    return [cells[0]!, cells.slice(1)] as const;
  }));
};

describe('the draw over the 2³² words of each float', () => {
  it('switches index exactly at ceil(j·2³²/n) in the real draw, for n = 4, 3 and 2', () => {
    // Master draws from 4, then 3, then 2 tiles; with the earlier floats at 0 the tiles left are i … 3.
    for (let i = 0; i < 3; i++) {
      const n = 4 - i;
      for (let j = 0; j < n; j++) {
        const at = (w: bigint) => firstFloor('master', [...Array<number>(i).fill(0), float(w), ...Array<number>(2 - i).fill(0)])[i];
        expect(at(firstWord(j, n))).toBe(j + i);
        expect(at(firstWord(j + 1, n) - 1n)).toBe(j + i);
        if (j > 0) expect(at(firstWord(j, n) - 1n)).toBe(j + i - 1);
      }
    }
  });

  it('makes each tile safe on the words RULES.md lists, all word tuples accounted for', () => {
    const rows = rulesRows('lattice-words');
    for (const difficulty of TOWER_DIFFICULTIES) {
      const { tiles, bombs } = TOWER_LAYOUTS[difficulty];
      const safe = safeWords(difficulty);
      const cells = rows.get(difficulty)!;
      expect(cells.slice(1, 1 + tiles).map((c) => BigInt(c.replaceAll(',', '')))).toEqual(safe);
      expect(cells.at(-1)).toBe(['2³²', '2⁶⁴', '2⁹⁶'][bombs - 1]);
      // Each tuple leaves tiles − bombs tiles safe.
      expect(safe.reduce((a, b) => a + b)).toBe(BigInt(tiles - bombs) * WORDS ** BigInt(bombs));
    }
  });
});

describe('returns over the lattice', () => {
  /** The lowest and highest return of any "stop after k floors" with the unluckiest or luckiest tile every time. */
  function extremes(difficulty: TowerDifficulty) {
    const safe = safeWords(difficulty);
    const total = WORDS ** BigInt(TOWER_LAYOUTS[difficulty].bombs);
    const lucky = safe.reduce((a, b) => (b > a ? b : a));
    const unlucky = safe.reduce((a, b) => (b < a ? b : a));
    const at = (q: bigint, k: number) => ({ n: units(towerMultiplier(difficulty, k)) * q ** BigInt(k), d: 10_000n * total ** BigInt(k), k });
    const floors = Array.from({ length: TOWER_ROWS }, (_, i) => i + 1);
    const lows = floors.map((k) => at(unlucky, k));
    const highs = floors.map((k) => at(lucky, k));
    const low = lows.reduce((a, b) => (b.n * a.d < a.n * b.d ? b : a));
    const high = highs.reduce((a, b) => (b.n * a.d > a.n * b.d ? b : a));
    return { low, high, luckyTiles: safe.flatMap((w, tile) => (w === lucky ? [tile + 1] : [])) };
  }

  it('gives the lowest and highest returns RULES.md states, the highest within 1.04 × 10⁻⁹ of 99 %', () => {
    const rows = rulesRows('lattice-returns');
    expect([...rows.keys()]).toEqual(['medium', 'expert', 'master']);
    for (const [difficulty, [lowest, highest]] of rows) {
      const { low, high } = extremes(difficulty as TowerDifficulty);
      expect(lowest!.startsWith(`${percent14(low.n, low.d)}… % (floor ${low.k},`)).toBe(true);
      expect(highest!.startsWith(`${percent14(high.n, high.d)}… % (floor ${high.k},`)).toBe(true);
      // Above 99 % by less than 1.04 × 10⁻⁹ (far inside decision 0025's 10⁻⁷).
      expect(high.n * 100n > 99n * high.d).toBe(true);
      expect((high.n * 100n - 99n * high.d) * 10n ** 11n < 104n * 100n * high.d).toBe(true);
    }
    expect(extremes('medium').luckyTiles).toEqual([2, 3]);
    expect(extremes('expert').luckyTiles).toEqual([2, 3]);
    expect(extremes('master').luckyTiles).toEqual([3, 4]);
  });

  it('leaves easy and hard exactly uniform: every tile safe on (s/n) of the words', () => {
    for (const difficulty of ['easy', 'hard'] as const) {
      const { tiles, bombs } = TOWER_LAYOUTS[difficulty];
      expect(new Set(safeWords(difficulty)).size).toBe(1);
      expect(safeWords(difficulty)[0]! * BigInt(tiles)).toBe(BigInt(tiles - bombs) * WORDS);
    }
  });
});
