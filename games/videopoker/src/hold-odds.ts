import {
  FLUSH,
  FOUR_OF_A_KIND,
  FULL_HOUSE,
  JACKS_OR_BETTER,
  NOTHING,
  PAYS,
  ROYAL_FLUSH,
  ROYAL_MASK,
  STRAIGHT,
  STRAIGHT_FLUSH,
  STRAIGHT_MASKS,
  THREE_OF_A_KIND,
  TWO_PAIR,
  categoryOf,
  isHighRank,
} from './hands';

// Exact draw odds of every hold, counted combinatorially as published video-poker analysers do: no
// draw is ever enumerated card by card. Cards are deck indices (rank = k mod 13, suit = ⌊k / 13⌋).
// Pure integers below 2⁵³ throughout, so every count and every comparison is exact.

/** C(n, k) for n ≤ 52, k ≤ 5, as exact integers. */
const CHOOSE: readonly (readonly number[])[] = Array.from({ length: 53 }, (_, n) =>
  Array.from({ length: 6 }, (_, k) => {
    let c = 1;
    for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
    return k > n ? 0 : c;
  }),
);

/** C(n, k), 0 ≤ k ≤ 5. */
export function choose(n: number, k: number): number {
  return CHOOSE[n]?.[k] ?? 0;
}

/** Ways to draw `5 − held` cards from the 47 left after the deal, by the number of cards held (C(47, 5 − k)). */
export const DRAWS_BY_HELD: readonly number[] = [0, 1, 2, 3, 4, 5].map((held) => choose(47, 5 - held));

/** Set bits of a 5-bit hold mask. */
export function heldCount(mask: number): number {
  let n = 0;
  for (let bit = 0; bit < 5; bit++) if (mask & (1 << bit)) n += 1;
  return n;
}

/**
 * How many of the (5 − k)-card completions of `held` (k cards) from the deck without `held` and
 * `dead` make each hand, by category (hands.ts). Ranks are counted first, one multiset of drawn ranks
 * at a time (at most C(17, 5) = 6,188 of them, each weighted by its suit choices); then the straights
 * and flushes among the hands with five different ranks are moved to their own categories.
 */
export function completionCounts(held: readonly number[], dead: readonly number[] = []): number[] {
  const draw = 5 - held.length;
  const heldRanks = new Array<number>(13).fill(0);
  const avail = new Array<number>(13).fill(4);
  let heldMask = 0;
  for (const card of held) {
    heldRanks[card % 13]! += 1;
    avail[card % 13]! -= 1;
    heldMask |= 1 << card % 13;
  }
  for (const card of dead) avail[card % 13]! -= 1;
  if (draw < 0 || avail.some((n) => n < 0)) throw new RangeError('held and dead cards must be different cards, at most five held');
  const counts = new Array<number>(10).fill(0);
  rankMultisets(heldRanks, avail, draw, counts);
  const distinctHeld = heldRanks.every((n) => n <= 1);
  if (!distinctHeld) return counts;

  // Five different ranks in a row: counted as nothing above.
  for (const straight of STRAIGHT_MASKS) {
    if ((straight & heldMask) !== heldMask) continue;
    let ways = 1;
    for (let rank = 0; rank < 13; rank++) if (straight & (1 << rank) && !(heldMask & (1 << rank))) ways *= avail[rank]!;
    counts[NOTHING]! -= ways;
    counts[STRAIGHT]! += ways;
  }

  // Five cards of one suit: only if every held card has it (any suit when none is held).
  const suits = new Set(held.map((card) => Math.floor(card / 13)));
  const candidates = held.length === 0 ? [0, 1, 2, 3] : suits.size === 1 ? [...suits] : [];
  for (const suit of candidates) {
    let open = 0;
    for (let rank = 0; rank < 13; rank++) open |= 1 << rank;
    for (const card of [...held, ...dead]) if (Math.floor(card / 13) === suit) open &= ~(1 << card % 13);
    let straightFlushes = 0;
    let royals = 0;
    for (const straight of STRAIGHT_MASKS) {
      if ((straight & heldMask) !== heldMask || (straight & ~heldMask & ~open) !== 0) continue;
      if (straight === ROYAL_MASK) royals += 1;
      else straightFlushes += 1;
    }
    const flushes = choose(bitCount(open), draw) - straightFlushes - royals;
    counts[NOTHING]! -= flushes;
    counts[FLUSH]! += flushes;
    counts[STRAIGHT]! -= straightFlushes + royals;
    counts[STRAIGHT_FLUSH]! += straightFlushes;
    counts[ROYAL_FLUSH]! += royals;
  }
  return counts;
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n += 1;
  return n;
}

