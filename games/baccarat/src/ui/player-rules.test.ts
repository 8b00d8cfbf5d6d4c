import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { baccaratPlayerRules } from './player-rules';

describe('baccaratPlayerRules', () => {
  describePlayerRulesContract(baccaratPlayerRules, {
    steps: 5,
    paytable: { columns: 4, rows: 5 },
    notes: 5,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every spot with when it wins, its odds and its exact RTP rounded to hundredths', () => {
    expect(baccaratPlayerRules.en.paytable!.rows).toEqual([
      ['Player', 'the Player’s hand is higher', '1 to 1', '98.77%'],
      ['Banker', 'the Banker’s hand is higher', '0.95 to 1', '98.94%'],
      ['Tie', 'both hands are equal', '8 to 1', '85.88%'],
      ['Player Pair', 'the Player’s first two cards have the same rank', '11 to 1', '92.31%'],
      ['Banker Pair', 'the Banker’s first two cards have the same rank', '11 to 1', '92.31%'],
    ]);
    expect(baccaratPlayerRules.pt!.paytable!.rows[1]).toEqual(['Banca', 'a mão da Banca é maior', '0,95 para 1', '98,94%']);
    expect(baccaratPlayerRules.es!.paytable!.rows[2]).toEqual(['Empate', 'las dos manos empatan', '8 a 1', `85,88${NBSP}%`]);
  });

  it('states the RTP of each bet and the largest win', () => {
    expect(inEachLanguage(baccaratPlayerRules, 'rtp')).toEqual([
      'Banker 98.94% · Player 98.77% · Tie 85.88% · each pair 92.31%',
      'Banca 98,94% · Jogador 98,77% · Empate 85,88% · cada par 92,31%',
      `Banca 98,94${NBSP}% · Jugador 98,77${NBSP}% · Empate 85,88${NBSP}% · cada pareja 92,31${NBSP}%`,
    ]);
    expect(inEachLanguage(baccaratPlayerRules, 'maxWin')).toEqual([
      '12× each chip, on a pair (11 to 1)',
      '12× cada ficha, num par (11 para 1)',
      '12× cada ficha, en una pareja (11 a 1)',
    ]);
  });

  it('tells how to play, with the keys and the chip limit', () => {
    expect(baccaratPlayerRules.en.howToPlay[1]).toBe(
      'Click a spot on the table (or press P, B or T) to put a chip on Player, Banker, Tie, Player Pair or Banker Pair; Undo and Clear take chips back. Up to 100 chips a hand.',
    );
    expect(baccaratPlayerRules.en.notes!.at(-1)).toBe('Free bets cannot be played on baccarat.');
  });
});
