import { Decimal, verify } from '@rgs/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator({ openingBalance: '1000' });
});
afterAll(() => h.close());

// A 6-place stake × a 4-place multiplier fits 10 places, so this payout is the exact product (finer stakes: ten-place-stakes).
const STAKE = '1.234567';

async function playDiceUntil(token: string, want: 'won' | 'lost') {
  // under 98 wins 98% of rolls, over 98 loses 98%: loop so the test never depends on luck.
  const params = want === 'won' ? { target: 98, condition: 'under' } : { target: 98, condition: 'over' };
  for (let i = 0; i < 50; i++) {
    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: STAKE, params } });
    const placed = res.data.placeBet;
    expect(placed).toMatchObject({ __typename: 'PlaceBetSuccess' });
    if (placed.round.state.won === (want === 'won')) return placed;
  }
  throw new Error(`no ${want} round in 50 tries`);
}

describe('a dice round against the reference wallet over HTTP', () => {
  it('won: debit then credit, same betId, distinct transactionIds, signed, exact decimals', async () => {
    const token = await h.playerToken(op, 'alice', { token: 'op-session-1' });
    const before = op.wallet.storage.getPlayer(op.customerId, 'alice')!.balance as Decimal;
    op.wallet.clearRequests();
    const placed = await playDiceUntil(token, 'won');
    const round = placed.round;
    expect(round.status).toBe('CLOSED');

    const mine = op.wallet.requests.filter((r) => r.body?.betId === round.betId);
    expect(mine.map((r) => r.body.event)).toEqual(['dice_bet', 'dice_win']);
    const [bet, win] = mine;
    expect(bet!.status).toBe(200);
    expect(win!.status).toBe(200);
    expect(bet!.body.transactionId).toBeTruthy();
    expect(win!.body.transactionId).toBeTruthy();
    expect(bet!.body.transactionId).not.toBe(win!.body.transactionId);
    expect(bet!.body.roundClosed).toBe(false);
    expect(win!.body.roundClosed).toBe(true);
    expect(bet!.body.customerId).toBe(op.customerId);
    expect(bet!.body.userId).toBe('alice');
    expect(bet!.body.sessionToken).toBe('op-session-1');
    expect(bet!.body.currency).toBe('USD');

    // Amounts travel as JSON numbers written from their decimal text: the raw bytes show every digit.
    expect(bet!.rawBody).toContain(`"amount":${STAKE}`);
    const payout = new Decimal(STAKE).times(round.multiplier);
    expect(payout.decimalPlaces()).toBeLessThanOrEqual(10);
    expect(round.payout).toBe(payout.toFixed(10));
    expect(win!.rawBody).toContain(`"amount":${payout.toFixed()}`);

    for (const r of mine) {
      expect(() => verify({ secret: op.secret, payload: r.rawBody, header: r.headers['x-service-signature'] })).not.toThrow();
      expect(r.headers['x-webhook-secret']).toBe(op.secret);
    }

    const lost = op.wallet.requests.filter((r) => r.body?.betId !== round.betId && r.body?.event === 'dice_bet').length;
    const after = op.wallet.storage.getPlayer(op.customerId, 'alice')!.balance as Decimal;
    expect(after.toFixed()).toBe(new Decimal(before).minus(new Decimal(STAKE).times(lost + 1)).plus(payout).toFixed());
    expect(new Decimal(placed.balance).toFixed()).toBe(after.toFixed());
  });

  it('lost: one dice_bet with roundClosed true and no dice_win', async () => {
    const token = await h.playerToken(op, 'bob');
    op.wallet.clearRequests();
    const placed = await playDiceUntil(token, 'lost');
    const mine = op.wallet.requests.filter((r) => r.body?.betId === placed.round.betId);
    expect(mine.map((r) => [r.body.event, r.body.roundClosed])).toEqual([['dice_bet', true]]);
    expect(placed.round.payout).toBe('0.0000000000');
  });

  it('an amount of 0 plays a demo round with no webhook', async () => {
    const token = await h.playerToken(op, 'carol');
    op.wallet.clearRequests();
    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '0', params: { target: 50, condition: 'over' } } });
    expect(res.data.placeBet.__typename).toBe('PlaceBetSuccess');
    expect(res.data.placeBet.round.demo).toBe(true);
    expect(res.data.placeBet.round.status).toBe('CLOSED');
    expect(op.wallet.requests).toHaveLength(0);
  });
});
