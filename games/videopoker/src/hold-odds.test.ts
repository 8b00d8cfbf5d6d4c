import { describe, expect, it } from 'vitest';
import { cardIndex, cards } from './deck';
import { PAYS } from './hands';
import { bruteTotal } from './test-deals';
import { DRAWS_BY_HELD, bestHold, bestOf, completionCounts, heldCount, holdTotals, holdsOfMask, maskOfHolds, payoutOfCounts, suitClassKey } from './hold-odds';

const hand = (text: string) => cards(text).map(cardIndex);

describe('hold returns', () => {
  it('counts four to a royal flush by hand: 925 / 47', () => {
    // K♠ Q♠ J♠ 10♠ held, 2♥ thrown: A♠ royal 800, 9♠ straight flush 50, seven other spades flush 6 each,
    // three other aces and nines straight 4 each, nine other J/Q/K a paying pair: 800 + 50 + 42 + 24 + 9.
    const dealt = hand('K♠ Q♠ J♠ 10♠ 2♥');
    expect(holdTotals(dealt)[0b01111]).toBe(925);
    expect(DRAWS_BY_HELD[4]).toBe(47);
    expect(bestHold(dealt)).toEqual({ mask: 0b01111, total: 925 });
  });

  it('breaks a pat flush for four to a royal: 866 / 47 = 18.43 against 6', () => {
    // 10♠ royal, seven spades 2 … 8 flush, three tens straight, twelve A/K/Q/J a pair (the 9♠ is thrown).
    const dealt = hand('A♠ K♠ Q♠ J♠ 9♠');
    const totals = holdTotals(dealt);
    expect(totals[0b01111]).toBe(800 + 7 * 6 + 3 * 4 + 12);
    expect(totals[0b11111]).toBe(6);
    expect(bestHold(dealt).mask).toBe(0b01111);
    expect(holdsOfMask(0b01111)).toEqual([true, true, true, true, false]);
  });

  it('stands on a dealt royal flush and keeps trips, a pair of jacks over a four-card flush', () => {
    expect(bestHold(hand('10♥ J♥ Q♥ K♥ A♥'))).toEqual({ mask: 0b11111, total: 800 });
    expect(bestHold(hand('7♣ 2♦ 7♦ K♠ 7♥')).mask).toBe(0b10101);
    expect(bestHold(hand('J♥ J♠ 4♥ 8♥ 2♥')).mask).toBe(0b00011);
    // Four of a kind: the fifth card changes nothing, and the tie goes to holding all five.
    expect(bestHold(hand('9♣ 9♦ 9♥ 9♠ 3♦')).mask).toBe(0b11111);
  });

  it('agrees with a plain listing of every draw, hold by hold, on hands of every kind', () => {
    const deals = ['K♠ Q♠ J♠ 10♠ 2♥', 'J♥ J♠ 4♥ 8♥ 2♥', '7♣ 2♦ 7♦ K♠ 7♥', '2♣ 3♦ 5♥ 9♠ J♣', 'A♦ K♦ 5♣ 5♠ 9♥', '6♥ 7♥ 8♥ 9♥ 10♥'];
    for (const text of deals) {
      const dealt = hand(text);
      const totals = holdTotals(dealt);
      // Holding none or one card lists 1.5 million and 178,365 draws: those are listed for a whole deal in
      // videopoker.sim.test.ts; here every hold of two cards or more, on every deal.
      for (let mask = 0; mask < 32; mask++) {
        if (heldCount(mask) >= 2) expect(totals[mask], `${text}, hold ${mask.toString(2)}`).toBe(bruteTotal(dealt, mask));
      }
    }
  });

  it('gives each hold the same total by inclusion–exclusion as by counting its draws with the thrown cards dead', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let n = 0; n < 40; n++) {
      const dealt: number[] = [];
      while (dealt.length < 5) {
        const card = next() % 52;
        if (!dealt.includes(card)) dealt.push(card);
      }
      const totals = holdTotals(dealt);
      for (let mask = 0; mask < 32; mask++) {
        const counts = completionCounts(
          dealt.filter((_, i) => mask & (1 << i)),
          dealt.filter((_, i) => !(mask & (1 << i))),
        );
        expect(counts.reduce((a, b) => a + b, 0)).toBe(DRAWS_BY_HELD[heldCount(mask)]);
        expect(payoutOfCounts(counts)).toBe(totals[mask]);
      }
    }
  });

  it('counts every 5-card hand of the deck when nothing is held or dead', () => {
    expect(completionCounts([])).toEqual([1_302_540 + 9 * 84_480, 4 * 84_480, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4]);
    expect(payoutOfCounts(completionCounts([]))).toBe(875_504);
    expect(PAYS).toHaveLength(10);
  });

  it('picks the best return, comparing totals over their draws exactly', () => {
    const totals = new Array<number>(32).fill(0);
    totals[0b00001] = 178_365; // 1× on one card held
    totals[0b00011] = 16_215 + 1; // just over 1× on two
    expect(bestOf(totals).mask).toBe(0b00011);
    totals[0b00111] = 1_081 + 1; // more over on three
    expect(bestOf(totals).mask).toBe(0b00111);
  });

  it('sorts the sets of up to four cards into 18,370 suit classes: 1, 13, 169, 1,755 and 16,432', () => {
    const classes = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()];
    const visit = (from: number, chosen: number[]): void => {
      classes[chosen.length]!.add(suitClassKey(chosen));
      if (chosen.length < 4) for (let card = from; card < 52; card++) visit(card + 1, [...chosen, card]);
    };
    visit(0, []);
    expect(classes.map((set) => set.size)).toEqual([1, 13, 169, 1_755, 16_432]);
  });

  it('gives hands that differ by a renaming of suits one key, and others different keys', () => {
    expect(suitClassKey(hand('A♠ K♠ 5♥'))).toBe(suitClassKey(hand('A♦ K♦ 5♣')));
    expect(suitClassKey(hand('A♠ K♠ 5♥'))).not.toBe(suitClassKey(hand('A♠ K♥ 5♥')));
    expect(maskOfHolds([true, false, true, false, false])).toBe(0b00101);
  });
});
