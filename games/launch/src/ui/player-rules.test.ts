import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { DESTINATION_MULTIPLIERS, LAUNCH_DESTINATIONS, STAGE_EIGHTHS, stagesTo } from '../rules';
import { RTP_PERCENT, launchPlayerRules } from './player-rules';

describe('launchPlayerRules', () => {
  describePlayerRulesContract(launchPlayerRules, {
    steps: 5,
    paytable: { columns: 4, rows: 5 },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every destination with its stages, multiplier and chance to arrive', () => {
    expect(launchPlayerRules.en.paytable!.rows).toEqual([
      ['Sky', '1', '1.32×', '75%'],
      ['Stratosphere', '2', '2.112×', '46.875%'],
      ['Orbit', '3', '4.224×', '23.4375%'],
      ['Moon', '4', '11.264×', '8.7891%'],
      ['Mars', '5', '45.056×', '2.1973%'],
    ]);
    expect(launchPlayerRules.pt!.paytable!.rows[3]).toEqual(['Lua', '4', '11,264×', '8,7891%']);
    expect(launchPlayerRules.es!.paytable!.rows[4]).toEqual(['Marte', '5', '45,056×', `2,1973${NBSP}%`]);
  });

  it('states the RTP every destination returns: exactly 99 %', () => {
    for (const d of LAUNCH_DESTINATIONS) {
      const chance = STAGE_EIGHTHS.slice(0, stagesTo(d)).reduce((p, eighths) => p.times(eighths).dividedBy(8), new Decimal(1));
      expect(chance.times(DESTINATION_MULTIPLIERS[d]).times(100).equals(RTP_PERCENT)).toBe(true);
    }
    expect(inEachLanguage(launchPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: Mars', () => {
    expect(inEachLanguage(launchPlayerRules, 'maxWin')).toEqual(['45.056× the bet (Mars)', '45,056× a aposta (Marte)', '45,056× la apuesta (Marte)']);
  });

  it('reads in full in English and names the stages’ chances in Portuguese', () => {
    expect(launchPlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Pick how far the rocket goes: Sky, Stratosphere, Orbit, Moon, or Mars. The further, the more stages it has and the more it pays.',
      'Bet: the stages fire one after another. Every stage must fire to reach the destination.',
      'Stages 1 to 5 fire 75%, 62.5%, 50%, 37.5%, and 25% of the time, in that order: each stage is less reliable than the one before.',
      'Reach the destination and win your bet times its multiplier. If a stage fails, the rocket explodes and the bet is lost.',
    ]);
    expect(launchPlayerRules.pt!.howToPlay[3]).toBe('Os estágios 1 a 5 disparam 75%, 62,5%, 50%, 37,5% e 25% das vezes, nessa ordem: cada estágio é menos confiável que o anterior.');
  });
});
