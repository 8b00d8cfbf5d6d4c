import { advanceRound, newRoundSnapshot, payoutOf, type RoundSnapshot } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { pulseGame } from './game';
import type { PulseOutcome, PulseParams, PulseState } from './rules';
import { pulseStrings } from './strings';

/** Plays a pulse bet of `stake` on `floats`, through the seam. */
function play(params: PulseParams, floats: readonly number[], stake = '1', freeBet = false) {
  return advanceRound(pulseGame, newRoundSnapshot(pulseGame, params, stake, { freeBet }), { kind: 'start', floats });
}

const code = (c: string) => expect.objectContaining({ code: c });
const medium: PulseParams = { risk: 'medium' };
/** Medium floats: 3× (slot 62), 2× (slot 54), 1× (slot 24): 6×. */
const SIX = [62.5 / 64, 54.5 / 64, 24.5 / 64];

describe('pulseGame', () => {
  it('declares a one-shot game with three floats, no actions and no cashout', () => {
    expect(pulseGame.key).toBe('pulse');
    expect(pulseGame.catalog.key).toBe('pulse');
    expect(pulseGame.catalog.freeBets).toBe(true);
    expect(newRoundSnapshot(pulseGame, medium, '1').exclusive).toBe(false);
    expect(pulseGame.actions).toBeUndefined();
    expect(pulseGame.cashout).toBeUndefined();
    expect(pulseGame.floatCount(medium)).toBe(3);
    expect(pulseGame.floatCount({ risk: 'high' })).toBe(3);
  });

  it('settles a win at once: the bet debit stays open for its credit', () => {
    const { round, intents } = play(medium, SIX);
    expect(intents).toEqual([
      { kind: 'debit', amount: '1', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '6' },
    ]);
    expect(round).toEqual({
      status: 'closed',
      params: medium,
      outcome: { beats: ['3', '2', '1'] },
      state: { beats: ['3', '2', '1'], multiplier: '6' },
      stake: '1',
      wagered: '1',
      multiplier: '6',
      payout: '6',
      exclusive: false,
      freeBet: false,
    });
  });

  it('credits stake × product, rounded down to 10 places', () => {
    const stake = '0.1234567891';
    // Low: 1.92× (beat 1's 2×, slot 56), 1.5× (slot 46), 0.5× (slot 10): 1.44×. 0.1234567891 × 1.44 = 0.177777776304.
    const { round, intents } = play({ risk: 'low' }, [56 / 64, 46 / 64, 10 / 64], stake);
    expect(payoutOf(stake, '1.44').toFixed()).toBe('0.1777777763');
    expect(intents).toEqual([
      { kind: 'debit', amount: stake, reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '0.1777777763' },
    ]);
    expect(round).toMatchObject({ state: { beats: ['1.92', '1.5', '0.5'], multiplier: '1.44' }, multiplier: '1.44', payout: '0.1777777763' });
  });

  it('pays a product under 1× as a credit too: part of the bet back', () => {
    const { round, intents } = play({ risk: 'low' }, [10 / 64, 10 / 64, 10 / 64], '2');
    expect(round).toMatchObject({ multiplier: '0.125', payout: '0.25' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '0.25' });
  });

  it('pays the top spike cubed at high risk: 1,000×', () => {
    const top = 1 - 2 ** -32;
    const { round, intents } = play({ risk: 'high' }, [top, top, top], '2');
    expect(round).toMatchObject({ outcome: { beats: ['10', '10', '10'] }, multiplier: '1000', payout: '2000' });
    expect(intents.at(-1)).toEqual({ kind: 'credit', amount: '2000' });
  });

  it('settles a flatline at once: one debit that closes the round, the beats played stopping at it', () => {
    const { round, intents } = play(medium, [62.5 / 64, 0.1, 0.99]);
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: true }]);
    expect(round).toEqual({
      status: 'closed',
      params: medium,
      outcome: { beats: ['3', '0', '5'] },
      state: { beats: ['3', '0'], multiplier: '0' },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: false,
      freeBet: false,
    });
  });

  it('plays a free bet: no debit of the player’s money, the whole win paid', () => {
    const { round, intents } = play(medium, SIX, '1', true);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: '6' },
    ]);
    expect(round).toMatchObject({ freeBet: true, wagered: '0', payout: '6' });
  });

  it('refuses bad params with VALIDATION_FAILED, and nothing moves', async () => {
    const demo = demoPlay(pulseGame, { openingBalance: '10' });
    for (const bad of [{}, { risk: 'extreme' }, { risk: 'Low' }, { risk: 'low', beats: 3 }, null]) {
      await expect(demo.placeBet('pulse', '1', bad)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect(await demo.balance()).toBe('10');
  });

  it('plays a free bet grant through the demo engine: the balance moves by the payout alone', async () => {
    const demo = demoPlay(pulseGame, { openingBalance: '10', freeBets: [{ stake: '1', quantity: 1 }] });
    const { round } = await demo.placeBet('pulse', '1', medium, { freeBet: true });
    expect(round).toMatchObject({ freeBet: true, status: 'CLOSED' });
    expect(await demo.balance()).toBe(new Decimal('10').plus(round.payout).toFixed());
  });

  it('moves the demo balance by exactly stake and payout, and every round verifies once its seed is revealed (the fairness panel)', async () => {
    const play = demoPlay(pulseGame, { openingBalance: '100' });
    const ids: string[] = [];
    let expected = new Decimal(100);
    for (let i = 0; i < 30; i++) {
      const { round, balance } = await play.placeBet('pulse', '1.1', { risk: (['low', 'medium', 'high'] as const)[i % 3] });
      expected = expected.minus('1.1').plus(round.payout);
      expect(new Decimal(balance!).toFixed()).toBe(expected.toFixed());
      expect(round.status).toBe('CLOSED');
      ids.push(round.id);
    }
    await play.rotateSeed('next');
    for (const id of ids) expect(await verifyRound(pulseGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses to start without its three floats', () => {
    expect(() => play(medium, [0.5, 0.5])).toThrow(RangeError);
  });

  it('refuses every move after the start', () => {
    const { round } = play(medium, SIX);
    expect(round.status).toBe('closed');
    expect(() => advanceRound(pulseGame, round, { kind: 'start', floats: SIX })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(pulseGame, round, { kind: 'act', action: 'beat', params: {} })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => advanceRound(pulseGame, round, { kind: 'cashout' })).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('has no move to make even on a round left open', () => {
    const open: RoundSnapshot<PulseParams, PulseOutcome, PulseState> = {
      ...newRoundSnapshot(pulseGame, medium, '1'),
      status: 'open',
      outcome: { beats: ['1', '1', '1'] },
      state: { beats: ['1', '1', '1'], multiplier: '1' },
    };
    expect(() => advanceRound(pulseGame, open, { kind: 'act', action: 'beat', params: {} })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(pulseGame, open, { kind: 'cashout' })).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });
});

describe('pulseGame.describeOutcome', () => {
  it('says the beats and their product in the player’s language, for the fairness sentence', () => {
    const describe = pulseGame.describeOutcome!;
    expect(describe({ beats: ['3', '2', '1'] }, medium, 'en')).toBe('beats 3× · 2× · 1× = 6×');
    expect(describe({ beats: ['1.92', '1.5', '0.5'] }, { risk: 'low' }, 'pt')).toBe('batimentos 1,92× · 1,5× · 0,5× = 1,44×');
    expect(describe({ beats: ['1.92', '1.5', '0.5'] }, { risk: 'low' }, 'es')).toBe('latidos 1,92× · 1,5× · 0,5× = 1,44×');
    expect(describe({ beats: ['3', '0', '5'] }, medium, 'en')).toBe('beats 3× · 0×: flatline on beat 2');
    expect(describe({ beats: ['0', '1', '5'] }, medium, 'pt')).toBe('batimentos 0×: linha reta no batimento 1');
    expect(describe({ beats: ['0.5', '1', '0'] }, medium, 'es')).toBe('latidos 0,5× · 1× · 0×: línea plana en el latido 3');
  });

  it('describes the outcome the seam recorded', () => {
    const { round } = play(medium, SIX);
    expect(pulseGame.describeOutcome!(round.outcome as PulseOutcome, medium, 'en')).toBe('beats 3× · 2× · 1× = 6×');
  });
});

describe('pulseStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(pulseGame.strings).toBe(pulseStrings);
    const keys = Object.keys(pulseStrings.en).sort();
    for (const table of Object.values(pulseStrings)) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
