import { describe, expect, it } from 'vitest';
import { DROP_RISKS, WORDS, boardRings, dropBall, dropParamsSchema, ringOfWord, ringRadii, ringThresholds, wordOf } from './rules';

/** The float whose 32-bit word is `w`: the granularity the RNG produces. */
const float = (w: number) => w / WORDS;

describe('dropParamsSchema', () => {
  it.each(DROP_RISKS)('accepts %s', (risk) => {
    expect(dropParamsSchema.parse({ risk })).toEqual({ risk });
  });

  it.each([
    ['an unknown risk', { risk: 'extreme' }],
    ['a capitalised risk', { risk: 'Low' }],
    ['a number', { risk: 1 }],
    ['no risk', {}],
    ['an extra key', { risk: 'low', rows: 8 }],
    ['null', null],
    ['a string', 'low'],
  ])('refuses %s', (_, params) => {
    expect(dropParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('wordOf', () => {
  it('gives back the 32-bit word of every RNG float, and refuses floats outside [0, 1)', () => {
    expect(wordOf(0)).toBe(0);
    expect(wordOf(float(WORDS - 1))).toBe(WORDS - 1);
    expect(wordOf(float(321_036_000))).toBe(321_036_000);
    expect(() => wordOf(1)).toThrow(RangeError);
    expect(() => wordOf(-1 / WORDS)).toThrow(RangeError);
    expect(() => wordOf(Number.NaN)).toThrow(RangeError);
  });
});

describe('ringOfWord', () => {
  it.each(DROP_RISKS)('%s: word T_k is the first of ring k and T_k − 1 the last of ring k − 1, on the 2³² lattice', (risk) => {
    const thresholds = ringThresholds(risk);
    const n = boardRings(risk).length;
    expect(ringOfWord(risk, 0)).toBe(0);
    for (let k = 1; k <= n; k++) {
      expect(ringOfWord(risk, thresholds[k]!)).toBe(k);
      expect(ringOfWord(risk, thresholds[k]! - 1)).toBe(k - 1);
    }
    expect(ringOfWord(risk, WORDS - 1)).toBe(n);
  });

  it('counts exactly c_k words on each ring (the count between its boundaries)', () => {
    for (const risk of DROP_RISKS) {
      const thresholds = ringThresholds(risk);
      boardRings(risk).forEach(({ count }, k) => expect(thresholds[k + 1]! - thresholds[k]!).toBe(count));
    }
  });
});

describe('dropBall', () => {
  it('lands RULES.md’s worked example on the medium board’s ring 2 (3×), up and to the right', () => {
    const drop = dropBall('medium', float(321_036_000), float(541_747_028));
    expect(drop).toEqual({ ring: 2, multiplier: '3', radius: 0.27339900972034203, angle: 45.408711321651936 });
    const theta = (drop.angle * Math.PI) / 180;
    expect((drop.radius * Math.sin(theta)).toFixed(4)).toBe('0.1947');
    expect((-drop.radius * Math.cos(theta)).toFixed(4)).toBe('-0.1919');
  });

  it('pays the bullseye, each ring and nothing off the rings', () => {
    expect(dropBall('high', 0, 0)).toEqual({ ring: 0, multiplier: '1000', radius: 0, angle: 0 });
    expect(dropBall('high', float(1_073_741), 0.5)).toMatchObject({ ring: 0, multiplier: '1000', angle: 180 });
    expect(dropBall('high', float(1_073_742), 0.25)).toMatchObject({ ring: 1, multiplier: '100', angle: 90 });
    expect(dropBall('low', float(2_744_874_561), 0)).toMatchObject({ ring: 3, multiplier: '1.1' });
    expect(dropBall('low', float(2_744_874_562), 0)).toMatchObject({ ring: 4, multiplier: '0' });
    expect(dropBall('medium', float(WORDS - 1), float(WORDS - 1))).toMatchObject({ ring: 5, multiplier: '0' });
  });

  it('puts the spot inside the ring that pays: radius sqrt(f0) between the ring’s drawn radii', () => {
    for (const risk of DROP_RISKS) {
      const radii = [0, ...ringRadii(risk), 1];
      const thresholds = ringThresholds(risk);
      for (const w of [...thresholds, ...thresholds.slice(1).map((t) => t - 1), WORDS - 1]) {
        const { ring, radius } = dropBall(risk, float(w), 0);
        expect(radius).toBeGreaterThanOrEqual(radii[ring]!);
        expect(radius).toBeLessThan(radii[ring + 1]!);
      }
    }
  });

  it('turns the spot by 360 × f1 degrees, exactly', () => {
    expect(dropBall('low', 0.5, float(1)).angle).toBe(360 / WORDS);
    expect(dropBall('low', 0.5, float(WORDS - 1)).angle).toBe(360 - 360 / WORDS);
    expect(dropBall('low', 0.5, float(541_747_028)).angle * WORDS).toBe(541_747_028 * 360);
  });

  it('refuses floats outside [0, 1)', () => {
    expect(() => dropBall('low', 1, 0)).toThrow(RangeError);
    expect(() => dropBall('low', 0, 1)).toThrow(RangeError);
  });
});
