import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { SAFE_DIAL_COUNTS, SAFE_PAYTABLES, codesWithMatches } from '../rules';
import { lockReturn, safePlayerRules } from './player-rules';

describe('safePlayerRules', () => {
  describePlayerRulesContract(safePlayerRules, {
    steps: 5,
    paytable: { columns: 4, rows: 9 },
    notes: 3,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every lock’s top prize, its all-but-one prize and its losing counts, with their chances', () => {
    expect(safePlayerRules.en.paytable!.rows).toEqual([
      ['2 dials', '2 of 2', '62.99×', '1%'],
      ['2 dials', '1 of 2', '2×', '18%'],
      ['2 dials', '0 of 2', '0×', '81%'],
      ['3 dials', '3 of 3', '719.99×', '0.1%'],
      ['3 dials', '2 of 3', '10×', '2.7%'],
      ['3 dials', '0–1 of 3', '0×', '97.2%'],
      ['4 dials', '4 of 4', '6,299.99×', '0.01%'],
      ['4 dials', '3 of 4', '100×', '0.36%'],
      ['4 dials', '0–2 of 4', '0×', '99.63%'],
    ]);
    expect(safePlayerRules.pt!.paytable!.rows[6]).toEqual(['4 discos', '4 de 4', '6.299,99×', '0,01%']);
    expect(safePlayerRules.es!.paytable!.rows[3]).toEqual(['3 discos', '3 de 3', '719,99×', `0,1${NBSP}%`]);
  });

  it('states each lock’s return, exactly what its paytable gives', () => {
    for (const dials of SAFE_DIAL_COUNTS) {
      const exact = SAFE_PAYTABLES[dials].reduce((sum, m, k) => sum.plus(new Decimal(m).times(codesWithMatches(dials, k))), new Decimal(0)).dividedBy(10 ** dials);
      expect(new Decimal(lockReturn(dials)).toFixed(6)).toBe(exact.toFixed(6));
    }
    expect(inEachLanguage(safePlayerRules, 'rtp')).toEqual([
      '98.99% (2 dials) · 98.999% (3 dials) · 98.9999% (4 dials)',
      '98,99% (2 discos) · 98,999% (3 discos) · 98,9999% (4 discos)',
      `98,99${NBSP}% (2 discos) · 98,999${NBSP}% (3 discos) · 98,9999${NBSP}% (4 discos)`,
    ]);
  });

  it('states the largest win: every dial of the 4-dial lock', () => {
    expect(inEachLanguage(safePlayerRules, 'maxWin')).toEqual([
      '6,299.99× the bet (all 4 dials of the 4-dial lock)',
      '6.299,99× a aposta (os 4 discos da fechadura de 4)',
      '6299,99× la apuesta (los 4 discos de la cerradura de 4)',
    ]);
  });

  it('reads in full in English and names the locks in Portuguese', () => {
    expect(safePlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Choose a lock of 2, 3, or 4 dials: the more dials, the rarer and bigger the wins.',
      'Set your code: a digit from 0 to 9 on each dial (the arrows or the digit keys; the die sets a random code).',
      'Bet: the safe’s code is revealed dial by dial. Each dial showing your digit in its place lights green.',
      'All dials match: the door opens on the top prize. All but one match: a smaller prize. Fewer: the bet is lost.',
    ]);
    expect(safePlayerRules.pt!.howToPlay[1]).toBe('Escolha uma fechadura de 2, 3 ou 4 discos: quanto mais discos, mais raros e maiores os prêmios.');
  });
});
