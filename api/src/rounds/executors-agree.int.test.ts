import type { BlackjackState } from '@rgs/game-blackjack';
import type { Game } from '@rgs/game-kit';
import type { PlayedRound } from '@rgs/game-kit/ui';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { Decimal } from '@rgs/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeBetGrants } from '../db/schema';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { ACT, CASHOUT, PLACE_BET, ROTATE_SEED } from '../testing/play-operations';
import { INSTALLED_GAMES } from './installed-games';

// Demo play and real play cannot disagree: the same moves under the same seeds, carried out once by
// the API (GraphQL, database, reference wallet) and once by the browser's demo executor, must show
// the same round after every move and move the balance by the same amount.

// Both sides start from this balance. Every stake below (plinko's per ball) is within both the demo's
// limits (0.1..1000) and the catalog's, and no script can spend the balance: neither side refuses a move.
const OPENING = '500';

type Move = { kind: 'bet'; amount: string; params: object; freeBet?: true } | { kind: 'act'; action: string; params: object } | { kind: 'cashout' };

/** What both executors must agree on after a move. */
interface Seen {
  status: string;
  params: unknown;
  state: unknown;
  outcome: unknown;
  multiplier: string;
  payout: string;
  amount: string;
}

/** A move played through the API and the round it answered. */
interface Step {
  move: Move;
  round: PlayedRound;
}

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  h = await createHarness();
  op = await h.operator();
});
afterAll(() => h.close());

const gameOf = (key: string): Game => INSTALLED_GAMES.find((g) => g.key === key)!;
// The API's Decimal scalar always writes 10 places ("2.5000000000"); the demo writes the plain text.
const plain = (text: string) => new Decimal(text).toFixed();
// The demo's values as JSON would carry them (the API's went through jsonb and GraphQL).
const wire = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

const fromApi = (r: PlayedRound): Seen => ({
  status: r.status,
  params: r.params,
  state: r.state,
  outcome: r.outcome,
  multiplier: plain(r.multiplier),
  payout: plain(r.payout),
  amount: plain(r.amount),
});
const fromDemo = (r: PlayedRound): Seen => ({
  status: r.status,
  params: wire(r.params),
  state: wire(r.state),
  outcome: wire(r.outcome),
  multiplier: r.multiplier,
  payout: r.payout,
  amount: r.amount,
});

/** A player at the API's table: a known client seed, every move recorded with the round it answered. */
async function apiTable(key: string, userId = `agree-${key}`) {
  const clientSeed = `seed of ${key}`;
  const token = await h.playerToken(op, userId);
  op.wallet.storage.setBalance(op.customerId, userId, OPENING);
  const committed = (await h.gql(token, ROTATE_SEED, { clientSeed })).data.rotateSeed;
  expect(committed).toMatchObject({ clientSeed, nonce: 0 });
  const steps: Step[] = [];
  let roundId = '';

  const play = async (move: Move): Promise<PlayedRound> => {
    const res =
      move.kind === 'bet'
        ? (await h.gql(token, PLACE_BET, { input: { game: key, amount: move.amount, params: move.params, freeBet: move.freeBet ?? null } })).data.placeBet
        : move.kind === 'act'
          ? (await h.gql(token, ACT, { input: { roundId, action: move.action, params: move.params } })).data.act
          : (await h.gql(token, CASHOUT, { roundId })).data.cashout;
    expect(res.__typename, JSON.stringify(res)).toMatch(/Success$/);
    roundId = res.round.id;
    steps.push({ move, round: res.round });
    return res.round;
  };

  // Rotating away reveals the pair every round above was played under.
  const reveal = async () => {
    const { previous } = (await h.gql(token, ROTATE_SEED, {})).data.rotateSeed;
    expect(previous).toMatchObject({ serverSeedHash: committed.serverSeedHash, clientSeed, lastNonce: steps.filter((s) => s.move.kind === 'bet').length });
    return { serverSeed: previous.serverSeed as string, clientSeed };
  };

  const walletBalance = () => op.wallet.storage.getPlayer(op.customerId, userId)!.balance.toFixed();
  // USD stakes on a USD session: the demo's grants hold the same stakes.
  const grants: { stake: string; quantity: number }[] = [];
  const grant = async (stake: string, quantity: number) => {
    grants.push({ stake, quantity });
    const id = `fb_${userId}_${grants.length}`;
    await h.database.db.insert(freeBetGrants).values({
      id, customerId: op.customerId, userId, game: key, betAmount: stake, quantity, remainingCount: quantity, idempotencyKey: id, createdAt: new Date(Date.now() - 1000 + grants.length),
    });
  };
  return { play, steps, reveal, walletBalance, grant, grants, serverSeedHash: committed.serverSeedHash as string };
}

/** Replays the API's moves on the demo under the revealed seeds and compares every answer. */
async function replayOnDemo(key: string, table: Awaited<ReturnType<typeof apiTable>>) {
  const seeds = await table.reveal();
  const demo = demoPlay(gameOf(key), { openingBalance: OPENING, seeds, freeBets: table.grants });
  expect((await demo.fairness()).serverSeedHash).toBe(table.serverSeedHash);
  let roundId = '';
  let balance = OPENING;
  for (const [i, { move, round }] of table.steps.entries()) {
    const result =
      move.kind === 'bet'
        ? await demo.placeBet(key, move.amount, move.params, { freeBet: move.freeBet })
        : move.kind === 'act'
          ? await demo.act(roundId, move.action, move.params)
          : await demo.cashout(roundId);
    roundId = result.round.id;
    balance = result.balance!;
    expect(fromDemo(result.round), `move ${i}: ${JSON.stringify(move)}`).toStrictEqual(fromApi(round));
  }

  // Every round closed, with its outcome shown, and the money moved the same on both sides.
  const closed = table.steps.filter((s) => s.round.status === 'CLOSED').map((s) => s.round);
  expect(closed).toHaveLength(table.steps.filter((s) => s.move.kind === 'bet').length);
  for (const round of closed) expect(round.outcome).not.toBeNull();
  const expected = closed.reduce((sum, r) => sum.minus(r.amount).plus(r.payout), new Decimal(OPENING)).toFixed();
  await eventually(() => expect(table.walletBalance()).toBe(expected));
  expect(balance).toBe(expected);
  return { closed };
}

