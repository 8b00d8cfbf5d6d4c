import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoPaytable } from '../rules';
import { MAX_WIN, RTP_PERCENT, TABLE_ROWS, plinkoPlayerRules } from './player-rules';

/** C(n, k). */
const binomial = (n: number, k: number): bigint => {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
};

describe('plinkoPlayerRules', () => {
  describePlayerRulesContract(plinkoPlayerRules, {
    steps: 4,
    paytable: { columns: 4, rows: 6 },
    notes: 1,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows each board’s edge and centre multipliers from the rules’ paytables', () => {
    // The English cells without their sign and thousands separators are the paytables' decimal texts.
    const rows = plinkoPlayerRules.en.paytable!.rows.map((row) => row.slice(1).map((cell) => cell.replace(/[×,]/g, '')));
    TABLE_ROWS.forEach((boardRows, i) => {
      expect(rows[2 * i]).toEqual(PLINKO_RISKS.map((risk) => plinkoPaytable(boardRows, risk)[0]));
      expect(rows[2 * i + 1]).toEqual(PLINKO_RISKS.map((risk) => plinkoPaytable(boardRows, risk)[boardRows / 2]));
    });
  });

  it('writes the paytable in each language’s digits', () => {
    expect(plinkoPlayerRules.en.paytable).toEqual({
      columns: ['Board', 'Low', 'Medium', 'High'],
      rows: [
        ['8 rows, edge', '5.62×', '13.12×', '28.92×'],
        ['8 rows, centre', '0.5×', '0.4×', '0.2×'],
        ['12 rows, edge', '10.42×', '33.22×', '167.62×'],
        ['12 rows, centre', '0.5×', '0.3×', '0.2×'],
        ['16 rows, edge', '16.42×', '113.82×', '1,007.72×'],
        ['16 rows, centre', '0.5×', '0.3×', '0.2×'],
      ],
    });
    expect(plinkoPlayerRules.pt!.paytable).toEqual({
      columns: ['Tabuleiro', 'Baixo', 'Médio', 'Alto'],
      rows: [
        ['8 linhas, ponta', '5,62×', '13,12×', '28,92×'],
        ['8 linhas, centro', '0,5×', '0,4×', '0,2×'],
        ['12 linhas, ponta', '10,42×', '33,22×', '167,62×'],
        ['12 linhas, centro', '0,5×', '0,3×', '0,2×'],
        ['16 linhas, ponta', '16,42×', '113,82×', '1.007,72×'],
        ['16 linhas, centro', '0,5×', '0,3×', '0,2×'],
      ],
    });
  });

  it('states the RTP every paytable returns exactly: Σ C(n, k) × m_k / 2ⁿ', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
        // In hundredths: Σ C(n, k) × 100·m_k = RTP_PERCENT × 2ⁿ, in integers.
        const sum = plinkoPaytable(rows, risk).reduce((acc, m, k) => acc + binomial(rows, k) * BigInt(Math.round(Number(m) * 100)), 0n);
        expect(sum).toBe(BigInt(RTP_PERCENT) * 2n ** BigInt(rows));
      }
    }
    expect(inEachLanguage(plinkoPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
  });

  it('states the largest win: the edge of 16 rows at high risk', () => {
    const all = PLINKO_RISKS.flatMap((risk) => Array.from({ length: 9 }, (_, i) => plinkoPaytable(8 + i, risk)).flat());
    expect(Math.max(...all.map(Number))).toBe(1007.72);
    expect(MAX_WIN).toEqual({ multiplier: '1007.72', rows: 16, risk: 'high' });
    expect(inEachLanguage(plinkoPlayerRules, 'maxWin')).toEqual([
      '1,007.72× the bet per ball (16 rows, high risk, edge slot)',
      '1.007,72× a aposta por bola (16 linhas, risco alto, casa da ponta)',
      '1007,72× la apuesta por bola (16 filas, riesgo alto, casilla del extremo)',
    ]);
  });

  it('reads in full in English and Portuguese', () => {
    expect(plinkoPlayerRules.en.howToPlay).toEqual([
      'Set your bet per ball and how many balls to drop (1 to 100). Your total bet is the bet times the balls.',
      'Choose 8 to 16 rows of pins and a risk: Low, Medium, or High.',
      'Each ball bounces left or right at every row and lands in a slot at the bottom.',
      'A ball pays your bet times its slot’s multiplier. Edge slots pay the most but are the rarest; higher risk pays more at the edges and less in the centre.',
    ]);
    expect(plinkoPlayerRules.pt!.howToPlay[1]).toBe('Escolha de 8 a 16 linhas de pinos e um risco: Baixo, Médio ou Alto.');
  });
});
