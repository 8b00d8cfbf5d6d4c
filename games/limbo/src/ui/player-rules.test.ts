import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { LIMBO_MAX_TARGET_HUNDREDTHS, LIMBO_WORDS, limboMultiplier, limboWinningWords } from '../rules';
import { EXAMPLE_TARGETS, HIGH_RTP_UP_TO, MIN_RTP_HUNDREDTHS, RTP_HUNDREDTHS, limboPlayerRules } from './player-rules';

describe('limboPlayerRules', () => {
  describePlayerRulesContract(limboPlayerRules, {
    steps: 5,
    paytable: { columns: 2, rows: EXAMPLE_TARGETS.length },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('shows the example targets the rules pay, with their win chance of 99 % ÷ target', () => {
    const shown = limboPlayerRules.en.paytable!.rows.map(([target]) => target!.replace(/[×,]/g, ''));
    expect(shown).toEqual(EXAMPLE_TARGETS.map((t) => limboMultiplier(t / 100)));
    expect(limboPlayerRules.en.paytable).toEqual({
      columns: ['Target', 'Win chance'],
      rows: [
        ['1.01×', '98.019801%'], ['1.5×', '66%'], ['1.98×', '50%'], ['2×', '49.5%'], ['3×', '33%'], ['5×', '19.8%'],
        ['10×', '9.9%'], ['100×', '0.99%'], ['1,000×', '0.099%'], ['10,000×', '0.0099%'], ['1,000,000×', '0.000099%'],
      ],
    });
    expect(limboPlayerRules.pt!.paytable!.rows[0]).toEqual(['1,01×', '98,019801%']);
    expect(limboPlayerRules.pt!.paytable!.rows.at(-1)).toEqual(['1.000.000×', '0,000099%']);
    expect(limboPlayerRules.es!.paytable!.rows[3]).toEqual(['2×', `49,5${NBSP}%`]);
  });

  it('states the RTP: 99 %, never above, short of it by less than target / 2³²', () => {
    expect(RTP_HUNDREDTHS).toBe(9900);
    expect(inEachLanguage(limboPlayerRules, 'rtp')).toEqual(['99%', '99%', `99${NBSP}%`]);
    const full = new Decimal(LIMBO_WORDS);
    const rtp = (t: number) => new Decimal(t).div(100).times(limboWinningWords(t)).div(full);
    // The closed-form bound of RULES.md, 0.99 − T / (100 × 2³²), at the top of each claim.
    const bound = (t: number) => new Decimal(0.99).minus(new Decimal(t).div(full.times(100)));
    expect(bound(LIMBO_MAX_TARGET_HUNDREDTHS).times(10_000).floor().toNumber()).toBe(MIN_RTP_HUNDREDTHS);
    expect(bound(HIGH_RTP_UP_TO).greaterThanOrEqualTo(0.9899)).toBe(true);
    expect(bound(HIGH_RTP_UP_TO + 1).lessThan(0.9899)).toBe(true);
    // The lowest return of all (rules.test.ts finds it over every target) is above the stated floor.
    expect(rtp(99_976_902).times(10_000).floor().toNumber()).toBe(MIN_RTP_HUNDREDTHS);
    expect(limboPlayerRules.en.notes![1]).toBe(
      'Results come from 2³² equally likely values, so the exact return of most targets is a hair under 99%: at least 98.99% for targets up to 429,496.72×, and never below 98.97%.',
    );
  });

  it('states the largest win: the highest target', () => {
    expect(limboMultiplier(LIMBO_MAX_TARGET_HUNDREDTHS / 100)).toBe('1000000');
    expect(inEachLanguage(limboPlayerRules, 'maxWin')).toEqual(['1,000,000× the bet', '1.000.000× a aposta', '1.000.000× la apuesta']);
  });

  it('reads in full in English and Portuguese', () => {
    expect(limboPlayerRules.en.howToPlay).toEqual([
      'Set your bet amount.',
      'Set a target multiplier from 1.01× to 1,000,000×, or the win chance you want: they are linked, win chance = 99% ÷ target.',
      'Each round the rocket climbs to a result multiplier, from 1.00× up to 1,000,000×.',
      'If the result reaches your target (an equal result counts), you win your bet times the target; otherwise you lose your bet.',
      'The ↑ and ↓ keys, and the − and + buttons, move the target in steps; hold Shift with the keys for steps of 0.01.',
    ]);
    expect(limboPlayerRules.en.notes![0]).toBe('Results above 1,000,000× show as 1,000,000×; a win always pays the target, so no bet wins more than 1,000,000×.');
    expect(limboPlayerRules.pt!.howToPlay[1]).toBe(
      'Escolha um multiplicador alvo de 1,01× a 1.000.000×, ou a chance de ganhar que quiser: eles andam juntos, chance de ganhar = 99% ÷ alvo.',
    );
  });
});
