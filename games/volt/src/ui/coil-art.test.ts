import { describe, expect, it } from 'vitest';
import { COIL, SPHERE_HEIGHT, rungY, tipAt } from './coil-art';
import { voltStyles } from './volt-game.styles';

describe('coil geometry', () => {
  it('stacks the ten rungs 30 units apart up the column, under the sphere, the base electrode below rung 1', () => {
    expect(Array.from({ length: 11 }, (_, k) => rungY(k))).toEqual([414, 388, 358, 328, 298, 268, 238, 208, 178, 148, 118]);
    expect(rungY(10)).toBeGreaterThan(COIL.columnTop);
    expect(rungY(1)).toBeLessThan(COIL.columnBottom);
    expect(rungY(10) - COIL.ring.ry).toBeGreaterThan(COIL.sphere.y + COIL.sphere.r);
  });

  it('puts the arc’s tip between the rungs it climbs, and on the sphere’s underside past the top', () => {
    expect(tipAt(0)).toEqual([COIL.x, 414]);
    expect(tipAt(3)).toEqual([COIL.x, 328]);
    expect(tipAt(3.5)).toEqual([COIL.x, 313]);
    expect(tipAt(0.5)).toEqual([COIL.x, 401]);
    expect(tipAt(SPHERE_HEIGHT)).toEqual([COIL.x, COIL.sphere.y + COIL.sphere.r]);
  });

  it('lays the ladder’s rows beside the rungs: an empty row to rung 10, eleven rows of the rung spacing, the rest below', () => {
    const rows = /grid-template-rows: (\d+)fr (\d+)fr (\d+)fr;/.exec(voltStyles.cssText)!.slice(1).map(Number);
    const [top, middle, bottom] = rows as [number, number, number];
    expect(top + middle + bottom).toBe(COIL.height);
    const row = middle / 11;
    expect(row).toBe(rungY(9) - rungY(10));
    // Row i (rung 10 - i) is centred within 5 units of its rung: exactly for rungs 10 … 1, the base 4 below.
    for (let i = 0; i <= 10; i++) expect(Math.abs(top + row * i + row / 2 - rungY(10 - i))).toBeLessThanOrEqual(i === 10 ? 4 : 0);
  });
});
