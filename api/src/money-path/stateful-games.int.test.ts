import { advanceRound, type RoundSnapshot } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeBetGrants, rounds } from '../db/schema';
import { INSTALLED_GAMES } from '../rounds/installed-games';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, ACTIVE_ROUND, CASHOUT, ROUND, ROUNDS } from '../testing/play-operations';
import { statefulPlayer, withPlaybooks, type PlayableStatefulGame, type PlayedRound } from '../testing/stateful-play';

// Every game of the contract's "Stateful" lifecycle, played through the play API against real
// Postgres and the reference wallet, each the way its folder's playbook says.
const STATEFUL = await withPlaybooks(INSTALLED_GAMES.filter((game) => game.lifecycle === 'stateful'));
const DAY_MS = 24 * 60 * 60 * 1000;

let h: Harness;
let plain: TestOperator;
let withClose: TestOperator;

beforeAll(async () => {
  // A player here plays rounds back to back as fast as the API answers, far above a person's pace.
  h = await createHarness({ playRateLimits: { requests: 100_000, windowSeconds: 1, burst: 0, burstWindowSeconds: 1 } });
  plain = await h.operator();
  withClose = await h.operator({ optIns: { roundClose: true } });
});
afterAll(() => h.close());

const eventsOf = (op: TestOperator, betId: string) =>
  op.wallet.requests.filter((r) => r.body?.betId === betId).map((r) => [r.body.event, r.body.roundClosed]);
const rawOf = (op: TestOperator, betId: string, event: string) => op.wallet.requests.find((r) => r.body?.betId === betId && r.body.event === event)!.rawBody;
const balanceOf = (op: TestOperator, user: string) => op.wallet.storage.getPlayer(op.customerId, user)!.balance;

/** The wallet must have moved by exactly Σ(payout − amount) of the player's rounds. */
async function expectWalletMovedByRounds(op: TestOperator, token: string, user: string, opening: string) {
  const { data } = await h.gql(token, ROUNDS, { first: 100 });
  const moved = data.rounds.nodes.reduce((sum: Decimal, r: PlayedRound) => sum.plus(r.payout).minus(r.amount), new Decimal(0));
  await expect.poll(() => balanceOf(op, user).toFixed()).toBe(new Decimal(opening).plus(moved).toFixed());
}

/** Leaves the player's round closed, whatever it is, so the next test may open another. */
async function finish(player: ReturnType<typeof statefulPlayer>, round: PlayedRound) {
  while (round.status === 'OPEN') round = player.cashable(round) ? await player.cashout(round) : await player.step(round);
}

/** The round as the seam settles it on expiry, worked out from what was open and the outcome revealed since. */
function expectedExpiry({ game }: PlayableStatefulGame, open: PlayedRound, closed: PlayedRound) {
  const snapshot: RoundSnapshot = {
    status: 'open',
    params: closed.params,
    outcome: closed.outcome,
    state: open.state,
    stake: '2',
    wagered: '2',
    multiplier: open.multiplier,
    payout: '0',
    exclusive: true,
    freeBet: false,
  };
  return advanceRound(game, snapshot, { kind: 'expire' }).round;
}

let grantSeq = 0;
/** A grant of `quantity` free bets of $2, straight into the table (issuing is tested elsewhere). */
async function grant(op: TestOperator, userId: string, game: string, quantity: number): Promise<string> {
  const id = `fb_stateful${++grantSeq}`;
  await h.database.db.insert(freeBetGrants).values({
    id, customerId: op.customerId, userId, game, betAmount: '2', quantity, remainingCount: quantity, idempotencyKey: `stateful-${grantSeq}`, createdAt: new Date(Date.now() - DAY_MS),
  });
  return id;
}

async function backdate(roundId: string, ms: number) {
  await h.database.db.update(rounds).set({ updatedAt: new Date(Date.now() - ms) }).where(eq(rounds.id, roundId));
}

it('covers every stateful game folder', () => {
  expect(STATEFUL.map((s) => s.game.key)).toEqual(INSTALLED_GAMES.filter((g) => g.lifecycle === 'stateful').map((g) => g.key));
  expect(STATEFUL.length).toBeGreaterThan(0);
});

