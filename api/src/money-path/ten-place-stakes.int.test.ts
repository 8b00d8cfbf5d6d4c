import { Decimal } from '@rgs/schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates, rounds, transactions } from '../db/schema';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

// A BTC wallet: stakes use every one of the contract's 10 decimal places.
const BTC_USD = '60000';
const STAKE = '0.0001234567';
// Dice "under 98" wins 97.99% of rolls and pays floor(99 / 98, 4 places) = 1.0102.
const WINNING = { target: 98, condition: 'under' } as const;
const GAMES = `query { games { key minBet maxBet } }`;

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness();
  await h.database.db.insert(currencyRates).values({ code: 'BTC', usdRate: BTC_USD });
  op = await h.operator({ openingBalance: '1' });
});
afterAll(() => h.close());

/** a × b floored to 10 places, by integer arithmetic on the decimal texts (no project code, no float). */
function floorProductTo10(a: string, b: string): string {
  const digits = (text: string) => {
    const [int, frac = ''] = text.split('.');
    return { units: BigInt(int! + frac), places: frac.length };
  };
  const x = digits(a);
  const y = digits(b);
  const places = x.places + y.places;
  const product = x.units * y.units;
  const scaled = places >= 10 ? product / 10n ** BigInt(places - 10) : product * 10n ** BigInt(10 - places);
  const text = scaled.toString().padStart(11, '0');
  return `${text.slice(0, -10)}.${text.slice(-10)}`;
}

const balanceOf = (userId: string) => op.wallet.storage.getPlayer(op.customerId, userId)!.balance as Decimal;

describe('stakes with 10 decimal places', () => {
  it('game limits in BTC keep 10 places: the minimum rounded up, the maximum rounded down', async () => {
    const token = await h.playerToken(op, 'limits', { currency: { code: 'BTC' } });
    const dice = (await h.gql(token, GAMES)).data.games.find((g: { key: string }) => g.key === 'dice');
    // 0.1 USD / 60000 = 0.00000166666…, 1000 USD / 60000 = 0.01666666…
    expect(dice.minBet).toBe('0.0000016667');
    expect(dice.maxBet).toBe('0.0166666666');
  });

  it('a won dice round of 0.0001234567 BTC debits it exactly and credits the payout rounded down to 10 places', async () => {
    const token = await h.playerToken(op, 'satoshi', { currency: { code: 'BTC' } });
    const before = balanceOf('satoshi');
    op.wallet.clearRequests();

    let placed: any;
    let bets = 0;
    for (let i = 0; i < 50 && !placed; i++) {
      const res = (await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: STAKE, params: WINNING } })).data.placeBet;
      expect(res.__typename).toBe('PlaceBetSuccess');
      bets += 1;
      if (res.round.state.won) placed = res;
    }
    expect(placed).toBeDefined();
    const round = placed.round;
    expect(round.amount).toBe(STAKE);
    expect(round.multiplier).toBe('1.0102000000');
    // 0.0001234567 × 1.0102 = 0.00012471595834: the house pays 0.0001247159, never 0.0001247160.
    const payout = floorProductTo10(STAKE, '1.0102');
    expect(payout).toBe('0.0001247159');
    expect(round.payout).toBe(payout);

    const events = op.wallet.requests.filter((r) => r.body?.betId === round.betId);
    expect(events.map((r) => [r.body.event, r.status])).toEqual([
      ['dice_bet', 200],
      ['dice_win', 200],
    ]);
    // The raw bytes carry every digit (a JSON number written from the decimal text), and no more.
    expect(events[0]!.rawBody).toMatch(new RegExp(`"amount":${STAKE}[,}]`));
    expect(events[0]!.rawBody).toContain('"currency":"BTC"');
    expect(events[1]!.rawBody).toMatch(new RegExp(`"amount":${payout}[,}]`));

    // Every bet debited exactly the stake; the one win credited exactly the payout.
    const expected = new Decimal(before).minus(new Decimal(STAKE).times(bets)).plus(payout);
    expect(balanceOf('satoshi').toFixed()).toBe(expected.toFixed());
    expect(new Decimal(placed.balance).toFixed()).toBe(expected.toFixed());
  });

  it('an 11-place stake is refused with INVALID_AMOUNT and changes nothing', async () => {
    const token = await h.playerToken(op, 'too-fine', { currency: { code: 'BTC' } });
    const before = balanceOf('too-fine');
    const roundsBefore = await h.database.db.select({ n: count() }).from(rounds);
    const transactionsBefore = await h.database.db.select({ n: count() }).from(transactions);
    op.wallet.clearRequests();

    const res = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '0.00012345671', params: WINNING } });
    // The Decimal scalar refuses it while parsing the variables, before any resolver runs.
    expect(res.data).toBeUndefined();
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]!.extensions?.code).toBe('INVALID_AMOUNT');
    expect(res.errors![0]!.message).toContain('Decimal has more than 10 decimal places');

    expect(op.wallet.requests).toHaveLength(0);
    expect(balanceOf('too-fine').toFixed()).toBe(before.toFixed());
    expect(await h.database.db.select({ n: count() }).from(rounds)).toEqual(roundsBefore);
    expect(await h.database.db.select({ n: count() }).from(transactions)).toEqual(transactionsBefore);
    const mine = await h.database.db
      .select({ n: count() })
      .from(rounds)
      .where(and(eq(rounds.customerId, op.customerId), eq(rounds.userId, 'too-fine')));
    expect(mine[0]!.n).toBe(0);
  });
});
