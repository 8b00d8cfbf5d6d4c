import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { STAIRS_MAX_MULTIPLIER, stairsMultiplier } from '../multiplier';
import { CLIMB_LENGTHS, type ClimbLength } from '../staircase';
import { MAX_WIN, RTP_PERCENT, TABLE_RUNS, stairsPlayerRules } from './player-rules';

describe('stairsPlayerRules', () => {
  describePlayerRulesContract(stairsPlayerRules, {
    steps: 5,
    paytable: { columns: 2 + TABLE_RUNS.length, rows: CLIMB_LENGTHS.length },
    notes: 3,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows each climb’s chance and the multipliers the rules pay for runs of 1, 2 and 4', () => {
    expect(stairsPlayerRules.en.paytable).toEqual({
      columns: ['Climb', 'Safe chance', '1 climb', '2 in a row', '4 in a row'],
      rows: [
        ['Step (1 stair)', '87.5%', '1.1314×', '1.293×', '1.6888×'],
        ['Stride (2 stairs)', '50%', '1.98×', '3.96×', '15.84×'],
        ['Leap (3 stairs)', '25%', '3.96×', '15.84×', '253.44×'],
      ],
    });
    for (const length of CLIMB_LENGTHS) {
      const row = stairsPlayerRules.en.paytable!.rows[length - 1]!;
      TABLE_RUNS.forEach((n, i) => expect(row[i + 2]).toBe(`${stairsMultiplier(Array<ClimbLength>(n).fill(length))}×`));
    }
    expect(stairsPlayerRules.pt!.paytable!.rows[0]).toEqual(['Passo (1 degrau)', '87,5%', '1,1314×', '1,293×', '1,6888×']);
    expect(stairsPlayerRules.es!.paytable!.columns).toEqual(['Subida', 'Probabilidad segura', '1 subida', '2 seguidas', '4 seguidas']);
  });

  it('states the RTP, the largest win and the notes', () => {
    expect(RTP_PERCENT).toBe(99);
    expect(inEachLanguage(stairsPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(MAX_WIN).toBe(STAIRS_MAX_MULTIPLIER);
    expect(inEachLanguage(stairsPlayerRules, 'maxWin')).toEqual([
      '64,880.64× the bet (8 leaps to the top)',
      '64.880,64× a aposta (8 saltos até o topo)',
      '64.880,64× la apuesta (8 saltos hasta la cima)',
    ]);
    expect(stairsPlayerRules.en.notes).toEqual([
      'Each climb rolls 0.00 to 99.99 and is safe when the roll is under its mark: step 87.5, stride 50, and leap 25.',
      'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.006 percentage points.',
      'A round left without a move for 24 hours is settled: cashed out after a climb, otherwise lost.',
    ]);
  });

  it('reads in full in English', () => {
    expect(stairsPlayerRules.en.howToPlay).toEqual([
      'Set your bet and press Bet: the climber waits at the bottom of 24 stairs.',
      'Choose every climb: a step (1 stair, 87.5% safe), a stride (2 stairs, 50% safe) or a leap (3 stairs, 25% safe). Each button shows what your multiplier becomes.',
      'A safe climb raises your multiplier; a fall ends the round and the bet is lost.',
      'Cash out whenever you like after your first climb.',
      'Reach stair 24, the top, and you are cashed out automatically.',
    ]);
  });
});
