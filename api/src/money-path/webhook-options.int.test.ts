import { Decimal } from '@rgs/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyRates } from '../db/schema';
import { createHarness, type Harness } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const dice = (amount: string) => ({ input: { game: 'dice', amount, params: { target: 50, condition: 'over' } } });
const GAMES = `query { games { key minBet maxBet } }`;

describe('opt-in webhook fields and currencies', () => {
  it('legacy display mode with player-currency amounts: USD on the wire, playerAmount = amount × rate', async () => {
    const op = await h.operator({ optIns: { playerCurrency: true, usdRate: true } });
    const token = await h.playerToken(op, 'legacy', { currency: { code: 'EUR', prefix: '€', rate: 0.92 } });
    op.wallet.clearRequests();
    await h.gql(token, PLACE_BET, dice('10'));
    const bet = op.wallet.requests.find((r) => r.body?.event === 'dice_bet')!;
    expect(bet.body.currency).toBe('USD');
    expect(bet.rawBody).toContain('"playerAmount":9.2');
    expect(bet.body.playerCurrency).toBe('EUR');
    expect(bet.rawBody).toContain('"rate":0.92');
    // usdRate is for non-USD wire currencies only.
    expect(bet.body.usdRate).toBeUndefined();
  });

  it('wallet-currency mode: amounts in the player currency, usdRate when opted in, limits converted from USD', async () => {
    const op = await h.operator({ optIns: { usdRate: true } });
    const token = await h.playerToken(op, 'euro', { currency: { code: 'EUR' } });
    const games = (await h.gql(token, GAMES)).data.games;
    const diceInfo = games.find((g: { key: string }) => g.key === 'dice');
    const [eur] = await h.database.db.select().from(currencyRates).where(eq(currencyRates.code, 'EUR'));
    const usdRate = new Decimal(eur!.usdRate);
    // 0.10 USD and 1000 USD expressed in EUR: the minimum rounded up, the maximum rounded down.
    expect(new Decimal(diceInfo.minBet).times(usdRate).gte('0.1')).toBe(true);
    expect(new Decimal(diceInfo.maxBet).times(usdRate).lte('1000')).toBe(true);

    op.wallet.clearRequests();
    await h.gql(token, PLACE_BET, dice('5'));
    const bet = op.wallet.requests.find((r) => r.body?.event === 'dice_bet')!;
    expect(bet.body.currency).toBe('EUR');
    expect(bet.rawBody).toContain('"amount":5');
    expect(new Decimal(bet.body.usdRate.toString()).toFixed()).toBe(usdRate.toFixed());
    expect(bet.body.playerAmount).toBeUndefined();
  });

  it('without opt-ins no opt-in field is sent', async () => {
    const op = await h.operator();
    const token = await h.playerToken(op, 'plain', { currency: { code: 'EUR' } });
    op.wallet.clearRequests();
    await h.gql(token, PLACE_BET, dice('5'));
    const bet = op.wallet.requests.find((r) => r.body?.event === 'dice_bet')!;
    for (const field of ['playerAmount', 'playerCurrency', 'rate', 'usdRate']) expect(bet.body[field]).toBeUndefined();
  });

  it('with balanceInMutationResponse off, every debit is preceded by a balance_check', async () => {
    const op = await h.operator({ balanceInMutationResponse: false });
    const token = await h.playerToken(op, 'checked');
    op.wallet.clearRequests();
    for (let i = 0; i < 3; i++) await h.gql(token, PLACE_BET, dice('1'));
    const events = op.wallet.requests.map((r) => r.body.event).filter((e: string) => e !== 'dice_win');
    expect(events).toEqual(['balance_check', 'dice_bet', 'balance_check', 'dice_bet', 'balance_check', 'dice_bet']);
  });

  it('with it on (the default), the balance from the mutation response spares the extra balance_check', async () => {
    const op = await h.operator();
    const token = await h.playerToken(op, 'fast');
    op.wallet.clearRequests();
    for (let i = 0; i < 3; i++) await h.gql(token, PLACE_BET, dice('1'));
    // Only the first bet reads the balance; after it, each debit's answer carries the next balance.
    const events = op.wallet.requests.map((r) => r.body.event).filter((e: string) => e !== 'dice_win');
    expect(events).toEqual(['balance_check', 'dice_bet', 'dice_bet', 'dice_bet']);
  });
});
