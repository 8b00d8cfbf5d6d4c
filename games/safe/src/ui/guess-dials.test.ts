import { describe, expect, it } from 'vitest';
import { dialMove, stepDigit } from './guess-dials';

describe('dialMove', () => {
  it('sets a digit from its key, Home and End', () => {
    expect(['0', '5', '9'].map(dialMove)).toEqual([{ set: 0 }, { set: 5 }, { set: 9 }]);
    expect(dialMove('Home')).toEqual({ set: 0 });
    expect(dialMove('End')).toEqual({ set: 9 });
  });

  it('steps with the vertical arrows and Page Up/Down, and moves between dials with the horizontal ones', () => {
    expect(['ArrowUp', 'PageUp', 'ArrowDown', 'PageDown'].map(dialMove)).toEqual([{ step: 1 }, { step: 1 }, { step: -1 }, { step: -1 }]);
    expect(['ArrowRight', 'ArrowLeft'].map(dialMove)).toEqual([{ focus: 1 }, { focus: -1 }]);
  });

  it('leaves every other key to the page: Space bets, Tab moves on, Escape skips', () => {
    expect([' ', 'Tab', 'Escape', 'Enter', 'a', '10', 'F5'].map(dialMove)).toEqual(Array(7).fill(null));
  });
});

describe('stepDigit', () => {
  it('turns round the ten digits both ways', () => {
    expect(stepDigit(4, 1)).toBe(5);
    expect(stepDigit(9, 1)).toBe(0);
    expect(stepDigit(0, -1)).toBe(9);
    expect(stepDigit(3, -1)).toBe(2);
  });
});
