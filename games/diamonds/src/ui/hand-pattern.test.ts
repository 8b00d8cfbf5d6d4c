import { describe, expect, it } from 'vitest';
import { HANDS, handOf } from '../hands';
import { HAND_PATTERNS } from './hand-pattern';

describe('hand patterns', () => {
  it('pictures each hand as five marks that form that very hand', () => {
    for (const hand of HANDS) {
      // Each hollow mark is a colour of its own; the letters are shared colours.
      let odd = 10;
      const gems = [...HAND_PATTERNS[hand]].map((mark) => (mark === '-' ? odd++ : mark.charCodeAt(0)));
      expect(handOf(gems), hand).toBe(hand);
    }
  });
});
