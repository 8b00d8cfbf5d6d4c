import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/harness';
import { ACT, CASHOUT, FAIRNESS, PLACE_BET, ROTATE_SEED, ROUNDS } from '../testing/play-operations';

// ---- An independent verifier, written from INTERFACES.md §4 alone (no project code). ----

function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let r = 0; out.length < count; r++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest();
    for (let i = 0; i + 4 <= bytes.length && out.length < count; i += 4) {
      out.push(bytes[i]! / 256 + bytes[i + 1]! / 256 ** 2 + bytes[i + 2]! / 256 ** 3 + bytes[i + 3]! / 256 ** 4);
    }
  }
  return out;
}

const verifyDiceRoll = (seed: string, client: string, nonce: number) => Math.floor(floats(seed, client, nonce, 1)[0]! * 10001) / 100;

function verifyMines(seed: string, client: string, nonce: number, mines: number): number[] {
  const tiles = Array.from({ length: 25 }, (_, i) => i);
  const fs = floats(seed, client, nonce, 25);
  const drawn: number[] = [];
  for (let i = 0; i < 25; i++) drawn.push(tiles.splice(Math.floor(fs[i]! * (25 - i)), 1)[0]!);
  return drawn.slice(0, mines);
}

// ---- The rounds to check, played through the API. ----

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await createHarness();
  const op = await h.operator();
  token = await h.playerToken(op, 'auditor');
});
afterAll(() => h.close());

describe('provably fair', () => {
  it('every dice and mines outcome recomputes from the revealed seeds after rotation', async () => {
    const start = (await h.gql(token, ROTATE_SEED, { clientSeed: 'my lucky seed' })).data.rotateSeed;
    expect(start.clientSeed).toBe('my lucky seed');
    expect(start.nonce).toBe(0);
    const committedHash = start.serverSeedHash;

    for (let i = 0; i < 8; i++) {
      const amount = i % 2 === 0 ? '0' : '1';
      await h.gql(token, PLACE_BET, { input: { game: 'dice', amount, params: { target: 40 + i, condition: i % 3 ? 'over' : 'under' } } });
      const mines = await h.gql(token, PLACE_BET, { input: { game: 'mines', amount, params: { mines: 1 + i * 3 } } });
      const id = mines.data.placeBet.round.id;
      const acted = await h.gql(token, ACT, { input: { roundId: id, action: 'reveal', params: { tile: i } } });
      if (acted.data.act.round.status === 'OPEN') await h.gql(token, CASHOUT, { roundId: id });
    }
    // Before rotation nothing under the active pair reveals its seed.
    const hidden = (await h.gql(token, ROUNDS, { first: 50 })).data.rounds.nodes;
    expect(hidden.every((r: { serverSeed: string | null }) => r.serverSeed === null)).toBe(true);

    const rotated = (await h.gql(token, ROTATE_SEED, {})).data.rotateSeed;
    expect(rotated.previous.serverSeedHash).toBe(committedHash);
    expect(rotated.previous.lastNonce).toBe(16);
    expect(createHash('sha256').update(rotated.previous.serverSeed).digest('hex')).toBe(committedHash);
    expect((await h.gql(token, FAIRNESS)).data.fairness.serverSeedHash).toBe(rotated.serverSeedHash);

    const played = (await h.gql(token, ROUNDS, { first: 50 })).data.rounds.nodes;
    expect(played).toHaveLength(16);
    expect(played.map((r: { nonce: number }) => r.nonce).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const round of played) {
      expect(round.status).toBe('CLOSED');
      expect(round.serverSeed).toBe(rotated.previous.serverSeed);
      expect(round.serverSeedHash).toBe(committedHash);
      expect(round.clientSeed).toBe('my lucky seed');
      if (round.game === 'dice') {
        const roll = verifyDiceRoll(round.serverSeed, round.clientSeed, round.nonce);
        expect(round.state.roll).toBe(roll);
        expect(round.state.won).toBe(round.params.condition === 'over' ? roll > round.params.target : roll < round.params.target);
      } else {
        const mines = verifyMines(round.serverSeed, round.clientSeed, round.nonce, round.params.mines);
        expect([...round.outcome.mines].sort((a: number, b: number) => a - b)).toEqual([...mines].sort((a, b) => a - b));
      }
    }
  });

  it('a rotation is refused while a stateful round is live, so its seed is never revealed mid-round', async () => {
    const placed = await h.gql(token, PLACE_BET, { input: { game: 'mines', amount: '0', params: { mines: 3 } } });
    expect(placed.data.placeBet.round.status).toBe('OPEN');
    const res = await h.gql(token, ROTATE_SEED, {});
    expect(res.errors?.[0]?.message).toBeTruthy();
  });
});
