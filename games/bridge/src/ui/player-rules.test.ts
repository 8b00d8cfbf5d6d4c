import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { bridgeMultiplier } from '../multiplier';
import { BRIDGE_DIFFICULTIES } from '../span';
import { MAX_WIN, TABLE_ROWS, bridgePlayerRules } from './player-rules';

describe('bridgePlayerRules', () => {
  describePlayerRulesContract(bridgePlayerRules, {
    steps: 6,
    paytable: { columns: 1 + TABLE_ROWS.length, rows: BRIDGE_DIFFICULTIES.length },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows the multipliers the rules pay after 1, 2, 3, 5 and 8 rows, in each language’s digits', () => {
    const rows = bridgePlayerRules.en.paytable!.rows;
    BRIDGE_DIFFICULTIES.forEach((difficulty, row) => {
      TABLE_ROWS.forEach((crossed, column) => expect(rows[row]![column + 1]!.replace(/,/g, '')).toBe(`${bridgeMultiplier(difficulty, crossed)}×`));
    });
    expect(bridgePlayerRules.en.paytable).toEqual({
      columns: ['Difficulty', '1 row', '2 rows', '3 rows', '5 rows', '8 rows'],
      rows: [
        ['Easy', '1.485×', '2.2275×', '3.3412×', '7.5178×', '25.3726×'],
        ['Medium', '1.98×', '3.96×', '7.92×', '31.68×', '253.44×'],
        ['Hard', '2.97×', '8.91×', '26.73×', '240.57×', '6,495.39×'],
      ],
    });
    expect(bridgePlayerRules.pt!.paytable!.rows[2]).toEqual(['Difícil', '2,97×', '8,91×', '26,73×', '240,57×', '6.495,39×']);
    expect(bridgePlayerRules.es!.paytable!.columns).toEqual(['Dificultad', '1 fila', '2 filas', '3 filas', '5 filas', '8 filas']);
  });

  it('states the RTP (99 %, proved in multiplier.test.ts) and the largest win: hard, all eight rows', () => {
    expect(inEachLanguage(bridgePlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(MAX_WIN).toEqual({ multiplier: '6495.39', difficulty: 'hard' });
    expect(inEachLanguage(bridgePlayerRules, 'maxWin')).toEqual([
      '6,495.39× the bet (Hard, all 8 rows crossed)',
      '6.495,39× a aposta (Difícil, as 8 fileiras atravessadas)',
      '6495,39× la apuesta (Difícil, las 8 filas cruzadas)',
    ]);
  });

  it('reads in full in English, the timeout included', () => {
    expect(bridgePlayerRules.en.howToPlay.at(-1)).toBe('A round left without a move for 24 hours is cashed out if you have crossed a row, and lost if you have not.');
    expect(bridgePlayerRules.en.howToPlay[4]).toBe('Cross all 8 rows to the far platform and you are cashed out automatically.');
  });
});