/**
 * Adds to `counts` every multiset of `draw` ranks the deck can give (rank r at most `avail[r]` times),
 * weighted by its ways Π C(avail[r], c_r), under the category its ranks make with the held ranks.
 */
function rankMultisets(heldRanks: readonly number[], avail: readonly number[], draw: number, counts: number[]): void {
  // room[r]: cards the deck still has from rank r up; rest*[r]: what the held cards of ranks r … 12 add
  // when nothing more is drawn, so a branch that has drawn all its cards is settled at once.
  const room = new Array<number>(14).fill(0);
  const restPairs = new Array<number>(14).fill(0);
  const restTrips = new Array<number>(14).fill(0);
  const restQuads = new Array<number>(14).fill(0);
  const restHigh = new Array<boolean>(14).fill(false);
  for (let rank = 12; rank >= 0; rank--) {
    const h = heldRanks[rank]!;
    room[rank] = room[rank + 1]! + avail[rank]!;
    restPairs[rank] = restPairs[rank + 1]! + (h === 2 ? 1 : 0);
    restTrips[rank] = restTrips[rank + 1]! + (h === 3 ? 1 : 0);
    restQuads[rank] = restQuads[rank + 1]! + (h === 4 ? 1 : 0);
    restHigh[rank] = restHigh[rank + 1]! || (h === 2 && isHighRank(rank));
  }
  const visit = (rank: number, left: number, ways: number, pairs: number, trips: number, quads: number, highPair: boolean): void => {
    if (left === 0) {
      const category = categoryOfProfile(pairs + restPairs[rank]!, trips + restTrips[rank]!, quads + restQuads[rank]!, highPair || restHigh[rank]!);
      counts[category]! += ways;
      return;
    }
    // Not enough cards left in the higher ranks to complete the hand.
    if (left > room[rank]!) return;
    const a = avail[rank]!;
    const h = heldRanks[rank]!;
    const most = Math.min(a, left);
    for (let c = 0; c <= most; c++) {
      const n = h + c;
      visit(
        rank + 1,
        left - c,
        ways * CHOOSE[a]![c]!,
        pairs + (n === 2 ? 1 : 0),
        trips + (n === 3 ? 1 : 0),
        quads + (n === 4 ? 1 : 0),
        highPair || (n === 2 && isHighRank(rank)),
      );
    }
  };
  visit(0, draw, 1, 0, 0, 0, false);
}

/** The category of five cards from their rank multiplicities alone (straights and flushes are added after). */
function categoryOfProfile(pairs: number, trips: number, quads: number, highPair: boolean): number {
  if (quads > 0) return FOUR_OF_A_KIND;
  if (trips > 0) return pairs > 0 ? FULL_HOUSE : THREE_OF_A_KIND;
  if (pairs >= 2) return TWO_PAIR;
  return pairs === 1 && highPair ? JACKS_OR_BETTER : NOTHING;
}

/** The total paid, in stakes, over counts by category. */
export function payoutOfCounts(counts: readonly number[]): number {
  return counts.reduce((sum, n, category) => sum + n * PAYS[category]!, 0);
}

/**
 * Σ pay over every 5-card hand of the 52 containing a set of up to four cards: the superset sums that
 * the inclusion–exclusion below turns into each hold's draws. With no card dead it depends only on the
 * set's class under a renaming of suits, so each class (18,370 of up to four cards) is counted once and
 * kept, under the key `suitClassKey` gives it: after the first hands a hint is a few lookups.
 */
const supersets = new Map<number, number>();

/**
 * The same number for every set of cards that differ only by a renaming of suits, from each suit's
 * 13-bit mask of ranks: the four masks sorted (the multiset of masks is exactly what a renaming keeps).
 */
