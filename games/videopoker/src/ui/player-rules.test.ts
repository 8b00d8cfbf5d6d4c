import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAND_NAMES } from '../hands';
import { HAND_CHANCES, RTP, STAND_PAT_RTP, WORST_RTP, videopokerPlayerRules } from './player-rules';

const RULES = readFileSync(new URL('../../RULES.md', import.meta.url), 'utf8');
const grouped = (n: number) => n.toLocaleString('en');

describe('videopokerPlayerRules', () => {
  describePlayerRulesContract(videopokerPlayerRules, {
    steps: 4,
    paytable: { columns: 3, rows: 9 },
    notes: 3,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('states RULES.md’s exact figures, which videopoker.sim.test.ts proves by enumerating every deal', () => {
    expect(RULES).toContain(`| ${grouped(RTP.numerator)} / ${grouped(RTP.denominator)} | **99.5439043695 %** |`);
    expect(RULES).toContain(`| ${grouped(STAND_PAT_RTP.numerator)} / ${grouped(STAND_PAT_RTP.denominator)} | 33.6867054514 % |`);
    expect(RULES).toContain(`| ${grouped(WORST_RTP.numerator)} / ${grouped(WORST_RTP.denominator)} | 2.3716635186 % |`);
    for (const name of HAND_NAMES) {
      const [num, den] = HAND_CHANCES[name];
      expect(RULES).toContain(`${grouped(num)} / ${grouped(den)} = `);
    }
  });

  it('shows the paytable with each hand’s chance under the suggested holds, in each language’s digits', () => {
    expect(videopokerPlayerRules.en.paytable).toEqual({
      columns: ['Hand', 'Pays', 'Chance with the suggested holds'],
      rows: [
        ['Royal Flush', '800×', '0.0025% (1 in 40,391)'],
        ['Straight Flush', '50×', '0.0109% (1 in 9,148)'],
        ['Four of a Kind', '25×', '0.2363% (1 in 423)'],
        ['Full House', '9×', '1.1512% (1 in 87)'],
        ['Flush', '6×', '1.1015% (1 in 91)'],
        ['Straight', '4×', '1.1229% (1 in 89)'],
        ['Three of a Kind', '3×', '7.4449% (1 in 13)'],
        ['Two Pair', '2×', '12.9279% (1 in 8)'],
        ['Jacks or Better', '1×', '21.4585% (1 in 5)'],
      ],
    });
    expect(videopokerPlayerRules.pt!.paytable!.rows[0]).toEqual(['Royal Flush', '800×', '0,0025% (1 em 40.391)']);
    expect(videopokerPlayerRules.es!.paytable!.rows[2]).toEqual(['Póker', '25×', `0,2363${NBSP}% (1 de cada 423)`]);
  });

  it('states the RTP of the best play, and the largest win', () => {
    expect(inEachLanguage(videopokerPlayerRules, 'rtp')).toEqual(['99.54%', '99,54%', `99,54${NBSP}%`]);
    expect(inEachLanguage(videopokerPlayerRules, 'maxWin')).toEqual(['800× the bet (Royal Flush)', '800× a aposta (Royal Flush)', '800× la apuesta (Escalera Real)']);
    expect(videopokerPlayerRules.en.notes![0]).toBe(
      'The 99.54% return is for the suggested holds on every hand, the best play there is. Other holds return less: always keeping all five cards returns 33.69%, the worst holds 2.37%.',
    );
    expect(videopokerPlayerRules.en.notes![2]).toBe('A hand left without a move for 24 hours is drawn on the suggested holds and paid like any other.');
  });
});
