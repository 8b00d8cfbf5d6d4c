import { describe, expect, it } from 'vitest';
import { cards } from '../deck';
import { fourPlaces, holdReturns } from './hold-return';

describe('hold returns on the page', () => {
  it('gives each hold’s return cut to 4 places, from the rules’ exact totals', async () => {
    const returns = await holdReturns(cards('10♠ J♠ A♣ 5♦ A♦'));
    expect(returns.of([false, false, true, false, true])).toBe('1.5365');
    expect(returns.of([false, false, false, false, false])).toBe('0.3166');
    expect(returns.of([true, true, true, true, true])).toBe('1');
  });

  it('cuts toward zero, never rounding up', () => {
    expect(fourPlaces(925, 47)).toBe('19.6808');
    expect(fourPlaces(24_915, 16_215)).toBe('1.5365');
    expect(fourPlaces(2, 3)).toBe('0.6666');
    expect(fourPlaces(800, 1)).toBe('800');
    expect(fourPlaces(0, 47)).toBe('0');
  });
});
