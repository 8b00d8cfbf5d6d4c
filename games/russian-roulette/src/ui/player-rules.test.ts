import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { russianRouletteMultiplier, russianRouletteMultiplierTable, survivalChance } from '../multiplier';
import { MAX_WIN, RTP_PERCENT, TABLE_BULLETS, TABLE_CLICKS, russianRoulettePlayerRules } from './player-rules';

describe('russianRoulettePlayerRules', () => {
  describePlayerRulesContract(russianRoulettePlayerRules, {
    steps: 5,
    paytable: { columns: 1 + TABLE_CLICKS.length, rows: TABLE_BULLETS.length },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows every multiplier the rules pay, a dash where the round has cashed out already', () => {
    expect(russianRoulettePlayerRules.en.paytable).toEqual({
      columns: ['Bullets', '1 click', '2 clicks', '3 clicks', '4 clicks', '5 clicks'],
      rows: [
        ['1', '1.188×', '1.485×', '1.98×', '2.97×', '5.94×'],
        ['2', '1.485×', '2.475×', '4.95×', '14.85×', '—'],
        ['3', '1.98×', '4.95×', '19.8×', '—', '—'],
        ['4', '2.97×', '14.85×', '—', '—', '—'],
        ['5', '5.94×', '—', '—', '—', '—'],
      ],
    });
    TABLE_BULLETS.forEach((b, row) =>
      TABLE_CLICKS.forEach((k, column) => {
        const cell = russianRoulettePlayerRules.en.paytable!.rows[row]![column + 1];
        expect(cell).toBe(k <= 6 - b ? `${russianRouletteMultiplier(b, k)}×` : '—');
      }),
    );
    expect(russianRoulettePlayerRules.pt!.paytable!.rows[1]).toEqual(['2', '1,485×', '2,475×', '4,95×', '14,85×', '—']);
  });

  it('states the RTP every strategy gets: exactly 99 %', () => {
    for (const b of TABLE_BULLETS) {
      for (let k = 1; k <= 6 - b; k++) {
        const { numerator, denominator } = survivalChance(b, k);
        const [whole, fraction = ''] = russianRouletteMultiplier(b, k).split('.');
        const units = BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
        expect(numerator * units * 100n).toBe(BigInt(RTP_PERCENT) * 10_000n * denominator);
      }
    }
    expect(inEachLanguage(russianRoulettePlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(russianRoulettePlayerRules.en.notes).toEqual([
      'Every multiplier is exact, nothing is rounded away: whenever you cash out, the return is 99%.',
      'A round left without a move for 24 hours is cashed out if the cylinder has clicked, and otherwise closed as a loss.',
    ]);
  });

  it('states the largest win: 3 bullets, every empty chamber clicked', () => {
    const tops = TABLE_BULLETS.map((b) => Number(russianRouletteMultiplierTable(b).at(-1)));
    expect(Number(MAX_WIN.multiplier)).toBe(Math.max(...tops));
    expect(MAX_WIN).toEqual({ multiplier: '19.8', bullets: 3 });
    expect(inEachLanguage(russianRoulettePlayerRules, 'maxWin')).toEqual([
      '19.8× the bet (3 bullets, every empty chamber clicked)',
      '19,8× a aposta (3 balas, todas as câmaras vazias clicaram)',
      '19,8× la apuesta (3 balas, todas las recámaras vacías hicieron clic)',
    ]);
  });

  it('reads in full in English', () => {
    expect(russianRoulettePlayerRules.en.howToPlay).toEqual([
      'Set your bet and load 1 to 5 of the 6 chambers. The cylinder is spun once, when you bet: which chambers hold the bullets is fixed then.',
      'Press Pull. The chambers fire in order; each empty one clicks and raises your multiplier.',
      'Cash out whenever you like after the first click.',
      'If a chamber fires a bullet, the round ends and the bet is lost.',
      'When every empty chamber has clicked, you are cashed out automatically.',
    ]);
  });
});
