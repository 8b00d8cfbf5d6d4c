import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { SPARK_MAX_MULTIPLIER, sparkMultiplier } from '../rules';
import { EXAMPLE_WIDTHS, MIN_RTP_HUNDREDTHS, RTP_HUNDREDTHS, sparkPlayerRules } from './player-rules';

describe('sparkPlayerRules', () => {
  describePlayerRulesContract(sparkPlayerRules, {
    steps: 5,
    paytable: { columns: 2, rows: 11 },
    notes: 3,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists example widths with the rules’ own multipliers', () => {
    const rows = sparkPlayerRules.en.paytable!.rows;
    expect(rows).toEqual([
      ['2%', '49.5×'], ['5%', '19.8×'], ['10%', '9.9×'], ['20%', '4.95×'], ['25%', '3.96×'], ['33%', '3×'],
      ['50%', '1.98×'], ['66%', '1.5×'], ['75%', '1.32×'], ['90%', '1.1×'], ['95%', '1.0421×'],
    ]);
    EXAMPLE_WIDTHS.forEach((width, i) => expect(rows[i]![1]).toBe(`${sparkMultiplier(width)}×`));
    expect(sparkPlayerRules.pt!.paytable!.rows[10]).toEqual(['95%', '1,0421×']);
    expect(sparkPlayerRules.es!.paytable!.rows[0]).toEqual([`2${NBSP}%`, '49,5×']);
  });

  it('states the RTP, 99 %, and the lowest a floored multiplier leaves, 98.99 %', () => {
    expect([RTP_HUNDREDTHS, MIN_RTP_HUNDREDTHS]).toEqual([9900, 9899]);
    expect(inEachLanguage(sparkPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(sparkPlayerRules.en.notes![2]).toBe('Multipliers are rounded down to 4 decimals, so some widths return slightly less, never below 98.99%.');
  });

  it('states the largest win: a zone 2 wide', () => {
    expect(SPARK_MAX_MULTIPLIER).toBe('49.5');
    expect(inEachLanguage(sparkPlayerRules, 'maxWin')).toEqual([
      '49.5× the bet (a zone 2 wide)',
      '49,5× a aposta (zona de largura 2)',
      '49,5× la apuesta (una zona de ancho 2)',
    ]);
  });

  it('reads in full in English', () => {
    expect(sparkPlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Place the charge zone on the fuse from 0 to 100: drag its ends or the whole zone, or set its start and width (2 to 95) with the sliders or by typing them.',
      'The narrower the zone, the higher the multiplier: it pays 99 divided by its width, and its width is your win chance.',
      'Bet to light the fuse: the spark runs along it and stops at a random point from 0.00 to 99.99.',
      'If the spark stops inside the zone you win your bet times the multiplier; outside it, you lose the bet.',
    ]);
  });
});
