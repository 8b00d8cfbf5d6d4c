import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { MAX_MINES, MIN_MINES, MINES_TILES } from '../board';
import { binomial, minesMultiplier } from '../multiplier';
import { MAX_WIN, RTP_PERCENT, TABLE_GEMS, TABLE_MINES, minesPlayerRules } from './player-rules';

/** Every (mines, gems) pair a round can reach with at least one gem. */
const PAIRS = Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => MIN_MINES + i).flatMap((mines) =>
  Array.from({ length: MINES_TILES - mines }, (_, k) => [mines, k + 1] as const),
);

describe('minesPlayerRules', () => {
  describePlayerRulesContract(minesPlayerRules, {
    steps: 5,
    paytable: { columns: 1 + TABLE_GEMS.length, rows: TABLE_MINES.length },
    notes: 1,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows the multipliers the rules pay after 1, 2, 3 and 5 gems, a dash where the board has no such gem', () => {
    const rows = minesPlayerRules.en.paytable!.rows;
    TABLE_MINES.forEach((mines, row) => {
      expect(rows[row]![0]).toBe(String(mines));
      TABLE_GEMS.forEach((gems, column) => {
        const expected = gems <= MINES_TILES - mines ? `${minesMultiplier(mines, gems)}×` : '—';
        expect(rows[row]![column + 1]).toBe(expected);
      });
    });
  });

  it('writes the paytable in each language’s digits', () => {
    expect(minesPlayerRules.en.paytable).toEqual({
      columns: ['Mines', '1 gem', '2 gems', '3 gems', '5 gems'],
      rows: [
        ['1', '1.0312×', '1.076×', '1.125×', '1.2375×'],
        ['3', '1.125×', '1.2857×', '1.4785×', '1.9973×'],
        ['5', '1.2375×', '1.5631×', '1.9973×', '3.3925×'],
        ['10', '1.65×', '2.8285×', '5.0043×', '17.5153×'],
        ['24', '24.75×', '—', '—', '—'],
      ],
    });
    expect(minesPlayerRules.pt!.paytable).toEqual({
      columns: ['Minas', '1 gema', '2 gemas', '3 gemas', '5 gemas'],
      rows: [
        ['1', '1,0312×', '1,076×', '1,125×', '1,2375×'],
        ['3', '1,125×', '1,2857×', '1,4785×', '1,9973×'],
        ['5', '1,2375×', '1,5631×', '1,9973×', '3,3925×'],
        ['10', '1,65×', '2,8285×', '5,0043×', '17,5153×'],
        ['24', '24,75×', '—', '—', '—'],
      ],
    });
  });

  it('states the RTP the multipliers give: 99 % at best, less than 0.01 points lower once floored', () => {
    // Exact: a cashout after k gems with m mines is reached with P = C(25 − m, k) / C(25, k).
    const returns = PAIRS.map(([mines, gems]) =>
      new Decimal(minesMultiplier(mines, gems)).times(binomial(MINES_TILES - mines, gems).toString()).div(binomial(MINES_TILES, gems).toString()),
    );
    expect(Decimal.max(...returns).toFixed()).toBe(new Decimal(RTP_PERCENT).div(100).toFixed());
    expect(Decimal.min(...returns).gt(new Decimal(RTP_PERCENT).minus('0.01').div(100))).toBe(true);
    expect(inEachLanguage(minesPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(minesPlayerRules.en.notes).toEqual(['Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.01 percentage points.']);
  });

  it('states the largest win: clearing the board with 12 or 13 mines', () => {
    const clears = Array.from({ length: MAX_MINES }, (_, i) => new Decimal(minesMultiplier(i + 1, MINES_TILES - i - 1)));
    expect(MAX_WIN.multiplier).toBe(Decimal.max(...clears).toFixed());
    expect(MAX_WIN).toEqual({ multiplier: '5148297', mines: [12, 13] });
    expect(inEachLanguage(minesPlayerRules, 'maxWin')).toEqual([
      '5,148,297× the bet (12 or 13 mines, every gem revealed)',
      '5.148.297× a aposta (12 ou 13 minas, todas as gemas reveladas)',
      '5.148.297× la apuesta (12 o 13 minas, todas las gemas descubiertas)',
    ]);
  });

  it('reads in full in English and Portuguese', () => {
    expect(minesPlayerRules.en.howToPlay).toEqual([
      'Set your bet and choose how many mines hide among the 25 tiles (1 to 24).',
      'Reveal tiles one at a time. Every gem raises your multiplier; more mines raise it faster.',
      'Cash out whenever you like after your first gem.',
      'Reveal a mine and the round ends: the bet is lost.',
      'Reveal every gem and you are cashed out automatically.',
    ]);
    expect(minesPlayerRules.pt!.howToPlay[0]).toBe('Defina a aposta e escolha quantas minas se escondem entre as 25 casas (de 1 a 24).');
  });
});
