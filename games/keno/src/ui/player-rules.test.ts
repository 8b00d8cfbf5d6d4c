import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { KENO_PAYTABLES, KENO_RISKS } from '../rules';
import { MAX_WIN, RETURNS_HUNDREDTHS, RTP_HUNDREDTHS, TABLE_ROWS, kenoPlayerRules } from './player-rules';

/** Every row's exact return as paytables.test.ts proves it (Σ ways × 10⁴·m over 10⁴ × C(40, 10)), in hundredths of a percent, rounded down. */
const PROVED = [
  8391839227200, 8391839227200, 8391762011160, 8391758996720, 8391812561000, 8391798416320, 8391769254000, 8391700904704, 8391736818700, 8391829567000,
  8391839227200, 8391839227200, 8391710533800, 8391780793440, 8391623578800, 8391731750820, 8391604759692, 8391604495200, 8391712675900, 8391753476125,
  8391839227200, 8391839227200, 8391736272480, 8391756446040, 8391806764000, 8391811401600, 8391739955280, 8391774669824, 8391783904600, 8391616348000,
  8391839227200, 8391839227200, 8391839227200, 8391833662080, 8391809082800, 8391838067800, 8391817485040, 8391818906080, 8391794984992, 8391796553500,
].map((sum) => Number((BigInt(sum) * 10_000n) / (10_000n * 847_660_528n)));

describe('kenoPlayerRules', () => {
  describePlayerRulesContract(kenoPlayerRules, {
    steps: 5,
    paytable: { columns: 5, rows: TABLE_ROWS.length },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('computes each row’s return as the BigInt proof does, and states the range: 98.99 % to 99 %', () => {
    expect(RETURNS_HUNDREDTHS).toStrictEqual(PROVED);
    expect(RTP_HUNDREDTHS).toStrictEqual({ best: 9_900, lowest: 9_899 });
    expect(inEachLanguage(kenoPlayerRules, 'rtp')).toEqual(['98.99% to 99%', 'de 98,99% a 99%', `de 98,99${NBSP}% a 99${NBSP}%`]);
  });

  it('lists every count of hits that pays at some risk, with each risk’s multiplier', () => {
    expect(TABLE_ROWS).toHaveLength(51);
    const rows = kenoPlayerRules.en.paytable!.rows;
    expect(kenoPlayerRules.en.paytable!.columns).toEqual(['Hits', 'Classic', 'Low', 'Medium', 'High']);
    expect(rows[0]).toEqual(['0 of 1', '0×', '0.7×', '0.4×', '0×']);
    expect(rows[1]).toEqual(['1 of 1', '3.96×', '1.86×', '2.76×', '3.96×']);
    expect(rows.at(-1)).toEqual(['10 of 10', '100×', '1,000×', '1,000×', '1,000×']);
    // Every paying entry of every table is in it, and nothing else.
    const shown = rows.flatMap((row, i) => KENO_RISKS.map((risk, r) => [TABLE_ROWS[i]!.picks, TABLE_ROWS[i]!.hits, risk, row[r + 1]]));
    for (const risk of KENO_RISKS) {
      for (let picks = 1; picks <= 10; picks++) {
        KENO_PAYTABLES[risk][picks]!.forEach((m, hits) => {
          const row = shown.find(([p, h, r]) => p === picks && h === hits && r === risk);
          if (m === '0') expect(row === undefined || row[3] === '0×').toBe(true);
          else expect(row?.[3]).toBe(`${Number(m).toLocaleString('en', { maximumFractionDigits: 4 })}×`);
        });
      }
    }
    expect(kenoPlayerRules.pt!.paytable!.rows[2]).toEqual(['1 de 2', '1,899×', '2,004×', '1,809×', '0×']);
    expect(kenoPlayerRules.es!.paytable!.rows.at(-1)).toEqual(['10 de 10', '100×', '1000×', '1000×', '1000×']);
  });

  it('states the largest win: 1000×, all 9 or 10 picks hit at low, medium or high risk', () => {
    expect(MAX_WIN).toStrictEqual({ multiplier: '1000', risks: ['low', 'medium', 'high'], picks: [9, 10] });
    expect(inEachLanguage(kenoPlayerRules, 'maxWin')).toEqual([
      '1,000× the bet (all 9 or 10 picks hit, low, medium, or high risk)',
      '1.000× a aposta (acertando todos os 9 ou 10 números, risco baixo, médio ou alto)',
      '1000× la apuesta (acertando los 9 o 10 números, riesgo bajo, medio o alto)',
    ]);
  });

  it('reads in full in English', () => {
    expect(kenoPlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Pick 1 to 10 numbers of the 40 on the board: click them, or press Auto-pick (R) for random ones; Clear (C) starts over.',
      'Choose a risk: Classic, Low, Medium, or High. Each has its own paytable.',
      'Press Bet: 10 different numbers are drawn, one by one. Each of your numbers that is drawn is a hit.',
      'You are paid your bet times the multiplier for your number of picks and hits. The paytable under the board shows it, your hits so far framed.',
    ]);
    expect(kenoPlayerRules.en.notes).toEqual([
      'Auto-pick picks as many random numbers as you have picked, or 10 when none are.',
      'Every draw of 10 numbers is equally likely. 9 of the paytables return exactly 99%; in the others the most common win is rounded down to 4 decimals, so they return a little less, never below 98.99%.',
    ]);
    expect(kenoPlayerRules.pt!.howToPlay[1]).toBe(
      'Escolha de 1 a 10 dos 40 números da cartela: clique neles ou use “Escolha automática” (R) para números aleatórios; “Limpar” (C) recomeça.',
    );
  });
});
