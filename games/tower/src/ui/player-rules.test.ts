import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { TOWER_DIFFICULTIES, TOWER_ROWS } from '../board';
import { TOWER_MAX_MULTIPLIER, towerMultiplier } from '../multiplier';
import { MAX_WIN, RTP_PERCENT, TABLE_FLOORS, towerPlayerRules } from './player-rules';

describe('towerPlayerRules', () => {
  describePlayerRulesContract(towerPlayerRules, {
    steps: 5,
    paytable: { columns: 1 + TABLE_FLOORS.length, rows: TOWER_DIFFICULTIES.length },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows the multipliers the rules pay at floors 1, 3, 6 and 9 of every difficulty', () => {
    const rows = towerPlayerRules.en.paytable!.rows;
    TOWER_DIFFICULTIES.forEach((difficulty, row) => {
      TABLE_FLOORS.forEach((floor, column) => {
        expect(rows[row]![column + 1]).toBe(`${Number(towerMultiplier(difficulty, floor)).toLocaleString('en', { maximumFractionDigits: 4 })}×`);
      });
    });
  });

  it('writes the paytable in each language’s words and digits', () => {
    expect(towerPlayerRules.en.paytable).toEqual({
      columns: ['Difficulty', 'Floor 1', 'Floor 3', 'Floor 6', 'Floor 9'],
      rows: [
        ['Easy (3 of 4 safe)', '1.32×', '2.3466×', '5.5624×', '13.1851×'],
        ['Medium (2 of 3 safe)', '1.485×', '3.3412×', '11.2767×', '38.0589×'],
        ['Hard (1 of 2 safe)', '1.98×', '7.92×', '63.36×', '506.88×'],
        ['Expert (1 of 3 safe)', '2.97×', '26.73×', '721.71×', '19,486.17×'],
        ['Master (1 of 4 safe)', '3.96×', '63.36×', '4,055.04×', '259,522.56×'],
      ],
    });
    expect(towerPlayerRules.pt!.paytable!.columns).toEqual(['Dificuldade', 'Andar 1', 'Andar 3', 'Andar 6', 'Andar 9']);
    expect(towerPlayerRules.pt!.paytable!.rows[4]).toEqual(['Mestre (1 de 4 seguras)', '3,96×', '63,36×', '4.055,04×', '259.522,56×']);
    expect(towerPlayerRules.es!.paytable!.rows[0]![0]).toBe('Fácil (3 de 4 seguras)');
  });

  it('states the RTP, the largest win and the notes', () => {
    expect(RTP_PERCENT).toBe(99);
    expect(inEachLanguage(towerPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(MAX_WIN).toBe(TOWER_MAX_MULTIPLIER);
    expect(MAX_WIN).toBe(towerMultiplier('master', TOWER_ROWS));
    expect(inEachLanguage(towerPlayerRules, 'maxWin')).toEqual([
      '259,522.56× the bet (master, all 9 floors)',
      '259.522,56× a aposta (mestre, os 9 andares)',
      '259.522,56× la apuesta (maestra, los 9 pisos)',
    ]);
    expect(towerPlayerRules.en.notes).toEqual([
      'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.003 percentage points.',
      'A round left without a move for 24 hours is settled: cashed out if a floor is cleared, otherwise lost.',
    ]);
  });

  it('reads in full in English', () => {
    expect(towerPlayerRules.en.howToPlay).toEqual([
      'Set your bet and a difficulty: it sets how many tiles each of the 9 floors has and how many of them hide a bomb.',
      'Pick one tile on the glowing floor. A safe tile takes you up a floor and raises your multiplier.',
      'Cash out whenever you like after your first floor.',
      'Pick a bomb and the round ends: the bet is lost.',
      'Clear floor 9, the top, and you are cashed out automatically.',
    ]);
  });
});
