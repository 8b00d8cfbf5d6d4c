import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rounds } from '../db/schema';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { eventually } from '../testing/eventually';
import { PLACE_BET } from '../testing/play-operations';

let h: Harness;
let op: TestOperator;
let players = 0;

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator();
});
afterAll(() => h.close());
beforeEach(() => {
  op.wallet.setFault(null);
  op.wallet.clearRequests();
});

const DICE = { game: 'dice', amount: '1', params: { target: 50, condition: 'over' } };

/** A fresh player (and session) per test, so no balance hint or earlier key carries over. */
async function newPlayer(): Promise<{ userId: string; token: string }> {
  const userId = `keyed-${++players}`;
  const token = await h.playerToken(op, userId);
  op.wallet.clearRequests();
  return { userId, token };
}

const bet = (token: string, input: Record<string, unknown>) => h.gql(token, PLACE_BET, { input });
const events = (name: string) => op.wallet.requests.filter((r) => r.body?.event === name);
const balanceOf = (userId: string) => op.wallet.storage.getPlayer(op.customerId, userId)!.balance.toFixed();
const roundsOf = async (userId: string) => (await h.database.db.select({ n: count() }).from(rounds).where(eq(rounds.userId, userId)))[0]!.n;

describe('placeBet with an idempotencyKey', () => {
  it('the same key twice answers the same round and debits once; the repeat sends no webhook at all', async () => {
    const { userId, token } = await newPlayer();
    const first = await bet(token, { ...DICE, idempotencyKey: 'bet-attempt-1' });
    expect(first.data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(events('dice_bet')).toHaveLength(1);
    const afterFirst = balanceOf(userId);
    const webhooksAfterFirst = op.wallet.requests.length;

    const again = await bet(token, { ...DICE, idempotencyKey: 'bet-attempt-1' });
    expect(again.data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(again.data.placeBet.round).toEqual(first.data.placeBet.round);
    expect(op.wallet.requests).toHaveLength(webhooksAfterFirst);
    expect(events('dice_bet')).toHaveLength(1);
    expect(balanceOf(userId)).toBe(afterFirst);
    expect(await roundsOf(userId)).toBe(1);
    const [stored] = await h.database.db.select({ key: rounds.idempotencyKey }).from(rounds).where(eq(rounds.id, first.data.placeBet.round.id));
    expect(stored!.key).toBe('bet-attempt-1');
  });

  it('two concurrent requests with the same key: the unique index decides, one debit, both answer the settled round', async () => {
    const { userId, token } = await newPlayer();
    // Both requests pass the key lookup and the balance pre-check before either inserts its round.
    op.wallet.setFault({ delayMs: 150, match: { event: 'balance_check', times: 2 } });
    const [a, b] = await Promise.all([bet(token, { ...DICE, idempotencyKey: 'racing' }), bet(token, { ...DICE, idempotencyKey: 'racing' })]);
    expect(events('balance_check')).toHaveLength(2);
    expect(events('dice_bet')).toHaveLength(1);
    expect(a.data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(b.data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(b.data.placeBet.round.id).toBe(a.data.placeBet.round.id);
    expect(b.data.placeBet.round.status).toBe('CLOSED');
    expect(a.data.placeBet.round.status).toBe('CLOSED');
    expect(await roundsOf(userId)).toBe(1);
    expect(new Set(events('dice_bet').map((r) => r.body.betId))).toEqual(new Set([a.data.placeBet.round.id]));
  });

  it('two concurrent mines bets with the same key open one round (the active-round index is told from the key index)', async () => {
    const { userId, token } = await newPlayer();
    op.wallet.setFault({ delayMs: 150, match: { event: 'balance_check', times: 2 } });
    const input = { game: 'mines', amount: '1', params: { mines: 3 }, idempotencyKey: 'mines-once' };
    const [a, b] = await Promise.all([bet(token, input), bet(token, input)]);
    expect(events('mines_bet')).toHaveLength(1);
    expect(a.data.placeBet).toMatchObject({ __typename: 'PlaceBetSuccess', round: { status: 'OPEN' } });
    expect(b.data.placeBet).toMatchObject({ __typename: 'PlaceBetSuccess', round: { id: a.data.placeBet.round.id, status: 'OPEN' } });
    expect(await roundsOf(userId)).toBe(1);

    // Another key while the round is open is still the active-round error, and changes nothing.
    const other = await bet(token, { ...input, idempotencyKey: 'mines-twice' });
    expect(other.data.placeBet).toMatchObject({ __typename: 'RoundStateError', code: 'ACTIVE_ROUND_EXISTS' });
    expect(events('mines_bet')).toHaveLength(1);
    expect(await roundsOf(userId)).toBe(1);
  });

  it('a repeat while the first debit is still in flight waits for it and answers the settled round', async () => {
    const { token } = await newPlayer();
    op.wallet.setFault({ delayMs: 400, match: { event: 'dice_bet', times: 1 } });
    const first = bet(token, { ...DICE, idempotencyKey: 'in-flight' });
    await eventually(() => expect(events('dice_bet')).toHaveLength(1));
    const repeat = await bet(token, { ...DICE, idempotencyKey: 'in-flight' });
    const original = await first;
    expect(repeat.data.placeBet.round).toEqual(original.data.placeBet.round);
    expect(repeat.data.placeBet.round.status).toBe('CLOSED');
    expect(events('dice_bet')).toHaveLength(1);
  });

  it('different keys place different bets', async () => {
    const { userId, token } = await newPlayer();
    const a = await bet(token, { ...DICE, idempotencyKey: 'key-a' });
    const b = await bet(token, { ...DICE, idempotencyKey: 'key-b' });
    expect(b.data.placeBet.round.id).not.toBe(a.data.placeBet.round.id);
    expect(events('dice_bet')).toHaveLength(2);
    expect(await roundsOf(userId)).toBe(2);
  });

  it('the same key from another player is that player’s own bet', async () => {
    const one = await newPlayer();
    const two = await newPlayer();
    const a = await bet(one.token, { ...DICE, idempotencyKey: 'shared-key' });
    const b = await bet(two.token, { ...DICE, idempotencyKey: 'shared-key' });
    expect(b.data.placeBet.round.id).not.toBe(a.data.placeBet.round.id);
    expect(events('dice_bet').map((r) => r.body.userId)).toEqual([one.userId, two.userId]);
  });

  it('a demo bet with a key is answered again the same way', async () => {
    const { token } = await newPlayer();
    const input = { ...DICE, amount: '0', idempotencyKey: 'demo-key' };
    const a = await bet(token, input);
    const b = await bet(token, input);
    expect(b.data.placeBet.round).toEqual(a.data.placeBet.round);
    expect(op.wallet.requests).toHaveLength(0);
  });

  it.each([
    ['another amount', { amount: '2' }],
    ['another game', { game: 'mines', params: { mines: 3 } }],
    ['other params', { params: { target: 60, condition: 'over' } }],
  ])('the key reused with %s is a typed error that changes nothing', async (_label, change) => {
    const { userId, token } = await newPlayer();
    const first = await bet(token, { ...DICE, idempotencyKey: 'one-bet-only' });
    const balance = balanceOf(userId);
    op.wallet.clearRequests();
    const reused = await bet(token, { ...DICE, ...change, idempotencyKey: 'one-bet-only' });
    expect(reused.data.placeBet).toEqual({
      __typename: 'InvalidInputError',
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: `idempotencyKey already placed round ${first.data.placeBet.round.id} with another game, amount or params`,
    });
    expect(op.wallet.requests).toHaveLength(0);
    expect(balanceOf(userId)).toBe(balance);
    expect(await roundsOf(userId)).toBe(1);
  });

  it('the same params written in another key order are the same bet', async () => {
    const { token } = await newPlayer();
    const a = await bet(token, { ...DICE, idempotencyKey: 'ordered' });
    const b = await bet(token, { ...DICE, params: { condition: 'over', target: 50 }, idempotencyKey: 'ordered' });
    expect(b.data.placeBet.round.id).toBe(a.data.placeBet.round.id);
    expect(events('dice_bet')).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['65 characters', 'k'.repeat(65)],
    ['a non-ASCII character', 'clé'],
    ['a control character', 'line\nbreak'],
    ['a tab', 'a\tb'],
  ])('a key that is %s is refused before anything is read or sent', async (_label, idempotencyKey) => {
    const { userId, token } = await newPlayer();
    const res = await bet(token, { ...DICE, idempotencyKey });
    expect(res.data.placeBet).toEqual({
      __typename: 'InvalidInputError',
      code: 'INVALID_IDEMPOTENCY_KEY',
      message: 'idempotencyKey must be 1 to 64 printable ASCII characters',
    });
    expect(op.wallet.requests).toHaveLength(0);
    expect(await roundsOf(userId)).toBe(0);
  });

  it('accepts 64 printable characters, spaces and symbols included', async () => {
    const { token } = await newPlayer();
    const key = ` ~!${'x'.repeat(58)}{}$`;
    expect(key).toHaveLength(64);
    const res = await bet(token, { ...DICE, idempotencyKey: key });
    expect(res.data.placeBet.__typename).toBe('PlaceBetSuccess');
    const [row] = await h.database.db.select({ key: rounds.idempotencyKey }).from(rounds).where(eq(rounds.id, res.data.placeBet.round.id));
    expect(row!.key).toBe(key);
  });
});
