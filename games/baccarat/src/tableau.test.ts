import { describe, expect, it } from 'vitest';
import { cardText } from './cards';
import { card } from './test-cards';
import { bankerDraws, dealCoup, isNatural, playerDraws, winnerOf } from './tableau';


/** Deals from six cards by float position, recording which positions were read. */
function deal(cards: string[]) {
  const read: number[] = [];
  const coup = dealCoup((position) => {
    read.push(position);
    return card(cards[position]!);
  });
  return { player: coup.player.map(cardText).join(' '), banker: coup.banker.map(cardText).join(' '), read };
}

describe('the drawing rules', () => {
  it('make 8 and 9 naturals', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isNatural)).toEqual([8, 9]);
  });

  it('draw the Player on 0 … 5 and stand on 6 and 7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter(playerDraws)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('draw the Banker on 0 … 5 when the Player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter((total) => bankerDraws(total, null))).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('follow RULES.md’s tableau on the Player’s third card', () => {
    const drawsOn = (total: number) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((third) => bankerDraws(total, third));
    expect(drawsOn(0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(drawsOn(1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(drawsOn(2)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(drawsOn(3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(drawsOn(4)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(drawsOn(5)).toEqual([4, 5, 6, 7]);
    expect(drawsOn(6)).toEqual([6, 7]);
    expect(drawsOn(7)).toEqual([]);
  });

  it('name the higher total the winner, equal totals a tie', () => {
    expect([winnerOf(7, 5), winnerOf(2, 9), winnerOf(6, 6)]).toEqual(['player', 'banker', 'tie']);
  });
});

describe('dealCoup', () => {
  it('deals Player, Banker, Player, Banker from floats 0 … 3 and stops on a natural, reading no third float', () => {
    // Player K♠ 9♥ = 9, a natural: Banker's 2♦ 3♣ = 5 does not draw.
    expect(deal(['KS', '2D', '9H', '3C', '4S', '5S'])).toEqual({ player: 'K♠ 9♥', banker: '2♦ 3♣', read: [0, 2, 1, 3] });
    // The Banker's natural stops the Player's 0 too.
    expect(deal(['KS', '4D', 'QH', '4C', '4S', '5S'])).toEqual({ player: 'K♠ Q♥', banker: '4♦ 4♣', read: [0, 2, 1, 3] });
  });

  it('stands the Player on 6 and draws the Banker on 5 from float 5, leaving float 4 unread', () => {
    expect(deal(['3S', '2D', '3H', '3C', '4S', '6S'])).toEqual({ player: '3♠ 3♥', banker: '2♦ 3♣ 6♠', read: [0, 2, 1, 3, 5] });
  });

  it('stands both on 6 and 7', () => {
    expect(deal(['3S', '2D', '3H', '5C', '4S', '6S'])).toEqual({ player: '3♠ 3♥', banker: '2♦ 5♣', read: [0, 2, 1, 3] });
  });

  it('draws the Player’s third card from float 4, then the Banker’s by the tableau', () => {
    // Player 2 draws a 3 (→ 5); Banker 4 draws on a third card of 2 … 7.
    expect(deal(['AS', '2D', 'AH', '2C', '3S', '6S'])).toEqual({ player: 'A♠ A♥ 3♠', banker: '2♦ 2♣ 6♠', read: [0, 2, 1, 3, 4, 5] });
    // Player 2 draws an 8 (→ 0); Banker 3 stands on an 8.
    expect(deal(['AS', '2D', 'AH', 'AC', '8S', '6S'])).toEqual({ player: 'A♠ A♥ 8♠', banker: '2♦ A♣', read: [0, 2, 1, 3, 4] });
    // The worked example of RULES.md.
    expect(deal(['3C', '7C', '8H', '7C', '3D', '8C'])).toEqual({ player: '3♣ 8♥ 3♦', banker: '7♣ 7♣ 8♣', read: [0, 2, 1, 3, 4, 5] });
  });
});
