import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { coinMultiplier } from '../rules';
import { STREAKS } from './streak-odds';
import { RTP_HUNDREDTHS, coinPlayerRules, rtpHundredths } from './player-rules';

describe('coinPlayerRules', () => {
  describePlayerRulesContract(coinPlayerRules, {
    steps: 5,
    paytable: { columns: 3, rows: 10 },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows every streak with the multiplier the rules pay', () => {
    const shown = coinPlayerRules.en.paytable!.rows.map(([, , multiplier]) => multiplier!.replace('×', '').replace(',', ''));
    expect(shown).toEqual(STREAKS.map((streak) => coinMultiplier(streak)));
  });

  it('writes the paytable in each language’s digits', () => {
    expect(coinPlayerRules.en.paytable).toEqual({
      columns: ['Streak', 'Win chance', 'Multiplier'],
      rows: [
        ['1', '1 in 2', '1.98×'], ['2', '1 in 4', '3.96×'], ['3', '1 in 8', '7.92×'], ['4', '1 in 16', '15.84×'],
        ['5', '1 in 32', '31.68×'], ['6', '1 in 64', '63.36×'], ['7', '1 in 128', '126.72×'], ['8', '1 in 256', '253.44×'],
        ['9', '1 in 512', '506.88×'], ['10', '1 in 1,024', '1,013.76×'],
      ],
    });
    expect(coinPlayerRules.pt!.paytable!.rows[9]).toEqual(['10', '1 em 1.024', '1.013,76×']);
    expect(coinPlayerRules.es!.paytable!.rows[0]).toEqual(['1', '1 entre 2', '1,98×']);
    expect(coinPlayerRules.es!.paytable!.columns).toEqual(['Racha', 'Probabilidad de ganar', 'Multiplicador']);
  });

  it('states an RTP of exactly 99 % for every streak', () => {
    expect(STREAKS.map(rtpHundredths)).toEqual(Array<number>(10).fill(9900));
    expect(RTP_HUNDREDTHS).toBe(9900);
    expect(inEachLanguage(coinPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: the 10-flip streak', () => {
    expect(coinMultiplier(10)).toBe('1013.76');
    expect(inEachLanguage(coinPlayerRules, 'maxWin')).toEqual([
      '1,013.76× the bet (a streak of 10)',
      '1.013,76× a aposta (uma sequência de 10)',
      '1013,76× la apuesta (una racha de 10)',
    ]);
  });

  it('reads in full in English, and names the sides in Portuguese and Spanish', () => {
    expect(coinPlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Call heads or tails (keys H and T).',
      'Pick a streak from 1 to 10 flips; a streak of 1 is a single flip.',
      'Bet: the coin is flipped once for each flip of the streak. You win only if every flip lands on your call; the first miss ends the round.',
      'A win pays your bet times the streak’s multiplier: 1.98× for one flip, 3.96× for two, doubling with every flip you add.',
    ]);
    expect(coinPlayerRules.en.notes![0]).toBe('A streak pays more than letting single flips ride: three flips pay 7.92×, three single wins in a row about 7.76×.');
    expect(coinPlayerRules.pt!.howToPlay[1]).toBe('Escolha “Cara” ou “Coroa” (teclas H e T).');
    expect(coinPlayerRules.es!.howToPlay[1]).toBe('Elige «Cara» o «Cruz» (teclas H y T).');
  });
});
