import type { PlayedRound } from '@rgs/game-kit/ui';
import { rankIndex, type HiloCard } from '../cards';
import { wins, winningRanks } from '../odds';
import type { HiloMove, HiloOutcome, HiloState } from '../rules';
import { guessCounts, isLost, skipsLeft } from '../run';
import { multiplierText } from './hilo-odds';

/** How a card of the run came to be shown: the first card, a right or wrong guess, or a skip. */
export type Arrival = { readonly kind: 'first' } | { readonly kind: 'skip' } | { readonly kind: 'guess'; readonly choice: Exclude<HiloMove, 'skip'>; readonly right: boolean };

/** One card of the run as the strip shows it. */
export interface RunCard {
  readonly card: HiloCard;
  /** Its position in the round, from 0. */
  readonly index: number;
  readonly arrival: Arrival;
  /** The cashout multiplier once it was shown ("0" before a right guess, and after a wrong one). */
  readonly multiplier: string;
}

/** The run of a round's state, card by card. */
export function runOf(state: HiloState): RunCard[] {
  const counts: number[] = [];
  let lost = false;
  return state.cards.map((card, index): RunCard => {
    if (index === 0) return { card, index, arrival: { kind: 'first' }, multiplier: '0' };
    const move = state.moves[index - 1]!;
    const on = rankIndex(state.cards[index - 1]!);
    if (move === 'skip') return { card, index, arrival: { kind: 'skip' }, multiplier: lost ? '0' : multiplierText(counts) };
    const right = wins(on, rankIndex(card), move);
    if (right) counts.push(winningRanks(on, move));
    else lost = true;
    return { card, index, arrival: { kind: 'guess', choice: move, right }, multiplier: lost ? '0' : multiplierText(counts) };
  });
}

/** What the board shows of a round: its run, where it stands, and the card that would have come next. */
export interface HiloView {
  readonly run: readonly RunCard[];
  readonly current: HiloCard;
  readonly counts: readonly number[];
  readonly skipsLeft: number;
  /** 'lost' after a wrong guess, 'won' once paid, 'open' while it goes on. */
  readonly standing: 'open' | 'won' | 'lost';
  /** Once a won round is closed: the card the next move would have turned (null at the 64th card). */
  readonly next: HiloCard | null;
}

/** The view of a round, or null before the first one. */
export function viewOf(round: PlayedRound | null): HiloView | null {
  const state = round?.state as HiloState | null | undefined;
  if (!round || !state || state.cards.length === 0) return null;
  const lost = isLost(state);
  const closed = round.status !== 'OPEN';
  const outcome = closed ? ((round.outcome as HiloOutcome | null)?.cards ?? null) : null;
  return {
    run: runOf(state),
    current: state.cards.at(-1)!,
    counts: guessCounts(state),
    skipsLeft: skipsLeft(state),
    standing: lost ? 'lost' : closed ? 'won' : 'open',
    next: closed && !lost ? (outcome?.[state.cards.length] ?? null) : null,
  };
}
