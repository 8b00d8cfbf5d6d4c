import { and, eq } from 'drizzle-orm';
import type { Game } from '@rgs/game-kit';
import { diceGame } from '@rgs/game-dice';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freeBetGrants, reconciliationCases, rounds } from '../db/schema';
import { restoreFreeBet } from '../freebets/free-bet-consumption';
import { INSTALLED_GAMES } from '../rounds/installed-games';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

// Dice takes its floats from `floats` when a test queues some (0.9 rolls 90.00: a win over 50), else draws as live.
const floats: number[][] = [];
const fixedDice: Game = { ...diceGame, start: (params, drawn, stake) => diceGame.start(params, floats.shift() ?? drawn, stake) };
const OVER_50 = { target: 50, condition: 'over' };
const DAY = 86_400_000;

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness({
    games: [...INSTALLED_GAMES.filter((g) => g.key !== 'dice'), fixedDice],
    // Recovery runs only when a test asks for it, and counts a round abandoned after 300 ms.
    pendingStaleAfterMs: 300,
    recoveryPollMs: 3_600_000,
  });
  op = await h.operator();
});
afterAll(() => h.close());
beforeEach(() => op.wallet.setFault(null));

let grantSeq = 0;
const SINCE = Date.now() - DAY;

/** Issues a grant straight into the table, each one newer than the last unless `createdAt` says otherwise. */
async function grant(userId: string, game: string, quantity: number, extra: Partial<typeof freeBetGrants.$inferInsert> = {}): Promise<string> {
  const id = `fb_consumption${++grantSeq}`;
  await h.database.db.insert(freeBetGrants).values({
    id, customerId: op.customerId, userId, game, betAmount: '1', quantity, remainingCount: quantity, idempotencyKey: `consumption-${grantSeq}`,
    createdAt: new Date(SINCE + grantSeq * 1000), ...extra,
  });
  return id;
}

const remainingOf = async (id: string) => (await h.database.db.select().from(freeBetGrants).where(eq(freeBetGrants.id, id)))[0]!.remainingCount;
const placeFree = (token: string, input: Record<string, unknown> = {}) =>
  h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '1', params: OVER_50, freeBet: true, ...input } });
const freeBetsOf = async (token: string, game = 'dice') =>
  (await h.gql(token, `query($game: String!) { freeBets(game: $game) { freeBetId stake remainingCount } }`, { game })).data.freeBets;
const betsOf = (userId: string) =>
  op.wallet.requests.filter((r) => r.body?.userId === userId && r.body.event === 'dice_bet').map((r) => JSON.parse(r.rawBody));
const roundsOf = (userId: string) => h.database.db.select().from(rounds).where(and(eq(rounds.customerId, op.customerId), eq(rounds.userId, userId)));

