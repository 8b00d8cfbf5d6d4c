import { describe, expect, it } from 'vitest';
import {
  DESTINATION_MULTIPLIERS,
  LAUNCH_DESTINATIONS,
  LAUNCH_MAX_MULTIPLIER,
  STAGE_THRESHOLDS,
  arrivalChance,
  flyTo,
  launchParamsSchema,
  stageFires,
  stagesTo,
} from './rules';

/** The float whose 32-bit word is `w`: the granularity the RNG produces. */
const word = (w: number | bigint) => Number(w) / 2 ** 32;
const WORDS = 2n ** 32n;

/** The destination's stage thresholds as BigInt words. */
const thresholds = (stages: number) => STAGE_THRESHOLDS.slice(0, stages).map(BigInt);

describe('launchParamsSchema', () => {
  it.each(LAUNCH_DESTINATIONS)('accepts %s', (destination) => {
    expect(launchParamsSchema.parse({ destination })).toEqual({ destination });
  });

  it.each([
    ['an unknown destination', { destination: 'venus' }],
    ['a capitalised destination', { destination: 'Mars' }],
    ['a stage count', { destination: 5 }],
    ['a missing destination', {}],
    ['an extra key', { destination: 'sky', stages: 1 }],
    ['null', null],
    ['a non-object', 'mars'],
  ])('refuses %s', (_, params) => {
    expect(launchParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('stage thresholds', () => {
  it('are (7 − k) × 2²⁹ words: 6/8, 5/8, 4/8, 3/8 and 2/8 of the 2³² words', () => {
    expect(STAGE_THRESHOLDS).toEqual([3_221_225_472, 2_684_354_560, 2_147_483_648, 1_610_612_736, 1_073_741_824]);
    STAGE_THRESHOLDS.forEach((t, i) => expect(BigInt(t) * 8n).toBe(BigInt(6 - i) * WORDS));
  });

  it('fire exactly on the words below the threshold: T − 1 fires, T fails', () => {
    STAGE_THRESHOLDS.forEach((t, i) => {
      const stage = i + 1;
      expect(stageFires(stage, 0)).toBe(true);
      expect(stageFires(stage, word(t - 1))).toBe(true);
      expect(stageFires(stage, word(t))).toBe(false);
      expect(stageFires(stage, word(WORDS - 1n))).toBe(false);
    });
  });

  it('refuse a float outside [0, 1) and a stage that does not exist', () => {
    expect(() => stageFires(1, 1)).toThrow(RangeError);
    expect(() => stageFires(1, -0.1)).toThrow(RangeError);
    expect(() => stageFires(1, Number.NaN)).toThrow(RangeError);
    expect(() => stageFires(0, 0.1)).toThrow(RangeError);
    expect(() => stageFires(6, 0.1)).toThrow(RangeError);
  });
});

describe('paytable and return', () => {
  /** floor(0.99 / P) to 4 places, in ten-thousandths, from the thresholds: floor(9900 × 2^(32d) / Π T_k). */
  function pricedTenThousandths(stages: number): bigint {
    const arriving = thresholds(stages).reduce((p, t) => p * t, 1n);
    return (9900n * WORDS ** BigInt(stages)) / arriving;
  }

  it('prices every destination at 0.99 / P floored to 4 places, exactly the listed multiplier', () => {
    const priced = Object.fromEntries(LAUNCH_DESTINATIONS.map((d) => [d, pricedTenThousandths(stagesTo(d))]));
    expect(priced).toEqual({ sky: 13200n, stratosphere: 21120n, orbit: 42240n, moon: 112640n, mars: 450560n });
    for (const d of LAUNCH_DESTINATIONS) {
      const [whole, fraction = ''] = DESTINATION_MULTIPLIERS[d].split('.');
      expect(BigInt(whole! + fraction.padEnd(4, '0'))).toBe(priced[d]);
    }
  });

  it('returns exactly 99/100 for every destination over the 2^(32d) words (no flooring, no lattice error)', () => {
    for (const d of LAUNCH_DESTINATIONS) {
      const stages = stagesTo(d);
      const arriving = thresholds(stages).reduce((p, t) => p * t, 1n);
      // RTP = multiplier × arriving / 2^(32d); as tenths-of-thousandths: m × arriving / (10000 × 2^(32d)) = 99/100.
      const m = pricedTenThousandths(stages);
      expect(m * arriving * 100n).toBe(99n * 10000n * WORDS ** BigInt(stages));
    }
  });

  it('has the chances of RULES.md: 3/4, 15/32, 15/64, 45/512, 45/2048', () => {
    expect(LAUNCH_DESTINATIONS.map(arrivalChance)).toEqual([3 / 4, 15 / 32, 15 / 64, 45 / 512, 45 / 2048]);
    expect(LAUNCH_DESTINATIONS.map(stagesTo)).toEqual([1, 2, 3, 4, 5]);
  });

  it('pays at most the max win, Mars’ 45.056×', () => {
    expect(LAUNCH_MAX_MULTIPLIER).toBe('45.056');
    for (const d of LAUNCH_DESTINATIONS) expect(Number(DESTINATION_MULTIPLIERS[d])).toBeLessThanOrEqual(45.056);
  });
});

describe('flyTo', () => {
  const fire = 0;
  const fail = word(WORDS - 1n);

  it('reaches the destination when every stage fires', () => {
    expect(flyTo('sky', [fire])).toEqual({ fired: 1, failedStage: null, multiplier: '1.32' });
    expect(flyTo('mars', [fire, fire, fire, fire, fire])).toEqual({ fired: 5, failedStage: null, multiplier: '45.056' });
    // Just under each threshold still fires.
    expect(flyTo('mars', STAGE_THRESHOLDS.map((t) => word(t - 1)))).toEqual({ fired: 5, failedStage: null, multiplier: '45.056' });
  });

  it('stops at the first stage that fails; later floats do not matter', () => {
    expect(flyTo('sky', [fail])).toEqual({ fired: 0, failedStage: 1, multiplier: '0' });
    expect(flyTo('orbit', [fire, fire, word(STAGE_THRESHOLDS[2]!)])).toEqual({ fired: 2, failedStage: 3, multiplier: '0' });
    expect(flyTo('mars', [fire, fail, fire, fire, fire])).toEqual({ fired: 1, failedStage: 2, multiplier: '0' });
    expect(flyTo('mars', [fire, fail, fail, fail, fail])).toEqual({ fired: 1, failedStage: 2, multiplier: '0' });
  });

  it('refuses too few floats', () => {
    expect(() => flyTo('moon', [fire, fire, fire])).toThrow(RangeError);
  });
});
