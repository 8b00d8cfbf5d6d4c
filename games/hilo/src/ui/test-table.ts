import { advanceRound, newRoundSnapshot, type RoundSnapshot } from '@rgs/game-kit';
import { testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { hiloGame } from '../game';
import type { HiloOutcome, HiloParams, HiloState } from '../rules';
import { floatsFor } from '../test-deck';

// Test helper: a play API for the element's tests whose rounds are played by the real rules, on the
// cards the test names. Every call is recorded.

/** A HiLo round as the seam holds it. */
export type Snapshot = RoundSnapshot<HiloParams, HiloOutcome, HiloState>;

/** What the fake play API was asked to do. */
export type Call = { kind: 'bet'; amount: string } | { kind: 'guess'; choice: string } | { kind: 'skip' } | { kind: 'cashout' };

/** A round as the play API answers it: the outcome only once it is closed. */
export function played(snapshot: Snapshot, id = 'rnd_1'): PlayedRound {
  return {
    id, betId: `bet_${id}`, game: 'hilo', status: snapshot.status === 'closed' ? 'CLOSED' : 'OPEN',
    amount: snapshot.freeBet ? '0' : snapshot.stake, stake: snapshot.stake, payout: snapshot.payout, multiplier: snapshot.multiplier,
    freeBet: snapshot.freeBet, currency: 'USD', params: {}, state: snapshot.state, outcome: snapshot.status === 'closed' ? snapshot.outcome : null,
  };
}

/** A round started on `cards` and moved on by `moves`, as the API would hold it. */
export function roundAfter(cards: readonly string[], moves: readonly string[], stake = '1'): Snapshot {
  let { round } = advanceRound(hiloGame, newRoundSnapshot(hiloGame, {}, stake), { kind: 'start', floats: floatsFor(cards) });
  for (const move of moves) {
    round = advanceRound(hiloGame, round, move === 'skip' ? { kind: 'act', action: 'skip', params: {} } : { kind: 'act', action: 'guess', params: { choice: move } }).round;
  }
  return round;
}

/**
 * A play API dealing each new round from `decks` in turn (the last one again when they run out),
 * resuming `resume` if given. `freeBet` makes every bet a free bet of the amount asked.
 */
export function fakeSource(calls: Call[], decks: readonly (readonly string[])[], options: { resume?: Snapshot; freeBet?: boolean; balance?: string } = {}): PlaySource {
  let round: Snapshot | null = options.resume ?? null;
  let rounds = options.resume ? 1 : 0;
  const balance = options.balance ?? '100';
  const answer = (next: Snapshot): PlayResult => ({ round: played((round = next), `rnd_${rounds}`), balance });
  const act = (move: Parameters<typeof advanceRound>[2]) => answer(advanceRound(hiloGame, round!, move).round);
  return testPlaySource({
    open: async () => ({ session: testSession({ balance }), activeRound: options.resume ? played(options.resume, 'rnd_1') : null }),
    async placeBet(_game, amount) {
      calls.push({ kind: 'bet', amount });
      rounds += 1;
      const deck = decks[Math.min(rounds - 1, decks.length - 1)]!;
      const fresh = newRoundSnapshot(hiloGame, {}, amount, { freeBet: options.freeBet ?? false });
      return answer(advanceRound(hiloGame, fresh, { kind: 'start', floats: floatsFor(deck) }).round);
    },
    async act(_id, action, params) {
      if (action === 'skip') calls.push({ kind: 'skip' });
      else calls.push({ kind: 'guess', choice: (params as { choice: string }).choice });
      return act({ kind: 'act', action, params });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      return act({ kind: 'cashout' });
    },
  });
}
