import { advanceRound, GameRuleError, newRoundSnapshot, payoutOf, type RoundContext, type RoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { bridgeGame } from './game';
import { bridgeMultiplier } from './multiplier';
import { stepParamsSchema, type BridgeOutcome, type BridgeParams, type BridgeState } from './rules';
import { BRIDGE_SPANS, type BridgeDifficulty } from './span';
import { bridgeStrings } from './strings';

type BridgeRound = RoundSnapshot<BridgeParams, BridgeOutcome, BridgeState>;

/** Starts a round of `stake` whose rows' odd panels are exactly `odd` (row 1 first), choosing floats that draw them. */
function startWith(difficulty: BridgeDifficulty, odd: readonly number[], stake = '1', freeBet = false): BridgeRound {
  const { panels } = BRIDGE_SPANS[difficulty];
  const floats = odd.map((panel) => (panel + 0.5) / panels);
  const { round, intents } = advanceRound(bridgeGame, newRoundSnapshot(bridgeGame, { difficulty }, stake, { freeBet }), { kind: 'start', floats });
  expect(intents).toEqual([{ kind: 'debit', amount: freeBet ? '0' : stake, reason: 'bet', roundClosed: false }]);
  return round;
}

const step = (round: BridgeRound, panel: unknown) => advanceRound(bridgeGame, round, { kind: 'act', action: 'step', params: { panel } });
const cashout = (round: BridgeRound) => advanceRound(bridgeGame, round, { kind: 'cashout' });

/** Steps on `panels` row by row, each leaving the round open with no money moved. */
function stepAll(round: BridgeRound, panels: readonly number[]): BridgeRound {
  for (const panel of panels) {
    const next = step(round, panel);
    expect(next.intents).toEqual([]);
    expect(next.round.status).toBe('open');
    round = next.round;
  }
  return round;
}

const context = (round: BridgeRound): RoundContext<BridgeParams, BridgeOutcome, BridgeState> => ({
  params: round.params,
  outcome: round.outcome!,
  state: round.state!,
  stake: round.stake,
});

const code = (c: string) => expect.objectContaining({ code: c });
/** RULES.md's worked example on medium: the right panel breaks on rows 4, 5 and 6. */
const ODD = [0, 0, 0, 1, 1, 1, 0, 0];

describe('bridgeGame start', () => {
  it('declares a multi-round game drawing one float per row, with step and cashout', () => {
    expect(bridgeGame.key).toBe('bridge');
    expect(bridgeGame.catalog.key).toBe('bridge');
    expect(newRoundSnapshot(bridgeGame, { difficulty: 'easy' as const }, '1').exclusive).toBe(true);
    expect(Object.keys(bridgeGame.actions ?? {})).toEqual(['step']);
    expect(bridgeGame.actions?.step?.params).toBe(stepParamsSchema);
    expect(bridgeGame.cashout).toBeTypeOf('function');
    expect(bridgeGame.expire).toBeUndefined();
    for (const difficulty of ['easy', 'medium', 'hard'] as const) expect(bridgeGame.floatCount({ difficulty })).toBe(8);
  });

  it('hides the fragile panels and opens with nothing to cash out: the bet debit leaves the round open', () => {
    const { round, intents } = advanceRound(bridgeGame, newRoundSnapshot(bridgeGame, { difficulty: 'hard' as const }, '1'), { kind: 'start', floats: Array(8).fill(0.5) });
    expect(intents).toEqual([{ kind: 'debit', amount: '1', reason: 'bet', roundClosed: false }]);
    expect(round).toEqual({
      status: 'open',
      params: { difficulty: 'hard' },
      outcome: { fragile: Array(8).fill([0, 2]) },
      state: { difficulty: 'hard', steps: [], fell: null },
      stake: '1',
      wagered: '1',
      multiplier: '0',
      payout: '0',
      exclusive: true,
      freeBet: false,
    });
  });

  it('refuses a second start', () => {
    expect(() => advanceRound(bridgeGame, startWith('medium', ODD), { kind: 'start', floats: Array(8).fill(0.5) })).toThrow(code('ROUND_NOT_OPEN'));
  });
});

describe('bridgeGame step', () => {
  it('pays more with each row crossed and loses when the glass breaks', () => {
    const start = startWith('medium', ODD);
    expect(start.outcome!.fragile).toEqual([[0], [0], [0], [1], [1], [1], [0], [0]]);
    const first = step(start, 1);
    expect(first.intents).toEqual([]);
    expect(first.round).toEqual({ ...start, state: { difficulty: 'medium', steps: [1], fell: null }, multiplier: '1.98' });
    const third = stepAll(first.round, [1, 1]);
    expect(third.multiplier).toBe('7.92');
    const fell = step(third, 1);
    expect(fell.intents).toEqual([{ kind: 'close' }]);
    expect(fell.round).toEqual({ ...start, status: 'closed', state: { difficulty: 'medium', steps: [1, 1, 1], fell: 1 }, multiplier: '0', payout: '0' });
  });

  it('on hard holds only on the one tempered panel', () => {
    const start = startWith('hard', [2, 0, 1, 1, 1, 1, 1, 1]);
    expect(start.outcome!.fragile.slice(0, 3)).toEqual([[0, 1], [1, 2], [0, 2]]);
    expect(step(start, 0).round.state!.fell).toBe(0);
    expect(step(start, 1).round.state!.fell).toBe(1);
    expect(step(start, 2).round).toMatchObject({ status: 'open', multiplier: '2.97', state: { steps: [2], fell: null } });
  });

  it('wins by itself when the eighth row is crossed', () => {
    const round = stepAll(startWith('hard', Array(8).fill(1), '0.5'), Array(7).fill(1));
    expect(round.multiplier).toBe('2165.13');
    const last = step(round, 1);
    expect(last.round).toEqual({ ...round, status: 'closed', state: { difficulty: 'hard', steps: Array(8).fill(1), fell: null }, multiplier: '6495.39', payout: '3247.695' });
    expect(last.round.multiplier).toBe(bridgeMultiplier('hard', 8));
    expect(last.intents).toEqual([{ kind: 'credit', amount: '3247.695' }]);
  });

  it('refuses a panel the row does not have, unknown actions and bad params, changing nothing', () => {
    const round = startWith('medium', ODD);
    const before = structuredClone(round);
    expect(() => step(round, 2)).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(bridgeGame, round, { kind: 'act', action: 'jump', params: { panel: 0 } })).toThrow(code('INVALID_ACTION'));
    expect(() => advanceRound(bridgeGame, round, { kind: 'act', action: 'cashout', params: {} })).toThrow(code('INVALID_ACTION'));
    for (const bad of [{ panel: 3 }, { panel: -1 }, { panel: 0.5 }, { panel: '0' }, {}, null, { panel: 0, extra: true }]) {
      expect(() => advanceRound(bridgeGame, round, { kind: 'act', action: 'step', params: bad })).toThrow(code('INVALID_ACTION'));
    }
    expect(round).toEqual(before);
    // Three panels a row on easy and hard: panel 2 is there.
    expect(step(startWith('easy', ODD), 2).round.status).toBe('open');
  });

  it('refuses every move once the round is over', () => {
    const lost = step(startWith('medium', ODD), 0).round;
    expect(lost.status).toBe('closed');
    expect(() => step(lost, 1)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(lost)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => bridgeGame.actions!.step!.play(context(lost), { panel: 1 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => bridgeGame.cashout!(context(lost))).toThrow(code('ROUND_NOT_OPEN'));

    const won = step(stepAll(startWith('easy', Array(8).fill(0)), Array(7).fill(1)), 2).round;
    expect(won).toMatchObject({ status: 'closed', multiplier: '25.3726', payout: '25.3726' });
    expect(() => step(won, 1)).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => cashout(won)).toThrow(GameRuleError);
    expect(() => bridgeGame.actions!.step!.play(context(won), { panel: 1 })).toThrow(code('ROUND_NOT_OPEN'));
    expect(() => bridgeGame.cashout!(context(won))).toThrow(code('ROUND_NOT_OPEN'));
  });

  it('leaves the given state untouched', () => {
    const round = startWith('medium', ODD);
    step(round, 1);
    expect(round.state).toEqual({ difficulty: 'medium', steps: [], fell: null });
  });
});

describe('bridgeGame cashout', () => {
  it('is not allowed before the first row', () => {
    expect(() => cashout(startWith('medium', ODD))).toThrow(code('CASHOUT_NOT_ALLOWED'));
  });

  it('pays stake × the current multiplier, rounded down to 10 places, and keeps the state', () => {
    const stake = '0.1234567901';
    const round = stepAll(startWith('easy', Array(8).fill(0), stake), [1, 2, 1]);
    expect(round.multiplier).toBe('3.3412');
    const { round: cashed, intents } = cashout(round);
    // 0.1234567901 × 3.3412 = 0.41249382708212: rounded down to 10 places.
    expect(payoutOf(stake, '3.3412').toFixed()).toBe('0.412493827');
    expect(intents).toEqual([{ kind: 'credit', amount: '0.412493827' }]);
    expect(cashed).toEqual({ ...round, status: 'closed', payout: '0.412493827' });
  });
});

describe('bridgeGame free bet', () => {
  it('stakes nothing and pays the grant’s stake × the multiplier in full', () => {
    const round = stepAll(startWith('hard', Array(8).fill(0), '2', true), [0, 0]);
    expect(round).toMatchObject({ freeBet: true, stake: '2', wagered: '0', multiplier: '8.91' });
    const { round: cashed, intents } = cashout(round);
    expect(intents).toEqual([{ kind: 'credit', amount: '17.82' }]);
    expect(cashed).toMatchObject({ status: 'closed', payout: '17.82' });
  });

  it('closes a lost free bet with nothing paid', () => {
    const { round, intents } = step(startWith('hard', Array(8).fill(0), '2', true), 1);
    expect(intents).toEqual([{ kind: 'close' }]);
    expect(round).toMatchObject({ status: 'closed', payout: '0', freeBet: true });
  });
});

describe('bridgeGame left open for 24 hours', () => {
  it('is cashed out at the current multiplier once a row is crossed', () => {
    const round = stepAll(startWith('medium', ODD, '4'), [1, 1]);
    const { round: settled, intents } = advanceRound(bridgeGame, round, { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'credit', amount: '15.84' }]);
    expect(settled).toMatchObject({ status: 'closed', multiplier: '3.96', payout: '15.84' });
  });

  it('is closed as a loss when the player never stepped onto the glass', () => {
    const { round, intents } = advanceRound(bridgeGame, startWith('medium', ODD), { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'close' }]);
    expect(round).toMatchObject({ status: 'closed', multiplier: '0', payout: '0' });
  });
});

