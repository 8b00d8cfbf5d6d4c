import { floatAt } from '@rgs/game-kit';
import { CLIMBS, MAX_CLIMBS, type ClimbLength } from './staircase';

/** A float's roll, 0.00 … 99.99: floor(f × 10000) / 100 (f × 10000 is exact in a double). */
export function rollOf(f: number): number {
  return Math.floor(f * 10_000) / 100;
}

/** The rolls of all 24 climbs a round can make, from its 24 floats (RULES.md "Outcome"). */
export function drawRolls(floats: readonly number[]): number[] {
  return Array.from({ length: MAX_CLIMBS }, (_, i) => rollOf(floatAt(floats, i)));
}

/** Whether a climb of `stairs` is safe on `roll`: the roll, in hundredths, is below the climb's mark. */
export function isSafe(roll: number, stairs: ClimbLength): boolean {
  return Math.round(roll * 100) < CLIMBS[stairs].mark;
}
