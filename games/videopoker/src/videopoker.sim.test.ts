import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEALS } from './deal-classes';
import { DRAWN_CARDS } from './draw';
import { DENOMINATOR, DRAW_LCM, decimalOf, exactReturns, secondMoment } from './exact-return';
import { videopokerGame } from './game';
import { HAND_NAMES, PAYTABLE, type HandName } from './hands';
import type { DrawParams } from './rules';
import { cardIndex, cards } from './deck';
import { holdTotals } from './hold-odds';
import { bruteTotal } from './test-deals';

// The long step of the proof (RULES.md "Return to player"): every deal, as its suit class, played
// every way, in BigInt; then a million rounds through the game's own rules, on random 32-bit floats.

const exact = exactReturns();

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** A numerator over DENOMINATOR as the reduced fraction RULES.md writes: "7,817 / 23,205". */
function fraction(numerator: bigint): string {
  const d = gcd(numerator, DENOMINATOR);
  return `${(numerator / d).toLocaleString('en')} / ${(DENOMINATOR / d).toLocaleString('en')}`;
}

/** A numerator over DENOMINATOR in percent, 10 places, truncated: "99.5439043695 %". */
const percent = (numerator: bigint) => `${decimalOf(numerator * 100n, 10)} %`;

/** RULES.md's table of final hands under the suggested holds: hand → "fraction = percent". */
function handsTableOfRules(): Map<string, { pays: number; chance: string }> {
  const rules = readFileSync(new URL('../RULES.md', import.meta.url), 'utf8');
  const table = rules.slice(rules.indexOf('<!-- hands:start -->'), rules.indexOf('<!-- hands:end -->'));
  const rows = new Map<string, { pays: number; chance: string }>();
  for (const [, hand, pays, chance] of table.matchAll(/^\| ([A-Za-z ]+) \| (\d+) \| ([^|]+) \| [\d,.]+ \|$/gm)) rows.set(hand!, { pays: Number(pays), chance: chance!.trim() });
  return rows;
}

const TITLES: Readonly<Record<HandName, string>> = {
  royalFlush: 'Royal Flush', straightFlush: 'Straight Flush', fourOfAKind: 'Four of a Kind', fullHouse: 'Full House', flush: 'Flush',
  straight: 'Straight', threeOfAKind: 'Three of a Kind', twoPair: 'Two Pair', jacksOrBetter: 'Jacks or Better', nothing: 'nothing',
};

describe('video poker exact return, every deal played every way', () => {
  it('plays the 134,459 suit classes, weighted to the 2,598,960 deals, each suggested hold counted two ways', () => {
    expect(exact.classes).toBe(134_459);
    expect(exact.deals).toBe(DEALS);
    expect(exact.checkedClasses).toBe(134_459);
    expect(DRAW_LCM).toBe(7_669_695n);
    expect(DENOMINATOR).toBe(19_933_230_517_200n);
    expect(exact.tiedDeals).toBe(876);
    expect(exact.suggestedHeld).toEqual([84_360, 403_968, 1_651_440, 147_528, 292_176, 19_488]);
  });

  it('returns exactly 99.5439043695 % on the suggested holds, the most any play can, and at least 2.3716 % on the worst', () => {
    expect(exact.suggested).toBe(19_842_315_923_796n);
    expect(fraction(exact.suggested)).toBe('1,653,526,326,983 / 1,661,102,543,100');
    expect(percent(exact.suggested)).toBe('99.5439043695 %');
    expect(fraction(exact.worst)).toBe('29,546,822,267 / 1,245,826,907,325');
    expect(percent(exact.worst)).toBe('2.3716635186 %');
    // Standing pat and drawing five both leave a uniformly random hand: 875,504 / 2,598,960.
    expect(exact.holdAll).toBe(exact.holdNone);
    expect(fraction(exact.holdAll)).toBe('7,817 / 23,205');
    expect(exact.holdAll * 2_598_960n).toBe(875_504n * DENOMINATOR);
    expect(percent(exact.holdAll)).toBe('33.6867054514 %');
  });

  it('makes each final hand as often as RULES.md says, the chances adding up to 1 and the pays to the RTP', () => {
    const rows = handsTableOfRules();
    expect([...rows.keys()]).toEqual([...HAND_NAMES].reverse().map((name) => TITLES[name]));
    for (const name of HAND_NAMES) {
      const numerator = exact.suggestedHands[name];
      expect(rows.get(TITLES[name])).toEqual({ pays: PAYTABLE[name], chance: `${fraction(numerator)} = ${percent(numerator)}` });
    }
    expect(HAND_NAMES.reduce((sum, name) => sum + exact.suggestedHands[name], 0n)).toBe(DENOMINATOR);
    expect(HAND_NAMES.reduce((sum, name) => sum + exact.suggestedHands[name] * BigInt(PAYTABLE[name]), 0n)).toBe(exact.suggested);
  });

  it('stays within 10⁻⁷ of the stated RTP on the 2³² float lattice', () => {
    const T = 2n ** 32n;
    let low = 1n;
    let high = 1n;
    let scale = 1n;
    for (let i = 0; i < DRAWN_CARDS; i++) {
      const n = BigInt(52 - i);
      low *= T - (T % n);
      high *= T - (T % n) + n;
      scale *= T;
    }
    // RTP × factor − RTP, in units of 10⁻¹² of a stake, for each bound.
    const below = (exact.suggested * (scale - low) * 10n ** 12n) / (DENOMINATOR * scale);
    const above = (exact.suggested * (high - scale) * 10n ** 12n) / (DENOMINATOR * scale);
    expect([below, above]).toEqual([59_101n, 50_989n]);
    expect(below < 100_000n && above < 100_000n).toBe(true);
  });
});

