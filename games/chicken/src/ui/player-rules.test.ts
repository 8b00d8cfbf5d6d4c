import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { CHICKEN_MAX_MULTIPLIER, chickenMultiplier, crossingChance } from '../multiplier';
import { CHICKEN_DIFFICULTIES, laneCount } from '../road';
import { MAX_WIN, RTP_PERCENT, chickenPlayerRules } from './player-rules';

describe('chickenPlayerRules', () => {
  describePlayerRulesContract(chickenPlayerRules, {
    steps: 5,
    paytable: { columns: 6, rows: 4 },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows each road: its lanes, the risk of its first and last lane, and what lane 1 and the whole road pay', () => {
    expect(chickenPlayerRules.en.paytable).toEqual({
      columns: ['Difficulty', 'Lanes', 'Car in lane 1', 'Car in the last lane', 'Lane 1 pays', 'Whole road pays'],
      rows: [
        ['Easy', '24', '4%', '50%', '1.0312×', '24.75×'],
        ['Medium', '22', '12%', '75%', '1.125×', '2,277×'],
        ['Hard', '20', '20%', '83.3%', '1.2375×', '52,598.7×'],
        ['Hardcore', '15', '40%', '90.9%', '1.65×', '3,236,072.4×'],
      ],
    });
    expect(chickenPlayerRules.pt!.paytable!.rows[3]).toEqual(['Extremo', '15', '40%', '90,9%', '1,65×', '3.236.072,4×']);
    expect(chickenPlayerRules.es!.paytable!.rows[2]).toEqual(['Difícil', '20', `20${NBSP}%`, `83,3${NBSP}%`, '1,2375×', '52.598,7×']);
    CHICKEN_DIFFICULTIES.forEach((d, row) => {
      expect(chickenPlayerRules.en.paytable!.rows[row]![4]).toBe(`${chickenMultiplier(d, 1)}×`);
      expect(new Decimal(chickenPlayerRules.en.paytable!.rows[row]![5]!.replace(/[,×]/g, '')).toFixed()).toBe(chickenMultiplier(d, laneCount(d)));
    });
  });

  it('states the RTP the multipliers give: 99 % at best, less than 0.01 points lower once floored', () => {
    const returns = CHICKEN_DIFFICULTIES.flatMap((d) =>
      Array.from({ length: laneCount(d) }, (_, i) => {
        const [p, q] = crossingChance(d, i + 1);
        return new Decimal(chickenMultiplier(d, i + 1)).times(p.toString()).div(q.toString());
      }),
    );
    expect(Decimal.max(...returns).toFixed()).toBe(new Decimal(RTP_PERCENT).div(100).toFixed());
    expect(Decimal.min(...returns).gt(new Decimal(RTP_PERCENT).minus('0.01').div(100))).toBe(true);
    expect(inEachLanguage(chickenPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: the whole Hardcore road', () => {
    expect(MAX_WIN.multiplier).toBe(CHICKEN_MAX_MULTIPLIER);
    expect(inEachLanguage(chickenPlayerRules, 'maxWin')).toEqual([
      '3,236,072.4× the bet (Hardcore, every lane crossed)',
      '3.236.072,4× a aposta (Extremo, todas as faixas atravessadas)',
      '3.236.072,4× la apuesta (Extrema, todos los carriles cruzados)',
    ]);
  });

  it('reads in full in English, with the timeout settlement among the notes', () => {
    expect(chickenPlayerRules.en.howToPlay).toEqual([
      'Set your bet and pick a difficulty: Easy (24 lanes), Medium (22), Hard (20) or Hardcore (15).',
      'Press Go (or the next lane) to cross one lane. Each lane crossed raises your multiplier; every lane ahead shows what it pays and its chance of a car.',
      'The road gets busier as you go: on Easy, lane 1 has a 4% chance of a car and the last lane 50%.',
      'Cash out whenever you like after your first lane. A car ends the round: the bet is lost.',
      'Cross the last lane and you are cashed out automatically.',
    ]);
    expect(chickenPlayerRules.en.notes).toEqual([
      'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.01 percentage points.',
      'A round left without a move for 24 hours is cashed out if you had crossed a lane; otherwise it ends as lost.',
    ]);
  });
});
