import { describe, expect, it } from 'vitest';
import { BEAT_TABLES, PULSE_RISKS, WORDS_PER_SLOT, beatMultiplier, playPulse, playedBeats, productOf, pulseParamsSchema, wordOf } from './rules';

/** The float whose 32-bit word is `w`: the granularity the RNG produces. */
const word = (w: number) => w / 2 ** 32;
const LAST_WORD = 2 ** 32 - 1;

describe('pulseParamsSchema', () => {
  it.each(PULSE_RISKS)('accepts %s', (risk) => {
    expect(pulseParamsSchema.parse({ risk })).toEqual({ risk });
  });

  it.each([
    ['an unknown risk', { risk: 'extreme' }],
    ['a capitalised risk', { risk: 'Low' }],
    ['a number', { risk: 1 }],
    ['a missing risk', {}],
    ['an extra key', { risk: 'low', beats: 3 }],
    ['a non-object', 'low'],
    ['null', null],
  ])('refuses %s', (_, params) => {
    expect(pulseParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('beatMultiplier', () => {
  it.each(PULSE_RISKS)('%s: each entry owns exactly its run of words, switching at slots × 2²⁶', (risk) => {
    let start = 0;
    for (const entry of BEAT_TABLES[risk]) {
      const first = start * WORDS_PER_SLOT;
      const last = (start + entry.slots) * WORDS_PER_SLOT - 1;
      for (const w of [first, last]) {
        expect(beatMultiplier(risk, 1, word(w))).toBe(entry.multiplier);
        expect(beatMultiplier(risk, 2, word(w))).toBe(entry.multiplier);
        expect(beatMultiplier(risk, 0, word(w))).toBe(entry.first);
      }
      // Exactly entry.slots × 2²⁶ words: from `first` to `last`, both ends included.
      expect(last - first + 1).toBe(entry.slots * WORDS_PER_SLOT);
      start += entry.slots;
    }
    expect(start * WORDS_PER_SLOT - 1).toBe(LAST_WORD);
  });

  it('reads the medium table: 0× below 1/4, 0.5× to 3/8, 1× to 51/64, 2× (1.92× on beat 1) to 59/64, 3×, then 5× on the last slot', () => {
    expect(beatMultiplier('medium', 1, 0)).toBe('0');
    expect(beatMultiplier('medium', 1, 0.25 - 2 ** -32)).toBe('0');
    expect(beatMultiplier('medium', 1, 0.25)).toBe('0.5');
    expect(beatMultiplier('medium', 1, 0.375)).toBe('1');
    expect(beatMultiplier('medium', 1, 51 / 64)).toBe('2');
    expect(beatMultiplier('medium', 0, 51 / 64)).toBe('1.92');
    expect(beatMultiplier('medium', 2, 59 / 64 - 2 ** -32)).toBe('2');
    expect(beatMultiplier('medium', 2, 59 / 64)).toBe('3');
    expect(beatMultiplier('medium', 0, word(LAST_WORD))).toBe('5');
    expect(beatMultiplier('high', 0, word(LAST_WORD))).toBe('10');
    expect(beatMultiplier('high', 0, 0.5 - 2 ** -32)).toBe('0');
  });

  it('refuses a float outside [0, 1)', () => {
    for (const f of [1, -(2 ** -32), Number.NaN, Number.POSITIVE_INFINITY]) expect(() => beatMultiplier('low', 0, f)).toThrow(RangeError);
    expect(wordOf(word(LAST_WORD))).toBe(LAST_WORD);
  });
});

describe('productOf and playedBeats', () => {
  it('multiplies exactly, in decimal text', () => {
    expect(productOf(['3', '2', '1'])).toBe('6');
    expect(productOf(['1.92', '0.5', '1.5'])).toBe('1.44');
    expect(productOf(['0.5', '0.5', '0.5'])).toBe('0.125');
    expect(productOf(['1.92', '1.5', '1.5'])).toBe('4.32');
    expect(productOf(['10', '10', '10'])).toBe('1000');
    expect(productOf(['1', '1', '1'])).toBe('1');
  });

  it('is 0 on a flatline, and the beats played stop at the first one', () => {
    expect(productOf(['10', '0', '10'])).toBe('0');
    expect(playedBeats(['10', '0', '10'])).toEqual(['10', '0']);
    expect(playedBeats(['0', '0', '1'])).toEqual(['0']);
    expect(playedBeats(['1', '2', '0'])).toEqual(['1', '2', '0']);
    expect(playedBeats(['1', '2', '3'])).toEqual(['1', '2', '3']);
  });
});

describe('playPulse', () => {
  it('plays one beat per float, beat 1 from its own column', () => {
    expect(playPulse('medium', [55 / 64, 55 / 64, 0.3])).toEqual({
      outcome: { beats: ['1.92', '2', '0.5'] },
      state: { beats: ['1.92', '2', '0.5'], multiplier: '1.92' },
    });
    expect(playPulse('high', [0.6, 0.1, 0.99])).toEqual({
      outcome: { beats: ['1', '0', '10'] },
      state: { beats: ['1', '0'], multiplier: '0' },
    });
  });

  it('refuses fewer than three floats', () => {
    expect(() => playPulse('low', [0.5, 0.5])).toThrow(RangeError);
  });
});
