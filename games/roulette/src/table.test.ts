import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BET_TYPES, PAYS_TO_ONE, chipReturn, type BetType } from './paytable';
import { POSITIONS, RED_NUMBERS, WHEEL_ORDER, colourOf, findPosition } from './table';

const count = (type: BetType) => POSITIONS.filter((p) => p.type === type).length;
const numbersOf = (type: BetType) => POSITIONS.filter((p) => p.type === type).map((p) => p.numbers.join('-'));

describe('the table', () => {
  it('has 18 red, 18 black and one green number', () => {
    const colours = Array.from({ length: 37 }, (_, n) => colourOf(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colours.filter((c) => c === 'green')).toEqual(['green']);
    expect(colourOf(0)).toBe('green');
    expect([1, 3, 19, 36].map(colourOf)).toEqual(['red', 'red', 'red', 'red']);
    expect([2, 10, 11, 20, 29, 35].map(colourOf)).toEqual(['black', 'black', 'black', 'black', 'black', 'black']);
    expect(RED_NUMBERS).toEqual([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  });

  it('has the European wheel: every number once, 0 first, colours alternating after it', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect(WHEEL_ORDER.join('-')).toBe('0-32-15-19-4-21-2-25-17-34-6-27-13-36-11-30-8-23-10-5-24-16-33-1-20-14-31-9-22-18-29-7-28-12-35-3-26');
    const colours = WHEEL_ORDER.slice(1).map(colourOf);
    colours.forEach((colour, i) => expect(colour).toBe(i % 2 === 0 ? 'red' : 'black'));
  });

  it('has 157 positions: 37 straights, 60 splits, 14 streets, 23 corners, 11 lines, 3 columns, 3 dozens and 6 even-money bets', () => {
    expect(POSITIONS).toHaveLength(157);
    expect(BET_TYPES.map((type) => [type, count(type)])).toEqual([
      ['straight', 37], ['split', 60], ['street', 14], ['corner', 23], ['line', 11], ['column', 3], ['dozen', 3],
      ['red', 1], ['black', 1], ['even', 1], ['odd', 1], ['low', 1], ['high', 1],
    ]);
    expect(new Set(POSITIONS.map((p) => p.key)).size).toBe(157);
    for (const p of POSITIONS) expect([...p.numbers]).toEqual([...new Set(p.numbers)].sort((a, b) => a - b));
  });

  it('places zero next to 1, 2 and 3: three splits, two trios and the first four', () => {
    expect(numbersOf('split').filter((n) => n.startsWith('0-'))).toEqual(['0-1', '0-2', '0-3']);
    expect(numbersOf('street').slice(0, 3)).toEqual(['0-1-2', '0-2-3', '1-2-3']);
    expect(numbersOf('corner')[0]).toBe('0-1-2-3');
  });

  it('joins only neighbours of the layout', () => {
    expect(numbersOf('split')).toContain('17-20');
    expect(numbersOf('split')).toContain('17-18');
    expect(numbersOf('split')).not.toContain('18-19');
    expect(numbersOf('split')).not.toContain('3-4');
    expect(numbersOf('corner')).toContain('17-18-20-21');
    expect(numbersOf('corner')).not.toContain('18-19-21-22');
    expect(numbersOf('street').at(-1)).toBe('34-35-36');
    expect(numbersOf('line')).toEqual(Array.from({ length: 11 }, (_, s) => Array.from({ length: 6 }, (_, i) => 3 * s + 1 + i).join('-')));
    expect(numbersOf('column')[0]).toBe('1-4-7-10-13-16-19-22-25-28-31-34');
    expect(numbersOf('dozen')[2]).toBe('25-26-27-28-29-30-31-32-33-34-35-36');
  });

  it('finds a position only by its kind and its numbers in ascending order', () => {
    expect(findPosition('split', [17, 20])?.key).toBe('split:17-20');
    expect(findPosition('split', [20, 17])).toBeUndefined();
    expect(findPosition('corner', [17, 20])).toBeUndefined();
    expect(findPosition('street', [0, 1, 2])?.type).toBe('street');
    expect(findPosition('red', [...RED_NUMBERS])?.key).toBe(`red:${RED_NUMBERS.join('-')}`);
    expect(findPosition('straight', [37])).toBeUndefined();
  });
});

describe('the paytable', () => {
  it('pays the standard odds', () => {
    expect(PAYS_TO_ONE).toEqual({ straight: 35, split: 17, street: 11, corner: 8, line: 5, column: 2, dozen: 2, red: 1, black: 1, even: 1, odd: 1, low: 1, high: 1 });
  });

  it('returns exactly 36/37 on every position: a chip covering k numbers returns 36/k, so over the 37 equally likely numbers Σ return = 36', () => {
    for (const p of POSITIONS) {
      // Exact: integers only. Each of the 37 numbers is equally likely; a chip returns chipReturn on a covered one, 0 elsewhere.
      let returned = 0n;
      for (let n = 0; n < 37; n++) if (p.numbers.includes(n)) returned += BigInt(chipReturn(p.type));
      expect([p.key, returned]).toEqual([p.key, 36n]);
      expect(chipReturn(p.type) * p.numbers.length).toBe(36);
    }
  });

  it('pays at most 35 to 1: a chip returns at most 36 chips', () => {
    expect(Math.max(...BET_TYPES.map(chipReturn))).toBe(36);
  });

  it('is listed in RULES.md exactly as the table has it', () => {
    const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
    const table = /<!-- paytable:start -->\n([\s\S]*?)<!-- paytable:end -->/.exec(rules)![1]!;
    const rows = table
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
    expect(rows.map(([type, covers, pays, positions]) => [type, covers, pays, positions])).toEqual(
      BET_TYPES.map((type) => [`\`${type}\``, String(POSITIONS.find((p) => p.type === type)!.numbers.length), `${PAYS_TO_ONE[type]} to 1`, String(count(type))]),
    );
  });
});
