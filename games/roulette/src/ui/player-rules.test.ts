import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { POSITIONS, chipReturn } from '../rules';
import { RTP_PERCENT, roulettePlayerRules } from './player-rules';

describe('roulettePlayerRules', () => {
  describePlayerRulesContract(roulettePlayerRules, {
    steps: 5,
    paytable: { columns: 3, rows: 10 },
    notes: 3,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every bet with the numbers it covers and its odds', () => {
    expect(roulettePlayerRules.en.paytable!.rows).toEqual([
      ['Straight (one number)', '1', '35 to 1'],
      ['Split (two neighbours)', '2', '17 to 1'],
      ['Street (a row of three; also 0-1-2 and 0-2-3)', '3', '11 to 1'],
      ['Corner (four numbers; also 0-1-2-3)', '4', '8 to 1'],
      ['Line (two rows of three)', '6', '5 to 1'],
      ['Column (2 to 1)', '12', '2 to 1'],
      ['Dozen', '12', '2 to 1'],
      ['Red or black', '18', '1 to 1'],
      ['Even or odd', '18', '1 to 1'],
      ['1–18 or 19–36', '18', '1 to 1'],
    ]);
    expect(roulettePlayerRules.pt!.paytable!.rows[1]).toEqual(['Cavalo (dois vizinhos)', '2', '17 para 1']);
    expect(roulettePlayerRules.es!.paytable!.rows[7]).toEqual(['Rojo o negro', '18', '1 a 1']);
  });

  it('states the RTP every bet returns: 36/37', () => {
    // Each position: k numbers of 37, each returning 36/k chips.
    for (const p of POSITIONS) expect(chipReturn(p.type) * p.numbers.length).toBe(36);
    expect(RTP_PERCENT).toBe((36 / 37) * 100);
    expect(inEachLanguage(roulettePlayerRules, 'rtp')).toEqual(['97.30%', '97,30%', `97,30${NBSP}%`]);
    expect(roulettePlayerRules.en.notes![0]).toBe('Every number is equally likely. A chip covering n numbers returns 36 ÷ n chips, so every bet returns 36/37 = 97.30% on average.');
  });

  it('states the largest win: 36 times the total bet, 7,200 chip values with 200 chips', () => {
    expect(inEachLanguage(roulettePlayerRules, 'maxWin')).toEqual([
      '36× the total bet, with every chip on the number that comes up (7,200× the chip value with 200 chips)',
      '36× a aposta total, com todas as fichas no número sorteado (7.200× o valor da ficha com 200 fichas)',
      '36× la apuesta total, con todas las fichas en el número que sale (7200× el valor de la ficha con 200 fichas)',
    ]);
  });

  it('says free bets cannot be played', () => {
    expect(inEachLanguage(roulettePlayerRules, 'notes').map((notes) => notes!.at(-1))).toEqual([
      'Free bets cannot be played on roulette.',
      'Apostas grátis não podem ser usadas na roleta.',
      'Las apuestas gratis no se pueden jugar en la ruleta.',
    ]);
  });
});
