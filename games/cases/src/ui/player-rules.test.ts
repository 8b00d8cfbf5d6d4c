import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { ALL_CLOSED, decimal, extremeRtp, fraction, offerUnits, slotsOf } from '../exact-rtp';
import { LEAST_RTP_PERCENT, MAX_WIN, OFFER_TABLE, RTP_PERCENT, TABLE_STEPS, casesPlayerRules } from './player-rules';

describe('casesPlayerRules', () => {
  describePlayerRulesContract(casesPlayerRules, {
    steps: 5,
    paytable: { columns: 3, rows: TABLE_STEPS.length },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists the largest offer and the share of offers above 1× after each step, as the rules compute them', () => {
    OFFER_TABLE.forEach(({ opened, largest, above }) => {
      const sets = Array.from({ length: ALL_CLOSED + 1 }, (_, mask) => mask).filter((mask) => slotsOf(mask).length === 12 - opened);
      const best = sets.reduce((top, mask) => (offerUnits(mask) > top ? offerUnits(mask) : top), 0n);
      expect(Math.round(Number(largest) * 10_000)).toBe(Number(best));
      expect(above).toBe(Math.round((sets.filter((mask) => offerUnits(mask) > 10_000n).length / sets.length) * 1000) / 10);
    });
    expect(casesPlayerRules.en.paytable).toEqual({
      columns: ['Cases opened', 'Largest offer', 'Offers above 1×'],
      rows: [
        ['1', '1.08×', '66.7%'],
        ['2', '1.188×', '65.2%'],
        ['3', '1.3188×', '63.6%'],
        ['5', '1.6857×', '54.8%'],
        ['10', '4.25×', '33.3%'],
      ],
    });
    expect(casesPlayerRules.es!.paytable!.rows[0]).toEqual(['1', '1,08×', `66,7${NBSP}%`]);
  });

  it('states the RTP the offers give: 99 % kept to the end, never below 98.99 % however one plays', () => {
    expect(extremeRtp(true)).toEqual(fraction(BigInt(RTP_PERCENT), 100n));
    const worst = extremeRtp(false);
    expect(decimal(fraction(worst.num * 100n, worst.den), 2)).toBe(LEAST_RTP_PERCENT);
    expect(inEachLanguage(casesPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(casesPlayerRules.en.notes![0]).toBe('Keeping your case to the end returns exactly 99%. Offers are rounded down to 4 decimals, so no way of playing returns less than 98.99%.');
  });

  it('states the largest win: the 6× case kept to the end', () => {
    expect(MAX_WIN).toBe('6');
    expect(inEachLanguage(casesPlayerRules, 'maxWin')).toEqual([
      '6× the bet (your case holds it and you keep it to the end)',
      '6× a aposta (sua maleta o guarda e você fica com ela até o fim)',
      '6× la apuesta (tu maletín lo guarda y te lo quedas hasta el final)',
    ]);
  });

  it('names the twelve values in each language’s digits', () => {
    expect(casesPlayerRules.en.howToPlay[0]).toBe('12 cases hold 0×, 0×, 0.01×, 0.02×, 0.05×, 0.1×, 0.2×, 0.5×, 1×, 1.5×, 2.5×, and 6×, shuffled every round. Set your bet and pick the case you keep.');
    expect(casesPlayerRules.pt!.howToPlay[0]).toMatch(/^12 maletas guardam 0×, 0×, 0,01×, .* 2,5× e 6×, embaralhados a cada rodada\./);
  });
});
