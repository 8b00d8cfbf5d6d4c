import { describe, expect, it } from 'vitest';
import { EVEN_RANKS, coupOdds, latticeRankWeights, type CoupOdds } from './coup-odds';
import { BACCARAT_MAX_RETURN, BET_SPOTS, WIN_RETURN, type BetSpot } from './paytable';
import { SPOT_RTP } from './rtp';
import { spotReturns } from './settle';
import type { Winner } from './tableau';

/** An exact fraction. */
interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const reduce = ({ n, d }: Ratio): Ratio => ({ n: n / gcd(n, d), d: d / gcd(n, d) });
const minus = (a: Ratio, b: Ratio): Ratio => reduce({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
const toNumber = ({ n, d }: Ratio) => Number((n * 10n ** 40n) / d) / 1e40;

/**
 * A spot's return per chip, exactly: Σ over the results of chance × what the paytable returns. The
 * pairs depend on the two first cards of their hand only: chance Σ w_r² / W², whoever wins.
 */
function rtp(odds: CoupOdds, spot: BetSpot, weights: readonly bigint[]): Ratio {
  if (spot === 'playerPair' || spot === 'bankerPair') {
    const W = weights.reduce((sum, w) => sum + w, 0n);
    const pairs = weights.reduce((sum, w) => sum + w * w, 0n);
    return reduce({ n: BigInt(WIN_RETURN[spot]) * pairs, d: 100n * W * W });
  }
  const returned = (['player', 'banker', 'tie'] as Winner[]).reduce((sum, winner) => sum + odds[winner] * BigInt(spotReturns(winner, false, false)[spot]), 0n);
  return reduce({ n: returned, d: 100n * odds.total });
}

describe('the infinite shoe’s exact odds', () => {
  const odds = coupOdds(EVEN_RANKS);

  it('enumerates 1,659,001 rank sequences: Player 2,153,464, Banker 2,212,744, Tie 460,601 of 13⁶', () => {
    expect(odds).toEqual({ player: 2_153_464n, banker: 2_212_744n, tie: 460_601n, total: 13n ** 6n, sequences: 1_659_001 });
    expect(odds.player + odds.banker + odds.tie).toBe(odds.total);
  });

  it('returns exactly RULES.md’s fractions on each spot', () => {
    const table = Object.fromEntries(BET_SPOTS.map((spot) => [spot, rtp(odds, spot, EVEN_RANKS)]));
    expect(table).toEqual({
      player: { n: 366_733n, d: 371_293n },
      banker: { n: 23_877_259n, d: 24_134_045n },
      tie: { n: 4_145_409n, d: 4_826_809n },
      playerPair: { n: 12n, d: 13n },
      bankerPair: { n: 12n, d: 13n },
    });
    expect(Object.fromEntries(Object.entries(table).map(([spot, { n, d }]) => [spot, [Number(n), Number(d)]]))).toEqual(SPOT_RTP);
    const percent = Object.fromEntries(Object.entries(table).map(([spot, ratio]) => [spot, (toNumber(ratio) * 100).toFixed(4)]));
    expect(percent).toEqual({ player: '98.7719', banker: '98.9360', tie: '85.8830', playerPair: '92.3077', bankerPair: '92.3077' });
  });

  it('gives the house edges the tradition quotes: per hand, and with ties left out', () => {
    const one = { n: 1n, d: 1n };
    const perHand = (spot: BetSpot) => (toNumber(minus(one, rtp(odds, spot, EVEN_RANKS))) * 100).toFixed(4);
    expect([perHand('player'), perHand('banker'), perHand('tie')]).toEqual(['1.2281', '1.0640', '14.1170']);
    // Ties left out: the Player chip loses (banker − player) / (player + banker) per decided coup, the Banker chip (player − 0.95 banker) / ….
    const decided = odds.player + odds.banker;
    const player = reduce({ n: odds.banker - odds.player, d: decided });
    const banker = reduce({ n: 100n * odds.player - 95n * odds.banker, d: 100n * decided });
    expect([player, banker]).toEqual([{ n: 3705n, d: 272_888n }, { n: 128_393n, d: 10_915_520n }]);
    expect([(toNumber(player) * 100).toFixed(4), (toNumber(banker) * 100).toFixed(4)]).toEqual(['1.3577', '1.1762']);
  });

  it('adds up chip by chip: a bet over several spots returns the chips-weighted mean', () => {
    const banker = toNumber(rtp(odds, 'banker', EVEN_RANKS));
    const tie = toNumber(rtp(odds, 'tie', EVEN_RANKS));
    expect((((banker + tie) / 2) * 100).toFixed(4)).toBe('92.4095');
  });
});

describe('the odds over the 2³² floats', () => {
  const weights = latticeRankWeights();
  const odds = coupOdds(weights);
  const even = coupOdds(EVEN_RANKS);

  it('weigh every rank 330,382,100 words but the king, 330,382,096', () => {
    expect(weights).toEqual([...Array<bigint>(12).fill(330_382_100n), 330_382_096n]);
    expect(odds.total).toBe(2n ** (32n * 6n));
    expect(odds.sequences).toBe(1_659_001);
  });

  it('move each return by less than 2 × 10⁻¹⁰: RULES.md’s differences, exactly', () => {
    const shift = Object.fromEntries(BET_SPOTS.map((spot) => [spot, toNumber(minus(rtp(odds, spot, weights), rtp(even, spot, EVEN_RANKS))).toPrecision(2)]));
    expect(shift).toEqual({ player: '-6.9e-12', banker: '7.2e-12', tie: '1.8e-10', playerPair: '9.6e-18', bankerPair: '9.6e-18' });
  });
});

describe('the paytable', () => {
  it('returns 2, 1.95, 9, 12 and 12 per winning chip, and pushes Player and Banker on a tie', () => {
    expect(WIN_RETURN).toEqual({ player: 200, banker: 195, tie: 900, playerPair: 1200, bankerPair: 1200 });
    expect(spotReturns('tie', false, false)).toEqual({ player: 100, banker: 100, tie: 900, playerPair: 0, bankerPair: 0 });
    expect(spotReturns('banker', true, false)).toEqual({ player: 0, banker: 195, tie: 0, playerPair: 1200, bankerPair: 0 });
  });

  it('never returns more per chip than the max win, 12', () => {
    const most = Math.max(...(['player', 'banker', 'tie'] as Winner[]).flatMap((winner) => Object.values(spotReturns(winner, true, true))));
    expect(most).toBe(1200);
    expect(BigInt(most)).toBe(BigInt(BACCARAT_MAX_RETURN) * 100n);
  });
});
