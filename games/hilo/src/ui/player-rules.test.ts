import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { hiloMultiplier } from '../multiplier';
import { RTP_PERCENT, hiloPlayerRules } from './player-rules';

describe('hiloPlayerRules', () => {
  describePlayerRulesContract(hiloPlayerRules, {
    steps: 6,
    paytable: { columns: 4, rows: 13 },
    notes: 4,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows, for every rank, each guess’s chance and the multiplier it makes from the start', () => {
    const { columns, rows } = hiloPlayerRules.en.paytable!;
    expect(columns).toEqual(['Card', 'Higher', 'Lower', 'Same']);
    expect(rows[0]).toEqual(['A', '92.31% · 1.0725×', '—', '7.69% · 12.87×']);
    expect(rows[6]).toEqual(['7', '46.15% · 2.145×', '46.15% · 2.145×', '7.69% · 12.87×']);
    expect(rows[12]).toEqual(['K', '—', '92.31% · 1.0725×', '7.69% · 12.87×']);
    rows.forEach((row, rank) => {
      if (rank < 12) expect(row[1]!.endsWith(`${hiloMultiplier([12 - rank])}×`)).toBe(true);
      if (rank > 0) expect(row[2]!.endsWith(`${hiloMultiplier([rank])}×`)).toBe(true);
    });
    expect(hiloPlayerRules.pt!.paytable!.rows[6]).toEqual(['7', '46,15% · 2,145×', '46,15% · 2,145×', '7,69% · 12,87×']);
    expect(hiloPlayerRules.es!.paytable!.columns).toEqual(['Carta', 'Mayor', 'Menor', 'Igual']);
  });

  it('states the RTP and the largest win', () => {
    expect(RTP_PERCENT).toBe(99);
    expect(inEachLanguage(hiloPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(inEachLanguage(hiloPlayerRules, 'maxWin')).toEqual([
      '10,000× the bet (for example, four right "same" guesses in a row)',
      '10.000× a aposta (por exemplo, quatro palpites "igual" certos seguidos)',
      '10.000× la apuesta (por ejemplo, cuatro aciertos seguidos con "igual")',
    ]);
  });

  it('reads in full in English', () => {
    expect(hiloPlayerRules.en.howToPlay).toEqual([
      'Set your bet and press Bet: the first card is turned.',
      'Guess whether the next card is higher, lower or the same rank. Aces are low, kings high; suits do not count.',
      'Each button shows its chance and what a right guess makes your multiplier. The riskier the guess, the more it adds.',
      'Not sure? Skip the card for a new one, free (20 skips a round).',
      'Cash out whenever you like after your first right guess. A wrong guess ends the round: the bet is lost.',
      'Reaching 10,000× or the 64th card cashes you out automatically.',
    ]);
    expect(hiloPlayerRules.en.notes![2]).toBe('A guess whose multiplier would pass 10,000× pays 10,000×: its button says so.');
  });
});
