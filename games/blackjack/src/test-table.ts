import { GameRuleError } from '@rgs/game-kit';
import { cardText, type Card } from './cards';
import { shoeStartingWith } from './fixed-shoe';
import { actBlackjack, blackjackParamsSchema, startBlackjack } from './rules';
import type { BlackjackStep } from './state';

/**
 * A round dealt from a fixed shoe for tests: `cards` are dealt first (player, up, player, hole, then
 * in order of play), `act` plays one action and keeps the step.
 */
export class TestTable {
  readonly shoe: Card[];
  step: BlackjackStep;

  constructor(cards: readonly string[], options: { stake?: string; perfectPairs?: string; twentyOnePlusThree?: string } = {}) {
    this.shoe = shoeStartingWith(cards);
    const params = blackjackParamsSchema.parse({
      perfectPairs: options.perfectPairs ?? '0',
      twentyOnePlusThree: options.twentyOnePlusThree ?? '0',
    });
    this.step = startBlackjack(params, options.stake ?? '1', this.shoe);
  }

  /** The current state. */
  get state() {
    return this.step.state;
  }

  /** Plays `action` and returns the new step. */
  act(action: string, params: unknown = {}): BlackjackStep {
    this.step = actBlackjack(this.step.state, this.shoe, action, params);
    return this.step;
  }

  /** The hands' cards as text, for compact assertions. */
  hands(): string[][] {
    return this.state.hands.map((hand) => hand.cards.map(cardText));
  }

  /** The dealer's shown cards as text. */
  dealer(): string[] {
    return this.state.dealer.cards.map(cardText);
  }

  /** The error `action` is refused with; fails if it is not refused or the state changed. */
  refusal(action: string, params: unknown = {}): GameRuleError {
    const before = JSON.stringify(this.step.state);
    try {
      actBlackjack(this.step.state, this.shoe, action, params);
    } catch (error) {
      if (JSON.stringify(this.step.state) !== before) throw new Error('a refused move changed the state');
      if (error instanceof GameRuleError) return error;
      throw error;
    }
    throw new Error(`${action} was not refused`);
  }
}
