import { describe, expect, it } from 'vitest';
import { GAMES, GAME_KEYS, findGame, findGameByRoute } from './games';
import { eventName, parseEventName } from './events';

describe('game catalog', () => {
  it('holds the contract’s 34 keys and 68 canonical events', () => {
    expect(GAME_KEYS).toHaveLength(34);
    expect(new Set(GAME_KEYS).size).toBe(34);
    const events = GAME_KEYS.flatMap((key) => [eventName(key, 'bet'), eventName(key, 'win')]);
    expect(new Set(events).size).toBe(68);
  });

  it('counts each lifecycle as the contract lists it', () => {
    const count = (lifecycle: string) => GAMES.filter((g) => g.lifecycle === lifecycle).length;
    expect(count('instant')).toBe(15);
    expect(count('instant-batch')).toBe(2);
    expect(count('stateful')).toBe(12);
    expect(count('stateful-multi-debit')).toBe(1);
    expect(count('realtime')).toBe(3);
    expect(count('position')).toBe(1);
  });

  it('marks exactly futures, baccarat and roulette as without free bets (real estate is not live)', () => {
    expect(GAMES.filter((g) => !g.freeBets).map((g) => g.key).sort()).toEqual(['baccarat', 'futures', 'roulette']);
    expect(findGame('realestate')).toBeUndefined();
  });

  it('routes russianRoulette as russian-roulette and every other key as itself', () => {
    expect(findGame('russianRoulette')?.route).toBe('russian-roulette');
    expect(findGameByRoute('russian-roulette')?.key).toBe('russianRoulette');
    for (const game of GAMES.filter((g) => g.key !== 'russianRoulette')) expect(game.route).toBe(game.key);
  });

  it('names the one game that takes repeated debits', () => {
    expect(GAMES.filter((g) => g.repeatedDebits).map((g) => g.key)).toEqual(['blackjack']);
    // The contract's instant and aggregated-batch games end on their first events; every other round may stay open.
    expect(GAMES.filter((g) => !g.multiRound).map((g) => g.key)).toEqual([
      'coin', 'dice', 'keno', 'limbo', 'roulette', 'wheel', 'baccarat', 'diamonds', 'drop', 'volt', 'spark', 'safe', 'pulse', 'launch', 'defuse', 'plinko', 'wire',
    ]);
  });
});

describe('event names', () => {
  it('parses canonical names case-sensitively', () => {
    expect(parseEventName('balance_check')).toEqual({ type: 'balance_check' });
    expect(parseEventName('russianRoulette_close')).toMatchObject({ type: 'game', kind: 'close' });
    expect(parseEventName('Dice_bet')).toBeUndefined();
    expect(parseEventName('mines_cashout')).toBeUndefined();
    expect(parseEventName('realestate_bet')).toBeUndefined();
    expect(parseEventName('dice_bet_x')).toBeUndefined();
  });
});
