import { eq } from 'drizzle-orm';
import { defineGame, payoutOf, type Game } from '@rgs/game-kit';
import { blackjackGame } from '@rgs/game-blackjack';
import { floatsForShoe, shoeStartingWith } from '@rgs/game-blackjack/testing';
import { diceGame } from '@rgs/game-dice';
import { minesGame } from '@rgs/game-mines';
import { Decimal, findGame } from '@rgs/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, freeBetGrants, rounds, transactions } from '../db/schema';
import { INSTALLED_GAMES } from '../rounds/installed-games';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, CASHOUT, PLACE_BET, ROUND } from '../testing/play-operations';

// The real rules on the real money path, with the outcomes the tests choose: dice and mines take
// their floats from `floats` (dice: 0.9 rolls 90.00, 0.1 rolls 10.00; mines: [0] puts the one mine on
// tile 0), blackjack deals the next shoe of `shoes`. A game not queued draws as a live round does.
const floats: number[][] = [];
const shoes: string[][] = [];
const fixed = (game: Game): Game => ({ ...game, start: (params, drawn, stake) => game.start(params, floats.shift() ?? drawn, stake) });
const stacked: Game = { ...blackjackGame, start: (params, _drawn, stake) => blackjackGame.start(params, floatsForShoe(shoeStartingWith(shoes.shift()!)), stake) };
// A game whose catalog entry takes no free bets (roulette), on dice's rules.
const roulette = defineGame({ ...diceGame, key: 'roulette' });
const replaced = ['dice', 'mines', 'blackjack'];

let h: Harness;
let plain: TestOperator;
let withClose: TestOperator;

beforeAll(async () => {
  h = await createHarness({ games: [...INSTALLED_GAMES.filter((g) => !replaced.includes(g.key)), fixed(diceGame), fixed(minesGame), stacked, roulette] });
  plain = await h.operator();
  withClose = await h.operator({ optIns: { roundClose: true } });
});
afterAll(() => h.close());

let grantSeq = 0;
const SINCE = Date.now() - 86_400_000;

/** Issues a grant straight into the table (the issue endpoint is not what these tests are about). */
async function grant(op: TestOperator, userId: string, game: string, betAmount: string, quantity: number): Promise<string> {
  const id = `fb_webhooks${++grantSeq}`;
  await h.database.db.insert(freeBetGrants).values({
    id, customerId: op.customerId, userId, game, betAmount, quantity, remainingCount: quantity, idempotencyKey: `webhooks-${grantSeq}`, createdAt: new Date(SINCE + grantSeq * 1000),
  });
  return id;
}

const remainingOf = async (id: string) => (await h.database.db.select().from(freeBetGrants).where(eq(freeBetGrants.id, id)))[0]!.remainingCount;
const placeFree = (token: string, game: string, params: object, amount = '1') => h.gql(token, PLACE_BET, { input: { game, amount, params, freeBet: true } });
/** Every webhook of a round, as the operator received it (bodies parsed from the exact bytes). */
const sent = (op: TestOperator, betId: string) => op.wallet.requests.filter((r) => r.body?.betId === betId).map((r) => JSON.parse(r.rawBody));
const rawOf = (op: TestOperator, betId: string, event: string) => op.wallet.requests.find((r) => r.body?.betId === betId && r.body.event === event)!.rawBody;
const eventsOf = (op: TestOperator, userId: string) => op.wallet.requests.filter((r) => r.body?.userId === userId).map((r) => r.body.event);
const balanceOf = (op: TestOperator, userId: string) => op.wallet.storage.getPlayer(op.customerId, userId)!.balance.toFixed();
const storedMoney = async (betId: string) =>
  (await h.database.db.select().from(transactions).where(eq(transactions.roundId, betId))).map((t) => [t.kind, new Decimal(t.amount).toFixed(), t.status]);

/** The fields every webhook of a free-bet round of `userId` carries. */
const freeBetFields = (op: TestOperator, userId: string, betId: string, freeBetId: string, remaining: number) => ({
  userId, customerId: op.customerId, betId, transactionId: expect.stringMatching(/^txn_/), currency: 'USD', freeBet: true, freeBetId, freeBetsRemaining: remaining,
});

