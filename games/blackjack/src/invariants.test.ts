import { GameRuleError } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { cardText, orderedShoe, type Card } from './cards';
import { handTotal, isNatural } from './hand';
import { actBlackjack, blackjackParamsSchema, openingWager, startBlackjack } from './rules';
import { BLACKJACK_ACTIONS, type BlackjackState, type BlackjackStep } from './state';

/** A small seeded generator (mulberry32), so a failing round can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(next: () => number): Card[] {
  const shoe = orderedShoe();
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shoe[i], shoe[j]] = [shoe[j]!, shoe[i]!];
  }
  return shoe;
}

const sorted = (cards: readonly Card[]) => cards.map(cardText).sort();

/** What the state shows must be exactly the shoe's first cards, the hole card aside while hidden. */
function checkVisibleCards(state: BlackjackState, shoe: readonly Card[]): void {
  const visible = [...state.hands.flatMap((hand) => hand.cards), ...state.dealer.cards];
  const hidden = state.dealer.holeRevealed ? [] : [shoe[3]!];
  expect(sorted([...visible, ...hidden])).toEqual(sorted(shoe.slice(0, visible.length + hidden.length)));
  if (state.phase !== 'over') {
    expect(state.dealer).toMatchObject({ holeRevealed: false });
    expect(state.dealer.cards).toHaveLength(1);
  }
}

/** The end, settled again from the visible cards alone. */
function checkSettlement(state: BlackjackState, stake: string, end: { payout: string }): void {
  const dealer = handTotal(state.dealer.cards).total;
  const dealerNatural = isNatural(state.dealer.cards);
  let total = new Decimal(0);
  for (const hand of state.hands) {
    const player = handTotal(hand.cards).total;
    expect(hand.bet).toBe(new Decimal(stake).times(hand.doubled ? 2 : 1).toFixed());
    let multiple: number;
    if (dealerNatural) multiple = isNatural(hand.cards) && state.hands.length === 1 ? 1 : 0;
    else if (state.hands.length === 1 && !hand.fromSplit && isNatural(hand.cards)) multiple = 2.5;
    else if (player > 21) multiple = 0;
    else if (dealer > 21 || player > dealer) multiple = 2;
    else multiple = player === dealer ? 1 : 0;
    expect(hand.payout).toBe(new Decimal(hand.bet).times(multiple).toFixed());
    total = total.plus(hand.payout!);
  }
  if (!dealerNatural && state.hands.some((hand) => handTotal(hand.cards).total <= 21 && !isNatural(hand.cards))) {
    expect(dealer).toBeGreaterThanOrEqual(17);
    expect(handTotal(state.dealer.cards.slice(0, -1)).total).toBeLessThan(17);
  }
  if (state.insurance?.status === 'taken') expect(state.insurance.payout).toBe(dealerNatural ? new Decimal(state.insurance.amount).times(3).toFixed() : '0');
  total = total.plus(state.insurance?.payout ?? 0);
  total = total.plus(state.sideBets.perfectPairs?.payout ?? 0).plus(state.sideBets.twentyOnePlusThree?.payout ?? 0);
  expect(end.payout).toBe(total.toFixed());
  expect(state.payout).toBe(end.payout);
}

describe('random rounds with random moves (3000 seeded rounds)', () => {
  it('keep every invariant: allowed moves work, others are refused unchanged, cards, wagers and payouts add up', () => {
    const next = random(20240901);
    const params = blackjackParamsSchema.parse({ perfectPairs: '0.5', twentyOnePlusThree: '0.25' });
    for (let round = 0; round < 3000; round++) {
      const shoe = shuffled(next);
      const stake = ['1', '0.3', '7.0000000001'][round % 3]!;
      let step: BlackjackStep = startBlackjack(params, stake, shoe);
      const moves: [string, unknown][] = [];
      let wagered = new Decimal(openingWager(params, stake));
      let splits = 0;
      for (;;) {
        const { state } = step;
        checkVisibleCards(state, shoe);
        expect(step.end !== undefined).toBe(state.phase === 'over');
        expect(state.allowed.length === 0).toBe(state.phase === 'over');
        if (step.end) {
          checkSettlement(state, stake, step.end);
          expect(splits).toBe(state.hands.length - 1);
          break;
        }
        for (const action of BLACKJACK_ACTIONS.filter((a) => !state.allowed.includes(a))) {
          const before = JSON.stringify(state);
          expect(() => actBlackjack(state, shoe, action, action === 'insurance' ? { take: true } : {})).toThrow(GameRuleError);
          expect(JSON.stringify(state)).toBe(before);
        }
        const action = state.allowed[Math.floor(next() * state.allowed.length)]!;
        const params = action === 'insurance' ? { take: next() < 0.5 } : {};
        moves.push([action, params]);
        step = actBlackjack(state, shoe, action, params);
        for (const wager of step.wagers) {
          wagered = wagered.plus(wager.amount);
          if (wager.reason === 'split') splits++;
          const expected = wager.reason === 'insurance' ? new Decimal(stake).dividedBy(2).toDecimalPlaces(10, Decimal.ROUND_DOWN) : new Decimal(stake);
          expect(wager.amount).toBe(expected.toFixed());
        }
      }
      // The same shoe and moves replay to the same round, as a verifier would.
      let replay = startBlackjack(params, stake, shoe);
      for (const [action, actionParams] of moves) replay = actBlackjack(replay.state, shoe, action, actionParams);
      expect(replay).toEqual(step);
      expect(wagered.isPositive()).toBe(true);
    }
  });
});
