import { describe, expect, it } from 'vitest';
import { baccaratParamsSchema, cardIndex, hundredthsText, playBaccarat, settleCoup } from './rules';
import { chips, floatOf, floatsFor, hand } from './test-cards';

describe('baccaratParamsSchema', () => {
  it('accepts chips on any spots, filling the spots left out with 0', () => {
    expect(baccaratParamsSchema.parse({ banker: 2 })).toEqual(chips({ banker: 2 }));
    expect(baccaratParamsSchema.parse({ player: 1, banker: 1, tie: 1, playerPair: 1, bankerPair: 1 })).toEqual(chips({ player: 1, banker: 1, tie: 1, playerPair: 1, bankerPair: 1 }));
    expect(baccaratParamsSchema.parse({ tie: 100 })).toEqual(chips({ tie: 100 }));
    expect(baccaratParamsSchema.parse({ player: 40, banker: 0, bankerPair: 60 })).toEqual(chips({ player: 40, bankerPair: 60 }));
  });

  it.each([
    ['no chips at all', {}],
    ['only zeros', { player: 0, banker: 0 }],
    ['more than 100 chips in all', { player: 50, banker: 51 }],
    ['101 on one spot', { tie: 101 }],
    ['a fraction of a chip', { player: 1.5 }],
    ['a negative count', { player: 2, banker: -1 }],
    ['NaN', { player: Number.NaN }],
    ['Infinity', { player: Number.POSITIVE_INFINITY }],
    ['a count as text', { player: '1' }],
    ['an unknown spot', { player: 1, dragon: 1 }],
    ['a spot in another case', { Player: 1 }],
    ['null', null],
    ['a number', 3],
  ])('refuses %s', (_, params) => {
    expect(baccaratParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('settleCoup', () => {
  it('pays the worked example of RULES.md: Player 4 beats Banker 2, Banker Pair; one chip on each spot makes 14', () => {
    const state = settleCoup({ player: hand('3C 8H 3D'), banker: hand('7C 7C 8C') }, chips({ player: 1, banker: 1, tie: 1, playerPair: 1, bankerPair: 1 }));
    expect(state).toEqual({
      player: hand('3C 8H 3D'),
      banker: hand('7C 7C 8C'),
      playerTotal: 4,
      bankerTotal: 2,
      winner: 'player',
      natural: false,
      playerPair: false,
      bankerPair: true,
      returns: { player: '2', banker: '0', tie: '0', playerPair: '0', bankerPair: '12' },
      multiplier: '14',
    });
  });

  it('pays the Banker 1.95 a chip, and pushes Player and Banker on a tie', () => {
    const banker = settleCoup({ player: hand('2S 4H'), banker: hand('KD 7C') }, chips({ banker: 3, player: 1 }));
    expect(banker).toMatchObject({ winner: 'banker', playerTotal: 6, bankerTotal: 7, multiplier: '5.85', returns: { banker: '1.95', player: '0' } });
    const tie = settleCoup({ player: hand('2S 4H'), banker: hand('KD 6C') }, chips({ banker: 3, player: 1, tie: 2 }));
    expect(tie).toMatchObject({ winner: 'tie', multiplier: '22', returns: { player: '1', banker: '1', tie: '9' } });
  });

  it('marks a natural on either hand’s first two cards', () => {
    expect(settleCoup({ player: hand('4S 4H'), banker: hand('KD 6C') }, chips({ player: 1 })).natural).toBe(true);
    expect(settleCoup({ player: hand('4S 2H'), banker: hand('KD 9C') }, chips({ player: 1 })).natural).toBe(true);
    expect(settleCoup({ player: hand('4S 2H'), banker: hand('KD 7C') }, chips({ player: 1 })).natural).toBe(false);
  });

  it('returns "0" when nothing on the table won', () => {
    expect(settleCoup({ player: hand('4S 4H'), banker: hand('KD 6C') }, chips({ banker: 5, tie: 2 })).multiplier).toBe('0');
  });
});

describe('hundredthsText', () => {
  it('writes hundredths of a chip as exact decimal text', () => {
    expect([0, 100, 195, 190, 1200, 585, 120_000, 5].map(hundredthsText)).toEqual(['0', '1', '1.95', '1.9', '12', '5.85', '1200', '0.05']);
  });
});

describe('playBaccarat', () => {
  it('deals card floor(f × 52) of the deck from each float, in RULES.md’s order', () => {
    const floats = floatsFor('3C', '7C', '8H', '7C', '3D', '8C');
    expect(floats.map(cardIndex)).toEqual([41, 45, 20, 45, 28, 46]);
    const state = playBaccarat(chips({ bankerPair: 1 }), floats);
    expect(state).toMatchObject({ player: hand('3C 8H 3D'), banker: hand('7C 7C 8C'), winner: 'player', bankerPair: true, multiplier: '12' });
  });

  it('needs all six floats even when the third cards are not drawn, and only valid floats among those it reads', () => {
    const natural = ['9S', '2D', 'KH', '3C'].map(floatOf);
    expect(() => playBaccarat(chips({ player: 1 }), natural)).toThrow(RangeError);
    expect(playBaccarat(chips({ player: 1 }), [...natural, 2, 2])).toMatchObject({ playerTotal: 9, winner: 'player' });
    expect(() => playBaccarat(chips({ player: 1 }), [1, ...natural.slice(1), 0, 0])).toThrow(RangeError);
  });
});
