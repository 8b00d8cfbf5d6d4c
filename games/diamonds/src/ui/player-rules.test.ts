import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { DIAMONDS_PAYTABLE, HAND_COUNTS, HANDS, RTP_PERCENT, SEQUENCES } from '../rules';
import { diamondsPlayerRules } from './player-rules';

describe('diamondsPlayerRules', () => {
  describePlayerRulesContract(diamondsPlayerRules, {
    steps: 5,
    paytable: { columns: 3, rows: 7 },
    notes: 3,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every hand, best first, with how many gems share a colour, what it pays and its chance', () => {
    expect(diamondsPlayerRules.en.paytable!.rows).toEqual([
      ['Five of a kind (5)', '66.99×', '0.04%'],
      ['Four of a kind (4 + 1)', '5×', '1.25%'],
      ['Full house (3 + 2)', '4×', '2.5%'],
      ['Three of a kind (3 + 1 + 1)', '3×', '12.49%'],
      ['Two pair (2 + 2 + 1)', '2×', '18.74%'],
      ['One pair (2 + 1 + 1 + 1)', '0.1×', '49.98%'],
      ['No match (1 + 1 + 1 + 1 + 1)', '0×', '14.99%'],
    ]);
    expect(diamondsPlayerRules.pt!.paytable!.rows[3]).toEqual(['Trinca (3 + 1 + 1)', '3×', '12,49%']);
    expect(diamondsPlayerRules.es!.paytable!.rows[0]).toEqual(['Cinco iguales (5)', '66,99×', `0,04${NBSP}%`]);
  });

  it('states the RTP the paytable returns: exactly 99 %', () => {
    const rtp = HANDS.reduce((sum, hand) => sum.plus(new Decimal(DIAMONDS_PAYTABLE[hand]).times(HAND_COUNTS[hand])), new Decimal(0)).dividedBy(SEQUENCES);
    expect(rtp.times(100).equals(RTP_PERCENT)).toBe(true);
    expect(inEachLanguage(diamondsPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: five of a kind', () => {
    expect(inEachLanguage(diamondsPlayerRules, 'maxWin')).toEqual([
      '66.99× the bet (five of a kind)',
      '66,99× a aposta (cinco iguais)',
      '66,99× la apuesta (cinco iguales)',
    ]);
  });

  it('names every gem by colour and shape, and counts the sequences in the player’s digits', () => {
    expect(diamondsPlayerRules.en.howToPlay[2]).toBe(
      'Each colour has its own shape, so you can read the gems by shape alone: red heart, orange triangle, yellow square, green octagon, cyan circle, blue drop, and purple marquise.',
    );
    expect(diamondsPlayerRules.en.notes![0]).toBe('Of the 16,807 equally likely colour sequences of five gems, 7 are five of a kind and 2,520 have no two gems alike.');
    expect(diamondsPlayerRules.pt!.notes![0]).toBe('Das 16.807 sequências de cores igualmente prováveis de cinco gemas, 7 são cinco iguais e 2.520 não têm duas gemas iguais.');
    expect(diamondsPlayerRules.es!.notes![1]).toBe('La pareja paga 0,1×: te devuelve una décima parte de tu apuesta.');
  });
});
