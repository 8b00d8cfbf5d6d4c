import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { BALLOON_DIFFICULTIES, DIFFICULTIES } from '../difficulty';
import { balloonMultiplier, balloonMultiplierTable, holdChance } from '../multiplier';
import { LOWEST_RTP_PERCENT, MAX_WIN, RTP_PERCENT, TABLE_PUMPS, balloonPlayerRules } from './player-rules';

/** A multiplier in ten-thousandths. */
const units = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
};

describe('balloonPlayerRules', () => {
  describePlayerRulesContract(balloonPlayerRules, {
    steps: 5,
    paytable: { columns: 3 + TABLE_PUMPS.length, rows: BALLOON_DIFFICULTIES.length },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows each difficulty’s pop chance and the multipliers the rules pay after 1, 5 and 10 pumps and at the last one', () => {
    expect(balloonPlayerRules.en.paytable).toEqual({
      columns: ['Difficulty', 'Pop chance', '1 pump', '5 pumps', '10 pumps', 'Last pump'],
      rows: [
        ['Easy', '6.25%', '1.056×', '1.367×', '1.8876×', '13.0853× (40 pumps)'],
        ['Medium', '12.5%', '1.1314×', '1.9301×', '3.7631×', '54.3742× (30 pumps)'],
        ['Hard', '25%', '1.32×', '4.1718×', '17.5801×', '986.6539× (24 pumps)'],
        ['Expert', '50%', '1.98×', '31.68×', '1,013.76×', '1,038,090.24× (20 pumps)'],
      ],
    });
    for (const [row, d] of BALLOON_DIFFICULTIES.entries()) {
      const cells = balloonPlayerRules.en.paytable!.rows[row]!;
      TABLE_PUMPS.forEach((k, i) => expect(cells[2 + i]!.replace(/[,×]/g, '')).toBe(balloonMultiplier(d, k)));
    }
    expect(balloonPlayerRules.pt!.paytable!.rows[3]).toEqual(['Expert', '50%', '1,98×', '31,68×', '1.013,76×', '1.038.090,24× (20 bombadas)']);
    expect(balloonPlayerRules.es!.paytable!.rows[0]).toEqual(['Fácil', `6,25${NBSP}%`, '1,056×', '1,367×', '1,8876×', '13,0853× (40 bombeos)']);
  });

  it('states the RTP: 99 % at best, and the lowest any strategy gets once multipliers are floored', () => {
    let lowest = { numerator: 1n, denominator: 1n };
    for (const d of BALLOON_DIFFICULTIES) {
      for (let k = 1; k <= DIFFICULTIES[d].pumps; k++) {
        const hold = holdChance(d, k);
        const rtp = { numerator: units(balloonMultiplier(d, k)) * hold.numerator, denominator: 10_000n * hold.denominator };
        expect(rtp.numerator * 100n <= 99n * rtp.denominator).toBe(true);
        if (rtp.numerator * lowest.denominator < lowest.numerator * rtp.denominator) lowest = rtp;
      }
    }
    // The lowest, 98.992309… %, is stated rounded down to 4 decimals of a percent.
    expect(((lowest.numerator * 10n ** 6n) / lowest.denominator).toString()).toBe(LOWEST_RTP_PERCENT.replace('.', ''));
    expect(RTP_PERCENT).toBe(99);
    expect(inEachLanguage(balloonPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    expect(balloonPlayerRules.en.notes).toEqual([
      'Multipliers are rounded down to 4 decimals: whenever you cash out, the return is between 98.9923% and 99%.',
      'A round left without a move for 24 hours is cashed out if the balloon has held a pump, and otherwise closed as a loss.',
    ]);
  });

  it('states the largest win: expert’s last pump', () => {
    const tops = BALLOON_DIFFICULTIES.map((d) => units(balloonMultiplierTable(d).at(-1)!));
    expect(units(MAX_WIN.multiplier)).toBe(tops.reduce((a, b) => (a > b ? a : b)));
    expect(inEachLanguage(balloonPlayerRules, 'maxWin')).toEqual([
      '1,038,090.24× the bet (expert, all 20 pumps held)',
      '1.038.090,24× a aposta (expert, todas as 20 bombadas)',
      '1.038.090,24× la apuesta (experto, los 20 bombeos)',
    ]);
  });

  it('reads in full in English', () => {
    expect(balloonPlayerRules.en.howToPlay).toEqual([
      'Set your bet and choose a difficulty: it sets the chance that each pump pops the balloon (from 6.25% to 50%) and how many pumps it takes at most.',
      'Press Pump. Every pump the balloon holds raises your multiplier; each pump has the same chance of popping it.',
      'Cash out whenever you like after the first pump.',
      'If the balloon pops, the round ends and the bet is lost.',
      'Hold through the last pump (easy 40, medium 30, hard 24, and expert 20) and you are cashed out automatically.',
    ]);
    expect(balloonPlayerRules.pt!.howToPlay[4]).toBe('Aguente até a última bombada (fácil 40, média 30, difícil 24 e expert 20) e o valor é retirado automaticamente.');
  });
});
