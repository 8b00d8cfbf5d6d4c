import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { baccaratGame } from './game';
import { BACCARAT_MAX_RETURN, baccaratParamsSchema, type BaccaratOutcome, type BaccaratParams, type BaccaratState } from './rules';
import { baccaratStrings } from './strings';
import { chips, floatsFor, hand } from './test-cards';

/** Plays a bet of `amount` a chip through the seam, dealing these cards (P1 B1 P2 B2 P3 B3). */
function play(params: BaccaratParams, cards: string[], amount = '1', freeBet = false) {
  return advanceRound(baccaratGame, newRoundSnapshot(baccaratGame, params, amount, { freeBet }), { kind: 'start', floats: floatsFor(...cards) });
}

const code = (c: string) => expect.objectContaining({ code: c });

// RULES.md's worked example: Player 3♣ 8♥ 3♦ = 4 beats Banker 7♣ 7♣ 8♣ = 2, a Banker Pair.
const EXAMPLE = ['3C', '7C', '8H', '7C', '3D', '8C'];
// Player K♠ 6♥ = 6 stands; Banker 4♦ 2♣ = 6 stands: a tie.
const TIE = ['KS', '4D', '6H', '2C'];
// Player 2♠ 4♥ = 6 stands; Banker K♦ 7♣ = 7 stands: the Banker wins.
const BANKER = ['2S', 'KD', '4H', '7C'];

