import { RANKS, rankValue } from './cards';
import { bankerDraws, COUP_FLOATS, isNatural, playerDraws } from './tableau';

// The exact chances of a coup's result, for the RTP proofs (coup-odds.test.ts) and the simulation's
// variance: never loaded by the game itself.

/** How often each result happens, as integer weights over `total` (every rank sequence enumerated). */
export interface CoupOdds {
  readonly player: bigint;
  readonly banker: bigint;
  readonly tie: bigint;
  /** The weight of all sequences: (Σ rank weights)^6. */
  readonly total: bigint;
  /** Rank sequences the deal can produce (each ends when the drawing rules say so). */
  readonly sequences: number;
}

const VALUES = RANKS.map(rankValue);

/**
 * Enumerates every sequence of ranks a coup can deal — the four opening cards, then each third card
 * only when the rules draw it — with rank r drawn with weight `weights[r]` (A … K). A sequence of k
 * cards is counted with its ranks' weights times W^(6 − k), W = Σ weights, for the floats it leaves
 * unread: so the three results add up to W⁶ exactly. Integer arithmetic only.
 */
export function coupOdds(weights: readonly bigint[]): CoupOdds {
  if (weights.length !== RANKS.length) throw new RangeError(`one weight per rank: ${RANKS.length}, got ${weights.length}`);
  const W = weights.reduce((sum, w) => sum + w, 0n);
  const unread = (cards: number) => W ** BigInt(COUP_FLOATS - cards);
  const counts = { player: 0n, banker: 0n, tie: 0n };
  let sequences = 0;
  const settle = (player: number, banker: number, weight: bigint) => {
    sequences += 1;
    if (player > banker) counts.player += weight;
    else if (banker > player) counts.banker += weight;
    else counts.tie += weight;
  };
  for (let p1 = 0; p1 < 13; p1++) for (let b1 = 0; b1 < 13; b1++) for (let p2 = 0; p2 < 13; p2++) for (let b2 = 0; b2 < 13; b2++) {
    const opening = weights[p1]! * weights[b1]! * weights[p2]! * weights[b2]!;
    const player = (VALUES[p1]! + VALUES[p2]!) % 10;
    const banker = (VALUES[b1]! + VALUES[b2]!) % 10;
    if (isNatural(player) || isNatural(banker)) {
      settle(player, banker, opening * unread(4));
      continue;
    }
    if (!playerDraws(player)) {
      if (!bankerDraws(banker, null)) settle(player, banker, opening * unread(4));
      else for (let b3 = 0; b3 < 13; b3++) settle(player, (banker + VALUES[b3]!) % 10, opening * weights[b3]! * unread(5));
      continue;
    }
    for (let p3 = 0; p3 < 13; p3++) {
      const drawn = opening * weights[p3]!;
      const third = VALUES[p3]!;
      const total = (player + third) % 10;
      if (!bankerDraws(banker, third)) settle(total, banker, drawn * unread(5));
      else for (let b3 = 0; b3 < 13; b3++) settle(total, (banker + VALUES[b3]!) % 10, drawn * weights[b3]!);
    }
  }
  return { ...counts, total: W ** BigInt(COUP_FLOATS), sequences };
}

/** Each rank once: the infinite shoe's exact chances, over 13⁶. */
export const EVEN_RANKS: readonly bigint[] = RANKS.map(() => 1n);

/**
 * The ranks' shares of the 2³² words a float can be (RULES.md): card i of the deck gets the words
 * ceil(i·2³²/52) … ceil((i+1)·2³²/52) − 1, and a rank is four cards, one per suit.
 */
export function latticeRankWeights(): bigint[] {
  const words = 2n ** 32n;
  const first = (i: number) => (BigInt(i) * words + 51n) / 52n;
  const weights = RANKS.map(() => 0n);
  for (let i = 0; i < 52; i++) weights[i % 13]! += first(i + 1) - first(i);
  return weights;
}
