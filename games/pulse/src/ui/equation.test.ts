import { describe, expect, it } from 'vitest';
import { runningEquation } from './equation';

const en = (text: string) => text;
const pt = (text: string) => text.replace('.', ',');

describe('runningEquation', () => {
  it('multiplies the beats so far, exactly', () => {
    expect(runningEquation([], en)).toBe('');
    expect(runningEquation(['2'], en)).toBe('×2 = 2×');
    expect(runningEquation(['2', '1'], en)).toBe('×2 → ×1 = 2×');
    expect(runningEquation(['2', '1', '3'], en)).toBe('×2 → ×1 → ×3 = 6×');
    expect(runningEquation(['1.92', '1.5', '1.5'], en)).toBe('×1.92 → ×1.5 → ×1.5 = 4.32×');
    expect(runningEquation(['0.5', '0.5', '0.5'], pt)).toBe('×0,5 → ×0,5 → ×0,5 = 0,125×');
  });

  it('is 0× once a beat flatlines', () => {
    expect(runningEquation(['10', '0'], en)).toBe('×10 → ×0 = 0×');
    expect(runningEquation(['0'], en)).toBe('×0 = 0×');
  });
});