describe('bridgeGame.describeOutcome', () => {
  const describe = bridgeGame.describeOutcome!;

  it('names the panels that break on every row as the board does, in the player’s language', () => {
    const medium = { fragile: [[0], [0], [0], [1], [1], [1], [0], [0]] };
    expect(describe(medium, { difficulty: 'medium' }, 'en')).toBe(
      'breaking panels on rows 1 to 8: left panel, left panel, left panel, right panel, right panel, right panel, left panel, left panel',
    );
    const hard = { fragile: [[1, 2], [0, 1], [0, 2], [1, 2], [1, 2], [1, 2], [1, 2], [1, 2]] };
    expect(describe(hard, { difficulty: 'hard' }, 'pt').startsWith('painéis que quebram nas fileiras 1 a 8: painel do meio + painel da direita, painel da esquerda + painel do meio, painel da esquerda + painel da direita,')).toBe(true);
    expect(describe({ fragile: Array(8).fill([1]) }, { difficulty: 'easy' }, 'es')).toBe(`paneles que se rompen en las filas 1 a 8: ${Array(8).fill('panel central').join(', ')}`);
  });
});

describe('bridgeStrings', () => {
  it('speaks every language with the same keys, none empty', () => {
    expect(bridgeGame.strings).toBe(bridgeStrings);
    const keys = Object.keys(bridgeStrings.en);
    for (const table of Object.values(bridgeStrings)) {
      expect(Object.keys(table)).toEqual(keys);
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });
});
