import { DECKS, RANKS, SUITS } from './cards';
import {
  PERFECT_PAIRS_ODDS,
  TWENTY_ONE_PLUS_THREE_ODDS,
  type PerfectPairsOutcome,
  type TwentyOnePlusThreeOutcome,
} from './side-bet-paytable';

/** An exact fraction of big integers, kept reduced. */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** numerator / denominator reduced. */
export function fraction(numerator: bigint, denominator: bigint): Fraction {
  const g = gcd(numerator, denominator);
  return { numerator: numerator / g, denominator: denominator / g };
}

/** C(n, k) for small k. */
function choose(n: bigint, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * (n - BigInt(i))) / BigInt(i + 1);
  return result;
}

/** Exact odds of one side bet: how many equally likely deals give each outcome, and its RTP. */
export interface SideBetOdds<O extends string> {
  /** Equally likely deals in all (ordered pairs for Perfect Pairs, 3-card sets for 21+3). */
  readonly total: bigint;
  /** Deals giving each winning outcome. */
  readonly counts: Readonly<Record<O, bigint>>;
  /** Expected return per unit staked, stake included: Σ count × (odds + 1) / total. */
  readonly rtp: Fraction;
  /** 1 − RTP. */
  readonly houseEdge: Fraction;
}

function oddsOf<O extends string>(total: bigint, counts: Record<O, bigint>, payTable: Readonly<Record<O, number>>): SideBetOdds<O> {
  let returned = 0n;
  for (const outcome of Object.keys(counts) as O[]) returned += counts[outcome] * BigInt(payTable[outcome] + 1);
  return { total, counts, rtp: fraction(returned, total), houseEdge: fraction(total - returned, total) };
}

/**
 * Perfect Pairs over the shoe, closed form. The player's first two cards are an ordered pair of
 * distinct cards of the 312: 312 × 311 pairs. Given the first card, the second matches its rank and
 * suit in d − 1 ways (d = decks), its rank and colour but not suit in d ways, its rank in the other
 * colour in 2d ways.
 */
export function perfectPairsOdds(decks = DECKS): SideBetOdds<PerfectPairsOutcome> {
  const d = BigInt(decks);
  const cards = 52n * d;
  const counts = { 'perfect-pair': cards * (d - 1n), 'coloured-pair': cards * d, 'mixed-pair': cards * 2n * d };
  return oddsOf(cards * (cards - 1n), counts, PERFECT_PAIRS_ODDS);
}

/**
 * 21+3 over the shoe, closed form. The three cards are a set of 3 of the 312: C(312, 3) sets. With
 * d copies of each of the 52 cards, 13d cards per suit and 4d per rank, and 12 runs of three ranks
 * (A-2-3 … Q-K-A):
 * suited trips 52 × C(d, 3); straight flush 4 × 12 × d³; three of a kind 13 × (C(4d, 3) − 4 C(d, 3));
 * straight 12 × ((4d)³ − 4 d³); flush 4 × C(13d, 3) − straight flushes − suited trips.
 */
export function twentyOnePlusThreeOdds(decks = DECKS): SideBetOdds<TwentyOnePlusThreeOutcome> {
  const d = BigInt(decks);
  const runs = BigInt(RANKS.length - 1);
  const suits = BigInt(SUITS.length);
  const suitedTrips = 52n * choose(d, 3);
  const straightFlush = suits * runs * d ** 3n;
  const counts = {
    'suited-trips': suitedTrips,
    'straight-flush': straightFlush,
    'three-of-a-kind': 13n * (choose(4n * d, 3) - 4n * choose(d, 3)),
    straight: runs * ((4n * d) ** 3n - 4n * d ** 3n),
    flush: suits * choose(13n * d, 3) - straightFlush - suitedTrips,
  };
  return oddsOf(choose(52n * d, 3), counts, TWENTY_ONE_PLUS_THREE_ODDS);
}

/** A fraction as a decimal string with `places` digits, truncated (for reports). */
export function fractionText(value: Fraction, places: number): string {
  const negative = value.numerator < 0n;
  const n = negative ? -value.numerator : value.numerator;
  const scaled = (n * 10n ** BigInt(places)) / value.denominator;
  const digits = scaled.toString().padStart(places + 1, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}
