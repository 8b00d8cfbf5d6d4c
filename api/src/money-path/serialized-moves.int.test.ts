import { randomBytes } from 'node:crypto';
import { minesMultiplier } from '@rgs/game-mines';
import { Decimal } from '@rgs/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../common/keys';
import { SealedBox } from '../common/sealed-box';
import { rounds, transactions } from '../db/schema';
import { rowsOf } from '../db/rows';
import { FairnessSealing } from '../fairness';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, CASHOUT, PLACE_BET, ROUND } from '../testing/play-operations';

// The test knows the service's key, so it can read where the mines are before it plays.
const tokenKey = randomBytes(32);
const sealing = new FairnessSealing(new SealedBox(deriveKey(tokenKey, 'secret-at-rest')));
const MINES = 5;
const ALL_TILES = Array.from({ length: 25 }, (_, i) => i);

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness({ tokenKey });
  op = await h.operator({ optIns: { roundClose: true } });
});
afterAll(() => h.close());

/** Opens a real-money mines round and reads its mines from the database. */
async function openRound(token: string) {
  const placed = (await h.gql(token, PLACE_BET, { input: { game: 'mines', amount: '1', params: { mines: MINES } } })).data.placeBet;
  expect(placed.__typename).toBe('PlaceBetSuccess');
  const [row] = await h.database.db.select({ outcome: rounds.outcome }).from(rounds).where(eq(rounds.id, placed.round.id));
  const mines = (sealing.openOutcome(placed.round.id, row!.outcome) as { mines: number[] }).mines;
  return { id: placed.round.id as string, betId: placed.round.betId as string, mines, safe: ALL_TILES.filter((t) => !mines.includes(t)) };
}

const reveal = (token: string, roundId: string, tile: number) => h.gql(token, ACT, { input: { roundId, action: 'reveal', params: { tile } } });

/** Terminal money events of a round written to the outbox (credits and closes). */
async function terminalEvents(roundId: string) {
  return h.database.db
    .select({ kind: transactions.kind })
    .from(transactions)
    .where(and(eq(transactions.roundId, roundId), inArray(transactions.kind, ['win', 'close'])));
}

type Answer = { tile: number; result: any };

/** The answers that moved the round, in the order the round saw them: each one's state extends the previous one's. */
function serialOrder(answers: Answer[]) {
  const applied = answers.filter((a) => a.result.__typename === 'ActSuccess');
  return applied.sort((a, b) => {
    const length = (x: Answer) => x.result.round.state.revealed.length + (x.result.round.state.hit === null ? 0 : 1);
    return length(a) - length(b);
  });
}

