import { randomBytes } from 'node:crypto';
import { defineGame, type RuleStep } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reconciliationCases, rounds, transactions } from '../db/schema';
import { INSTALLED_GAMES } from '../rounds/installed-games';
import { createService } from '../service';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, PLACE_BET } from '../testing/play-operations';

// A stand-in on the catalog's repeated-debit key, so the money path of extra wagers is tested on its
// own: `double` asks for the stake again and wins 2× everything; `insurance` asks for half the stake;
// `stand` ends the round paying 3× the insurance if it was taken, else nothing.
type State = { doubled: boolean; insured: boolean };
const none = z.strictObject({});
const stakeTimes = (stake: string, k: string) => new Decimal(stake).times(k).toFixed();
const wagers = defineGame<Record<string, never>, null, State>({
  key: 'blackjack',
  strings: { en: {}, pt: {}, es: {} },
  params: none,
  floatCount: () => 0,
  start: () => ({ outcome: null, step: { state: { doubled: false, insured: false }, multiplier: '0' } }),
  actions: {
    double: {
      params: none,
      play: (round): RuleStep<State> => ({
        state: { ...round.state, doubled: true },
        multiplier: '4',
        wagers: [{ amount: round.stake, reason: 'double' }],
        end: { payout: stakeTimes(round.stake, round.state.insured ? '4.5' : '4') },
      }),
    },
    insurance: {
      params: z.strictObject({ take: z.boolean() }),
      play: (round, params: { take: boolean }): RuleStep<State> =>
        params.take
          ? { state: { ...round.state, insured: true }, multiplier: '0', wagers: [{ amount: stakeTimes(round.stake, '0.5'), reason: 'insurance' }] }
          : { state: round.state, multiplier: '0' },
    },
    stand: {
      params: none,
      play: (round): RuleStep<State> => ({ state: round.state, multiplier: '0', end: { payout: round.state.insured ? stakeTimes(round.stake, '1.5') : '0' } }),
    },
  },
});

let h: Harness;
let op: TestOperator;

const TOKEN_KEY = randomBytes(32);

beforeAll(async () => {
  // The contract's 4 s deadline: the orphaned wager's first process must still be waiting when the survivor steps in.
  h = await createHarness({ games: [...INSTALLED_GAMES, wagers], tokenKey: TOKEN_KEY, transportOptions: { timeoutMs: 4000 } });
  op = await h.operator({ openingBalance: '100', optIns: { roundClose: true } });
});
afterAll(() => h.close());
beforeEach(() => op.wallet.setFault(null));

const balanceOf = (userId: string) => op.wallet.storage.getPlayer(op.customerId, userId)!.balance.toFixed();
const eventsOf = (betId: string) => op.wallet.requests.filter((r) => r.body?.betId === betId);
const balanceChecksOf = (userId: string) => op.wallet.requests.filter((r) => r.body?.userId === userId && r.body.event === 'balance_check').length;

async function open(userId: string, amount = '4') {
  const token = await h.playerToken(op, userId);
  const res = await h.gql(token, PLACE_BET, { input: { game: 'blackjack', amount, params: {} } });
  expect(res.data.placeBet.__typename).toBe('PlaceBetSuccess');
  return { token, round: res.data.placeBet.round };
}

