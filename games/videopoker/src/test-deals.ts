import { cardIndex, cards } from './deck';
import { DRAWN_CARDS } from './draw';

// Helpers for the tests: rounds whose cards the test chooses, and a plain listing of draws to check
// the combinatorial counts against.

/** Floats that make the draw take exactly `drawn` (deck indices), each at the middle of its index's range. */
export function floatsDrawing(drawn: readonly number[]): number[] {
  const left = Array.from({ length: 52 }, (_, k) => k);
  return drawn.map((card, i) => {
    const index = left.indexOf(card);
    if (index < 0) throw new Error(`card ${card} is drawn twice`);
    left.splice(index, 1);
    return (index + 0.5) / (52 - i);
  });
}

/**
 * The floats of a round dealing `dealt` (five short texts) with `replacements` next, the rest of the
 * ten cards the first ones left in deck order.
 */
export function floatsDealing(dealt: string, replacements = ''): number[] {
  const chosen = cards(`${dealt} ${replacements}`).map(cardIndex);
  const rest = Array.from({ length: 52 }, (_, k) => k).filter((k) => !chosen.includes(k));
  return floatsDrawing([...chosen, ...rest].slice(0, DRAWN_CARDS));
}

/** What five cards pay, ranked without hands.ts: sorted ranks with the ace as 14, sets of suits. */
export function rankIndependently(five: readonly number[]): number {
  const ranks = five.map((c) => (c % 13 === 0 ? 14 : (c % 13) + 1)).sort((a, b) => a - b);
  const flush = new Set(five.map((c) => Math.floor(c / 13))).size === 1;
  const distinct = new Set(ranks).size === 5;
  const wheel = ranks.join() === '2,3,4,5,14';
  const straight = distinct && (ranks[4]! - ranks[0]! === 4 || wheel);
  const groups = [...new Set(ranks)].map((r) => ranks.filter((x) => x === r).length).sort((a, b) => b - a).join('');
  const paired = [...new Set(ranks)].filter((r) => ranks.filter((x) => x === r).length === 2);
  if (straight && flush) return ranks[0] === 10 ? 800 : 50;
  if (groups === '41') return 25;
  if (groups === '32') return 9;
  if (flush) return 6;
  if (straight) return 4;
  if (groups === '311') return 3;
  if (groups === '221') return 2;
  return groups === '2111' && paired[0]! >= 11 ? 1 : 0;
}

/** Σ pay over every draw of hold `mask`, by listing the draws one by one from the 47 cards not dealt. */
export function bruteTotal(dealt: readonly number[], mask: number): number {
  const held = dealt.filter((_, i) => mask & (1 << i));
  const deck = Array.from({ length: 52 }, (_, k) => k).filter((k) => !dealt.includes(k));
  const five = [...held, 0, 0, 0, 0, 0].slice(0, 5);
  let total = 0;
  const pick = (from: number, at: number): void => {
    if (at === 5) {
      total += rankIndependently(five);
      return;
    }
    for (let i = from; i < deck.length; i++) {
      five[at] = deck[i]!;
      pick(i + 1, at + 1);
    }
  };
  pick(0, held.length);
  return total;
}

