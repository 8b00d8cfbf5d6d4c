/** Levels of the corridor: the round is won automatically on passing the last one. */
export const DOORS_LEVELS = 10;

/** Fewest and most doors per level (the player's choice at the bet); one of them hides the trap. */
export const MIN_DOORS = 2;
export const MAX_DOORS = 5;

/** Throws unless `doors` is a door count a level may have. */
export function assertDoorCount(doors: number): void {
  if (!Number.isInteger(doors) || doors < MIN_DOORS || doors > MAX_DOORS) {
    throw new RangeError(`doors must be an integer from ${MIN_DOORS} to ${MAX_DOORS}, got ${doors}`);
  }
}
