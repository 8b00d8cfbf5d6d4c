import { describe, expect, it } from 'vitest';
import { drawLiveWires } from './draw';
import { DEFUSE_LIVE_COUNTS, defuseChance, defuseMultiplier, maxCut, type DefuseLiveCount } from './paytable';

// The return of every bet over the exact 2³² values of each float (RULES.md, "Over the 2³² values"),
// by enumeration with big integers: no sampling, no bound, no symmetry argument.

const WORDS = 2n ** 32n;

/** The first word of index `j` of `n`: ceil(j · 2³² / n), exactly. */
const firstWord = (j: number, n: number) => (BigInt(j) * WORDS + BigInt(n) - 1n) / BigInt(n);

/** How many of the 2³² words draw index `j` of `n`. */
const wordsOf = (j: number, n: number) => firstWord(j + 1, n) - firstWord(j, n);

/** The float whose 32-bit word is `w`. */
const float = (w: bigint) => Number(w) / 2 ** 32;

/** A float inside index `j` of `n`'s words. */
const inside = (j: number, n: number) => float(firstWord(j, n));

/** Each set of live wires (a bit mask) with its number of word tuples, over all 2^(32·live) draws, through the real draw. */
function liveSetWeights(live: DefuseLiveCount): Map<number, bigint> {
  const weights = new Map<number, bigint>();
  const visit = (indexes: number[], weight: bigint): void => {
    if (indexes.length === live) {
      const wires = drawLiveWires(live, indexes.map((j, i) => inside(j, 10 - i)));
      const mask = wires.reduce((m, wire) => m | (1 << wire), 0);
      weights.set(mask, (weights.get(mask) ?? 0n) + weight);
      return;
    }
    const n = 10 - indexes.length;
    for (let j = 0; j < n; j++) visit([...indexes, j], weight * wordsOf(j, n));
  };
  visit([], 1n);
  return weights;
}

const bits = (mask: number) => Array.from({ length: 10 }, (_, wire) => wire).filter((wire) => (mask >> wire) & 1);

/** A multiplier in ten-thousandths ("5.9399" → 59399n). */
const tenThousandths = (multiplier: string) => BigInt(multiplier.replace('.', '').padEnd(multiplier.split('.')[0]!.length + 4, '0'));

describe('the draw over the 2³² words of each float', () => {
  it.each([
    [10, 6n, [0, 1, 3, 5, 6, 8]],
    [9, 4n, [0, 2, 4, 6]],
    [8, 0n, []],
  ])('gives each of %i indexes floor(2³²/n) words or one more, as RULES.md lists', (n, remainder, larger) => {
    expect(WORDS % BigInt(n)).toBe(remainder);
    const share = WORDS / BigInt(n);
    const counts = Array.from({ length: n }, (_, j) => wordsOf(j, n));
    expect(counts.map((c, j) => (c === share + 1n ? j : null)).filter((j) => j !== null)).toEqual(larger);
    expect(counts.every((c) => c === share || c === share + 1n)).toBe(true);
    expect(counts.reduce((a, b) => a + b)).toBe(WORDS);
  });

  it('switches index exactly at ceil(j·2³²/n) in the real draw, for draws 0, 1 and 2', () => {
    // With the earlier floats at 0 the wires left are i, i + 1, …, 9: wire = index + i.
    for (let i = 0; i < 3; i++) {
      const n = 10 - i;
      for (let j = 0; j < n; j++) {
        const at = (w: bigint) => drawLiveWires((i + 1) as DefuseLiveCount, [...Array<number>(i).fill(0), float(w)])[i];
        expect(at(firstWord(j, n))).toBe(j + i);
        expect(at(firstWord(j + 1, n) - 1n)).toBe(j + i);
        if (j > 0) expect(at(firstWord(j, n) - 1n)).toBe(j + i - 1);
      }
    }
  });

  it('moves a chance by at most r(n − r)/n words per draw (r = 2³² mod n): the total-variation bound of RULES.md', () => {
    // 2.4 words for n = 10 (5.6 × 10⁻¹⁰), 20/9 for n = 9, none for n = 8.
    for (const [n, bound] of [[10, 24n], [9, 20n], [8, 0n]] as const) {
      // Σ_j |n·c_j − 2³²| / 2 = r(n − r), in words × n.
      const deviation = Array.from({ length: n }, (_, j) => BigInt(n) * wordsOf(j, n) - WORDS).reduce((sum, d) => sum + (d < 0n ? -d : d), 0n) / 2n;
      expect(deviation).toBe(bound);
    }
  });
});

describe('RTP over the lattice, for every set of wires cut', () => {
  const weights = new Map(DEFUSE_LIVE_COUNTS.map((live) => [live, liveSetWeights(live)]));

  it('draws every set of live wires, with all 2^(32·live) word tuples accounted for', () => {
    for (const live of DEFUSE_LIVE_COUNTS) {
      const sets = weights.get(live)!;
      expect(sets.size).toBe([10, 45, 120][live - 1]);
      expect([...sets.values()].reduce((a, b) => a + b)).toBe(WORDS ** BigInt(live));
    }
  });

  it('keeps every one of the 1,022 + 1,012 + 967 bets below 99 %, within 2.4 × 10⁻⁹ of its RTP under uniform draws', () => {
    let bets = 0;
    let best = { numerator: 0n, denominator: 1n, live: 0, wires: [] as number[] };
    for (const live of DEFUSE_LIVE_COUNTS) {
      const sets = [...weights.get(live)!];
      const total = WORDS ** BigInt(live);
      for (let cut = 1; cut < 1 << 10; cut++) {
        const k = bits(cut).length;
        if (k > maxCut(live)) continue;
        bets += 1;
        const defusing = sets.reduce((sum, [mask, weight]) => ((mask & cut) === 0 ? sum + weight : sum), 0n);
        const m = tenThousandths(defuseMultiplier(live, k));
        // RTP = m · defusing / (10000 · total) < 0.99
        const numerator = m * defusing;
        const denominator = 10000n * total;
        expect(numerator * 100n).toBeLessThan(99n * denominator);
        // |RTP − m · dead / (10000 · of)| < 2.4 × 10⁻⁹
        const { dead, of } = defuseChance(live, k);
        const gap = m * (defusing * BigInt(of) - BigInt(dead) * total);
        expect((gap < 0n ? -gap : gap) * 10n ** 10n).toBeLessThan(24n * denominator * BigInt(of));
        if (numerator * best.denominator > best.numerator * denominator) best = { numerator, denominator, live, wires: bits(cut) };
      }
    }
    expect(bets).toBe(1022 + 1012 + 967);
    // The luckiest bet of all: 3 live, wires 1, 2, 4, 6, 7, 8, 9 cut, at 98.9999168… %.
    expect({ live: best.live, wires: best.wires }).toEqual({ live: 3, wires: [1, 2, 4, 6, 7, 8, 9] });
    expect(best.numerator * 10n ** 10n / best.denominator).toBe(9_899_991_683n);
  });
});
