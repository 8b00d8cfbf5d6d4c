import { payoutOf } from '@rgs/game-kit';
import { describe, expect, it } from 'vitest';
import { WIRE_RISKS, WORDS_PER_SHARE, playWire, wireFloatCount, wireParamsSchema, wireTable, wireTerminal, type WireParams } from './rules';

/** The float whose 32-bit word is `w`: the granularity the RNG produces. */
const word = (w: number) => w / 2 ** 32;

describe('wireParamsSchema', () => {
  it.each([
    { risk: 'low', currents: 1 },
    { risk: 'medium', currents: 50 },
    { risk: 'high', currents: 100 },
  ])('accepts %j', (params) => {
    expect(wireParamsSchema.parse(params)).toStrictEqual(params);
  });

  it.each([
    ['0 currents', { risk: 'low', currents: 0 }],
    ['101 currents', { risk: 'low', currents: 101 }],
    ['a fractional count', { risk: 'low', currents: 1.5 }],
    ['NaN', { risk: 'low', currents: Number.NaN }],
    ['Infinity', { risk: 'low', currents: Number.POSITIVE_INFINITY }],
    ['currents as text', { risk: 'low', currents: '3' }],
    ['an unknown risk', { risk: 'extreme', currents: 1 }],
    ['a capitalised risk', { risk: 'Low', currents: 1 }],
    ['a missing risk', { currents: 1 }],
    ['missing currents', { risk: 'low' }],
    ['an extra key', { risk: 'low', currents: 1, balls: 2 }],
    ['a non-object', 3],
  ])('refuses %s', (_, params) => {
    expect(wireParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('wireTerminal', () => {
  it('uses one float per current', () => {
    expect(wireFloatCount({ risk: 'low', currents: 1 })).toBe(1);
    expect(wireFloatCount({ risk: 'high', currents: 100 })).toBe(100);
  });

  it.each(WIRE_RISKS)('%s: switches terminal exactly at each threshold word C_k × 2¹⁶, from 0 to 2³² − 1', (risk) => {
    const { bounds } = wireTable(risk);
    expect(wireTerminal(risk, 0)).toBe(0);
    expect(wireTerminal(risk, word(2 ** 32 - 1))).toBe(8);
    bounds.forEach((bound, k) => {
      const first = k === 0 ? 0 : bounds[k - 1]! * WORDS_PER_SHARE;
      const last = bound * WORDS_PER_SHARE - 1;
      // The first and last word of terminal k's range, and the words just outside it.
      expect(wireTerminal(risk, word(first))).toBe(k);
      expect(wireTerminal(risk, word(last))).toBe(k);
      if (k > 0) expect(wireTerminal(risk, word(first - 1))).toBe(k - 1);
      if (k < 8) expect(wireTerminal(risk, word(last + 1))).toBe(k + 1);
    });
  });

  it('is decided by the first two bytes: every word of one 2¹⁶ block reaches the same terminal', () => {
    // Medium's terminal 7 runs from u = 65,008 to 65,519: the last byte pair never matters.
    expect(wireTerminal('medium', word(65_008 * 65_536))).toBe(7);
    expect(wireTerminal('medium', word(65_008 * 65_536 + 65_535))).toBe(7);
    expect(wireTerminal('medium', word(65_007 * 65_536 + 65_535))).toBe(6);
  });

  it('refuses a float outside [0, 1)', () => {
    expect(() => wireTerminal('low', 1)).toThrow(RangeError);
    expect(() => wireTerminal('low', -0.1)).toThrow(RangeError);
    expect(() => wireTerminal('low', Number.NaN)).toThrow(RangeError);
  });
});

describe('playWire', () => {
  it('sends current i on float i and sums the multipliers of the terminals reached', () => {
    const params: WireParams = { risk: 'medium', currents: 4 };
    const floats = [word(65_232 * 65_536), word(55_768 * 65_536), word(5_402 * 65_536), 0];
    expect(playWire(params, floats)).toStrictEqual({ terminals: [7, 5, 3, 0], multipliers: ['10', '1.22', '1.22', '80'], total: '92.44' });
  });

  it('fails loudly when given fewer floats than the batch needs, or a float outside [0, 1)', () => {
    expect(() => playWire({ risk: 'low', currents: 2 }, [0.3])).toThrow(RangeError);
    expect(() => playWire({ risk: 'low', currents: 1 }, [1])).toThrow(RangeError);
  });

  it('sums exactly: 100 currents in the 0.7 centre total 70, not 69.999…; 100 high edges total 50,000', () => {
    expect(playWire({ risk: 'low', currents: 100 }, Array(100).fill(0.5)).total).toBe('70');
    expect(playWire({ risk: 'high', currents: 100 }, Array(100).fill(0)).total).toBe('50000');
    const threes = playWire({ risk: 'low', currents: 3 }, Array(3).fill(word(5_000 * 65_536)));
    expect(threes).toStrictEqual({ terminals: [3, 3, 3], multipliers: ['1.12', '1.12', '1.12'], total: '3.36' });
    // What the batch pays for a stake of 0.3 per current: 0.3 × 3.36, rounded down to 10 places by the kit.
    expect(payoutOf('0.3', threes.total).toFixed()).toBe('1.008');
  });
});
