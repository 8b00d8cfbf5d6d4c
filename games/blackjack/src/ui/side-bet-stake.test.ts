import { describe, expect, it } from 'vitest';
import { readStake, sideBetProblem } from './side-bet-stake';

describe('side-bet stakes', () => {
  it.each([
    ['', '0'],
    [' 0.5 ', '0.5'],
    ['0,25', '0.25'],
    ['12', '12'],
    ['0.0000000001', '0.0000000001'],
  ])('reads %j as %j', (text, stake) => {
    expect(readStake(text)).toBe(stake);
  });

  it.each(['-1', '1e3', '0.00000000001', '.5', '1.', 'abc', '1,000.5', '+2'])('refuses %j', (text) => {
    expect(readStake(text)).toBeNull();
  });

  it('says why a side bet cannot be sent: over the main bet, or not an amount', () => {
    expect(sideBetProblem('1', '1')).toBeNull();
    expect(sideBetProblem('', '1')).toBeNull();
    expect(sideBetProblem('1.0000000001', '1')).toBe('sideBetTooHigh');
    expect(sideBetProblem('0,5', '0.25')).toBe('sideBetTooHigh');
    expect(sideBetProblem('x', '1')).toBe('sideBetInvalid');
    // A main bet the field cannot read is the shell's to refuse; the side bet alone is judged.
    expect(sideBetProblem('5', '')).toBeNull();
    expect(sideBetProblem('5', '1e2')).toBeNull();
  });
});
