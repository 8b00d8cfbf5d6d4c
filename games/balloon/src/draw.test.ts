import { describe, expect, it } from 'vitest';
import { BALLOON_DIFFICULTIES, DIFFICULTIES, MAX_PUMPS, type BalloonDifficulty } from './difficulty';
import { drawPop } from './draw';

/** Floats for a round of `difficulty`: `f` for every pump, with pump `popAt` (if any) given `pop`. */
function floats(difficulty: BalloonDifficulty, popAt: number | null, hold = 0.75, pop = 0): number[] {
  return Array.from({ length: DIFFICULTIES[difficulty].pumps }, (_, i) => (i + 1 === popAt ? pop : hold));
}

const word = (w: number) => w / 2 ** 32;

describe('drawPop', () => {
  it('is the first pump whose float is below 1 / n, or null when every pump of the cap holds', () => {
    expect(drawPop('hard', floats('hard', 4))).toBe(4);
    expect(drawPop('hard', floats('hard', 1))).toBe(1);
    expect(drawPop('hard', floats('hard', 24))).toBe(24);
    expect(drawPop('hard', floats('hard', null))).toBeNull();
    // A later float below the threshold does not matter once one has popped.
    const two = floats('easy', 3);
    two[9] = 0.01;
    expect(drawPop('easy', two)).toBe(3);
  });

  it('pops exactly the 2³² / n words below the threshold: the first byte below 256 / n', () => {
    const thresholds: Record<BalloonDifficulty, number> = { easy: 16, medium: 32, hard: 64, expert: 128 };
    for (const difficulty of BALLOON_DIFFICULTIES) {
      const n = DIFFICULTIES[difficulty].popOneIn;
      const edge = 2 ** 32 / n;
      expect(Number.isInteger(edge)).toBe(true);
      expect(edge).toBe(thresholds[difficulty] * 2 ** 24);
      const at = (w: number) => drawPop(difficulty, floats(difficulty, 1, 0.99, word(w)));
      expect(at(0)).toBe(1);
      expect(at(edge - 1)).toBe(1);
      expect(at(edge)).toBeNull();
      expect(at(2 ** 32 - 1)).toBeNull();
    }
  });

  it('needs every float of the cap, even when an early pump pops', () => {
    expect(() => drawPop('expert', [0])).toThrow(RangeError);
    expect(() => drawPop('easy', floats('easy', 1).slice(0, 39))).toThrow(RangeError);
    expect(() => drawPop('hard', [...floats('hard', null).slice(0, 23), 1])).toThrow(RangeError);
    expect(MAX_PUMPS).toBe(40);
  });
});
