import { advanceRound, newRoundSnapshot, type RoundSnapshot } from '@rgs/game-kit';
import { testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource, PlayedRound } from '@rgs/game-kit/ui';
import { floatsForShoe, shoeStartingWith } from '../fixed-shoe';
import { blackjackGame } from '../game';
import type { Card } from '../cards';
import type { BlackjackParams } from '../rules';
import type { BlackjackState } from '../state';

/** A call the table made: a bet (`freeBet` only on a free bet) or a move. */
export type SourceCall =
  | { readonly kind: 'placeBet'; readonly amount: string; readonly params: unknown; readonly freeBet?: true }
  | { readonly kind: 'act'; readonly action: string; readonly params: unknown };

/** Free bets the player holds: each of `count` bets stakes `stake`. */
export interface StackedGrant {
  readonly stake: string;
  count: number;
}

/** A play source for UI tests: each bet is dealt from the next stacked shoe through the real seam, so states and amounts are exact. */
export interface StackedSource extends PlaySource {
  /** Every bet and move, in order. */
  readonly calls: SourceCall[];
  /** Leaves a round open as before a reload (dealt from `cards`, then `actions` played): `open` answers with it. */
  leaveOpen(cards: readonly string[], actions?: readonly string[]): void;
}

type Snapshot = RoundSnapshot<BlackjackParams, Card[], BlackjackState>;

/** The round as the play API shows it, from the seam's snapshot. */
function playedRound(id: string, snapshot: Snapshot): PlayedRound {
  return {
    id,
    betId: `bet_${id}`,
    game: 'blackjack',
    status: snapshot.status === 'closed' ? 'CLOSED' : 'OPEN',
    amount: snapshot.wagered,
    stake: snapshot.stake,
    payout: snapshot.payout,
    multiplier: snapshot.multiplier,
    freeBet: snapshot.freeBet,
    params: snapshot.params,
    state: snapshot.state,
    outcome: null,
    currency: 'USD',
  };
}

/** Deals a round from a shoe starting with `cards` (short texts, "AS", "10H") through the real seam (a free bet on its free-bet rules). */
function dealt(cards: readonly string[], amount: string, params: unknown, freeBet = false): Snapshot {
  return advanceRound(blackjackGame, newRoundSnapshot(blackjackGame, blackjackGame.params.parse(params), amount, { freeBet }), {
    kind: 'start',
    floats: floatsForShoe(shoeStartingWith(cards)),
  }).round;
}

/**
 * A source dealing the given shoes one bet after another; it never touches the network. With a
 * `grant` the player holds free bets: a free bet stakes the grant's stake, whatever amount is sent.
 */
export function stackedSource(shoes: readonly (readonly string[])[], grant: StackedGrant | null = null): StackedSource {
  const queue = [...shoes];
  const rounds = new Map<string, Snapshot>();
  let open: string | null = null;
  const calls: SourceCall[] = [];
  const answer = (id: string): PlayResult => ({ round: playedRound(id, rounds.get(id)!), balance: '100' });
  const freeBets = grant
    ? {
        freeBets: async (game: string) =>
          grant.count > 0 ? [{ freeBetId: 'fb_1', game, stake: grant.stake, betAmount: grant.stake, quantity: 5, remainingCount: grant.count, expiresAt: null }] : [],
      }
    : {};
  return {
    ...testPlaySource({}),
    ...freeBets,
    calls,
    leaveOpen(cards, actions = []) {
      let snapshot = dealt(cards, '1', {});
      for (const action of actions) snapshot = advanceRound(blackjackGame, snapshot, { kind: 'act', action, params: {} }).round;
      open = 'rnd_open';
      rounds.set(open, snapshot);
    },
    async open() {
      const session = testSession({ cardLogoUrl: 'https://cdn.example/back.svg' });
      return { session, activeRound: open === null ? null : answer(open).round };
    },
    async placeBet(_game, amount, params, options) {
      const free = options?.freeBet === true;
      calls.push({ kind: 'placeBet', amount, params, ...(free ? { freeBet: true as const } : {}) });
      if (free && (!grant || grant.count === 0)) throw new Error('no free bets');
      const cards = queue.shift();
      if (!cards) throw new Error('no shoe left');
      const id = `rnd_${rounds.size + 1}`;
      rounds.set(id, dealt(cards, free ? grant!.stake : amount, params, free));
      if (free) grant!.count -= 1;
      return answer(id);
    },
    async act(roundId, action, params) {
      calls.push({ kind: 'act', action, params });
      rounds.set(roundId, advanceRound(blackjackGame, rounds.get(roundId)!, { kind: 'act', action, params }).round);
      return answer(roundId);
    },
  };
}