describe('baccaratGame', () => {
  it('declares an instant game of six floats, without free bets, actions or cashout', () => {
    expect(baccaratGame.key).toBe('baccarat');
    expect(baccaratGame.lifecycle).toBe('instant');
    expect(baccaratGame.catalog.freeBets).toBe(false);
    expect(newRoundSnapshot(baccaratGame, chips({ player: 1 }), '1').exclusive).toBe(false);
    expect(baccaratGame.actions).toBeUndefined();
    expect(baccaratGame.cashout).toBeUndefined();
    expect(baccaratGame.floatCount(chips({ player: 1 }))).toBe(6);
    expect(baccaratGame.floatCount(chips({ tie: 100 }))).toBe(6);
  });

  it('debits the chip value times the chips', () => {
    expect(baccaratGame.openingWager!(chips({ player: 2, tie: 1, bankerPair: 4 }), '0.25')).toBe('1.75');
    expect(baccaratGame.openingWager!(chips({ banker: 100 }), '0.1234567891')).toBe('12.34567891');
  });

  it('settles a win at once: the debit of every chip stays open for the credit of Σ chips × return', () => {
    const params = chips({ player: 1, banker: 1, tie: 1, playerPair: 1, bankerPair: 1 });
    const { round, intents } = play(params, EXAMPLE, '2');
    expect(intents).toEqual([
      { kind: 'debit', amount: '10', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '28' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params,
      outcome: { player: hand('3C 8H 3D'), banker: hand('7C 7C 8C') },
      state: expect.objectContaining({ playerTotal: 4, bankerTotal: 2, winner: 'player', bankerPair: true, multiplier: '14' }),
      stake: '2',
      wagered: '10',
      multiplier: '14',
      payout: '28',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits amount × multiplier rounded down to 10 places', () => {
    const amount = '0.1234567891';
    // 3 Banker chips return 5.85: 0.1234567891 × 5.85 = 0.722222216235.
    const { round, intents } = play(chips({ banker: 3 }), BANKER, amount);
    expect(payoutOf(amount, '5.85').toFixed()).toBe('0.7222222162');
    expect(intents).toEqual([
      { kind: 'debit', amount: '0.3703703673', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.7222222162' },
    ]);
    expect(round).toMatchObject({ multiplier: '5.85', payout: '0.7222222162' });
  });

  it('settles a loss at once: one debit that closes the round', () => {
    const { round, intents } = play(chips({ player: 2, tie: 1 }), BANKER);
    expect(intents).toEqual([{ kind: 'debit', amount: '3', reason: 'bet', roundClosed: true }]);
    expect(round).toMatchObject({ status: 'closed', wagered: '3', multiplier: '0', payout: '0', state: expect.objectContaining({ winner: 'banker', multiplier: '0' }) });
  });

  it('credits a push: Player chips on a tie come back, a credit of exactly the stake', () => {
    const { round, intents } = play(chips({ player: 3 }), TIE, '0.5');
    expect(intents).toEqual([
      { kind: 'debit', amount: '1.5', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '1.5' },
    ]);
    expect(round).toMatchObject({ multiplier: '3', payout: '1.5', state: expect.objectContaining({ winner: 'tie', returns: expect.objectContaining({ player: '1' }) }) });
  });

  it('credits a return smaller than the wager: one chip back as 1.95 of 2', () => {
    const { intents } = play(chips({ player: 1, banker: 1 }), BANKER);
    expect(intents).toEqual([
      { kind: 'debit', amount: '2', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '1.95' },
    ]);
  });

  it('never pays more than 12 × the wager: both pairs on a tie', () => {
    const { round } = play(chips({ playerPair: 50, bankerPair: 50 }), ['5S', '5D', '5H', '5C', '2S', '2D'], '3');
    expect(round).toMatchObject({ multiplier: '1200', wagered: '300', payout: '3600' });
    expect(new Decimal(round.payout).lte(new Decimal(round.wagered).times(BACCARAT_MAX_RETURN))).toBe(true);
  });

  it('refuses a free bet of any size: the catalog takes none, and the seam and the demo hold to it', async () => {
    expect(baccaratGame.catalog.freeBets).toBe(false);
    expect(() => play(chips({ player: 1 }), EXAMPLE, '1', true)).toThrow(code('FREE_BETS_NOT_SUPPORTED'));
    expect(() => play(chips({ player: 2 }), EXAMPLE, '1', true)).toThrow(code('FREE_BETS_NOT_SUPPORTED'));
    const demo = demoPlay(baccaratGame, { openingBalance: '10', freeBets: [{ stake: '1', quantity: 1 }] });
    await expect(demo.placeBet('baccarat', '1', { player: 1 }, { freeBet: true })).rejects.toMatchObject({ code: 'FREE_BETS_NOT_SUPPORTED' });
    expect(await demo.balance()).toBe('10');
  });

  it('refuses bad params with VALIDATION_FAILED, and nothing moves', async () => {
    const demo = demoPlay(baccaratGame, { openingBalance: '10' });
    for (const bad of [{}, { player: 0 }, { player: 101 }, { player: 1.5 }, { player: 1, dragon: 1 }, { player: -1, banker: 2 }]) {
      await expect(demo.placeBet('baccarat', '1', bad)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await demo.balance()).toBe('10');
    // The demo's balance covers the whole wager or nothing: 11 chips of 1 is more than 10.
    await expect(demo.placeBet('baccarat', '1', { banker: 11 })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await demo.balance()).toBe('10');
    expect(baccaratParamsSchema.safeParse({ player: 1 }).success).toBe(true);
  });

  it('refuses to start without its six floats', () => {
    expect(() => advanceRound(baccaratGame, newRoundSnapshot(baccaratGame, chips({ player: 1 }), '1'), { kind: 'start', floats: [0.1, 0.2, 0.3, 0.4] })).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = play(chips({ player: 1 }), EXAMPLE);
    expect(() => advanceRound(baccaratGame, round, { kind: 'start', floats: floatsFor(...EXAMPLE) })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(baccaratGame, round, { kind: 'act', action: 'hit', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(baccaratGame, round, { kind: 'cashout' })).toThrow(GameRuleError);
  });

  it('has no move to make even on a round left open', () => {
    const open: RoundSnapshot<BaccaratParams, BaccaratOutcome, BaccaratState> = { ...play(chips({ player: 1 }), EXAMPLE).round, status: 'open' };
    expect(() => advanceRound(baccaratGame, open, { kind: 'act', action: 'draw', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(baccaratGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('baccaratGame.describeOutcome', () => {
  it('says both hands, their totals and the verdict in the player’s language', () => {
    const describe = baccaratGame.describeOutcome!;
    const { round } = play(chips({ player: 1 }), EXAMPLE);
    const outcome = round.outcome as BaccaratOutcome;
    expect(describe(outcome, chips({ player: 1 }), 'en')).toBe('Player 4 (3♣ 8♥ 3♦), Banker 2 (7♣ 7♣ 8♣): Player wins');
    expect(describe(outcome, chips({ player: 1 }), 'pt')).toBe('Jogador 4 (3♣ 8♥ 3♦), Banca 2 (7♣ 7♣ 8♣): Jogador vence');
    expect(describe(outcome, chips({ player: 1 }), 'es')).toBe('Jugador 4 (3♣ 8♥ 3♦), Banca 2 (7♣ 7♣ 8♣): Gana el Jugador');
    expect(describe({ player: hand('KS 6H'), banker: hand('4D 2C') }, chips({ tie: 1 }), 'en')).toBe('Player 6 (K♠ 6♥), Banker 6 (4♦ 2♣): Tie');
    expect(describe({ player: hand('2S 4H'), banker: hand('KD 7C') }, chips({ tie: 1 }), 'es')).toBe('Jugador 6 (2♠ 4♥), Banca 7 (K♦ 7♣): Gana la Banca');
  });
});

describe('baccaratStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(baccaratGame.strings).toBe(baccaratStrings);
    const keys = Object.keys(baccaratStrings.en).sort();
    for (const table of Object.values(baccaratStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
