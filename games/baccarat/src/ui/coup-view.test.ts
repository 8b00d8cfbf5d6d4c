import { describe, expect, it } from 'vitest';
import { hand } from '../test-cards';
import { handWords, localDigits, roundTone, shownTotal, spotTone } from './coup-view';
import { loadCards } from './lazy-cards';

describe('the board’s words', () => {
  it('tells a spot’s glow from its return per chip', () => {
    expect(['2', '1.95', '12', '1', '0', undefined].map(spotTone)).toEqual(['won', 'won', 'won', 'push', '', '']);
  });

  it('tells the round against its wager: more back, exactly back, or less', () => {
    expect([roundTone('2', '3.9'), roundTone('1.5', '1.5'), roundTone('2', '1.95'), roundTone('1', '0')]).toEqual(['win', 'even', 'loss', 'loss']);
  });

  it('writes decimals in the player’s digits', () => {
    expect([localDigits('0.95', 'en'), localDigits('0.95', 'pt'), localDigits('11', 'es')]).toEqual(['0.95', '0,95', '11']);
  });

  it('totals only the cards already face up', () => {
    const cards = hand('3C 8H 3D');
    expect([0, 1, 2, 3].map((shown) => shownTotal(cards, shown))).toEqual([null, 3, 1, 4]);
  });

  it('names a hand’s cards with the kit’s words once they have loaded, with short ones before', async () => {
    const cards = hand('KS 9H');
    expect(handWords('Player', cards, 9, 'en', null)).toBe('Player: K♠, 9♥. 9.');
    expect(handWords('Banca', [], null, 'pt', null)).toBe('Banca: —.');
    const kit = await loadCards();
    expect(handWords('Player', cards, 9, 'en', kit)).toBe('Player: King of spades, Nine of hearts. 9.');
    expect(handWords('Banca', [], null, 'pt', kit)).toBe('Banca: sem cartas.');
  });
});
