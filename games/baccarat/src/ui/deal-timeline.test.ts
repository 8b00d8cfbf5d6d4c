import { describe, expect, it } from 'vitest';
import { CARD_MS, REVEAL_MS, THIRD_CARD_PAUSE_MS, dealDuration, dealProgress, dealSteps } from './deal-timeline';

describe('dealSteps', () => {
  it('deals Player, Banker, Player, Banker half a second apart', () => {
    expect(dealSteps(2, 2)).toEqual([
      { side: 'player', slot: 0, at: 0 },
      { side: 'banker', slot: 0, at: 450 },
      { side: 'player', slot: 1, at: 900 },
      { side: 'banker', slot: 1, at: 1350 },
    ]);
  });

  it('deals the third cards after a pause, the Player’s first', () => {
    expect(dealSteps(3, 3).slice(4)).toEqual([
      { side: 'player', slot: 2, at: 4 * CARD_MS + THIRD_CARD_PAUSE_MS },
      { side: 'banker', slot: 2, at: 5 * CARD_MS + THIRD_CARD_PAUSE_MS },
    ]);
    expect(dealSteps(2, 3).slice(4)).toEqual([{ side: 'banker', slot: 2, at: 2050 }]);
    expect(dealSteps(3, 2).slice(4)).toEqual([{ side: 'player', slot: 2, at: 2050 }]);
  });
});

describe('dealDuration', () => {
  it('lasts until the last card has turned face up: 2.15 s for four cards, 3.3 s for six', () => {
    expect(dealDuration(dealSteps(2, 2))).toBe(2150);
    expect(dealDuration(dealSteps(3, 2))).toBe(2850);
    expect(dealDuration(dealSteps(3, 3))).toBe(3300);
  });
});

describe('dealProgress', () => {
  const steps = dealSteps(3, 3);

  it('counts a card on the table as it leaves the shoe and face up once it has turned', () => {
    expect(dealProgress(steps, 0)).toEqual({ dealt: { player: 1, banker: 0 }, shown: { player: 0, banker: 0 } });
    expect(dealProgress(steps, 1000)).toEqual({ dealt: { player: 2, banker: 1 }, shown: { player: 1, banker: 0 } });
    expect(dealProgress(steps, 1350 + REVEAL_MS)).toEqual({ dealt: { player: 2, banker: 2 }, shown: { player: 2, banker: 2 } });
    expect(dealProgress(steps, 2100)).toEqual({ dealt: { player: 3, banker: 2 }, shown: { player: 2, banker: 2 } });
  });

  it('has every card out and up at the end, and at Infinity', () => {
    const all = { dealt: { player: 3, banker: 3 }, shown: { player: 3, banker: 3 } };
    expect(dealProgress(steps, dealDuration(steps))).toEqual(all);
    expect(dealProgress(steps, Infinity)).toEqual(all);
  });
});
