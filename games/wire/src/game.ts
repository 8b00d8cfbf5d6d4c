import { defineGame, localeOf, payoutOf } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { playWire, wireFloatCount, wireParamsSchema, type WireParams, type WireResult } from './rules';
import { wireStrings } from './strings';

/** Currents a fairness sentence lists by terminal; a longer batch ends its list with "and N more". */
const LISTED_CURRENTS = 5;

/**
 * Wire: a batch of 1–100 currents sent at once (the "instant, aggregated batch" lifecycle, as
 * Plinko's). The opening debit is the amount per current × the currents; the batch pays amount × the
 * sum of the currents' multipliers (rounded down to 10 places) in one credit. The round keeps the
 * whole result as its state and its outcome: nothing in it is secret once the batch has run.
 */
export const wireGame = defineGame<WireParams, WireResult, WireResult>({
  key: 'wire',
  params: wireParamsSchema,
  floatCount: wireFloatCount,
  openingWager: (params, amount) => new Decimal(amount).times(params.currents).toFixed(),
  start(params, floats, stake) {
    const result = playWire(params, floats);
    // Every terminal pays something, but a tiny stake's payout can round down to 0: then the seam
    // closes the round on its debit, as any loss.
    return { outcome: result, step: { state: result, multiplier: result.total, end: { payout: payoutOf(stake, result.total).toFixed() } } };
  },
  strings: wireStrings,
  // "currents reached terminals 7, 5, and 3 (total 12.44×)": terminals as RULES.md numbers them
  // (0 at the far left), at most LISTED_CURRENTS of them, then how many more.
  describeOutcome({ terminals, total }, _params, lang) {
    const strings = wireStrings[lang];
    const locale = localeOf(lang);
    const count = new Intl.NumberFormat(locale);
    const cut = terminals.length > LISTED_CURRENTS + 1;
    const listed = (cut ? terminals.slice(0, LISTED_CURRENTS) : terminals).map((terminal) => count.format(terminal));
    if (cut) listed.push(strings.moreCurrents.replace('{n}', count.format(terminals.length - LISTED_CURRENTS)));
    const multiplier = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(total));
    return (terminals.length === 1 ? strings.currentReached : strings.currentsReached)
      .replace('{terminals}', new Intl.ListFormat(locale, { type: 'conjunction' }).format(listed))
      .replace('{total}', multiplier);
  },
});