describe('moves of one round run one after another', () => {
  it('ten concurrent safe reveals all apply, each on the round the previous one left', async () => {
    const token = await h.playerToken(op, 'ten-safe');
    const round = await openRound(token);
    const tiles = round.safe.slice(0, 10);
    const answers: Answer[] = await Promise.all(tiles.map(async (tile) => ({ tile, result: (await reveal(token, round.id, tile)).data.act })));

    // No move is refused for having lost a race: every one is applied, none answers ROUND_CONFLICT.
    expect(answers.map((a) => a.result.__typename)).toEqual(tiles.map(() => 'ActSuccess'));
    const order = serialOrder(answers);
    order.forEach((answer, i) => {
      const { state, status, multiplier } = answer.result.round;
      expect(status).toBe('OPEN');
      // The i-th move saw exactly the i moves before it and added its own tile.
      expect(state.revealed).toEqual([...order.slice(0, i).map((a) => a.tile), answer.tile]);
      expect(multiplier).toBe(new Decimal(minesMultiplier(MINES, i + 1)).toFixed(10));
    });
    const final = (await h.gql(token, ROUND, { id: round.id })).data.round;
    expect(final.state.revealed).toEqual(order.map((a) => a.tile));

    const cashed = (await h.gql(token, CASHOUT, { roundId: round.id })).data.cashout;
    expect(cashed.round.payout).toBe(new Decimal(minesMultiplier(MINES, 10)).toFixed(10));
    expect(await terminalEvents(round.id)).toEqual([{ kind: 'win' }]);
  });

  it('ten concurrent reveals with mines among them: judged in serial order, one terminal event', async () => {
    const token = await h.playerToken(op, 'mixed');
    for (let attempt = 0; attempt < 3; attempt++) {
      const round = await openRound(token);
      const [s, m] = [round.safe, round.mines];
      const tiles = [s[0]!, m[0]!, s[1]!, s[2]!, m[1]!, s[3]!, s[4]!, m[2]!, s[5]!, s[6]!];
      op.wallet.clearRequests();
      const answers: Answer[] = await Promise.all(tiles.map(async (tile) => ({ tile, result: (await reveal(token, round.id, tile)).data.act })));

      const order = serialOrder(answers);
      const last = order.at(-1)!;
      // Safe reveals applied one after another until the first mine closed the round.
      expect(round.mines).toContain(last.tile);
      expect(last.result.round.status).toBe('CLOSED');
      expect(last.result.round.state.hit).toBe(last.tile);
      order.forEach((answer, i) => {
        expect(answer.result.round.state.revealed).toEqual(order.slice(0, Math.min(i + 1, order.length - 1)).map((a) => a.tile));
        if (answer !== last) expect(round.safe).toContain(answer.tile);
      });
      // Every move that came after the mine found the round closed, whatever its own tile was.
      const refused = answers.filter((a) => a.result.__typename !== 'ActSuccess');
      expect(refused).toHaveLength(tiles.length - order.length);
      for (const answer of refused) expect(answer.result).toMatchObject({ __typename: 'RoundStateError', code: 'ROUND_NOT_OPEN' });

      const final = (await h.gql(token, ROUND, { id: round.id })).data.round;
      expect(final.status).toBe('CLOSED');
      expect(final.state).toEqual(last.result.round.state);
      expect(final.payout).toBe('0.0000000000');
      expect(await terminalEvents(round.id)).toEqual([{ kind: 'close' }]);
      await eventually(() => expect(op.wallet.requests.filter((r) => r.body?.betId === round.betId).map((r) => r.body.event)).toEqual(['mines_close']));
    }
  });

  // Needs a Postgres server: the test holds a row lock in its own connection and watches pg_stat_activity.
  it.runIf(process.env.DATABASE_URL)('a move waiting for another cannot answer before that one commits, and then sees its write', async () => {
    const token = await h.playerToken(op, 'waiter');
    const round = await openRound(token);
    const [safe] = round.safe;
    const [mine] = round.mines;
    const waiting = sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;

    let answered = false;
    let move: Promise<any> | undefined;
    await h.database.db.transaction(async (tx) => {
      // Another move of the same round holds the row: it reveals a safe tile and has not committed yet.
      const [row] = rowsOf<{ version: number }>(await tx.execute(sql`SELECT version FROM rounds WHERE id = ${round.id} FOR UPDATE`));
      move = reveal(token, round.id, mine!).then((res) => {
        answered = true;
        return res;
      });
      await eventually(async () => expect(rowsOf<{ n: number }>(await h.database.db.execute(waiting))[0]!.n).toBe(1));
      expect(answered).toBe(false);
      await tx.execute(sql`
        UPDATE rounds
        SET state = ${JSON.stringify({ mines: MINES, revealed: [safe], hit: null })}::jsonb,
            multiplier = ${minesMultiplier(MINES, 1)}, version = version + 1
        WHERE id = ${round.id} AND version = ${row!.version}`);
      expect(answered).toBe(false);
    });

    // Judged on the round as the other move left it: its safe tile is part of the state the mine closes.
    const result = (await move!).data.act;
    expect(result).toMatchObject({ __typename: 'ActSuccess' });
    expect(result.round.status).toBe('CLOSED');
    expect(result.round.state).toEqual({ mines: MINES, revealed: [safe], hit: mine });
    expect(await terminalEvents(round.id)).toEqual([{ kind: 'close' }]);
  });
});
