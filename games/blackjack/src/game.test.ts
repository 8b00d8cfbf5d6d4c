import { advanceRound, newRoundSnapshot } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { floatsForShoe, shoeStartingWith } from './fixed-shoe';
import { blackjackGame } from './game';
import { blackjackParamsSchema } from './rules';

describe('blackjackGame.describeOutcome', () => {
  const params = blackjackParamsSchema.parse({});
  const describeOutcome = blackjackGame.describeOutcome!;

  it('names the first four cards of the shoe: the player’s two, then the dealer’s up and hole card', () => {
    const shoe = shoeStartingWith(['10S', '9D', '7H', 'KC']);
    expect(describeOutcome(shoe, params, 'en')).toBe('first cards: you 10♠ 7♥, dealer 9♦ K♣');
    expect(describeOutcome(shoe, params, 'pt')).toBe('primeiras cartas: você 10♠ 7♥, banca 9♦ K♣');
    expect(describeOutcome(shoe, params, 'es')).toBe('primeras cartas: tú 10♠ 7♥, crupier 9♦ K♣');
  });

  it('describes the shoe the seam drew', () => {
    const floats = floatsForShoe(shoeStartingWith(['AS', 'QH', '8D', '2C']));
    const { round } = advanceRound(blackjackGame, newRoundSnapshot(blackjackGame, params, '1'), { kind: 'start', floats });
    expect(describeOutcome(round.outcome!, params, 'en')).toBe('first cards: you A♠ 8♦, dealer Q♥ 2♣');
  });

  it('refuses a shoe too short to deal, so the fairness panel falls back to JSON', () => {
    expect(() => describeOutcome(shoeStartingWith(['AS', 'QH', '8D']).slice(0, 3), params, 'en')).toThrow(RangeError);
  });
});

describe('blackjackGame.expire', () => {
  const params = blackjackParamsSchema.parse({});
  const deal = (first: string[]) =>
    advanceRound(blackjackGame, newRoundSnapshot(blackjackGame, params, '2'), { kind: 'start', floats: floatsForShoe(shoeStartingWith(first)) }).round;

  it('stands the hand left untouched and lets the dealer draw: 18 against 17 pays 1:1 in one credit', () => {
    // You 10 8, dealer 9 up, 8 hole: the dealer stands on 17.
    const { round, intents } = advanceRound(blackjackGame, deal(['10S', '9D', '8H', '8C']), { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'credit', amount: '4' }]);
    expect(round).toMatchObject({ status: 'closed', payout: '4', wagered: '2' });
  });

  it('declines insurance it was offered, then stands: a 12 against the dealer 20 loses with no other debit', () => {
    // You 10 2, dealer A up, 9 hole: insurance is offered; the dealer has 20 and stands.
    const dealt = deal(['10S', 'AD', '2H', '9C']);
    expect(dealt.state).toMatchObject({ phase: 'insurance' });
    const { round, intents } = advanceRound(blackjackGame, dealt, { kind: 'expire' });
    expect(intents).toEqual([{ kind: 'close' }]);
    expect(round).toMatchObject({ status: 'closed', payout: '0', wagered: '2' });
  });
});
