import { describe, expect, it } from 'vitest';
import { timesText } from './number-text';

describe('number text', () => {
  it('writes a multiplier’s exact text in the language’s digits, with its sign', () => {
    expect(['en', 'pt', 'es'].map((lang) => timesText('0.2', lang as 'en' | 'pt' | 'es'))).toEqual(['0.2×', '0,2×', '0,2×']);
    expect(timesText('500', 'pt')).toBe('500×');
  });

});
