import { describe, expect, it } from 'vitest';
import { totalStake } from './total-stake';

describe('totalStake', () => {
  it.each([
    ['1', 100, '100'],
    ['0.15', 3, '0.45'],
    ['0.1', 3, '0.3'],
    ['2.50', 4, '10'],
    ['0.0000000001', 100, '0.00000001'],
    ['12.3456789012', 7, '86.4197523084'],
    ['.5', 3, '1.5'],
    ['5.', 2, '10'],
    ['0', 50, '0'],
  ])('%s × %i = %s', (amount, balls, total) => {
    expect(totalStake(amount, balls)).toBe(total);
  });

  it.each(['', '.', 'abc', '-1', '1e3', '1.2.3'])('refuses "%s"', (amount) => {
    expect(totalStake(amount, 3)).toBeNull();
  });
});