describe('consuming free bets', () => {
  it('grants for the same player and game stack and are used oldest first; the placement names the grant it used', async () => {
    const token = await h.playerToken(op, 'stacker');
    const older = await grant('stacker', 'dice', 1);
    const newer = await grant('stacker', 'dice', 2);
    const otherGame = await grant('stacker', 'mines', 1);
    const otherPlayer = await grant('someone-else', 'dice', 1);
    expect(await freeBetsOf(token)).toEqual([
      { freeBetId: older, stake: '1.0000000000', remainingCount: 1 },
      { freeBetId: newer, stake: '1.0000000000', remainingCount: 2 },
    ]);
    for (let i = 0; i < 3; i++) expect((await placeFree(token)).data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(betsOf('stacker').map((b) => [b.freeBetId, b.freeBetsRemaining])).toEqual([[older, 0], [newer, 1], [newer, 0]]);
    expect(await freeBetsOf(token)).toEqual([]);
    expect((await placeFree(token)).data.placeBet).toMatchObject({ __typename: 'FreeBetError', code: 'NO_FREE_BETS' });
    expect(betsOf('stacker')).toHaveLength(3);
    expect([await remainingOf(otherGame), await remainingOf(otherPlayer)]).toEqual([1, 1]);
  });

  it('an expired or cancelled grant is unusable: the next one is used, and with none left NO_FREE_BETS changes nothing', async () => {
    const token = await h.playerToken(op, 'expiry');
    const expired = await grant('expiry', 'dice', 2, { expiresAt: new Date(Date.now() - 1000) });
    const cancelled = await grant('expiry', 'dice', 2, { remainingCount: 0, cancelledAt: new Date(Date.now() - 1000) });
    const live = await grant('expiry', 'dice', 1, { expiresAt: new Date(Date.now() + DAY) });
    expect((await freeBetsOf(token)).map((g: { freeBetId: string }) => g.freeBetId)).toEqual([live]);
    expect((await placeFree(token)).data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(betsOf('expiry').map((b) => b.freeBetId)).toEqual([live]);
    op.wallet.clearRequests();
    expect((await placeFree(token)).data.placeBet).toMatchObject({ __typename: 'FreeBetError', code: 'NO_FREE_BETS' });
    expect(op.wallet.requests).toEqual([]);
    expect([await remainingOf(expired), await remainingOf(cancelled), await remainingOf(live)]).toEqual([2, 0, 0]);
  });

  it('a request refused before placement uses nothing: bad params, a bad idempotency key, a live round of the game', async () => {
    const token = await h.playerToken(op, 'refused');
    const dice = await grant('refused', 'dice', 1);
    const mines = await grant('refused', 'mines', 1);
    expect((await placeFree(token, { params: { target: 500, condition: 'over' } })).data.placeBet).toMatchObject({ __typename: 'InvalidInputError' });
    expect((await placeFree(token, { idempotencyKey: '' })).data.placeBet).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' });
    // A mines round in play: the free bet's round cannot open, and the bet it took goes back with the rollback.
    const paid = await h.gql(token, PLACE_BET, { input: { game: 'mines', amount: '1', params: { mines: 3 } } });
    expect(paid.data.placeBet.round.status).toBe('OPEN');
    expect((await placeFree(token, { game: 'mines', params: { mines: 3 } })).data.placeBet).toMatchObject({ code: 'ACTIVE_ROUND_EXISTS' });
    expect([await remainingOf(dice), await remainingOf(mines)]).toEqual([1, 1]);
    expect((await roundsOf('refused')).filter((r) => r.freeBet)).toEqual([]);
  });

  it('a wallet refusing the zero-amount placement voids the round and returns the free bet to its grant', async () => {
    const token = await h.playerToken(op, 'refusal');
    const id = await grant('refusal', 'dice', 1);
    op.wallet.setFault({ respond: 500, match: { event: 'dice_bet', times: 1 } });
    expect((await placeFree(token)).data.placeBet).toMatchObject({ __typename: 'WalletError', code: 'WALLET_REJECTED' });
    const [voided] = await roundsOf('refusal');
    expect(voided).toMatchObject({ status: 'void', freeBet: true, freeBetId: id, freeBetsRemaining: 0 });
    expect(await remainingOf(id)).toBe(1);
    // The returned bet is the next one played, from the same grant.
    const replayed = await placeFree(token);
    expect(replayed.data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(betsOf('refusal').map((b) => [b.freeBetId, b.freeBetsRemaining])).toEqual([[id, 0], [id, 0]]);
    expect(await remainingOf(id)).toBe(0);
  });

  it('a player with no cash plays a free bet: no balance is asked, and the win is paid in full', async () => {
    const broke = await h.operator({ openingBalance: '0' });
    const token = await h.playerToken(broke, 'broke');
    const id = `fb_broke${++grantSeq}`;
    await h.database.db.insert(freeBetGrants).values({ id, customerId: broke.customerId, userId: 'broke', game: 'dice', betAmount: '1', quantity: 1, remainingCount: 1, idempotencyKey: id });
    const paid = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '1', params: OVER_50 } });
    expect(paid.data.placeBet).toMatchObject({ __typename: 'InsufficientFundsError', balance: '0.0000000000' });
    broke.wallet.clearRequests();
    floats.push([0.9]);
    const free = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '1', params: OVER_50, freeBet: true } });
    expect(free.data.placeBet).toMatchObject({ __typename: 'PlaceBetSuccess', balance: '1.9800000000', round: { freeBet: true, payout: '1.9800000000' } });
    await eventually(() => expect(broke.wallet.requests.map((r) => [r.body.event, r.status])).toEqual([['dice_bet', 200], ['dice_win', 200]]));
    expect(broke.wallet.storage.getPlayer(broke.customerId, 'broke')!.balance.toFixed()).toBe('1.98');
  });

  it('the same idempotency key answers the round it placed and uses no second free bet', async () => {
    const token = await h.playerToken(op, 'repeat');
    const id = await grant('repeat', 'dice', 2);
    const first = (await placeFree(token, { idempotencyKey: 'free-once' })).data.placeBet;
    // Whatever amount the repeat sends: a free bet's stake was the grant's.
    const again = (await placeFree(token, { idempotencyKey: 'free-once', amount: '7' })).data.placeBet;
    expect(again.round.id).toBe(first.round.id);
    expect(betsOf('repeat')).toHaveLength(1);
    expect(await remainingOf(id)).toBe(1);
    // The key placed a free bet: a paid bet under it is another bet.
    const paid = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '1', params: OVER_50, idempotencyKey: 'free-once' } });
    expect(paid.data.placeBet).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('concurrent free bets never use more than the grant holds: 12 at once against 5 left play exactly 5', async () => {
    const token = await h.playerToken(op, 'crowd');
    const id = await grant('crowd', 'dice', 5);
    const results = await Promise.all(Array.from({ length: 12 }, () => placeFree(token)));
    const outcomes = results.map((r) => r.data.placeBet.code ?? r.data.placeBet.__typename);
    expect(outcomes.filter((o) => o === 'PlaceBetSuccess')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'NO_FREE_BETS')).toHaveLength(7);
    expect(await remainingOf(id)).toBe(0);
    const played = await roundsOf('crowd');
    expect(played.map((r) => r.freeBetsRemaining).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(played.every((r) => r.freeBet && r.freeBetId === id && r.status === 'closed')).toBe(true);
    expect(betsOf('crowd').map((b) => b.freeBetsRemaining).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('a placement abandoned mid-debit and voided by recovery returns its free bet', async () => {
    const token = await h.playerToken(op, 'abandoned');
    const id = await grant('abandoned', 'dice', 1);
    // The first attempt gets no answer (as if its process died waiting); recovery's retry is refused.
    op.wallet.setFault([{ hang: true, match: { event: 'dice_bet', times: 1 } }, { respond: 503, match: { event: 'dice_bet', times: 1 } }]);
    const placing = placeFree(token);
    await eventually(() => expect(betsOf('abandoned')).toHaveLength(1));
    expect(await remainingOf(id)).toBe(0);
    await eventually(async () => expect(await h.service.recoverPendingRounds()).toBe(1));
    const [round] = await roundsOf('abandoned');
    expect(round).toMatchObject({ status: 'void', freeBetId: id });
    expect(await remainingOf(id)).toBe(1);
    const cases = await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, round!.id));
    expect(cases.map((c) => [c.kind, c.amount])).toEqual([['debit_unknown', '0.0000000000']]);
    // The request itself finds its retry taken by recovery: it changes nothing more.
    expect((await placing).data.placeBet).toMatchObject({ __typename: 'WalletError', code: 'WALLET_UNAVAILABLE' });
    expect(await remainingOf(id)).toBe(1);
  });

  it('a bet goes back only to a grant that is not cancelled, and never above what it was issued with', async () => {
    const cancelled = await grant('restorer', 'dice', 2, { remainingCount: 0, cancelledAt: new Date() });
    const full = await grant('restorer', 'dice', 2);
    const used = await grant('restorer', 'dice', 2, { remainingCount: 1 });
    expect(await restoreFreeBet(h.database.db, cancelled)).toBe(false);
    expect(await restoreFreeBet(h.database.db, full)).toBe(false);
    expect(await restoreFreeBet(h.database.db, used)).toBe(true);
    expect([await remainingOf(cancelled), await remainingOf(full), await remainingOf(used)]).toEqual([0, 2, 2]);
  });
});
