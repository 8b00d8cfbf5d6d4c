import { addDecimal, compareDecimal, decimalText, divideDecimals, floorToPlaces, multiplyDecimal, parseDecimal, readDecimalInput } from '../decimal';
import type { MoneyFormat } from '../format';
import { fill, type StringKey } from '../i18n';

/** Why a typed bet amount cannot be sent; amounts are wire decimal text (the shell formats them). */
export type AmountProblem =
  | { readonly kind: 'notNumber' }
  | { readonly kind: 'tooManyPlaces'; readonly places: number }
  | { readonly kind: 'notPositive' }
  | { readonly kind: 'belowMin'; readonly min: string }
  | { readonly kind: 'aboveMax'; readonly max: string }
  | { readonly kind: 'aboveBalance'; readonly balance: string };

/** What a typed amount is checked against. */
export interface StakeContext {
  /** The session's money: typed amounts are in its shown currency, stakes are sent in the wire's. */
  readonly money: Pick<MoneyFormat, 'toWire' | 'toDisplay' | 'inputPlaces'>;
  /** The game's stake limits, wire decimal text; null when unknown. */
  readonly limits: { readonly min: string; readonly max: string } | null;
  /** The player's balance, wire decimal text; null when unknown (the session hides it). */
  readonly balance: string | null;
  /** How many stakes a round debits at its start (plinko's balls); 1 when absent. */
  readonly stakes?: number;
}

/** A typed amount read: the wire stake to send, or why it cannot be sent (never both). */
export type StakeReading = { readonly stake: string; readonly problem: null } | { readonly stake: null; readonly problem: AmountProblem };

const problem = (found: AmountProblem): StakeReading => ({ stake: null, problem: found });

/**
 * Reads what the player typed in the amount field (shown currency, a comma or a point, "3." while
 * typing) into the wire stake to send, checked in this order: a number, at most the places the
 * currency takes, above 0, within the game's limits, and (times the stakes a round takes) within the
 * known balance. Exact decimal text throughout.
 */
export function readStake(text: string, context: StakeContext): StakeReading {
  const typed = readDecimalInput(text);
  if (typed === null || typed.startsWith('-')) return problem({ kind: 'notNumber' });
  // "1.50" is written with two places but needs one: count the places it needs.
  const places = parseDecimal(decimalText(parseDecimal(typed)!))!.scale;
  if (places > context.money.inputPlaces) return problem({ kind: 'tooManyPlaces', places: context.money.inputPlaces });
  if (compareDecimal(typed, '0') <= 0) return problem({ kind: 'notPositive' });
  const stake = context.money.toWire(typed);
  if (stake === null) return problem({ kind: 'notNumber' });
  const { limits, balance } = context;
  if (limits && compareDecimal(stake, limits.min) < 0) return problem({ kind: 'belowMin', min: limits.min });
  if (limits && compareDecimal(stake, limits.max) > 0) return problem({ kind: 'aboveMax', max: limits.max });
  if (balance !== null && compareDecimal(multiplyDecimal(stake, String(context.stakes ?? 1)), balance) > 0) return problem({ kind: 'aboveBalance', balance });
  return { stake, problem: null };
}

/** One unit of the last place ("0.01" for 2 places). */
const unit = (places: number) => (places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`);

/** A wire bound in the shown currency at the places a stake is typed with, rounded inward so it is itself a valid stake. */
function shownBound(wire: string, context: StakeContext, side: 'min' | 'max'): string | null {
  const shown = context.money.toDisplay(wire);
  if (shown === null) return null;
  const places = context.money.inputPlaces;
  let bound = floorToPlaces(shown, places);
  // Rounded down, a minimum converts back below itself: one step up is the smallest stake that is not.
  if (side === 'min') {
    const back = context.money.toWire(bound);
    if (back === null || compareDecimal(back, wire) < 0) bound = addDecimal(bound, unit(places));
  }
  return bound;
}

/** The largest stake the player can make now: the game's maximum, or their balance split over the round's stakes if lower (shown currency). */
export function maxStake(context: StakeContext): string | null {
  const candidates: string[] = [];
  if (context.limits) candidates.push(context.limits.max);
  if (context.balance !== null) candidates.push(decimalText(divideDecimals(parseDecimal(context.balance)!, { units: BigInt(context.stakes ?? 1), scale: 0 }, 10)));
  if (candidates.length === 0) return null;
  const lowest = candidates.reduce((a, b) => (compareDecimal(a, b) <= 0 ? a : b));
  return shownBound(lowest, context, 'max');
}

/**
 * The amount after ½ or 2×, in the shown currency: halved (cut to the places a stake takes) or
 * doubled, then held within the game's limits; the amount as it was when it is not a number.
 */
export function scaleAmount(text: string, factor: 'half' | 'double', context: StakeContext): string {
  const typed = readDecimalInput(text);
  if (typed === null || typed.startsWith('-')) return text;
  const places = context.money.inputPlaces;
  const scaled = floorToPlaces(multiplyDecimal(typed, factor === 'half' ? '0.5' : '2'), places);
  const min = context.limits ? shownBound(context.limits.min, context, 'min') : null;
  const max = context.limits ? shownBound(context.limits.max, context, 'max') : null;
  if (min !== null && compareDecimal(scaled, min) < 0) return min;
  if (max !== null && compareDecimal(scaled, max) > 0) return max;
  return scaled;
}

/** Why an amount cannot be bet, in the player's words (`t` reads the shell's strings), amounts in their currency. */
export function amountProblemWords(problem: AmountProblem, money: Pick<MoneyFormat, 'amount' | 'number'>, t: (key: StringKey) => string): string {
  switch (problem.kind) {
    case 'notNumber':
    case 'notPositive':
      return t(problem.kind);
    case 'tooManyPlaces':
      return fill(t('tooManyPlaces'), { places: money.number(problem.places) });
    case 'belowMin':
      return fill(t('belowMin'), { min: money.amount(problem.min) });
    case 'aboveMax':
      return fill(t('aboveMax'), { max: money.amount(problem.max) });
    case 'aboveBalance':
      return fill(t('aboveBalance'), { balance: money.amount(problem.balance) });
  }
}
