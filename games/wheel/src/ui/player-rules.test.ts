import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, wheelLayout } from '../rules';
import { RTP_PERCENT, wheelPlayerRules } from './player-rules';

describe('wheelPlayerRules', () => {
  describePlayerRulesContract(wheelPlayerRules, {
    steps: 5,
    paytable: { columns: 3, rows: 15 },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('lists every layout with its multipliers, their counts and the chance to win anything', () => {
    const rows = wheelPlayerRules.en.paytable!.rows;
    expect(rows.map(([wheel]) => wheel)).toEqual(WHEEL_RISKS.flatMap((risk) => WHEEL_SEGMENT_COUNTS.map((n) => `${risk[0]!.toUpperCase()}${risk.slice(1)}, ${n}`)));
    expect(rows[0]).toEqual(['Low, 10', '0× (2) · 1.2× (7) · 1.5× (1)', '80%']);
    expect(rows[9]).toEqual(['Medium, 50', '0× (25) · 1.5× (14) · 2× (6) · 2.5× (1) · 3× (3) · 5× (1)', '50%']);
    expect(rows[12]).toEqual(['High, 30', '0× (29) · 29.7× (1)', '3.33%']);
    expect(rows[14]).toEqual(['High, 50', '0× (49) · 49.5× (1)', '2%']);
    expect(wheelPlayerRules.pt!.paytable!.rows[5]).toEqual(['Médio, 10', '0× (5) · 1,5× (2) · 1,9× (1) · 2× (1) · 3× (1)', '50%']);
    expect(wheelPlayerRules.es!.paytable!.rows[11]).toEqual(['Alto, 20', '0× (19) · 19,8× (1)', `5${NBSP}%`]);
  });

  it('states the RTP every layout returns: exactly 99 %', () => {
    for (const risk of WHEEL_RISKS) {
      for (const n of WHEEL_SEGMENT_COUNTS) {
        const rtp = wheelLayout(risk, n).reduce((sum, m) => sum.plus(m), new Decimal(0)).dividedBy(n).times(100);
        expect(rtp.equals(RTP_PERCENT)).toBe(true);
      }
    }
    expect(inEachLanguage(wheelPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: high risk on 50 segments', () => {
    expect(inEachLanguage(wheelPlayerRules, 'maxWin')).toEqual([
      '49.5× the bet (high risk, 50 segments)',
      '49,5× a aposta (risco alto, 50 segmentos)',
      '49,5× la apuesta (riesgo alto, 50 segmentos)',
    ]);
  });

  it('reads in full in English and names the choices in Portuguese', () => {
    expect(wheelPlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Pick a risk (low, medium, or high) and a number of segments (10, 20, 30, 40, or 50).',
      'The wheel is cut into that many equal segments, each with a multiplier; the legend under the wheel shows them with their chances.',
      'Spin: the segment that stops under the pointer pays your bet times its multiplier. A 0× segment (hatched) loses the bet.',
      'Low risk wins often but small; high risk has a single winning segment that pays the most.',
    ]);
    expect(wheelPlayerRules.pt!.howToPlay[1]).toBe('Escolha um risco (baixo, médio ou alto) e um número de segmentos (10, 20, 30, 40 ou 50).');
  });
});
