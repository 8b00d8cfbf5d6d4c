import { Decimal } from '@rgs/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, CASHOUT, PLACE_BET } from '../testing/play-operations';

let h: Harness;
let plain: TestOperator;
let withClose: TestOperator;

beforeAll(async () => {
  h = await createHarness();
  plain = await h.operator();
  withClose = await h.operator({ optIns: { roundClose: true } });
});
afterAll(() => h.close());

/** Opens a mines round and reveals tile 0 until the reveal is `safe` (or a mine), retrying with new rounds. */
async function roundWithReveal(token: string, want: 'safe' | 'mine') {
  const mines = want === 'safe' ? 1 : 24;
  for (let i = 0; i < 50; i++) {
    const placed = await h.gql(token, PLACE_BET, { input: { game: 'mines', amount: '2.5', params: { mines } } });
    expect(placed.data.placeBet.__typename).toBe('PlaceBetSuccess');
    const round = placed.data.placeBet.round;
    expect(round.status).toBe('OPEN');
    expect(round.outcome).toBeNull();
    const acted = await h.gql(token, ACT, { input: { roundId: round.id, action: 'reveal', params: { tile: 0 } } });
    const after = acted.data.act;
    expect(after.__typename).toBe('ActSuccess');
    // With 24 mines the one safe tile wins outright (the round closes as a win), so look at the hit itself.
    const hitMine = after.round.state.hit !== null;
    if ((want === 'mine') === hitMine) return after.round;
    // Not the case we want: settle this round (if still open) and try again.
    if (after.round.status === 'OPEN') await h.gql(token, CASHOUT, { roundId: round.id });
  }
  throw new Error(`no ${want} reveal in 50 rounds`);
}

const eventsOf = (op: TestOperator, betId: string) =>
  op.wallet.requests.filter((r) => r.body?.betId === betId).map((r) => [r.body.event, r.body.roundClosed]);

describe('mines rounds against the reference wallet', () => {
  for (const [label, op] of [['without round-close events', () => plain], ['with round-close events', () => withClose]] as const) {
    describe(label, () => {
      it('a cashout after a safe tile pays once, with roundClosed on the credit', async () => {
        const token = await h.playerToken(op(), `win-${label.length}`);
        const round = await roundWithReveal(token, 'safe');
        const cashed = await h.gql(token, CASHOUT, { roundId: round.id });
        expect(cashed.data.cashout.__typename).toBe('CashoutSuccess');
        const closed = cashed.data.cashout.round;
        expect(closed.status).toBe('CLOSED');
        expect(closed.outcome.mines).toHaveLength(1);
        expect(new Decimal(closed.payout).gt(0)).toBe(true);
        await eventually(() => expect(eventsOf(op(), round.betId)).toEqual([['mines_bet', false], ['mines_win', true]]));
        const win = op().wallet.requests.find((r) => r.body?.betId === round.betId && r.body.event === 'mines_win')!;
        expect(win.rawBody).toContain(`"amount":${new Decimal(closed.payout).toFixed()}`);
      });

      it('a mine loses the stake; the round is closed by a *_close only when opted in', async () => {
        const token = await h.playerToken(op(), `loss-${label.length}`);
        const round = await roundWithReveal(token, 'mine');
        expect(round.payout).toBe('0.0000000000');
        expect(round.outcome.mines).toHaveLength(24);
        const expected = op() === withClose ? [['mines_bet', false], ['mines_close', true]] : [['mines_bet', false]];
        // Once no webhook of the round is pending nothing more can be sent for it.
        const kinds = (await h.settledTransactions(round.id)).map((t) => [t.kind, t.status]);
        expect(kinds).toEqual(op() === withClose ? [['bet', 'committed'], ['close', 'committed']] : [['bet', 'committed']]);
        expect(eventsOf(op(), round.betId)).toEqual(expected);
      });
    });
  }

  it('a move on a closed round and a second cashout are typed errors and send nothing', async () => {
    const token = await h.playerToken(plain, 'closed-moves');
    const round = await roundWithReveal(token, 'safe');
    const first = await h.gql(token, CASHOUT, { roundId: round.id });
    expect(first.data.cashout.__typename).toBe('CashoutSuccess');
    await eventually(() => expect(eventsOf(plain, round.betId)).toHaveLength(2));
    const balance = plain.wallet.storage.getPlayer(plain.customerId, 'closed-moves')!.balance.toFixed();

    const second = await h.gql(token, CASHOUT, { roundId: round.id });
    expect(second.data.cashout).toMatchObject({ __typename: 'RoundStateError', code: 'ROUND_NOT_OPEN' });
    const move = await h.gql(token, ACT, { input: { roundId: round.id, action: 'reveal', params: { tile: 3 } } });
    expect(move.data.act).toMatchObject({ __typename: 'RoundStateError', code: 'ROUND_NOT_OPEN' });

    expect(eventsOf(plain, round.betId)).toHaveLength(2);
    expect(plain.wallet.storage.getPlayer(plain.customerId, 'closed-moves')!.balance.toFixed()).toBe(balance);
  });
});
