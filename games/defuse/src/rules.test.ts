import { describe, expect, it } from 'vitest';
import { defuseParamsSchema, firstLiveCut, playDefuse } from './rules';

/** A float that selects `index` out of `left` wires. */
const pick = (index: number, left: number) => (index + 0.5) / left;
/** RULES.md's worked example: live wires 9, 6, 7. */
const EXAMPLE = [pick(9, 10), pick(6, 9), pick(6, 8)];

describe('defuseParamsSchema', () => {
  it.each([
    { live: 1, cut: [0] },
    { live: 1, cut: [9, 8, 7, 6, 5, 4, 3, 2, 1] },
    { live: 2, cut: [3, 0, 5, 1, 2, 4, 6, 7] },
    { live: 3, cut: [6, 5, 4, 3, 2, 1, 0] },
    { live: 3, cut: [7] },
  ])('accepts %j, keeping the cutting order', (params) => {
    expect(defuseParamsSchema.parse(params)).toEqual(params);
  });

  it.each([
    ['no wire to cut', { live: 1, cut: [] }],
    ['more wires than 10 − live (1 live)', { live: 1, cut: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }],
    ['more wires than 10 − live (2 live)', { live: 2, cut: [0, 1, 2, 3, 4, 5, 6, 7, 8] }],
    ['more wires than 10 − live (3 live)', { live: 3, cut: [0, 1, 2, 3, 4, 5, 6, 7] }],
    ['a wire twice', { live: 1, cut: [3, 3] }],
    ['a wire number above 9', { live: 1, cut: [10] }],
    ['a negative wire', { live: 1, cut: [-1] }],
    ['a fractional wire', { live: 1, cut: [2.5] }],
    ['a NaN wire', { live: 1, cut: [Number.NaN] }],
    ['a string wire', { live: 1, cut: ['3'] }],
    ['zero live wires', { live: 0, cut: [1] }],
    ['four live wires', { live: 4, cut: [1] }],
    ['a string live count', { live: '1', cut: [1] }],
    ['a fractional live count', { live: 1.5, cut: [1] }],
    ['a missing cut', { live: 1 }],
    ['a missing live count', { cut: [1] }],
    ['a cut that is not an array', { live: 1, cut: 3 }],
    ['an extra key', { live: 1, cut: [1], risk: 'high' }],
    ['a non-object', [1, [1]]],
  ])('refuses %s', (_, params) => {
    expect(defuseParamsSchema.safeParse(params).success).toBe(false);
  });
});

describe('firstLiveCut', () => {
  it('finds the first wire of the cutting order that is live', () => {
    expect(firstLiveCut([2, 7, 0], [9, 6, 7])).toBe(7);
    expect(firstLiveCut([6, 7], [9, 6, 7])).toBe(6);
    expect(firstLiveCut([7, 6], [9, 6, 7])).toBe(7);
    expect(firstLiveCut([3, 0, 5, 1], [9, 6, 7])).toBeNull();
  });
});

describe('playDefuse', () => {
  it('defuses when no cut wire is live, paying the paytable’s multiplier', () => {
    expect(playDefuse({ live: 3, cut: [3, 0, 5, 1] }, EXAMPLE)).toEqual({
      outcome: { liveWires: [9, 6, 7] },
      state: { cut: [3, 0, 5, 1], blewAt: null, multiplier: '5.9399' },
    });
  });

  it('blows at the first live wire cut, paying nothing', () => {
    expect(playDefuse({ live: 3, cut: [2, 7, 0] }, EXAMPLE)).toEqual({
      outcome: { liveWires: [9, 6, 7] },
      state: { cut: [2, 7, 0], blewAt: 7, multiplier: '0' },
    });
  });

  it('draws one live wire per float it is asked for', () => {
    expect(playDefuse({ live: 1, cut: [0, 1, 2, 3, 4, 5, 6, 7, 8] }, EXAMPLE)).toMatchObject({ outcome: { liveWires: [9] }, state: { blewAt: null, multiplier: '9.8999' } });
    expect(playDefuse({ live: 2, cut: [6] }, EXAMPLE)).toMatchObject({ outcome: { liveWires: [9, 6] }, state: { blewAt: 6 } });
  });

  it('does not keep a reference to the params’ array', () => {
    const params = { live: 1 as const, cut: [1, 2] };
    const { state } = playDefuse(params, [0]);
    params.cut.push(3);
    expect(state.cut).toEqual([1, 2]);
  });
});
