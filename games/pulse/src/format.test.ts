import { describe, expect, it } from 'vitest';
import { beatsText, digitsIn, timesText } from './format';

describe('format', () => {
  it('writes decimal text in each language’s digits, exactly as given', () => {
    expect(['en', 'pt', 'es'].map((lang) => digitsIn('0.125', lang as 'en'))).toEqual(['0.125', '0,125', '0,125']);
    expect(timesText('1.92', 'pt')).toBe('1,92×');
    expect(timesText('1000', 'en')).toBe('1000×');
    expect(beatsText(['3', '0.5', '1'], 'es')).toBe('3× · 0,5× · 1×');
  });
});
