import { HAND_NAMES, PAYS, type HandName } from './hands';
import { DRAWS_BY_HELD, bestOf, completionCounts, heldCount, holdTotals, payoutOfCounts } from './hold-odds';
import { DEALS, dealClasses } from './deal-classes';

// The exact return of video poker's strategies, from every deal (as its suit class, weighted) and
// every draw (counted by hold-odds.ts), in BigInt: the long step of the proof, run by
// videopoker.sim.test.ts. Every figure is a fraction over DENOMINATOR.

/** The least common multiple of C(47, 0 … 5): every hold's return is a whole number of 1 / LCM. */
export const DRAW_LCM: bigint = DRAWS_BY_HELD.reduce((l, n) => lcm(l, BigInt(n)), 1n);

/** The common denominator of every figure below: DRAW_LCM × C(52, 5). */
export const DENOMINATOR: bigint = DRAW_LCM * BigInt(DEALS);

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

function lcm(a: bigint, b: bigint): bigint {
  return (a / gcd(a, b)) * b;
}

/** One hold's total over its draws as a whole number of 1 / DRAW_LCM of a stake. */
function scaled(total: number, held: number): bigint {
  return BigInt(total) * (DRAW_LCM / BigInt(DRAWS_BY_HELD[held]!));
}

/** What the enumeration finds, each a numerator over DENOMINATOR. */
export interface ExactReturns {
  readonly classes: number;
  readonly deals: number;
  /** The suggested holds on every deal (the game's hint and its timeout play): the best return there is. */
  readonly suggested: bigint;
  /** The worst hold on every deal: the least any player can get back. */
  readonly worst: bigint;
  /** Standing on every deal (holding all five). */
  readonly holdAll: bigint;
  /** Drawing five new cards on every deal (holding none). */
  readonly holdNone: bigint;
  /** Chance of each final hand under the suggested holds. */
  readonly suggestedHands: Readonly<Record<HandName, bigint>>;
  /** Chance that the suggested holds hold k cards, k = 0 … 5 (numerators over C(52, 5): deals). */
  readonly suggestedHeld: readonly number[];
  /** Deals on which another hold returns exactly as much as the suggested one (the tie rule decides). */
  readonly tiedDeals: number;
  /** Every class's best hold checked against a direct count of its draws (completionCounts with the discards dead). */
  readonly checkedClasses: number;
}

/** Plays every deal every way that matters: 134,459 classes × 32 holds, and the suggested hold's draws counted hand by hand. */
export function exactReturns(): ExactReturns {
  let suggested = 0n;
  let worst = 0n;
  let holdAll = 0n;
  let holdNone = 0n;
  let deals = 0;
  let checkedClasses = 0;
  let tiedDeals = 0;
  const hands = new Array<bigint>(HAND_NAMES.length).fill(0n);
  const suggestedHeld = [0, 0, 0, 0, 0, 0];
  const classes = dealClasses();
  for (const { cards, weight } of classes) {
    deals += weight;
    const w = BigInt(weight);
    const totals = holdTotals(cards);
    const best = bestOf(totals);
    const k = heldCount(best.mask);
    suggested += w * scaled(best.total, k);
    suggestedHeld[k]! += weight;
    if (totals.some((total, mask) => mask !== best.mask && total * DRAWS_BY_HELD[k]! === best.total * DRAWS_BY_HELD[heldCount(mask)]!)) tiedDeals += weight;
    let low = totals[0]!;
    let lowHeld = 0;
    for (let mask = 1; mask < 32; mask++) {
      const held = heldCount(mask);
      if (totals[mask]! * DRAWS_BY_HELD[lowHeld]! < low * DRAWS_BY_HELD[held]!) (low = totals[mask]!), (lowHeld = held);
    }
    worst += w * scaled(low, lowHeld);
    holdAll += w * scaled(totals[31]!, 5);
    holdNone += w * scaled(totals[0]!, 0);
    // The suggested hold's draws, hand by hand, counted directly: the same total, or the transform is wrong.
    const held = cards.filter((_, i) => best.mask & (1 << i));
    const dead = cards.filter((_, i) => !(best.mask & (1 << i)));
    const counts = completionCounts(held, dead);
    if (payoutOfCounts(counts) !== best.total || counts.reduce((a, b) => a + b, 0) !== DRAWS_BY_HELD[k]) {
      throw new Error(`hold ${best.mask} of ${cards.join(',')}: the two counts disagree`);
    }
    checkedClasses += 1;
    counts.forEach((n, category) => (hands[category]! += w * scaled(n, k)));
  }
  const suggestedHands = Object.fromEntries(HAND_NAMES.map((name, i) => [name, hands[i]!])) as Record<HandName, bigint>;
  return { classes: classes.length, deals, tiedDeals, suggested, worst, holdAll, holdNone, suggestedHands, suggestedHeld, checkedClasses };
}

/** Σ chance × pay² under the suggested holds, in stakes² (for the simulation's standard deviation). */
export function secondMoment(hands: Readonly<Record<HandName, bigint>>): number {
  return HAND_NAMES.reduce((sum, name, i) => sum + (Number(hands[name]) / Number(DENOMINATOR)) * PAYS[i]! ** 2, 0);
}

/** A numerator over DENOMINATOR as a decimal with `places` digits, truncated. */
export function decimalOf(numerator: bigint, places = 12): string {
  const scaledValue = (numerator * 10n ** BigInt(places)) / DENOMINATOR;
  const text = scaledValue.toString().padStart(places + 1, '0');
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
}
