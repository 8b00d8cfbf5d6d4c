import { defineGame, GameRuleError, payoutOf, type GameAction, type RuleStep } from '@rgs/game-kit';
import { Decimal } from '@rgs/schema';
import { cardText, type Card } from './cards';
import { actBlackjack, blackjackActionSchemas, blackjackParamsSchema, openingWager, startBlackjack, type BlackjackParams } from './rules';
import { BLACKJACK_FLOAT_COUNT, shoeFromFloats } from './shoe';
import { BLACKJACK_ACTIONS, type BlackjackState, type BlackjackStep } from './state';
import { BLACKJACK_STRINGS } from './strings';

// Everything on the table once the step is taken: the hands' bets (doubles included), insurance if
// taken, and the side bets: what the round has cost the player.
function wageredOf(state: BlackjackState, params: BlackjackParams): Decimal {
  const hands = state.hands.reduce((sum, hand) => sum.plus(hand.bet), new Decimal(0));
  const insured = state.insurance?.status === 'taken' ? new Decimal(state.insurance.amount) : new Decimal(0);
  return hands.plus(insured).plus(params.perfectPairs).plus(params.twentyOnePlusThree);
}

// The rules' step on the seam: the same wagers; an end paying the exact total rounded down to the
// wire's 10 places (a 3:2 blackjack on a 10-place stake has 11); the multiplier shown is what the
// round returned for what it cost, floored to 4 places.
function toRuleStep(step: BlackjackStep, params: BlackjackParams): RuleStep<BlackjackState> {
  if (!step.end) return { state: step.state, multiplier: '0', wagers: step.wagers };
  const payout = payoutOf(step.end.payout, '1');
  const multiplier = payout.dividedBy(wageredOf(step.state, params)).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed();
  return { state: step.state, multiplier, wagers: step.wagers, end: { payout: payout.toFixed() } };
}

const actions = Object.fromEntries(
  BLACKJACK_ACTIONS.map((name): [string, GameAction<BlackjackParams, Card[], BlackjackState>] => [
    name,
    { params: blackjackActionSchemas[name], play: (round, params) => toRuleStep(actBlackjack(round.state, round.outcome, name, params), round.params) },
  ]),
);

/**
 * Blackjack: 6 decks shuffled for every round from the provably-fair floats (the shoe is the round's
 * hidden outcome), dealer stands on soft 17, 3:2, double on any two, split to 4 hands, insurance,
 * Perfect Pairs and 21+3 staked with the opening bet. Doubles, splits and insurance are extra wagers
 * (each its own `blackjack_bet`); everything the round returns comes in one credit.
 */
export const blackjackGame = defineGame<BlackjackParams, Card[], BlackjackState>({
  key: 'blackjack',
  params: blackjackParamsSchema,
  floatCount: () => BLACKJACK_FLOAT_COUNT,
  // Side bets are at most the main bet (the usual table rule), refused before anything is sent.
  openingWager(params, stake) {
    for (const [name, side] of [['perfectPairs', params.perfectPairs], ['twentyOnePlusThree', params.twentyOnePlusThree]] as const) {
      if (new Decimal(side).gt(stake)) throw new GameRuleError('VALIDATION_FAILED', `${name} may not exceed the main bet`, { [name]: side });
    }
    return openingWager(params, stake);
  },
  start(params, floats, stake) {
    const shoe = shoeFromFloats(floats);
    return { outcome: shoe, step: toRuleStep(startBlackjack(params, stake, shoe), params) };
  },
  actions,
  // A hand left untouched past the timeout is played out with no more money: insurance declined,
  // every hand stood, the dealer drawing as the rules say (RULES.md, docs/decisions/0026).
  expire(round) {
    let state = round.state;
    for (;;) {
      const step = state.phase === 'insurance' ? actBlackjack(state, round.outcome, 'insurance', { take: false }) : actBlackjack(state, round.outcome, 'stand', {});
      if (step.end) return toRuleStep(step, round.params);
      state = step.state;
    }
  },
  strings: BLACKJACK_STRINGS,
  // "first cards: you 10♠ 7♥, dealer 9♦ K♣": the shoe deals player, dealer up, player, dealer hole (RULES.md).
  // A shoe too short to deal them is no outcome of these rules: the fairness panel then shows it as JSON.
  describeOutcome(shoe, _params, lang) {
    if (shoe.length < 4) throw new RangeError('a blackjack shoe deals at least four cards');
    const [player1, up, player2, hole] = shoe.slice(0, 4).map(cardText);
    return BLACKJACK_STRINGS[lang].firstCards.replace('{player}', `${player1} ${player2}`).replace('{dealer}', `${up} ${hole}`);
  },
});
