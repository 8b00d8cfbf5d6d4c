import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardOf, rankIndex } from './cards';
import { HILO_CARDS, MAX_SKIPS } from './limits';
import { decimalText, mul, sub } from './fraction';
import { hiloGame } from './game';
import { likelierSide } from './playbook';
import type { HiloState } from './rules';
import { currentCard } from './run';
import { hiloMultiplier } from './multiplier';
import { winningRanks, wins } from './odds';
import { STRATEGIES, strategyReturn, type Situation, type Strategy } from './strategy-rtp';

// A million rounds of each of three strategies through the rules' own functions (float → card, the
// guess's winning ranks and result, the multiplier as paid), on uniformly random 32-bit floats (the
// RNG's granularity; the HMAC itself is checked in verifier.test.ts). The exact figures come from
// strategy-rtp.ts's enumeration; this checks that the cards and multipliers really produce them.

const ROUNDS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** The chi-square quantile at the same 5σ level (one-sided p ≈ 3 × 10⁻⁷), by Wilson–Hilferty. */
function chiSquareBound(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + Z * Math.sqrt(a)) ** 3;
}

/** Random floats w / 2³², w a uniformly random 32-bit word, drawn a block at a time. */
function floatSource(): () => number {
  let bytes = randomBytes(0);
  let at = 0;
  return () => {
    if (at >= bytes.length) {
      bytes = randomBytes(4 * 65_536);
      at = 0;
    }
    const f = bytes.readUInt32BE(at) / 2 ** 32;
    at += 4;
    return f;
  };
}

const SIMULATED = ['likelierOnce', 'likelierThree', 'skipMiddlesToTwo'] as const;

describe('HiLo RTP by simulation', () => {
  it.each(SIMULATED)('%s: a million rounds return the exact figure within 5σ, every rank 1/13', (name) => {
    const strategy: Strategy = STRATEGIES[name];
    const exact = strategyReturn(strategy);
    const mean = Number(decimalText(exact.mean, 15));
    const variance = Number(decimalText(sub(exact.square, mul(exact.mean, exact.mean)), 15));
    const next = floatSource();
    const rankCounts = new Array<number>(13).fill(0);
    const multipliers = new Map<string, number>();
    // Paid in ten-thousandths of the stake: integers, so the sum is exact.
    let paid = 0;
    for (let r = 0; r < ROUNDS; r++) {
      let card = cardOf(next());
      rankCounts[rankIndex(card)]! += 1;
      const counts: number[] = [];
      let product = 1n;
      let skipsLeft = MAX_SKIPS;
      for (let turned = 1; ; turned++) {
        const rank = rankIndex(card);
        const decision = strategy({ rank, guesses: counts.length, product, skipsLeft, cardsTurned: turned } satisfies Situation);
        if (decision === 'cashout') break;
        card = cardOf(next());
        rankCounts[rankIndex(card)]! += 1;
        if (decision === 'skip') skipsLeft -= 1;
        else if (wins(rank, rankIndex(card), decision)) {
          const n = winningRanks(rank, decision);
          counts.push(n);
          product *= BigInt(n);
        } else {
          counts.length = 0;
          break;
        }
        if (turned + 1 >= HILO_CARDS) break;
      }
      if (counts.length === 0) continue;
      const key = counts.join(',');
      let multiplier = multipliers.get(key);
      if (multiplier === undefined) {
        const [whole, part = ''] = hiloMultiplier(counts).split('.');
        multiplier = Number(whole) * 10_000 + Number(part.padEnd(4, '0'));
        multipliers.set(key, multiplier);
      }
      paid += multiplier;
    }
    const rtp = paid / 10_000 / ROUNDS;
    const bound = (Z * Math.sqrt(variance)) / Math.sqrt(ROUNDS);
    console.log(`${name}: RTP ${(rtp * 100).toFixed(4)} % over ${ROUNDS} rounds, exact ${(mean * 100).toFixed(4)} % (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - mean)).toBeLessThan(bound);

    const drawn = rankCounts.reduce((a, b) => a + b, 0);
    const chiSquare = rankCounts.reduce((sum, count) => sum + (count - drawn / 13) ** 2 / (drawn / 13), 0);
    expect(chiSquare).toBeLessThan(chiSquareBound(12));
  });

  it('likelierThree through the game itself (start, guess, cashout on its rounds’ states): a million rounds within 5σ', () => {
    const exact = strategyReturn(STRATEGIES.likelierThree);
    const mean = Number(decimalText(exact.mean, 15));
    const bound = (Z * Math.sqrt(Number(decimalText(sub(exact.square, mul(exact.mean, exact.mean)), 15)))) / Math.sqrt(ROUNDS);
    const next = floatSource();
    const floats = new Array<number>(HILO_CARDS).fill(0);
    const guess = hiloGame.actions!.guess!;
    let paid = 0;
    for (let r = 0; r < ROUNDS; r++) {
      for (let i = 0; i < HILO_CARDS; i++) floats[i] = next();
      const { outcome, step } = hiloGame.start({}, floats, '1');
      let state: HiloState = step.state;
      let end = step.end;
      for (let k = 0; !end && k < 3; k++) {
        ({ state, end } = guess.play({ params: {}, outcome, state, stake: '1' }, { choice: likelierSide(rankIndex(currentCard(state))) }));
      }
      end ??= hiloGame.cashout!({ params: {}, outcome, state, stake: '1' }).end;
      // A payout of at most 4 decimals on a stake of 1: in ten-thousandths, an exact integer sum.
      paid += Math.round(Number(end!.payout) * 10_000);
    }
    const rtp = paid / 10_000 / ROUNDS;
    console.log(`likelierThree through hiloGame: RTP ${(rtp * 100).toFixed(4)} %, exact ${(mean * 100).toFixed(4)} % (bound ±${(bound * 100).toFixed(3)} points)`);
    expect(Math.abs(rtp - mean)).toBeLessThan(bound);
  });
});
