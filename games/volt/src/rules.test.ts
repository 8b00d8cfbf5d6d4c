import { describe, expect, it } from 'vitest';
import { VOLT_LADDERS, VOLT_RISKS, VOLT_RUNGS, climbVolt, voltLevel, voltParamsSchema } from './rules';

/** The float whose 32-bit word is `w`: the granularity the RNG produces. */
const word = (w: number) => w / 2 ** 32;

describe('voltParamsSchema', () => {
  it.each(VOLT_RISKS)('accepts risk %s', (risk) => {
    expect(voltParamsSchema.parse({ risk })).toEqual({ risk });
  });

  it.each([
    ['an unknown risk', { risk: 'extreme' }],
    ['a capitalised risk', { risk: 'Low' }],
    ['a number', { risk: 1 }],
    ['a missing risk', {}],
    ['an extra key', { risk: 'low', rungs: 10 }],
    ['null', null],
    ['a non-object', 'low'],
  ])('refuses %s', (_, params) => {
    expect(voltParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('voltLevel', () => {
  it.each(VOLT_RISKS)('%s: switches level exactly at each first word T_L, so level L gets exactly T_(L+1) − T_L words', (risk) => {
    const { firstWords } = VOLT_LADDERS[risk];
    expect(voltLevel(risk, 0)).toBe(0);
    expect(voltLevel(risk, word(2 ** 32 - 1))).toBe(VOLT_RUNGS);
    for (let level = 1; level <= VOLT_RUNGS; level++) {
      expect(voltLevel(risk, word(firstWords[level]!))).toBe(level);
      expect(voltLevel(risk, word(firstWords[level]! - 1))).toBe(level - 1);
    }
  });

  it('reads the word of the RULES.md example: 4,044,474,404 is rung 10 low, 6 medium, 4 high', () => {
    const f = word(4_044_474_404);
    expect(VOLT_RISKS.map((risk) => voltLevel(risk, f))).toEqual([10, 6, 4]);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => voltLevel('low', 1)).toThrow(RangeError);
    expect(() => voltLevel('low', -0.1)).toThrow(RangeError);
    expect(() => voltLevel('low', Number.NaN)).toThrow(RangeError);
  });
});

describe('climbVolt', () => {
  it('pays the multiplier of the level the float draws', () => {
    expect(climbVolt('medium', word(4_044_474_404))).toEqual({ level: 6, multiplier: '3' });
    expect(climbVolt('high', 0.4999)).toEqual({ level: 0, multiplier: '0' });
    expect(climbVolt('high', 0.5)).toEqual({ level: 1, multiplier: '0.2' });
    expect(climbVolt('high', word(2 ** 32 - 1))).toEqual({ level: 10, multiplier: '500' });
    expect(climbVolt('high', word(4_290_769_674))).toEqual({ level: 10, multiplier: '500' });
    expect(climbVolt('high', word(4_290_769_673))).toEqual({ level: 9, multiplier: '45' });
    expect(climbVolt('low', 0.2)).toEqual({ level: 1, multiplier: '0.3' });
    expect(climbVolt('low', 0.19999)).toEqual({ level: 0, multiplier: '0' });
  });
});
