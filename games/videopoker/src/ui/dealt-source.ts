import { advanceRound, newRoundSnapshot, type RoundSnapshot } from '@rgs/game-kit';
import { testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource, PlayedRound } from '@rgs/game-kit/ui';
import { videopokerGame } from '../game';
import type { VideopokerOutcome, VideopokerParams, VideopokerState } from '../rules';
import { floatsDealing } from '../test-deals';

// A play source for the element's tests: each bet deals the next stacked deck through the real seam,
// so every state, multiplier and amount is exactly what the server would answer. No network.

/** A call the table made. */
export type SourceCall =
  | { readonly kind: 'placeBet'; readonly amount: string; readonly params: unknown; readonly freeBet?: true }
  | { readonly kind: 'act'; readonly action: string; readonly params: unknown };

/** A deck: the five cards dealt and the replacements after them, as short texts ("10♠ J♠ A♣ 5♦ A♦", "9♣ J♦ A♠"). */
export type Deck = readonly [dealt: string, replacements?: string];

/** The source, with what it was asked. */
export interface DealtSource extends PlaySource {
  readonly calls: SourceCall[];
  /** Leaves a hand open as before a reload: `open` answers with it. */
  leaveOpen(deck: Deck): void;
}

type Snapshot = RoundSnapshot<VideopokerParams, VideopokerOutcome, VideopokerState>;

/** The round as the play API shows it: the outcome only once it is closed. */
function playedRound(id: string, snapshot: Snapshot): PlayedRound {
  const closed = snapshot.status === 'closed';
  return {
    id,
    betId: `bet_${id}`,
    game: 'videopoker',
    status: closed ? 'CLOSED' : 'OPEN',
    amount: snapshot.freeBet ? '0' : snapshot.wagered,
    stake: snapshot.stake,
    payout: snapshot.payout,
    multiplier: snapshot.multiplier,
    freeBet: snapshot.freeBet,
    params: snapshot.params,
    state: snapshot.state,
    outcome: closed ? snapshot.outcome : null,
    currency: 'USD',
  };
}

function dealt([cards, replacements = '']: Deck, amount: string, freeBet = false): Snapshot {
  return advanceRound(videopokerGame, newRoundSnapshot(videopokerGame, {}, amount, { freeBet }), { kind: 'start', floats: floatsDealing(cards, replacements) }).round;
}

/** Deals `decks` one bet after another; with `freeBets` the player holds that many free bets of 2. */
export function dealtSource(decks: readonly Deck[], freeBets = 0): DealtSource {
  const queue = [...decks];
  const rounds = new Map<string, Snapshot>();
  const calls: SourceCall[] = [];
  let open: string | null = null;
  let grants = freeBets;
  const answer = (id: string): PlayResult => ({ round: playedRound(id, rounds.get(id)!), balance: '100' });
  return {
    ...testPlaySource({}),
    calls,
    ...(freeBets > 0
      ? { freeBets: async (game: string) => (grants > 0 ? [{ freeBetId: 'fb_1', game, stake: '2', betAmount: '2', quantity: freeBets, remainingCount: grants, expiresAt: null }] : []) }
      : {}),
    leaveOpen(deck) {
      open = 'rnd_open';
      rounds.set(open, dealt(deck, '2'));
    },
    async open() {
      const session = testSession({ cardLogoUrl: 'https://cdn.example/back.svg', ...(freeBets > 0 ? { balance: '0' } : {}) });
      return { session, activeRound: open === null ? null : answer(open).round };
    },
    async placeBet(_game, amount, params, options) {
      const free = options?.freeBet === true;
      calls.push({ kind: 'placeBet', amount, params, ...(free ? { freeBet: true as const } : {}) });
      const deck = queue.shift();
      if (!deck) throw new Error('no deck left');
      const id = `rnd_${rounds.size + 1}`;
      rounds.set(id, dealt(deck, free ? '2' : amount, free));
      if (free) grants -= 1;
      return answer(id);
    },
    async act(roundId, action, params) {
      calls.push({ kind: 'act', action, params });
      rounds.set(roundId, advanceRound(videopokerGame, rounds.get(roundId)!, { kind: 'act', action, params }).round);
      return answer(roundId);
    },
  };
}
