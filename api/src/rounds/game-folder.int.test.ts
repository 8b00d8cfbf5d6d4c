import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Decimal } from '@rgs/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoverGames, renderInstalledGames } from '../../../scripts/discover-games.mjs';
import { eventually } from '../testing/eventually';
import { createHarness, type Harness, type TestOperator } from '../testing/harness';
import { PLACE_BET } from '../testing/play-operations';

// A game team's whole contribution: one folder. It is discovered, registered and played for money
// through GraphQL with nothing edited anywhere else.
const FIXTURES = fileURLToPath(new URL(`../../.fixture-games-${randomBytes(4).toString('hex')}`, import.meta.url));

const COIN_GAME = `import { defineGame, payoutOf } from '@rgs/game-kit';
import { z } from 'zod';

export const coinGame = defineGame({
  key: 'coin',
  strings: { en: { heads: 'Heads' }, pt: { heads: 'Cara' }, es: { heads: 'Cara' } },
  params: z.strictObject({ side: z.enum(['heads', 'tails']) }),
  floatCount: () => 1,
  start(params, floats, stake) {
    const side = floats[0]! < 0.5 ? 'heads' : 'tails';
    const won = side === params.side;
    return { outcome: { side }, step: { state: { side, won }, multiplier: won ? '1.98' : '0', end: { payout: won ? payoutOf(stake, '1.98').toFixed() : '0' } } };
  },
});
`;

let h: Harness;
let op: TestOperator;

beforeAll(async () => {
  mkdirSync(join(FIXTURES, 'coin/src'), { recursive: true });
  writeFileSync(join(FIXTURES, 'coin/package.json'), JSON.stringify({ name: '@rgs/game-coin', type: 'module' }));
  writeFileSync(join(FIXTURES, 'coin/src/game.ts'), COIN_GAME);
  const found = discoverGames(FIXTURES);
  expect(found).toEqual([{ route: 'coin', key: 'coin', pkg: '@rgs/game-coin', exportName: 'coinGame' }]);
  writeFileSync(join(FIXTURES, 'installed-games.ts'), renderInstalledGames(found, (g) => `./${g.route}/src/game`));
  const { INSTALLED_GAMES } = (await import(join(FIXTURES, 'installed-games.ts'))) as typeof import('./installed-games');
  h = await createHarness({ games: INSTALLED_GAMES });
  op = await h.operator();
});
afterAll(async () => {
  await h?.close();
  rmSync(FIXTURES, { recursive: true, force: true });
});

describe('a game is a folder', () => {
  it('a new folder is discovered, offered and played for money through GraphQL', async () => {
    const token = await h.playerToken(op, 'newcomer');
    const games = await h.gql(token, 'query { games { key lifecycle } }');
    expect(games.data.games).toEqual([{ key: 'coin', lifecycle: 'instant' }]);

    const before = op.wallet.storage.getPlayer(op.customerId, 'newcomer')!.balance as Decimal;
    const res = await h.gql(token, PLACE_BET, { input: { game: 'coin', amount: '2', params: { side: 'heads' } } });
    const { round } = res.data.placeBet;
    expect(round).toMatchObject({ game: 'coin', status: 'CLOSED' });
    const won = round.state.won as boolean;
    const events = () => op.wallet.requests.filter((r) => r.body?.betId === round.betId).map((r) => [r.body.event, r.body.roundClosed]);
    await eventually(() => expect(events()).toEqual(won ? [['coin_bet', false], ['coin_win', true]] : [['coin_bet', true]]));
    const payout = won ? '3.96' : '0';
    expect(new Decimal(round.payout).toFixed()).toBe(payout);
    await eventually(() => expect((op.wallet.storage.getPlayer(op.customerId, 'newcomer')!.balance as Decimal).toFixed()).toBe(before.minus(2).plus(payout).toFixed()));
    // A bad param is refused by the folder's own schema, with nothing sent.
    const bad = await h.gql(token, PLACE_BET, { input: { game: 'coin', amount: '2', params: { side: 'edge' } } });
    expect(bad.data.placeBet.__typename).toBe('InvalidInputError');
    // Games the server was not given stay unplayable.
    const dice = await h.gql(token, PLACE_BET, { input: { game: 'dice', amount: '1', params: { target: 50, condition: 'over' } } });
    expect(dice.data.placeBet.__typename).toBe('InvalidInputError');
  });
});
