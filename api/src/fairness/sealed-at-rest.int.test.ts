import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, CASHOUT, FAIRNESS, PLACE_BET, ROTATE_SEED, ROUNDS } from '../testing/play-operations';

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator();
});
afterAll(() => h.close());

/** Every row of the player's seed pairs and rounds as Postgres prints them: what a database dump would hold. */
async function dumpOf(userId: string): Promise<string> {
  const rows = rowsOf<{ line: string }>(
    await h.database.db.execute(sql`
      SELECT row_to_json(sp)::text AS line FROM seed_pairs sp WHERE sp.customer_id = ${op.customerId} AND sp.user_id = ${userId}
      UNION ALL
      SELECT row_to_json(r)::text FROM rounds r WHERE r.customer_id = ${op.customerId} AND r.user_id = ${userId}`),
  );
  expect(rows.length).toBeGreaterThan(0);
  return rows.map((r) => r.line).join('\n');
}

// A JSON array as it appears in a dump, whatever the spacing: "[3, 17, 5]" and "[3,17,5]" both match.
const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

describe('server seeds and outcomes at rest', () => {
  it('neither the unrevealed server seed nor a hidden outcome is readable in the database; both still play and verify', async () => {
    const token = await h.playerToken(op, 'dumped');
    const committed = (await h.gql(token, FAIRNESS)).data.fairness.serverSeedHash;

    const dice = (await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '1', params: { target: 50, condition: 'over' } } })).data.placeBet;
    expect(dice.round.status).toBe('CLOSED');
    const mines = (await h.gql(token, PLACE_BET, { input: { game: 'mines', amount: '1', params: { mines: 5 } } })).data.placeBet;
    expect(mines.round.status).toBe('OPEN');
    const whileOpen = await dumpOf('dumped');

    // Play the mines round to its end: reveal until a mine, or cash out after the first safe tile.
    let closed: any;
    for (let tile = 0; tile < 25 && !closed; tile++) {
      const acted = (await h.gql(token, ACT, { input: { roundId: mines.round.id, action: 'reveal', params: { tile } } })).data.act;
      expect(acted.__typename).toBe('ActSuccess');
      closed = acted.round.status === 'CLOSED' ? acted.round : (await h.gql(token, CASHOUT, { roundId: mines.round.id })).data.cashout.round;
    }
    expect(closed.status).toBe('CLOSED');
    const minePositions: number[] = closed.outcome.mines;
    expect(minePositions).toHaveLength(5);
    const afterClose = await dumpOf('dumped');

    const rotated = (await h.gql(token, ROTATE_SEED, {})).data.rotateSeed;
    const serverSeed: string = rotated.previous.serverSeed;
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(committed);

    for (const dump of [whileOpen, afterClose]) {
      expect(dump).toContain(committed); // the commitment is public, and the dump is the real one
      expect(dump).not.toContain(serverSeed);
      expect(withoutSpaces(dump)).not.toContain(JSON.stringify(minePositions));
      expect(withoutSpaces(dump)).not.toContain(`{"roll":${dice.round.state.roll}}`);
    }
    // Once revealed, the seed is public and may sit in clear; the outcomes stay sealed.
    const revealed = await dumpOf('dumped');
    expect(revealed).toContain(serverSeed);
    expect(withoutSpaces(revealed)).not.toContain(JSON.stringify(minePositions));

    // History still shows the outcomes of closed rounds, under the revealed seed.
    const history = (await h.gql(token, ROUNDS, { first: 10 })).data.rounds.nodes;
    const byId = new Map(history.map((r: any) => [r.id, r]));
    expect(byId.get(mines.round.id)).toMatchObject({ status: 'CLOSED', serverSeed, outcome: { mines: minePositions } });
    expect(byId.get(dice.round.id)).toMatchObject({ status: 'CLOSED', serverSeed, outcome: { roll: dice.round.state.roll } });
  });
});
