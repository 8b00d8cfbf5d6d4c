import { describe, expect, it } from 'vitest';
import { hiloMultiplier } from '../multiplier';
import { chanceText, multiplierText, offersOn } from './hilo-odds';

describe('multiplierText', () => {
  it('pays exactly what the rules pay, for every run of up to 5 guesses', () => {
    const runs: number[][] = [[]];
    for (let k = 0; k < 5; k++) {
      for (const run of runs.filter((r) => r.length === k)) for (let n = run.at(-1) ?? 1; n <= 12; n++) runs.push([...run, n]);
    }
    for (const run of runs) expect(multiplierText(run)).toBe(hiloMultiplier(run));
    expect(multiplierText(new Array(63).fill(12))).toBe(hiloMultiplier(new Array(63).fill(12)));
  });
});

describe('offersOn', () => {
  it('gives each guess its chance and what a right guess makes, in the order higher, lower, same', () => {
    expect(offersOn(7, [10, 5])).toEqual([
      { choice: 'higher', ranks: 5, chance: '38.46', multiplier: '8.7001', top: false },
      { choice: 'lower', ranks: 7, chance: '53.85', multiplier: '6.2143', top: false },
      { choice: 'same', ranks: 1, chance: '7.69', multiplier: '43.5006', top: false },
    ]);
  });

  it('offers no higher on a king and no lower on an ace', () => {
    expect(offersOn(12, [])[0]).toEqual({ choice: 'higher', ranks: 0, chance: null, multiplier: null, top: false });
    expect(offersOn(0, [])[1]).toEqual({ choice: 'lower', ranks: 0, chance: null, multiplier: null, top: false });
  });

  it('marks a guess that would reach the top: it pays 10,000×', () => {
    expect(offersOn(4, [1, 1, 1])[2]).toEqual({ choice: 'same', ranks: 1, chance: '7.69', multiplier: '10000', top: true });
    expect(offersOn(4, [1, 1, 1])[0]!.top).toBe(false);
  });
});

describe('chanceText', () => {
  it('rounds n / 13 to two places', () => {
    expect([12, 9, 6, 4, 1].map(chanceText)).toEqual(['92.31', '69.23', '46.15', '30.77', '7.69']);
  });
});
