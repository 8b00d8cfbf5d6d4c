import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { DICE_ROLL_OUTCOMES, diceMultiplier } from '../rules';
import { EXAMPLE_CHANCES, MIN_RTP_HUNDREDTHS, ROLL_OUTCOMES, RTP_HUNDREDTHS, dicePlayerRules } from './player-rules';

describe('dicePlayerRules', () => {
  describePlayerRulesContract(dicePlayerRules, {
    steps: 5,
    paytable: { columns: 2, rows: EXAMPLE_CHANCES.length },
    notes: 1,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows the example chances with the multipliers the rules pay, on either side', () => {
    expect(EXAMPLE_CHANCES).toEqual([200, 1000, 2500, 4950, 5000, 7500, 9000, 9800]);
    const shown = dicePlayerRules.en.paytable!.rows.map(([, multiplier]) => multiplier!.replace('×', ''));
    expect(shown).toEqual(EXAMPLE_CHANCES.map((chance) => diceMultiplier(chance / 100, 'under')));
    expect(shown).toEqual(EXAMPLE_CHANCES.map((chance) => diceMultiplier((10_000 - chance) / 100, 'over')));
  });

  it('writes the paytable in each language’s digits', () => {
    expect(dicePlayerRules.en.paytable).toEqual({
      columns: ['Win chance', 'Multiplier'],
      rows: [
        ['2%', '49.5×'], ['10%', '9.9×'], ['25%', '3.96×'], ['49.5%', '2×'],
        ['50%', '1.98×'], ['75%', '1.32×'], ['90%', '1.1×'], ['98%', '1.0102×'],
      ],
    });
    expect(dicePlayerRules.pt!.paytable!.rows).toEqual([
      ['2%', '49,5×'], ['10%', '9,9×'], ['25%', '3,96×'], ['49,5%', '2×'],
      ['50%', '1,98×'], ['75%', '1,32×'], ['90%', '1,1×'], ['98%', '1,0102×'],
    ]);
    expect(dicePlayerRules.es!.paytable!.rows[3]).toEqual([`49,5${NBSP}%`, '2×']);
  });

  it('states the RTP the rules give: 9900 / 10001 at best, at least 98.98 % once multipliers are floored', () => {
    expect(ROLL_OUTCOMES).toBe(DICE_ROLL_OUTCOMES);
    // Every target's exact return with the rules' own multiplier: multiplier × P(win), P(win under t) = 100t / 10001.
    const returns = Array.from({ length: 9601 }, (_, i) => new Decimal(diceMultiplier((200 + i) / 100, 'under')).times(200 + i).div(DICE_ROLL_OUTCOMES));
    const hundredths = (rtp: Decimal) => rtp.times(10_000).floor().toNumber();
    expect(RTP_HUNDREDTHS).toBe(hundredths(Decimal.max(...returns)));
    expect(MIN_RTP_HUNDREDTHS).toBe(hundredths(Decimal.min(...returns)));
    expect([RTP_HUNDREDTHS, MIN_RTP_HUNDREDTHS]).toEqual([9899, 9898]);
    expect(inEachLanguage(dicePlayerRules, 'rtp')).toEqual(['98.99%', '98,99%', `98,99${NBSP}%`]);
  });

  it('states the largest win: the multiplier at the lowest chance', () => {
    expect(diceMultiplier(2, 'under')).toBe('49.5');
    expect(inEachLanguage(dicePlayerRules, 'maxWin')).toEqual(['49.5× the bet', '49,5× a aposta', '49,5× la apuesta']);
  });

  it('reads in full in English and Portuguese', () => {
    expect(dicePlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Pick a target from 2 to 98 and choose Roll over or Roll under.',
      'Your win chance and multiplier are linked: the lower the chance, the higher the multiplier.',
      'Each roll is a number from 0.00 to 100.00. Roll over wins if it is above the target, Roll under if it is below; a roll equal to the target loses.',
      'A win pays your bet times the multiplier.',
    ]);
    expect(dicePlayerRules.en.notes).toEqual(['Multipliers are rounded down to 4 decimals, so some targets return slightly less, never below 98.98%.']);
    expect(dicePlayerRules.pt!.howToPlay[1]).toBe('Escolha um alvo de 2 a 98 e selecione “Acima de” ou “Abaixo de”.');
    expect(dicePlayerRules.pt!.howToPlay[3]).toBe(
      'Cada rodada sorteia um número de 0,00 a 100,00. “Acima de” ganha se ele passar do alvo, “Abaixo de” se ficar abaixo; um resultado igual ao alvo perde.',
    );
  });
});
