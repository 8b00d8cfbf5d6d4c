import { describe, expect, it } from 'vitest';
import { drawParamsSchema, videopokerParamsSchema } from './rules';

describe('video poker schemas', () => {
  it('takes no bet params at all', () => {
    expect(videopokerParamsSchema.safeParse({}).success).toBe(true);
    expect(videopokerParamsSchema.safeParse({ paytable: '9/6' }).success).toBe(false);
  });

  it('takes exactly five booleans to draw', () => {
    expect(drawParamsSchema.parse({ holds: [true, false, true, false, false] })).toEqual({ holds: [true, false, true, false, false] });
    for (const holds of [[], [true, true, true, true], [true, true, true, true, true, true], [0, 1, 0, 1, 0], ['true', false, false, false, false]]) {
      expect(drawParamsSchema.safeParse({ holds }).success).toBe(false);
    }
    expect(drawParamsSchema.safeParse({ holds: [false, false, false, false, false], more: true }).success).toBe(false);
  });
});
