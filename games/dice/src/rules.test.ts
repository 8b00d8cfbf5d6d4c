import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { DICE_ROLL_OUTCOMES, diceMultiplier, diceParamsSchema, diceRoll, diceRollHundredths, diceWins, type DiceParams } from './rules';

/** The float whose 32-bit word is `word`: the granularity the RNG produces. */
const word = (w: number) => w / 2 ** 32;

describe('diceParamsSchema', () => {
  it.each([
    { target: 2, condition: 'over' },
    { target: 98, condition: 'under' },
    { target: 50.5, condition: 'over' },
    { target: 49.99, condition: 'under' },
    { target: 12.34, condition: 'over' },
  ])('accepts %j', (params) => {
    expect(diceParamsSchema.parse(params)).toEqual(params);
  });

  it.each([
    ['below range', { target: 1.99, condition: 'over' }],
    ['above range', { target: 98.01, condition: 'over' }],
    ['three decimals', { target: 50.555, condition: 'over' }],
    ['a float artefact', { target: 1.1 * 3, condition: 'over' }],
    ['NaN', { target: Number.NaN, condition: 'over' }],
    ['Infinity', { target: Number.POSITIVE_INFINITY, condition: 'over' }],
    ['a string target', { target: '50', condition: 'over' }],
    ['an unknown condition', { target: 50, condition: 'equal' }],
    ['a missing condition', { target: 50 }],
    ['an extra key', { target: 50, condition: 'over', auto: true }],
    ['a non-object', 50],
  ])('refuses %s', (_, params) => {
    expect(diceParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('diceRoll', () => {
  it('maps the float range onto 0.00 … 100.00', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(word(2 ** 32 - 1))).toBe(100);
    expect(diceRoll(0.5)).toBe(50);
    expect(diceRoll(word(429_453))).toBe(0); // largest word with floor(f × 10001) = 0
    expect(diceRoll(word(429_454))).toBe(0.01);
  });

  it('gives every hundredth an equal share of the 2³² words, give or take one', () => {
    const first = (h: number) => Math.ceil((h * 2 ** 32) / DICE_ROLL_OUTCOMES); // smallest word reaching h
    for (const h of [0, 1, 5000, 9999, 10000]) {
      expect(diceRollHundredths(word(first(h)))).toBe(h);
      if (h > 0) expect(diceRollHundredths(word(first(h) - 1))).toBe(h - 1);
      const share = (h === 10000 ? 2 ** 32 : first(h + 1)) - first(h);
      expect(Math.abs(share - 2 ** 32 / DICE_ROLL_OUTCOMES)).toBeLessThan(1);
    }
  });
});

describe('diceWins', () => {
  it('is strict on both sides', () => {
    expect(diceWins(5050, 50.5, 'over')).toBe(false);
    expect(diceWins(5051, 50.5, 'over')).toBe(true);
    expect(diceWins(5050, 50.5, 'under')).toBe(false);
    expect(diceWins(5049, 50.5, 'under')).toBe(true);
  });

  it('reads two-decimal targets without float error', () => {
    // 2.01 × 100 is 200.99999999999997 in floats.
    expect(diceWins(201, 2.01, 'over')).toBe(false);
    expect(diceWins(201, 2.01, 'under')).toBe(false);
    expect(diceWins(200, 2.01, 'under')).toBe(true);
    expect(diceWins(202, 2.01, 'over')).toBe(true);
  });
});

describe('diceMultiplier', () => {
  it.each([
    [50.5, 'over', '2'],
    [50, 'over', '1.98'],
    [50, 'under', '1.98'],
    [2, 'under', '49.5'],
    [98, 'over', '49.5'],
    [2, 'over', '1.0102'],
    [98, 'under', '1.0102'],
    [66.66, 'under', '1.4851'],
    [33.34, 'over', '1.4851'],
    [97.99, 'over', '49.2537'],
  ] as const)('target %d %s pays %s', (target, condition, expected) => {
    expect(diceMultiplier(target, condition)).toBe(expected);
  });

  it('refuses a target the schema would refuse', () => {
    expect(() => diceMultiplier(1, 'over')).toThrow(RangeError);
    expect(() => diceMultiplier(50.555, 'over')).toThrow(RangeError);
  });
});

describe('return to player', () => {
  /** Exact RTP: the mean multiplier over all 10001 equally likely rolls. */
  function exactRtp(params: DiceParams): Decimal {
    let total = new Decimal(0);
    const multiplier = new Decimal(diceMultiplier(params.target, params.condition));
    for (let h = 0; h < DICE_ROLL_OUTCOMES; h++) {
      if (diceWins(h, params.target, params.condition)) total = total.plus(multiplier);
    }
    return total.dividedBy(DICE_ROLL_OUTCOMES);
  }

  const untruncated = new Decimal(9900).dividedBy(DICE_ROLL_OUTCOMES); // 0.98990100…

  it.each([2, 2.01, 10, 33.33, 49.5, 50, 50.5, 66.67, 75.25, 90, 97.99, 98])('stays just under 99%% for target %d', (target) => {
    for (const condition of ['over', 'under'] as const) {
      const rtp = exactRtp({ target, condition });
      expect(rtp.lessThanOrEqualTo(untruncated)).toBe(true);
      expect(rtp.lessThan(0.99)).toBe(true);
      expect(rtp.greaterThan(0.985)).toBe(true);
    }
  });

  it('is exactly 9900/10001 when the multiplier needs no truncation', () => {
    expect(exactRtp({ target: 50.5, condition: 'over' }).equals(untruncated)).toBe(true);
    expect(exactRtp({ target: 2, condition: 'under' }).equals(untruncated)).toBe(true);
  });

  it('lies between 98.98% and 9900/10001 for every target on both sides', () => {
    let lowest = untruncated;
    // Collected and asserted once: 19,202 expect() calls made this test slow enough to time out on a busy machine.
    const above: string[] = [];
    for (let t = 200; t <= 9800; t++) {
      for (const condition of ['over', 'under'] as const) {
        const wins = condition === 'over' ? 10000 - t : t;
        const rtp = new Decimal(diceMultiplier(t / 100, condition)).times(wins).dividedBy(DICE_ROLL_OUTCOMES);
        if (rtp.greaterThan(untruncated)) above.push(`${t / 100} ${condition}`);
        if (rtp.lessThan(lowest)) lowest = rtp;
      }
    }
    expect(above).toEqual([]);
    // The worst case is target 2.76 over: 99 / 97.24 = 1.01809… pays 1.018.
    expect(lowest.equals(new Decimal('1.018').times(9724).dividedBy(DICE_ROLL_OUTCOMES))).toBe(true);
    expect(lowest.greaterThan(0.9898)).toBe(true);
  });

  it('matches the closed form P(win) = (10000 − 100t) / 10001 for over', () => {
    for (const target of [2, 37.5, 98]) {
      let wins = 0;
      for (let h = 0; h < DICE_ROLL_OUTCOMES; h++) if (diceWins(h, target, 'over')) wins++;
      expect(wins).toBe(10000 - Math.round(target * 100));
    }
  });
});
