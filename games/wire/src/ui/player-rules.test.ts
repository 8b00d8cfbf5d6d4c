import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { WIRE_RISKS, WIRE_SHARES, wireTable } from '../rules';
import { RTP_PERCENT, TERMINAL_PAIRS, wirePlayerRules } from './player-rules';

describe('wirePlayerRules', () => {
  describePlayerRulesContract(wirePlayerRules, {
    steps: 5,
    paytable: { columns: 4, rows: 5 },
    notes: 3,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows every terminal pair’s multiplier and chance at each risk, from the tables', () => {
    expect(wirePlayerRules.en.paytable).toEqual({
      columns: ['Terminal (chance each)', 'Low', 'Medium', 'High'],
      rows: [
        ['Terminals 0 and 8', '12× (0.0977%)', '80× (0.0244%)', '500× (0.0122%)'],
        ['Terminals 1 and 7', '3× (1.56%)', '10× (0.781%)', '40× (0.293%)'],
        ['Terminals 2 and 6', '1.4× (4.69%)', '3× (3.13%)', '6× (1.17%)'],
        ['Terminals 3 and 5', '1.12× (15.5%)', '1.22× (14.6%)', '1.62× (10.5%)'],
        ['Terminal 4', '0.7× (56.3%)', '0.4× (63%)', '0.2× (76%)'],
      ],
    });
    expect(wirePlayerRules.pt!.paytable!.rows[3]).toEqual(['Terminais 3 e 5', '1,12× (15,5%)', '1,22× (14,6%)', '1,62× (10,5%)']);
    expect(wirePlayerRules.es!.paytable!.rows[0]).toEqual(['Terminales 0 y 8', `12× (0,0977${NBSP}%)`, `80× (0,0244${NBSP}%)`, `500× (0,0122${NBSP}%)`]);
    // The pairs cover the nine terminals once each.
    expect(TERMINAL_PAIRS.flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('states the RTP every table returns per current: exactly 99 %', () => {
    for (const risk of WIRE_RISKS) {
      const { multipliers, shares } = wireTable(risk);
      const rtp = multipliers.reduce((sum, m, k) => sum.plus(new Decimal(m).times(shares[k]!)), new Decimal(0)).dividedBy(WIRE_SHARES).times(100);
      expect(rtp.equals(RTP_PERCENT)).toBe(true);
    }
    expect(inEachLanguage(wirePlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: 500× per current on a high-risk edge', () => {
    expect(inEachLanguage(wirePlayerRules, 'maxWin')).toEqual([
      '500× the bet per current (high risk, an edge terminal)',
      '500× a aposta por corrente (risco alto, terminal da ponta)',
      '500× la apuesta por corriente (riesgo alto, terminal del extremo)',
    ]);
  });

  it('reads in full in English and names the choices in Portuguese', () => {
    expect(wirePlayerRules.en.howToPlay.slice(0, 2)).toEqual([
      'Set your bet per current and how many currents to send (1 to 100). Your total bet is the bet times the currents.',
      'Pick a risk: low, medium, or high.',
    ]);
    expect(wirePlayerRules.pt!.howToPlay[1]).toBe('Escolha um risco: baixo, médio ou alto.');
  });
});