describe.each(STATEFUL.map((s) => [s.game.key, s] as const))('%s against the reference wallet', (key, entry) => {
  it('a won round sends one debit of the stake and one credit of stake × multiplier, exactly', async () => {
    const user = `${key}-win`;
    const token = await h.playerToken(plain, user);
    const player = statefulPlayer(h, token, entry);
    const round = await player.roundEnding('won');
    expect(round.status).toBe('CLOSED');
    expect(new Decimal(round.payout).eq(new Decimal('2').times(round.multiplier))).toBe(true);
    expect(await h.settledTransactions(round.id)).toEqual([
      { kind: 'bet', status: 'committed', amount: '2.0000000000' },
      { kind: 'win', status: 'committed', amount: new Decimal(round.payout).toFixed(10) },
    ]);
    expect(eventsOf(plain, round.betId)).toEqual([[`${key}_bet`, false], [`${key}_win`, true]]);
    expect(rawOf(plain, round.betId, `${key}_bet`)).toContain('"actions":[{"type":"bet","amount":2}]');
    expect(rawOf(plain, round.betId, `${key}_win`)).toContain(`"actions":[{"type":"win","amount":${new Decimal(round.payout).toFixed()}}]`);
    await expectWalletMovedByRounds(plain, token, user, '1000');
  });

  for (const [label, op] of [['opted in to round-close events', () => withClose], ['not opted in', () => plain]] as const) {
    it(`a lost round keeps its one debit and sends ${label === 'not opted in' ? 'nothing more' : `its ${key}_close`} (${label})`, async () => {
      const user = `${key}-loss-${op() === withClose ? 'close' : 'plain'}`;
      const token = await h.playerToken(op(), user);
      const round = await statefulPlayer(h, token, entry).roundEnding('lost');
      expect(round).toMatchObject({ status: 'CLOSED', payout: '0.0000000000' });
      const closes = op() === withClose;
      expect((await h.settledTransactions(round.id)).map((t) => [t.kind, t.status, t.amount])).toEqual([
        ['bet', 'committed', '2.0000000000'],
        ...(closes ? [['close', 'committed', '0.0000000000']] : []),
      ]);
      expect(eventsOf(op(), round.betId)).toEqual([[`${key}_bet`, false], ...(closes ? [[`${key}_close`, true]] : [])]);
      if (closes) expect(rawOf(op(), round.betId, `${key}_close`)).toContain('"actions":[]');
      await expectWalletMovedByRounds(op(), token, user, '1000');
    });
  }

  it('an open round comes back, as it was left, after a reload and in a new session of the same player, and plays on', async () => {
    const user = `${key}-resume`;
    const first = statefulPlayer(h, await h.playerToken(plain, user), entry);
    const open = await first.cashableRound().catch(() => first.open());
    const token = await h.playerToken(plain, user);
    const { data } = await h.gql(token, ACTIVE_ROUND, { game: key });
    expect(data.activeRound).toMatchObject({ id: open.id, status: 'OPEN', state: open.state, multiplier: open.multiplier, outcome: null });
    const again = statefulPlayer(h, token, entry);
    await finish(again, await again.step(data.activeRound));
    expect((await h.gql(token, ACTIVE_ROUND, { game: key })).data.activeRound).toBeNull();
  });

  it('a round left without a move for 24 hours is settled as its rules say, and one left 23 hours is not', async () => {
    const token = await h.playerToken(withClose, `${key}-idle`);
    const player = statefulPlayer(h, token, entry);
    const fresh = statefulPlayer(h, await h.playerToken(withClose, `${key}-idle-fresh`), entry);
    // With something to cash out where the game has a cashout, and with nothing played yet.
    const candidates = [...(entry.game.cashout ? [await player.cashableRound()] : []), null];
    for (const candidate of candidates) {
      const open = candidate ?? (await player.open());
      const recent = await fresh.open();
      await backdate(open.id, DAY_MS + 60_000);
      await backdate(recent.id, DAY_MS - 60 * 60_000);
      await h.service.expireIdleRounds();

      const closed: PlayedRound = (await h.gql(token, ROUND, { id: open.id })).data.round;
      const expected = expectedExpiry(entry, open, closed);
      expect(closed).toMatchObject({ status: 'CLOSED', payout: new Decimal(expected.payout).toFixed(10) });
      // Where a cashout was allowed, expiry pays exactly what it would have paid.
      if (!entry.game.expire && new Decimal(open.multiplier).gt(0)) expect(new Decimal(closed.payout).eq(new Decimal(2).times(open.multiplier))).toBe(true);
      const won = new Decimal(closed.payout).gt(0);
      expect(eventsOf(withClose, closed.betId)).toEqual([[`${key}_bet`, false], won ? [`${key}_win`, true] : [`${key}_close`, true]]);
      expect((await h.settledTransactions(open.id)).map((t) => t.kind)).toEqual(['bet', won ? 'win' : 'close']);

      const still = (await h.gql(await h.playerToken(withClose, `${key}-idle-fresh`), ROUND, { id: recent.id })).data.round;
      expect(still).toMatchObject({ status: 'OPEN', state: recent.state });
      await finish(fresh, still);
    }
  });

  it('two moves sent at once for the round as one page saw it (a double click, two tabs): one applies, the other is ROUND_CONFLICT', async () => {
    const token = await h.playerToken(plain, `${key}-twice`);
    const player = statefulPlayer(h, token, entry);
    const round = await player.open();
    const input = { roundId: round.id, ...entry.playbook.next(round.state, entry.playbook.params), version: round.version };
    const answers = (await Promise.all([h.gql(token, ACT, { input }), h.gql(token, ACT, { input })])).map((r) => r.data.act);
    const applied: PlayedRound = answers.find((a) => a.__typename === 'ActSuccess').round;
    // The other is refused: the round moved past the version it names, or the one move ended it.
    const refusal = applied.status === 'OPEN' ? 'ROUND_CONFLICT' : 'ROUND_NOT_OPEN';
    expect(answers.map((a) => (a.__typename === 'ActSuccess' ? 'applied' : a.code)).sort()).toEqual([refusal, 'applied'].sort());
    expect(applied.version).toBe(round.version + 1);
    const now: PlayedRound = (await h.gql(token, ROUND, { id: round.id })).data.round;
    expect(now).toMatchObject({ status: applied.status, state: applied.state, version: applied.version });
    await finish(player, now);
  });

  it('free bets: a loss sends only its placement and its close, a win pays in full; the counter falls once a round', async () => {
    const user = `${key}-free`;
    const token = await h.playerToken(withClose, user);
    const freeBetId = await grant(withClose, user, key, 40);
    const player = statefulPlayer(h, token, entry, { freeBet: true });
    const sentOf = (betId: string) => withClose.wallet.requests.filter((r) => r.body?.betId === betId).map((r) => JSON.parse(r.rawBody));
    for (const want of ['lost', 'won'] as const) {
      const round = await player.roundEnding(want);
      const bodies = sentOf(round.betId);
      // The one placement: amount 0, never debited; every event of the round names the grant and what it had left then.
      const remaining = bodies[0].freeBetsRemaining;
      expect(bodies.map((b) => [b.event, b.actions, b.roundClosed, b.freeBet, b.freeBetId, b.freeBetsRemaining])).toEqual([
        [`${key}_bet`, [{ type: 'bet', amount: 0 }], false, true, freeBetId, remaining],
        want === 'lost'
          ? [`${key}_close`, [], true, true, freeBetId, remaining]
          : [`${key}_win`, [{ type: 'win', amount: Number(new Decimal(2).times(round.multiplier).toFixed()) }], true, true, freeBetId, remaining],
      ]);
    }
    const played = (await h.gql(token, ROUNDS, { game: key, first: 100 })).data.rounds.nodes.length;
    const [row] = await h.database.db.select().from(freeBetGrants).where(eq(freeBetGrants.id, freeBetId));
    expect(row!.remainingCount).toBe(40 - played);
    await expectWalletMovedByRounds(withClose, token, user, '1000');
  });

  // Video Poker has no cashout: its one move ends the hand (the double-move test above covers its races).
  if (entry.game.cashout) it('50 concurrent cashouts of one round pay exactly once', async () => {
    const user = `${key}-race`;
    const token = await h.playerToken(withClose, user);
    const round = await statefulPlayer(h, token, entry).cashableRound();
    const before = balanceOf(withClose, user);
    const results = await Promise.all(Array.from({ length: 50 }, () => h.gql(token, CASHOUT, { roundId: round.id })));
    const kinds = results.map((r) => r.data?.cashout.__typename ?? 'transport-error');
    expect(kinds.filter((k) => k === 'CashoutSuccess')).toHaveLength(1);
    expect(kinds.filter((k) => k !== 'CashoutSuccess').every((k) => k === 'RoundStateError')).toBe(true);
    expect((await h.settledTransactions(round.id)).map((t) => t.kind)).toEqual(['bet', 'win']);
    const payout = new Decimal(2).times(round.multiplier);
    await expect.poll(() => balanceOf(withClose, user).toFixed()).toBe(before.plus(payout).toFixed());
  });
});
