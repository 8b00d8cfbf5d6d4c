import { describe, expect, it } from 'vitest';
import { timesText } from './format';

describe('format', () => {
  it('writes a multiplier exactly, in the language’s decimal sign', () => {
    expect(timesText('66.99', 'en')).toBe('66.99×');
    expect(timesText('66.99', 'pt')).toBe('66,99×');
    expect(timesText('0.1', 'es')).toBe('0,1×');
    expect(timesText('3', 'pt')).toBe('3×');
  });
});
