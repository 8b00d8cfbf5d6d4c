/** A basic-strategy decision. */
export type BasicMove = 'hit' | 'stand' | 'double' | 'split';

/** What basic strategy looks at: the hand's total, whether it is soft, and which moves are open. */
export interface StrategyHand {
  readonly total: number;
  readonly soft: boolean;
  /** Value (1 = ace … 10) of the two cards when the hand is a pair that may be split now, else null. */
  readonly pairValue: number | null;
  /** True on the first two cards of a hand that may still double (not split aces). */
  readonly canDouble: boolean;
}

// Columns: dealer up card 2 3 4 5 6 7 8 9 10 A. H hit, S stand, D double (else hit),
// X double (else stand), P split. Total-dependent basic strategy for 6 decks, dealer stands on
// soft 17, double after split, no surrender, as published for these rules.
const HARD: Readonly<Record<number, string>> = {
  9: 'HDDDDHHHHH',
  10: 'DDDDDDDDHH',
  11: 'DDDDDDDDDH',
  12: 'HHSSSHHHHH',
  13: 'SSSSSHHHHH',
  14: 'SSSSSHHHHH',
  15: 'SSSSSHHHHH',
  16: 'SSSSSHHHHH',
};

const SOFT: Readonly<Record<number, string>> = {
  13: 'HHHDDHHHHH',
  14: 'HHHDDHHHHH',
  15: 'HHDDDHHHHH',
  16: 'HHDDDHHHHH',
  17: 'HDDDDHHHHH',
  18: 'SXXXXSSHHH',
  19: 'SSSSSSSSSS',
  20: 'SSSSSSSSSS',
};

/** Split (P) or play the pair by its total (-), by pair value 1 (aces) … 10. */
const PAIRS: Readonly<Record<number, string>> = {
  1: 'PPPPPPPPPP',
  2: 'PPPPPP----',
  3: 'PPPPPP----',
  4: '---PP-----',
  5: '----------',
  6: 'PPPPP-----',
  7: 'PPPPPP----',
  8: 'PPPPPPPPPP',
  9: 'PPPPPSPPSS',
  10: '----------',
};

/** The tables above as text, for RULES.md and the UI's hint: rows by hand, columns by up card 2 … A. */
export const BASIC_STRATEGY_TABLES = { hard: HARD, soft: SOFT, pairs: PAIRS } as const;

/** Column of an up-card value: 2 … 10 → 0 … 8, ace (1) → 9. */
function column(up: number): number {
  if (!Number.isInteger(up) || up < 1 || up > 10) throw new RangeError(`up card value ${up} is not 1 … 10`);
  return up === 1 ? 9 : up - 2;
}

/** The basic-strategy move for a hand against the dealer's up-card value (1 = ace … 10). */
export function basicStrategy(hand: StrategyHand, up: number): BasicMove {
  const col = column(up);
  if (hand.pairValue !== null && PAIRS[hand.pairValue]?.[col] === 'P') return 'split';
  if (hand.total >= 21) return 'stand';
  const row = hand.soft ? SOFT[hand.total] : hand.total >= 17 ? 'SSSSSSSSSS' : (HARD[hand.total] ?? 'HHHHHHHHHH');
  const code = row?.[col];
  switch (code) {
    case 'S':
      return 'stand';
    case 'D':
      return hand.canDouble ? 'double' : 'hit';
    case 'X':
      return hand.canDouble ? 'double' : 'stand';
    default:
      return 'hit';
  }
}
