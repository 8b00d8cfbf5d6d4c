// The revolver's constants: plain numbers, no zod and no decimals, so the page can read them without
// downloading the rules.

/** Chambers in the cylinder, numbered 1 … 6 in the order they fire. */
export const CHAMBERS = 6;

/** Fewest and most bullets a round may load. */
export const MIN_BULLETS = 1;
export const MAX_BULLETS = 5;

/** Throws unless `bullets` is a whole number of bullets the cylinder takes with an empty chamber to spare. */
export function assertBulletCount(bullets: number): void {
  if (!Number.isInteger(bullets) || bullets < MIN_BULLETS || bullets > MAX_BULLETS) {
    throw new RangeError(`bullets must be an integer from ${MIN_BULLETS} to ${MAX_BULLETS}, got ${bullets}`);
  }
}