describe('the demo executor and the API agree move by move under the same seeds', () => {
  it('dice: bets over and under', async () => {
    const table = await apiTable('dice');
    for (const params of [{ target: 50, condition: 'over' }, { target: 25.5, condition: 'under' }, { target: 97.25, condition: 'over' }, { target: 98, condition: 'under' }, { target: 2, condition: 'under' }]) {
      await table.play({ kind: 'bet', amount: '2.5', params });
    }
    const { closed } = await replayOnDemo('dice', table);
    expect(closed).toHaveLength(5);
  });

  it('mines: reveals then a cashout, and a round that hits a mine', async () => {
    const table = await apiTable('mines');
    // The seeds decide where the mines lie, so each case is played until it happens (a few rounds at most).
    let cashedOut = false;
    for (let i = 0; i < 20 && !cashedOut; i++) {
      // A 10-place stake: the payout is stake × multiplier rounded down, on both sides.
      let round = await table.play({ kind: 'bet', amount: '1.2345678901', params: { mines: 3 } });
      for (const tile of [0, 6, 12]) if (round.status === 'OPEN') round = await table.play({ kind: 'act', action: 'reveal', params: { tile } });
      if (round.status === 'OPEN') {
        await table.play({ kind: 'cashout' });
        cashedOut = true;
      }
    }
    let hitMine = false;
    for (let i = 0; i < 20 && !hitMine; i++) {
      await table.play({ kind: 'bet', amount: '3', params: { mines: 24 } });
      hitMine = (await table.play({ kind: 'act', action: 'reveal', params: { tile: 7 } })).state.hit !== null;
    }
    expect([cashedOut, hitMine]).toEqual([true, true]);
    await replayOnDemo('mines', table);
  });

  it('plinko: batches', async () => {
    const table = await apiTable('plinko');
    await table.play({ kind: 'bet', amount: '0.3', params: { rows: 12, risk: 'high', balls: 12 } });
    await table.play({ kind: 'bet', amount: '1', params: { rows: 8, risk: 'low', balls: 5 } });
    await table.play({ kind: 'bet', amount: '0.15', params: { rows: 16, risk: 'medium', balls: 40 } });
    const { closed } = await replayOnDemo('plinko', table);
    expect(closed.map((r) => plain(r.amount))).toEqual(['3.6', '5', '6']);
  });

  it('blackjack: rounds played by a fixed policy over what `allowed` offers', async () => {
    const table = await apiTable('blackjack');
    // Insurance declined; a pair split; on even rounds a double, else one hit; then stand.
    const choose = (state: BlackjackState, round: number): { action: string; params: object } => {
      const allowed = new Set(state.allowed);
      if (allowed.has('insurance')) return { action: 'insurance', params: { take: false } };
      if (allowed.has('split')) return { action: 'split', params: {} };
      if (round % 2 === 0 && allowed.has('double')) return { action: 'double', params: {} };
      const hand = state.hands[state.activeHand ?? 0]!;
      if (hand.cards.length < 3 && allowed.has('hit')) return { action: 'hit', params: {} };
      return { action: 'stand', params: {} };
    };
    for (let i = 0; i < 8; i++) {
      const params = i === 3 ? { perfectPairs: '1', twentyOnePlusThree: '0.5' } : {};
      let round = await table.play({ kind: 'bet', amount: '4', params });
      while (round.status === 'OPEN') round = await table.play({ kind: 'act', ...choose(round.state, i) });
    }
    const { closed } = await replayOnDemo('blackjack', table);
    expect(closed).toHaveLength(8);
  });

  it('free bets: placements of 0, payouts in full, the grants used oldest first, the same on both sides', async () => {
    const dice = await apiTable('dice', 'agree-free-dice');
    await dice.grant('2', 2);
    await dice.grant('0.5', 1);
    for (const [i, params] of [{ target: 50, condition: 'over' }, { target: 10, condition: 'over' }, { target: 90, condition: 'under' }, { target: 50, condition: 'under' }].entries()) {
      await dice.play({ kind: 'bet', amount: '3', params, ...(i < 3 ? { freeBet: true } : {}) });
    }
    expect(dice.steps.map((s) => plain(s.round.amount))).toEqual(['0', '0', '0', '3']);
    await replayOnDemo('dice', dice);

    const mines = await apiTable('mines', 'agree-free-mines');
    await mines.grant('1.5', 4);
    for (let i = 0; i < 4; i++) {
      let round = await mines.play({ kind: 'bet', amount: '1', params: { mines: 5 }, freeBet: true });
      for (const tile of [3, 9]) if (round.status === 'OPEN') round = await mines.play({ kind: 'act', action: 'reveal', params: { tile } });
      if (round.status === 'OPEN') await mines.play({ kind: 'cashout' });
    }
    await replayOnDemo('mines', mines);
  });
});
