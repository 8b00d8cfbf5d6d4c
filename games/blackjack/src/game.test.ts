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
