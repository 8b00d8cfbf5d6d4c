import { describe, expect, it } from 'vitest';
import { litSegments } from './led-display';

describe('litSegments', () => {
  it('lights the seven-segment pattern of each digit', () => {
    expect('0123456789'.split('').map(litSegments)).toEqual(['abcdef', 'bc', 'abdeg', 'abcdg', 'bcfg', 'acdfg', 'acdefg', 'abc', 'abcdefg', 'abcdfg']);
    expect(litSegments('-')).toBe('g');
    expect(litSegments('x')).toBe('');
  });
});
