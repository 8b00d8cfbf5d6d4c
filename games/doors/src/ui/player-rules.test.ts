import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { doorsMultiplier } from '../multiplier';
import { MAX_WIN, TABLE_DOORS, TABLE_LEVELS, doorsPlayerRules } from './player-rules';

describe('doorsPlayerRules', () => {
  describePlayerRulesContract(doorsPlayerRules, {
    steps: 6,
    paytable: { columns: 1 + TABLE_LEVELS.length, rows: TABLE_DOORS.length },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows the multipliers the rules pay after 1, 2, 3, 5 and 10 levels, in each language’s digits', () => {
    const rows = doorsPlayerRules.en.paytable!.rows;
    TABLE_DOORS.forEach((doors, row) => {
      expect(rows[row]![0]).toBe(String(doors));
      TABLE_LEVELS.forEach((levels, column) => expect(rows[row]![column + 1]!.replace(/,/g, '')).toBe(`${doorsMultiplier(doors, levels)}×`));
    });
    expect(doorsPlayerRules.en.paytable).toEqual({
      columns: ['Doors', '1 level', '2 levels', '3 levels', '5 levels', '10 levels'],
      rows: [
        ['2', '1.98×', '3.96×', '7.92×', '31.68×', '1,013.76×'],
        ['3', '1.485×', '2.2275×', '3.3412×', '7.5178×', '57.0883×'],
        ['4', '1.32×', '1.76×', '2.3466×', '4.1718×', '17.5801×'],
        ['5', '1.2375×', '1.5468×', '1.9335×', '3.0212×', '9.22×'],
      ],
    });
    expect(doorsPlayerRules.pt!.paytable!.rows[0]).toEqual(['2', '1,98×', '3,96×', '7,92×', '31,68×', '1.013,76×']);
    expect(doorsPlayerRules.es!.paytable!.columns).toEqual(['Puertas', '1 nivel', '2 niveles', '3 niveles', '5 niveles', '10 niveles']);
  });

  it('states the RTP (99 %, proved in multiplier.test.ts) and the largest win: 2 doors, all ten levels', () => {
    expect(inEachLanguage(doorsPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(MAX_WIN).toEqual({ multiplier: '1013.76', doors: 2 });
    expect(inEachLanguage(doorsPlayerRules, 'maxWin')).toEqual([
      '1,013.76× the bet (2 doors, all 10 levels passed)',
      '1.013,76× a aposta (2 portas, os 10 níveis superados)',
      '1013,76× la apuesta (2 puertas, los 10 niveles superados)',
    ]);
  });

  it('reads in full in English, the timeout included', () => {
    expect(doorsPlayerRules.en.howToPlay).toEqual([
      'Set your bet and choose how many doors each level has (2 to 5). On every level one door hides a trap.',
      'Open one door per level. A safe door takes you to the next level and raises your multiplier; the fewer the doors, the faster it rises.',
      'Cash out whenever you like after your first level.',
      'Open the trap and the round ends: the bet is lost.',
      'Pass all 10 levels and you are cashed out automatically.',
      'A round left without a move for 24 hours is cashed out if you have passed a level, and lost if you have not.',
    ]);
  });
});