describe('extra wagers of an open round', () => {
  it('a double: balance_check first, its own blackjack_bet with the same betId, then one credit of the whole payout', async () => {
    const { token, round } = await open('doubler');
    const checks = balanceChecksOf('doubler');
    const res = await h.gql(token, ACT, { input: { roundId: round.id, action: 'double', params: {} } });
    expect(res.data.act.__typename).toBe('ActSuccess');
    expect(res.data.act.round).toMatchObject({ status: 'CLOSED', amount: '8.0000000000', payout: '16.0000000000', state: { doubled: true, insured: false } });
    expect(balanceChecksOf('doubler')).toBe(checks + 1);
    await eventually(() => expect(eventsOf(round.betId).map((r) => [r.body.event, r.status])).toEqual([['blackjack_bet', 200], ['blackjack_bet', 200], ['blackjack_win', 200]]));
    const [opening, double, win] = eventsOf(round.betId);
    expect(double!.rawBody).toContain('"actions":[{"type":"bet","amount":4}]');
    expect(double!.body.roundClosed).toBe(false);
    expect(new Set([opening!.body.transactionId, double!.body.transactionId, win!.body.transactionId]).size).toBe(3);
    expect(win!.rawBody).toContain('"actions":[{"type":"win","amount":16}]');
    expect(balanceOf('doubler')).toBe('108');
  });

  it('insurance, then a double, then the credit sums everything: three debits, one credit', async () => {
    const { token, round } = await open('insurer');
    const insured = await h.gql(token, ACT, { input: { roundId: round.id, action: 'insurance', params: { take: true } } });
    expect(insured.data.act.round).toMatchObject({ status: 'OPEN', amount: '6.0000000000', state: { insured: true } });
    await h.gql(token, ACT, { input: { roundId: round.id, action: 'double', params: {} } });
    await eventually(() => expect(eventsOf(round.betId).map((r) => r.body.event)).toEqual(['blackjack_bet', 'blackjack_bet', 'blackjack_bet', 'blackjack_win']));
    expect(eventsOf(round.betId).map((r) => r.body.actions[0]?.amount.toString())).toEqual(['4', '2', '4', '18']);
    expect(balanceOf('insurer')).toBe(new Decimal(100).minus(10).plus(18).toFixed());
  });

  it('a wager the balance cannot cover is refused with no debit sent, and the round goes on as it was', async () => {
    const { token, round } = await open('thin', '6');
    op.wallet.storage.setBalance(op.customerId, 'thin', '5');
    const res = await h.gql(token, ACT, { input: { roundId: round.id, action: 'double', params: {} } });
    expect(res.data.act).toMatchObject({ __typename: 'InsufficientFundsError', balance: '5.0000000000' });
    expect(eventsOf(round.betId).map((r) => r.body.event)).toEqual(['blackjack_bet']);
    const [row] = await h.database.db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(row).toMatchObject({ status: 'open', amount: '6.0000000000', state: { doubled: false, insured: false } });
    const stood = await h.gql(token, ACT, { input: { roundId: round.id, action: 'stand', params: {} } });
    expect(stood.data.act.round.status).toBe('CLOSED');
    await eventually(() => expect(eventsOf(round.betId).map((r) => r.body.event)).toEqual(['blackjack_bet', 'blackjack_close']));
  });

  it('a wager the wallet refuses refuses only its move: the debit is recorded rejected and the round is still playable', async () => {
    const { token, round } = await open('refused');
    op.wallet.setFault({ respond: 402, match: { event: 'blackjack_bet', times: 1 } });
    const res = await h.gql(token, ACT, { input: { roundId: round.id, action: 'double', params: {} } });
    expect(res.data.act.__typename).toBe('InsufficientFundsError');
    const [refused] = await h.database.db.select().from(transactions).where(eq(transactions.id, eventsOf(round.betId)[1]!.body.transactionId));
    expect(refused).toMatchObject({ status: 'rejected', lastStatus: 402 });
    const [row] = await h.database.db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(row).toMatchObject({ status: 'open', amount: '4.0000000000', state: { doubled: false } });
    const again = await h.gql(token, ACT, { input: { roundId: round.id, action: 'double', params: {} } });
    expect(again.data.act.round).toMatchObject({ status: 'CLOSED', amount: '8.0000000000' });
    expect(balanceOf('refused')).toBe('108');
  });

  it('a wager whose answer was lost is retried with the same transactionId; the 409 applies the move once', async () => {
    const { token, round } = await open('lost-double');
    op.wallet.setFault([{ match: { event: 'blackjack_bet', times: 1 }, processThen: 'drop' }]);
    const res = await h.gql(token, ACT, { input: { roundId: round.id, action: 'double', params: {} } });
    expect(res.data.act.round).toMatchObject({ status: 'CLOSED', amount: '8.0000000000', payout: '16.0000000000' });
    const doubles = eventsOf(round.betId).filter((r) => r.body.event === 'blackjack_bet').slice(1);
    expect(doubles.map((r) => r.status)).toEqual([200, 409]);
    expect(doubles[1]!.rawBody).toBe(doubles[0]!.rawBody);
    await eventually(() => expect(balanceOf('lost-double')).toBe('108'));
  });

  it('its process dying between the two debits loses and doubles nothing: another process retries the wager and applies it once', async () => {
    const { token, round } = await open('orphaned-double');
    // The wallet takes the double but its answer never comes back to the process that sent it.
    op.wallet.setFault([{ match: { event: 'blackjack_bet', times: 1 }, processThen: 'hang' }, { match: { event: 'blackjack_bet', times: 1 }, hang: true }]);
    const stuck = h.gql(token, ACT, { input: { roundId: round.id, action: 'double', params: {} } });
    await eventually(() => expect(eventsOf(round.betId).filter((r) => r.body.event === 'blackjack_bet')).toHaveLength(2));
    const [held] = await h.database.db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(held!.status).toBe('pending');
    op.wallet.setFault(null);
    // A second process on the same database, as after a restart, finds the round pending and retries the wager.
    const survivor = createService({
      db: h.database.db,
      tokenKey: TOKEN_KEY,
      playUrl: 'https://play.test',
      webhookAllowPrivate: [new URL(op.wallet.url).host],
      games: [...INSTALLED_GAMES, wagers],
      pendingStaleAfterMs: 1,
      onError: () => undefined,
    });
    try {
      await eventually(async () => {
        await survivor.recoverPendingRounds();
        const [row] = await h.database.db.select().from(rounds).where(eq(rounds.id, round.id));
        expect(row).toMatchObject({ status: 'closed', amount: '8.0000000000', payout: '16.0000000000' });
      });
      await stuck; // the first process's own retry finds the wager taken over and changes nothing
      const doubles = eventsOf(round.betId).filter((r) => r.body.event === 'blackjack_bet').slice(1);
      expect(doubles.map((r) => r.status)).toEqual([200, 409]);
      expect(new Set(doubles.map((r) => r.body.transactionId)).size).toBe(1);
      await eventually(() => expect(eventsOf(round.betId).filter((r) => r.body.event === 'blackjack_win' && r.status === 200)).toHaveLength(1));
      expect(balanceOf('orphaned-double')).toBe('108');
      expect(await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, round.id))).toEqual([]);
    } finally {
      await survivor.stop();
    }
  });

  it('a wager whose outcome stays unknown refuses its move, keeps the round playable and opens a case for the extra debit', async () => {
    const { token, round } = await open('unknown-double');
    op.wallet.setFault([
      { match: { event: 'blackjack_bet', times: 1 }, processThen: 'drop' },
      { match: { event: 'blackjack_bet', times: 1 }, respond: 500 },
    ]);
    const res = await h.gql(token, ACT, { input: { roundId: round.id, action: 'double', params: {} } });
    expect(res.data.act.__typename).toBe('WalletError');
    const cases = await h.database.db.select().from(reconciliationCases).where(eq(reconciliationCases.roundId, round.id));
    expect(cases).toMatchObject([{ kind: 'debit_unknown', userId: 'unknown-double', amount: '4.0000000000' }]);
    const [row] = await h.database.db.select().from(rounds).where(eq(rounds.id, round.id));
    expect(row).toMatchObject({ status: 'open', amount: '4.0000000000' });
  });
});