describe('hold returns against a plain listing of every draw', () => {
  it('agrees on all 32 holds of a deal, holding none (1,533,939 draws) and one card included', () => {
    for (const text of ['A♦ K♦ 5♣ 5♠ 9♥']) {
      const dealt = cards(text).map(cardIndex);
      const totals = holdTotals(dealt);
      for (let mask = 0; mask < 32; mask++) expect(totals[mask], `${text}, hold ${mask.toString(2)}`).toBe(bruteTotal(dealt, mask));
    }
  });
});

describe('video poker by simulation', () => {
  it('a million rounds on the suggested holds return 99.5439 % within 5σ, each final hand as often as computed', () => {
    const ROUNDS = 1_000_000;
    const Z = 5;
    const bytes = randomBytes(ROUNDS * DRAWN_CARDS * 4);
    const counts = new Map<HandName, number>(HAND_NAMES.map((name) => [name, 0]));
    const draw = videopokerGame.actions!.draw!.play;
    let paid = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const floats = Array.from({ length: DRAWN_CARDS }, (_, i) => bytes.readUInt32BE((r * DRAWN_CARDS + i) * 4) / 2 ** 32);
      const { outcome, step } = videopokerGame.start({}, floats, '1');
      const end = draw({ params: {}, outcome, state: step.state, stake: '1' }, { holds: step.state.hint as DrawParams['holds'] });
      counts.set(end.state.hand, counts.get(end.state.hand)! + 1);
      paid += Number(end.end!.payout);
    }
    const rtp = Number(exact.suggested) / Number(DENOMINATOR);
    const sd = Math.sqrt(secondMoment(exact.suggestedHands) - rtp ** 2);
    const bound = (Z * sd) / Math.sqrt(ROUNDS);
    console.log(`RTP ${((paid / ROUNDS) * 100).toFixed(3)} % over ${ROUNDS} rounds (exact ${(rtp * 100).toFixed(4)} %, bound ±${(bound * 100).toFixed(3)} points)`);
    expect(sd).toBeCloseTo(4.4175, 4);
    expect(Math.abs(paid / ROUNDS - rtp)).toBeLessThan(bound);

    // Chi-square of the final hands against their exact chances, at the same 5σ level (Wilson–Hilferty).
    const chiSquare = HAND_NAMES.reduce((sum, name) => {
      const expected = (ROUNDS * Number(exact.suggestedHands[name])) / Number(DENOMINATOR);
      return sum + (counts.get(name)! - expected) ** 2 / expected;
    }, 0);
    const df = HAND_NAMES.length - 1;
    const a = 2 / (9 * df);
    expect(chiSquare).toBeLessThan(df * (1 - a + Z * Math.sqrt(a)) ** 3);
  });
});
