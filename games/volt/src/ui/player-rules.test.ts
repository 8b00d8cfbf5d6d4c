import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { VOLT_RISKS, ladderReturn } from '../rules';
import { RTP_PERCENT, voltPlayerRules } from './player-rules';

describe('voltPlayerRules', () => {
  describePlayerRulesContract(voltPlayerRules, {
    steps: 5,
    paytable: { columns: 4, rows: 11 },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every rung, top first, with its multiplier and chance on each risk', () => {
    const { columns, rows } = voltPlayerRules.en.paytable!;
    expect(columns).toEqual(['Rung', 'Low', 'Medium', 'High']);
    expect(rows.map(([rung]) => rung)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3', '2', '1', 'Base']);
    expect(rows[0]).toEqual(['10', '3× · 10.7%', '20× · 1.35%', '500× · 0.0977%']);
    expect(rows[4]).toEqual(['6', '1.5× · 5.24%', '3× · 2.64%', '8× · 0.781%']);
    expect(rows[10]).toEqual(['Base', '0× · 20%', '0× · 35%', '0× · 50%']);
    expect(voltPlayerRules.pt!.paytable!.rows[9]).toEqual(['1', '0,3× · 16%', '0,2× · 22,7%', '0,2× · 25%']);
    expect(voltPlayerRules.es!.paytable!.columns).toEqual(['Peldaño', 'Bajo', 'Medio', 'Alto']);
    expect(voltPlayerRules.es!.paytable!.rows[10]).toEqual(['Base', `0× · 20${NBSP}%`, `0× · 35${NBSP}%`, `0× · 50${NBSP}%`]);
  });

  it('states 99 % to two places, and the exact return of each risk in the notes', () => {
    for (const risk of VOLT_RISKS) expect(Math.abs(ladderReturn(risk) * 100 - RTP_PERCENT)).toBeLessThan(1e-5);
    expect(inEachLanguage(voltPlayerRules, 'rtp')).toEqual(['99.00%', '99,00%', `99,00${NBSP}%`]);
    expect(voltPlayerRules.en.notes![1]).toBe('Exact return, counted over every value of the draw: 98.999999999% at low risk, 98.999999922% at medium, 98.999993959% at high.');
    expect(voltPlayerRules.pt!.notes![1]).toBe('Retorno exato, contado sobre todos os valores do sorteio: 98,999999999% no risco baixo, 98,999999922% no médio, 98,999993959% no alto.');
  });

  it('states the largest win: rung 10 of high risk', () => {
    expect(inEachLanguage(voltPlayerRules, 'maxWin')).toEqual([
      '500× the bet (high risk, rung 10)',
      '500× a aposta (risco alto, degrau 10)',
      '500× la apuesta (riesgo alto, peldaño 10)',
    ]);
  });

  it('names the risks in each language', () => {
    expect(inEachLanguage(voltPlayerRules, 'howToPlay').map((steps) => steps[1])).toEqual([
      'Pick a risk: low, medium, or high.',
      'Escolha um risco: baixo, médio ou alto.',
      'Elige un riesgo: bajo, medio o alto.',
    ]);
  });
});
