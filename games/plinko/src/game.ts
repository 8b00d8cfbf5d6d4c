import { defineGame, localeOf, payoutOf } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { playPlinko, plinkoFloatCount, plinkoParamsSchema, type PlinkoParams, type PlinkoResult } from './rules';
import { PLINKO_STRINGS } from './ui/strings';

/** Balls a fairness sentence lists by slot; a longer batch ends its list with "and N more". */
const LISTED_BALLS = 5;

/**
 * Plinko: a batch of 1–100 balls dropped at once. The opening debit is the amount per ball × the
 * balls; the batch pays amount × the sum of the balls' multipliers (rounded down to 10 places) in one
 * credit. The round keeps the whole result as its state and its outcome: nothing in it is secret once
 * the batch has fallen.
 */
export const plinkoGame = defineGame<PlinkoParams, PlinkoResult, PlinkoResult>({
  key: 'plinko',
  params: plinkoParamsSchema,
  floatCount: plinkoFloatCount,
  openingWager: (params, amount) => new Decimal(amount).times(params.balls).toFixed(),
  start(params, floats, stake) {
    const result = playPlinko(params, floats);
    return { outcome: result, step: { state: result, multiplier: result.total, end: { payout: payoutOf(stake, result.total).toFixed() } } };
  },
  strings: PLINKO_STRINGS,
  // "balls landed in slots 4, 7, and 8 (total 3.2×)": slots as RULES.md counts them (0 at the far
  // left: the number of right bounces), at most LISTED_BALLS of them, then how many more.
  describeOutcome({ slots, total }, _params, lang) {
    const strings = PLINKO_STRINGS[lang];
    const locale = localeOf(lang);
    const count = new Intl.NumberFormat(locale);
    const cut = slots.length > LISTED_BALLS + 1;
    const listed = (cut ? slots.slice(0, LISTED_BALLS) : slots).map((slot) => count.format(slot));
    if (cut) listed.push(strings.moreBalls.replace('{n}', count.format(slots.length - LISTED_BALLS)));
    const multiplier = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(total));
    return (slots.length === 1 ? strings.ballLanded : strings.ballsLanded)
      .replace('{slots}', new Intl.ListFormat(locale, { type: 'conjunction' }).format(listed))
      .replace('{total}', multiplier);
  },
});
