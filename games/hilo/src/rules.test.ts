import { describe, expect, it } from 'vitest';
import { guessParamsSchema, hiloParamsSchema, skipParamsSchema } from './rules';

describe('schemas', () => {
  it('takes no bet params', () => {
    expect(hiloParamsSchema.parse({})).toEqual({});
    for (const bad of [{ cards: 3 }, null, 'x', []]) expect(hiloParamsSchema.safeParse(bad).success).toBe(false);
  });

  it('takes a guess of higher, lower or same, nothing else', () => {
    for (const choice of ['higher', 'lower', 'same']) expect(guessParamsSchema.parse({ choice })).toEqual({ choice });
    for (const bad of [{ choice: 'Higher' }, { choice: 'skip' }, { choice: 1 }, {}, { choice: 'same', extra: 1 }, null]) {
      expect(guessParamsSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('takes a skip with no params', () => {
    expect(skipParamsSchema.parse({})).toEqual({});
    expect(skipParamsSchema.safeParse({ n: 2 }).success).toBe(false);
  });
});