export function suitClassKey(cards: readonly number[]): number {
  const masks = [0, 0, 0, 0];
  for (const card of cards) masks[Math.floor(card / 13)]! |= 1 << card % 13;
  return keyOfMasks(masks[0]!, masks[1]!, masks[2]!, masks[3]!);
}

/** The four suit masks sorted by a five-comparison network, packed into one integer below 2⁵². */
function keyOfMasks(a: number, b: number, c: number, d: number): number {
  let t: number;
  if (a < b) (t = a), (a = b), (b = t);
  if (c < d) (t = c), (c = d), (d = t);
  if (a < c) (t = a), (a = c), (c = t);
  if (b < d) (t = b), (b = d), (d = t);
  if (b < c) (t = b), (b = c), (c = t);
  return ((a * 8192 + b) * 8192 + c) * 8192 + d;
}

/**
 * The total paid, in stakes, over every draw of each of the 32 holds of a dealt hand: index = hold
 * mask, bit i set = card i held. Hold `h` draws 5 − |h| of the 47 cards not dealt, so a final hand X
 * belongs to `h` exactly when X ∩ dealt = h; by inclusion–exclusion over the dealt cards,
 * total(h) = Σ_{h ⊆ S ⊆ dealt} (−1)^{|S \ h|} × Σ { pay(X) : X ⊇ S }.
 */
export function holdTotals(dealt: readonly number[]): number[] {
  if (dealt.length !== 5 || new Set(dealt).size !== 5) throw new RangeError('a dealt hand is five different cards');
  const totals = new Array<number>(32);
  totals[31] = PAYS[categoryOf(dealt)]!;
  for (let mask = 0; mask < 31; mask++) {
    const masks = [0, 0, 0, 0];
    for (let i = 0; i < 5; i++) if (mask & (1 << i)) masks[Math.floor(dealt[i]! / 13)]! |= 1 << dealt[i]! % 13;
    const key = keyOfMasks(masks[0]!, masks[1]!, masks[2]!, masks[3]!);
    let total = supersets.get(key);
    if (total === undefined) {
      total = payoutOfCounts(completionCounts(dealt.filter((_, i) => mask & (1 << i))));
      supersets.set(key, total);
    }
    totals[mask] = total;
  }
  // The superset Möbius transform: after it, totals[h] counts the hands whose dealt cards are exactly h.
  for (let bit = 0; bit < 5; bit++) {
    for (let mask = 0; mask < 32; mask++) if (!(mask & (1 << bit))) totals[mask]! -= totals[mask | (1 << bit)]!;
  }
  return totals;
}

/** Whether hold a's return beats hold b's: total_a / draws_a > total_b / draws_b, cross-multiplied exactly (products stay below 2⁵³). */
export function returnsMore(totalA: number, heldA: number, totalB: number, heldB: number): number {
  return totalA * DRAWS_BY_HELD[heldB]! - totalB * DRAWS_BY_HELD[heldA]!;
}

/** The holds in the order ties are settled: more cards held first, then the lower mask. */
const TIE_ORDER: readonly number[] = Array.from({ length: 32 }, (_, mask) => mask).sort((a, b) => heldCount(b) - heldCount(a) || a - b);

/** The hold of best return among 32 hold totals (ties: the one holding more cards, then the lower mask), and its total. */
export function bestOf(totals: readonly number[]): { readonly mask: number; readonly total: number } {
  let best = TIE_ORDER[0]!;
  for (const mask of TIE_ORDER) {
    if (returnsMore(totals[mask]!, heldCount(mask), totals[best]!, heldCount(best)) > 0) best = mask;
  }
  return { mask: best, total: totals[best]! };
}

/** The hold of best return for `dealt`: the game's suggested holds. */
export function bestHold(dealt: readonly number[]): { readonly mask: number; readonly total: number } {
  return bestOf(holdTotals(dealt));
}

/** A hold mask as the five booleans of the `draw` action. */
export function holdsOfMask(mask: number): boolean[] {
  return [0, 1, 2, 3, 4].map((i) => (mask & (1 << i)) !== 0);
}

/** The five booleans of a `draw` as a hold mask. */
export function maskOfHolds(holds: readonly boolean[]): number {
  return holds.reduce((mask, held, i) => (held ? mask | (1 << i) : mask), 0);
}
