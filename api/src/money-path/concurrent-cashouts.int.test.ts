import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, CASHOUT, PLACE_BET } from '../testing/play-operations';

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator({ optIns: { roundClose: true } });
});
afterAll(() => h.close());

describe('concurrent moves on one round', () => {
  it('50 concurrent cashouts produce exactly one credit and one terminal event', async () => {
    const token = await h.playerToken(op, 'racer');
    let round: { id: string; betId: string } | undefined;
    for (let i = 0; i < 50 && !round; i++) {
      const placed = await h.gql(token, PLACE_BET, { input: { game: 'mines', amount: '3', params: { mines: 1 } } });
      const id = placed.data.placeBet.round.id;
      const acted = await h.gql(token, ACT, { input: { roundId: id, action: 'reveal', params: { tile: 7 } } });
      if (acted.data.act.round.status === 'OPEN') round = acted.data.act.round;
    }
    expect(round).toBeDefined();
    const before = op.wallet.storage.getPlayer(op.customerId, 'racer')!.balance;

    const results = await Promise.all(Array.from({ length: 50 }, () => h.gql(token, CASHOUT, { roundId: round!.id })));
    const kinds = results.map((r) => r.data?.cashout.__typename ?? 'transport-error');
    expect(kinds.filter((k) => k === 'CashoutSuccess')).toHaveLength(1);
    expect(kinds.filter((k) => k !== 'CashoutSuccess').every((k) => k === 'RoundStateError')).toBe(true);

    const events = () => op.wallet.requests.filter((r) => r.body?.betId === round!.betId);
    // Once no webhook of the round is pending nothing more can be sent for it; the win closes the round.
    expect((await h.settledTransactions(round!.id)).map((t) => [t.kind, t.status])).toEqual([
      ['bet', 'committed'],
      ['win', 'committed'],
    ]);
    expect(events().filter((r) => r.body.event === 'mines_win')).toHaveLength(1);
    expect(events().filter((r) => r.body.roundClosed === true)).toHaveLength(1);
    const payout = results.find((r) => r.data?.cashout.__typename === 'CashoutSuccess')!.data.cashout.round.payout;
    expect(op.wallet.storage.getPlayer(op.customerId, 'racer')!.balance.toFixed()).toBe(before.plus(payout).toFixed());
  });

  it('concurrent bets on a stateful game open at most one live round per player', async () => {
    const token = await h.playerToken(op, 'twin');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => h.gql(token, PLACE_BET, { input: { game: 'mines', amount: '1', params: { mines: 3 } } })),
    );
    const ok = results.filter((r) => r.data.placeBet.__typename === 'PlaceBetSuccess');
    expect(ok).toHaveLength(1);
    const debits = op.wallet.requests.filter((r) => r.body?.userId === 'twin' && r.body.event === 'mines_bet');
    expect(debits).toHaveLength(1);
  });
});
