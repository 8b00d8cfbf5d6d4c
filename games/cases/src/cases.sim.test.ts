import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CASE_COUNT } from './board';
import { CASES_FLOATS, drawCases } from './draw';
import { cashOutAfter, keepToTheEnd, momentsOf, takeOfferOf, type Moments, type Stopper } from './exact-rtp';
import { bankerOffer } from './offer';

// A million rounds through the rules' own draw and offer, on uniformly random 32-bit floats (the RNG's
// granularity; the HMAC itself is checked in verifier.test.ts), each played four ways. The exact RTPs
// are proved in exact-rtp.test.ts; this checks that float → layout → offer really produces them.

const ROUNDS = 1_000_000;
/** 5 standard deviations: a correct game fails one check in about 1.7 million runs. */
const Z = 5;

/** `count` random floats w / 2³², w a uniformly random 32-bit word. */
function randomFloats(count: number): Float64Array {
  const bytes = randomBytes(count * 4);
  const floats = new Float64Array(count);
  for (let i = 0; i < count; i++) floats[i] = bytes.readUInt32BE(i * 4) / 2 ** 32;
  return floats;
}

/** A way of playing a dealt layout to its end: what it is paid, in ten-thousandths of the stake. */
interface Player {
  readonly name: string;
  readonly exact: Stopper;
  readonly play: (cases: readonly string[], choose: () => number) => number;
}

const units = (multiplier: string) => Math.round(Number(multiplier) * 10_000);

/** Hundredths of each value the layouts hold. */
const hundredths = new Map<string, number>();
const centsOf = (value: string) => hundredths.get(value) ?? hundredths.set(value, Math.round(Number(value) * 100)).get(value)!;

// bankerOffer reads only the sum and the count of the closed values: asked once per (sum, count) met,
// with the first closed list that has them, it keeps the million rounds to seconds.
const offers = new Map<number, string>();
function offerOn(closed: readonly string[]): string {
  const key = closed.reduce((sum, value) => sum + centsOf(value), 0) * 16 + closed.length;
  return offers.get(key) ?? offers.set(key, bankerOffer(closed)).get(key)!;
}

/** Keeps case `pick`, opens the others in the order `order` gives, and takes the first offer `take` accepts. */
function playOut(cases: readonly string[], pick: number, order: (closed: number[]) => number, take: (offer: string, opened: number) => boolean): number {
  const closed = Array.from({ length: CASE_COUNT }, (_, c) => c).filter((c) => c !== pick);
  for (let opened = 1; closed.length > 0; opened++) {
    closed.splice(order(closed), 1);
    if (closed.length === 0) break;
    const offer = offerOn([cases[pick]!, ...closed.map((c) => cases[c]!)]);
    if (offer !== '0' && take(offer, opened)) return units(offer);
  }
  return units(cases[pick]!);
}

const PLAYERS: readonly Player[] = [
  { name: 'keep case 1 to the end', exact: keepToTheEnd, play: (cases) => units(cases[0]!) },
  { name: 'keep case 12, take the first offer', exact: cashOutAfter(1), play: (cases) => playOut(cases, 11, () => 0, () => true) },
  {
    name: 'keep a random case, open 5 at random, take the offer',
    exact: cashOutAfter(5),
    play: (cases, choose) => playOut(cases, choose() % CASE_COUNT, (closed) => choose() % closed.length, (_, opened) => opened >= 5),
  },
  { name: 'keep case 6, take the first offer of 1.2×', exact: takeOfferOf(12_000n), play: (cases) => playOut(cases, 5, () => 0, (offer) => Number(offer) >= 1.2) },
];

const asNumber = (f: Moments['mean']) => Number(f.num) / Number(f.den);

describe('cases RTP by simulation', () => {
  it('a million rounds played four ways each return their exact RTP within 5σ', () => {
    const floats = randomFloats(CASES_FLOATS * ROUNDS);
    const choices = randomBytes(4 * 12 * ROUNDS);
    let next = 0;
    const choose = () => choices.readUInt32BE((next++ % (12 * ROUNDS)) * 4);
    const paid = PLAYERS.map(() => 0);
    const round = new Array<number>(CASES_FLOATS);
    for (let r = 0; r < ROUNDS; r++) {
      for (let i = 0; i < CASES_FLOATS; i++) round[i] = floats[r * CASES_FLOATS + i]!;
      const cases = drawCases(round);
      PLAYERS.forEach((player, p) => (paid[p]! += player.play(cases, choose)));
    }
    PLAYERS.forEach((player, p) => {
      const { mean, square } = momentsOf(player.exact);
      const sigma = Math.sqrt(asNumber(square) - asNumber(mean) ** 2);
      const bound = (Z * sigma) / Math.sqrt(ROUNDS);
      const rtp = paid[p]! / 10_000 / ROUNDS;
      console.log(`${player.name}: RTP ${(rtp * 100).toFixed(3)} % (exact ${(asNumber(mean) * 100).toFixed(4)} %, bound ±${(bound * 100).toFixed(3)} points)`);
      expect(Math.abs(rtp - asNumber(mean))).toBeLessThan(bound);
    });
  });
});
