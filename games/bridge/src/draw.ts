import { floatAt } from '@rgs/game-kit';
import { BRIDGE_ROWS, spanOf } from './span';

/**
 * The panels that break in every row, row 1 first, one float per row. Row i's odd panel is
 * floor(f_i × panels), panels numbered from 0 on the left: with one fragile panel a row (easy,
 * medium) the odd panel is the one that breaks; with two (hard) it is the one tempered panel, and the
 * other two break. Every panel is equally likely to be the odd one.
 */
export function drawFragile(difficulty: string, floats: readonly number[]): number[][] {
  const { panels, fragile } = spanOf(difficulty);
  return Array.from({ length: BRIDGE_ROWS }, (_, row) => {
    const odd = Math.floor(floatAt(floats, row) * panels);
    if (fragile === 1) return [odd];
    return Array.from({ length: panels }, (_, panel) => panel).filter((panel) => panel !== odd);
  });
}
