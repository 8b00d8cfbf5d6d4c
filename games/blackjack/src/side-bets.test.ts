import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, isRed } from './cards';
import { card } from './fixed-shoe';
import { fraction, fractionText, perfectPairsOdds, twentyOnePlusThreeOdds } from './side-bet-odds';
import { perfectPairsOutcome, settleSideBet, TWENTY_ONE_PLUS_THREE_ODDS, twentyOnePlusThreeOutcome, type TwentyOnePlusThreeOutcome } from './side-bets';

describe('Perfect Pairs', () => {
  it.each([
    ['QH', 'QH', 'perfect-pair'],
    ['QH', 'QD', 'coloured-pair'],
    ['7S', '7C', 'coloured-pair'],
    ['7S', '7H', 'mixed-pair'],
    ['AD', 'AC', 'mixed-pair'],
    ['KH', 'QH', null],
    ['10S', 'JS', null],
  ])('%s %s → %s', (a, b, outcome) => {
    expect(perfectPairsOutcome(card(a), card(b))).toBe(outcome);
  });

  it('has RTP 292/311 = 93.8907 % on 6 decks (house edge 19/311 = 6.1093 %)', () => {
    const odds = perfectPairsOdds();
    expect(odds.total).toBe(312n * 311n);
    expect(odds.counts).toEqual({ 'perfect-pair': 312n * 5n, 'coloured-pair': 312n * 6n, 'mixed-pair': 312n * 12n });
    expect(odds.rtp).toEqual({ numerator: 292n, denominator: 311n });
    expect(odds.houseEdge).toEqual({ numerator: 19n, denominator: 311n });
    expect(fractionText(odds.rtp, 6)).toBe('0.938906');
  });

  it('matches a count over every ordered pair of the 312 cards', () => {
    const shoe = Array.from({ length: 6 }, () => SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })))).flat();
    const counts: Record<string, bigint> = {};
    for (let i = 0; i < shoe.length; i++) {
      for (let j = 0; j < shoe.length; j++) {
        if (i === j) continue;
        const outcome = perfectPairsOutcome(shoe[i]!, shoe[j]!);
        if (outcome !== null) counts[outcome] = (counts[outcome] ?? 0n) + 1n;
      }
    }
    expect(counts).toEqual(perfectPairsOdds().counts);
  });
});

describe('21+3', () => {
  it.each([
    ['9S', '9S', '9S', 'suited-trips'],
    ['9S', '9H', '9S', 'three-of-a-kind'],
    ['9D', '10D', 'JD', 'straight-flush'],
    ['AH', '2H', '3H', 'straight-flush'],
    ['QC', 'AC', 'KC', 'straight-flush'],
    ['9D', '10S', 'JD', 'straight'],
    ['3C', 'AD', '2H', 'straight'],
    ['QS', 'KD', 'AH', 'straight'],
    ['KS', 'AD', '2H', null],
    ['2H', '9H', 'KH', 'flush'],
    ['KH', 'KH', '3H', 'flush'],
    ['KH', 'KS', '3H', null],
    ['2H', '4S', '6C', null],
  ])('%s %s + up %s → %s', (a, b, up, outcome) => {
    expect(twentyOnePlusThreeOutcome(card(a), card(b), card(up))).toBe(outcome);
  });

  it('has RTP 597707/626665 = 95.3790 % on 6 decks (house edge 4.6210 %)', () => {
    const odds = twentyOnePlusThreeOdds();
    expect(odds.total).toBe(5_013_320n);
    expect(odds.counts).toEqual({
      'suited-trips': 1040n,
      'straight-flush': 10_368n,
      'three-of-a-kind': 25_272n,
      straight: 155_520n,
      flush: 292_896n,
    });
    expect(odds.rtp).toEqual(fraction(4_781_656n, 5_013_320n));
    expect(odds.rtp).toEqual({ numerator: 597_707n, denominator: 626_665n });
    expect(fractionText(odds.houseEdge, 6)).toBe('0.046209');
  });

  it('gives the published 96.30 % RTP on 8 decks (same formula)', () => {
    expect(fractionText(twentyOnePlusThreeOdds(8).rtp, 4)).toBe('0.9629');
  });

  it('matches a count over every set of 3 of the 312 cards (by card kind and multiplicity)', () => {
    const kinds = SUITS.flatMap((suit) => RANKS.map((rank) => ({ rank, suit })));
    const ways = (k: number) => [1n, 6n, 15n, 20n][k]!; // C(6, k)
    const counts: Partial<Record<TwentyOnePlusThreeOutcome, bigint>> = {};
    let total = 0n;
    for (let i = 0; i < 52; i++) {
      for (let j = i; j < 52; j++) {
        for (let k = j; k < 52; k++) {
          const multiplicity = new Map<number, number>();
          for (const x of [i, j, k]) multiplicity.set(x, (multiplicity.get(x) ?? 0) + 1);
          let n = 1n;
          for (const m of multiplicity.values()) n *= ways(m);
          total += n;
          const outcome = twentyOnePlusThreeOutcome(kinds[i]!, kinds[j]!, kinds[k]!);
          if (outcome !== null) counts[outcome] = (counts[outcome] ?? 0n) + n;
        }
      }
    }
    const odds = twentyOnePlusThreeOdds();
    expect(total).toBe(odds.total);
    expect(counts).toEqual(odds.counts);
  });
});

describe('settleSideBet', () => {
  it('returns stake × (odds + 1) exactly on a win and 0 on a loss', () => {
    expect(settleSideBet('0.1', 'suited-trips', TWENTY_ONE_PLUS_THREE_ODDS)).toEqual({ stake: '0.1', outcome: 'suited-trips', payout: '10.1' });
    expect(settleSideBet('0.0000000003', 'flush', TWENTY_ONE_PLUS_THREE_ODDS).payout).toBe('0.0000000018');
    expect(settleSideBet('2', null, TWENTY_ONE_PLUS_THREE_ODDS)).toEqual({ stake: '2', outcome: null, payout: '0' });
  });

  it('knows the colours', () => {
    expect(SUITS.filter(isRed)).toEqual(['H', 'D']);
  });
});