describe('free-bet webhooks, body by body', () => {
  it('a dice free bet won: a placement of 0 (not final), then the full payout with the same free-bet fields', async () => {
    const token = await h.playerToken(plain, 'dice-win');
    const id = await grant(plain, 'dice-win', 'dice', '1', 3);
    plain.wallet.clearRequests();
    floats.push([0.9]);
    // The amount sent is ignored: the stake is the grant's.
    const res = await placeFree(token, 'dice', { target: 50, condition: 'over' }, '500');
    expect(res.data.placeBet).toMatchObject({
      __typename: 'PlaceBetSuccess',
      balance: '1001.9800000000',
      round: { status: 'CLOSED', freeBet: true, demo: false, amount: '0.0000000000', payout: '1.9800000000', multiplier: '1.9800000000' },
    });
    const { betId } = res.data.placeBet.round;
    const fields = freeBetFields(plain, 'dice-win', betId, id, 2);
    await eventually(() => expect(sent(plain, betId)).toHaveLength(2));
    expect(sent(plain, betId)).toStrictEqual([
      { event: 'dice_bet', ...fields, roundClosed: false, actions: [{ type: 'bet', amount: 0 }] },
      { event: 'dice_win', ...fields, roundClosed: true, actions: [{ type: 'win', amount: 1.98 }] },
    ]);
    expect(rawOf(plain, betId, 'dice_bet')).toContain('"actions":[{"type":"bet","amount":0}]');
    expect(rawOf(plain, betId, 'dice_win')).toContain('"actions":[{"type":"win","amount":1.98}]');
    // No balance_check: a free bet asks nothing of the player's cash.
    expect(eventsOf(plain, 'dice-win')).toEqual(['dice_bet', 'dice_win']);
    expect(balanceOf(plain, 'dice-win')).toBe('1001.98');
    expect(await remainingOf(id)).toBe(2);
    const [row] = await h.database.db.select().from(rounds).where(eq(rounds.id, betId));
    expect(row).toMatchObject({ freeBet: true, freeBetId: id, freeBetsRemaining: 2, stake: '1.0000000000', amount: '0.0000000000' });
    await eventually(async () => expect(await storedMoney(betId)).toEqual([['bet', '0', 'committed'], ['win', '1.98', 'committed']]));
    expect((await h.gql(token, ROUND, { id: betId })).data.round).toMatchObject({ freeBet: true, status: 'CLOSED', payout: '1.9800000000' });
  });

  it('a dice free bet lost: the placement of 0 is final (roundClosed true) and nothing follows', async () => {
    const token = await h.playerToken(plain, 'dice-loss');
    const id = await grant(plain, 'dice-loss', 'dice', '1', 1);
    plain.wallet.clearRequests();
    floats.push([0.1]);
    const res = await placeFree(token, 'dice', { target: 50, condition: 'over' });
    expect(res.data.placeBet).toMatchObject({ balance: '1000.0000000000', round: { status: 'CLOSED', freeBet: true, amount: '0.0000000000', payout: '0.0000000000' } });
    const { betId } = res.data.placeBet.round;
    expect(sent(plain, betId)).toStrictEqual([
      { event: 'dice_bet', ...freeBetFields(plain, 'dice-loss', betId, id, 0), roundClosed: true, actions: [{ type: 'bet', amount: 0 }] },
    ]);
    // Settled in the request, with no credit or close owed: the round's only money movement is the placement.
    expect(await storedMoney(betId)).toEqual([['bet', '0', 'committed']]);
    expect(await remainingOf(id)).toBe(0);
  });

  it('a mines free-bet cashout: placement of 0, then the full payout; the win says what the grant had left at placement', async () => {
    const token = await h.playerToken(plain, 'mines-cash');
    const id = await grant(plain, 'mines-cash', 'mines', '2', 2);
    plain.wallet.clearRequests();
    floats.push([0]);
    const placed = (await placeFree(token, 'mines', { mines: 1 })).data.placeBet;
    expect(placed.round).toMatchObject({ status: 'OPEN', freeBet: true, amount: '0.0000000000' });
    const { betId } = placed.round;
    expect((await h.gql(token, ACT, { input: { roundId: betId, action: 'reveal', params: { tile: 1 } } })).data.act.round.state.hit).toBeNull();
    // The grant moves on meanwhile (here the operator cancels it): the round's webhooks keep their placement's count.
    await h.database.db.update(freeBetGrants).set({ remainingCount: 0, cancelledAt: new Date() }).where(eq(freeBetGrants.id, id));
    const cashed = (await h.gql(token, CASHOUT, { roundId: betId })).data.cashout;
    // 2 × 1.0312 (one safe tile of 24 with one mine), in full.
    expect(cashed).toMatchObject({ __typename: 'CashoutSuccess', balance: '1002.0624000000', round: { status: 'CLOSED', payout: '2.0624000000', freeBet: true } });
    const fields = freeBetFields(plain, 'mines-cash', betId, id, 1);
    await eventually(() => expect(sent(plain, betId)).toHaveLength(2));
    expect(sent(plain, betId)).toStrictEqual([
      { event: 'mines_bet', ...fields, roundClosed: false, actions: [{ type: 'bet', amount: 0 }] },
      { event: 'mines_win', ...fields, roundClosed: true, actions: [{ type: 'win', amount: 2.0624 }] },
    ]);
    expect(rawOf(plain, betId, 'mines_win')).toContain('"amount":2.0624');
  });

  for (const [label, op, closes] of [['without', () => plain, false], ['with', () => withClose, true]] as const) {
    it(`a mines free bet lost ${label} round-close events: ${closes ? 'a *_close with the free-bet fields' : 'only the placement'}`, async () => {
      const userId = `mines-loss-${label}`;
      const token = await h.playerToken(op(), userId);
      const id = await grant(op(), userId, 'mines', '1', 1);
      op().wallet.clearRequests();
      floats.push([0]);
      const { betId } = (await placeFree(token, 'mines', { mines: 1 })).data.placeBet.round;
      const lost = (await h.gql(token, ACT, { input: { roundId: betId, action: 'reveal', params: { tile: 0 } } })).data.act;
      expect(lost.round).toMatchObject({ status: 'CLOSED', payout: '0.0000000000', freeBet: true });
      const fields = freeBetFields(op(), userId, betId, id, 0);
      const bet = { event: 'mines_bet', ...fields, roundClosed: false, actions: [{ type: 'bet', amount: 0 }] };
      if (closes) {
        await eventually(() => expect(sent(op(), betId)).toHaveLength(2));
        expect(sent(op(), betId)).toStrictEqual([bet, { event: 'mines_close', ...fields, roundClosed: true, actions: [] }]);
        await eventually(async () => expect(await storedMoney(betId)).toEqual([['bet', '0', 'committed'], ['close', '0', 'committed']]));
      } else {
        expect(sent(op(), betId)).toStrictEqual([bet]);
        // Nothing was owed after the loss: the outbox holds no close for the round.
        expect(await storedMoney(betId)).toEqual([['bet', '0', 'committed']]);
      }
    });
  }

  it('a Blackjack free-bet hand: double and insurance refused (FREE_BET_NO_EXTRA_WAGER, no second debit, no balance_check); the hand plays on and pays in full', async () => {
    const token = await h.playerToken(withClose, 'bj-free');
    const id = await grant(withClose, 'bj-free', 'blackjack', '4', 2);
    withClose.wallet.clearRequests();
    // 6♠ 5♥ against the dealer's 6♦ (10♣ in the hole); the next cards are 10♥ for the player and 10♠ busting the dealer.
    shoes.push(['6S', '6D', '5H', '10C', '10H', '10S']);
    const dealt = (await placeFree(token, 'blackjack', {})).data.placeBet.round;
    expect(dealt).toMatchObject({ status: 'OPEN', freeBet: true, amount: '0.0000000000' });
    const act = async (action: string, params: object = {}) => (await h.gql(token, ACT, { input: { roundId: dealt.id, action, params } })).data.act;
    expect(await act('double')).toMatchObject({ __typename: 'FreeBetError', code: 'FREE_BET_NO_EXTRA_WAGER' });
    expect(eventsOf(withClose, 'bj-free')).toEqual(['blackjack_bet']);
    const hit = await act('hit');
    expect(hit.round).toMatchObject({ status: 'CLOSED', payout: '8.0000000000', freeBet: true });
    const fields = { ...freeBetFields(withClose, 'bj-free', dealt.betId, id, 1) };
    await eventually(() => expect(sent(withClose, dealt.betId)).toHaveLength(2));
    expect(sent(withClose, dealt.betId)).toStrictEqual([
      { event: 'blackjack_bet', ...fields, roundClosed: false, actions: [{ type: 'bet', amount: 0 }] },
      { event: 'blackjack_win', ...fields, roundClosed: true, actions: [{ type: 'win', amount: 8 }] },
    ]);

    // Insurance is an extra wager too: refused; declined, the dealer's blackjack ends the hand with its close.
    withClose.wallet.clearRequests();
    shoes.push(['10S', 'AS', '9H', 'KD']);
    const offered = (await placeFree(token, 'blackjack', {})).data.placeBet.round;
    expect(offered.state).toMatchObject({ phase: 'insurance', allowed: ['insurance'] });
    const insure = async (take: boolean) => (await h.gql(token, ACT, { input: { roundId: offered.id, action: 'insurance', params: { take } } })).data.act;
    expect(await insure(true)).toMatchObject({ __typename: 'FreeBetError', code: 'FREE_BET_NO_EXTRA_WAGER' });
    expect((await insure(false)).round).toMatchObject({ status: 'CLOSED', payout: '0.0000000000' });
    const closing = { ...freeBetFields(withClose, 'bj-free', offered.betId, id, 0) };
    await eventually(() => expect(sent(withClose, offered.betId)).toHaveLength(2));
    expect(sent(withClose, offered.betId)).toStrictEqual([
      { event: 'blackjack_bet', ...closing, roundClosed: false, actions: [{ type: 'bet', amount: 0 }] },
      { event: 'blackjack_close', ...closing, roundClosed: true, actions: [] },
    ]);
    expect(eventsOf(withClose, 'bj-free')).toEqual(['blackjack_bet', 'blackjack_close']);
    expect(balanceOf(withClose, 'bj-free')).toBe('1008');
  });

  it('a Blackjack free bet with a side bet at the deal is more than one stake: FREE_BET_ONE_STAKE, nothing sent, nothing used', async () => {
    const token = await h.playerToken(plain, 'bj-sides');
    const id = await grant(plain, 'bj-sides', 'blackjack', '4', 1);
    plain.wallet.clearRequests();
    const res = await placeFree(token, 'blackjack', { perfectPairs: '1' });
    expect(res.data.placeBet).toMatchObject({ __typename: 'FreeBetError', code: 'FREE_BET_ONE_STAKE' });
    expect(plain.wallet.requests).toEqual([]);
    expect(await remainingOf(id)).toBe(1);
    expect(await h.database.db.select().from(rounds).where(eq(rounds.userId, 'bj-sides'))).toEqual([]);
  });

  it('Plinko: a free bet of 2 balls is refused (FREE_BET_ONE_STAKE, nothing used); 1 ball is one stake and plays', async () => {
    const token = await h.playerToken(plain, 'plinko-free');
    const id = await grant(plain, 'plinko-free', 'plinko', '1', 1);
    plain.wallet.clearRequests();
    const params = { rows: 8, risk: 'low' };
    expect((await placeFree(token, 'plinko', { ...params, balls: 2 })).data.placeBet).toMatchObject({ __typename: 'FreeBetError', code: 'FREE_BET_ONE_STAKE' });
    expect(plain.wallet.requests).toEqual([]);
    expect(await remainingOf(id)).toBe(1);
    const played = (await placeFree(token, 'plinko', { ...params, balls: 1 })).data.placeBet.round;
    // Low risk pays something on every slot, so the one ball always wins its multiplier of the stake.
    const payout = payoutOf('1', played.multiplier);
    expect(played).toMatchObject({ status: 'CLOSED', freeBet: true, amount: '0.0000000000', payout: payout.toFixed(10) });
    const fields = freeBetFields(plain, 'plinko-free', played.betId, id, 0);
    await eventually(() => expect(sent(plain, played.betId)).toHaveLength(2));
    expect(sent(plain, played.betId)).toStrictEqual([
      { event: 'plinko_bet', ...fields, roundClosed: false, actions: [{ type: 'bet', amount: 0 }] },
      { event: 'plinko_win', ...fields, roundClosed: true, actions: [{ type: 'win', amount: Number(payout.toFixed()) }] },
    ]);
    expect(await remainingOf(id)).toBe(0);
  });

  it('a non-USD session: the USD stake converted at the rate of the placement (rounded down), usdRate on both events when opted in', async () => {
    const op = await h.operator({ optIns: { usdRate: true } });
    const token = await h.playerToken(op, 'euro-free', { currency: { code: 'EUR' } });
    const id = await grant(op, 'euro-free', 'dice', '1', 1);
    const [eur] = await h.database.db.select().from(currencyRates).where(eq(currencyRates.code, 'EUR'));
    const usdRate = new Decimal(eur!.usdRate);
    const stake = new Decimal(1).dividedBy(usdRate).toDecimalPlaces(10, Decimal.ROUND_DOWN);
    expect((await h.gql(token, 'query { freeBets(game: "dice") { freeBetId betAmount stake remainingCount } }')).data.freeBets).toEqual([
      { freeBetId: id, betAmount: '1.0000000000', stake: stake.toFixed(10), remainingCount: 1 },
    ]);
    op.wallet.clearRequests();
    floats.push([0.9]);
    const round = (await placeFree(token, 'dice', { target: 50, condition: 'over' })).data.placeBet.round;
    const payout = payoutOf(stake.toFixed(), '1.98');
    expect(round).toMatchObject({ currency: 'EUR', freeBet: true, amount: '0.0000000000', payout: payout.toFixed(10) });
    const fields = { ...freeBetFields(op, 'euro-free', round.betId, id, 0), currency: 'EUR', usdRate: Number(usdRate.toFixed()) };
    await eventually(() => expect(sent(op, round.betId)).toHaveLength(2));
    expect(sent(op, round.betId)).toStrictEqual([
      { event: 'dice_bet', ...fields, roundClosed: false, actions: [{ type: 'bet', amount: 0 }] },
      { event: 'dice_win', ...fields, roundClosed: true, actions: [{ type: 'win', amount: Number(payout.toFixed()) }] },
    ]);
    expect(rawOf(op, round.betId, 'dice_bet')).toContain(`"usdRate":${usdRate.toFixed()}`);
    expect(rawOf(op, round.betId, 'dice_win')).toContain(`"actions":[{"type":"win","amount":${payout.toFixed()}}]`);
  });

  it('a game whose catalog takes no free bets answers FREE_BETS_NOT_SUPPORTED; games{freeBets} reports the catalog', async () => {
    const token = await h.playerToken(plain, 'roulette-free');
    plain.wallet.clearRequests();
    const res = await placeFree(token, 'roulette', { target: 50, condition: 'over' });
    expect(res.data.placeBet).toMatchObject({ __typename: 'FreeBetError', code: 'FREE_BETS_NOT_SUPPORTED' });
    expect(plain.wallet.requests).toEqual([]);
    const games = (await h.gql(token, 'query { games { key freeBets } }')).data.games;
    // Every game offered reports the catalog's word on free bets; the stand-in roulette says no.
    const offered = Object.fromEntries(games.map((g: { key: string; freeBets: boolean }) => [g.key, g.freeBets]));
    expect(offered).toEqual(Object.fromEntries(Object.keys(offered).map((key) => [key, findGame(key)!.freeBets])));
    expect(offered).toMatchObject({ dice: true, mines: true, plinko: true, blackjack: true, roulette: false });
  });
});
