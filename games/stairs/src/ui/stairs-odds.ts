import { CLIMBS, type ClimbLength } from '../staircase';

// The multiplier maths the page needs, on BigInt: ../multiplier.ts floors through decimal.js (via the
// kit's main entry), which live players never download. stairs-odds.test.ts checks it against the
// rules' own `stairsMultiplier` for every way to stop.

/** What a cashout pays after the safe `climbs`: 99 × Π of / (100 × Π safe) floored to 4 places; "0" before any. */
export function multiplierAfter(climbs: readonly ClimbLength[]): string {
  if (climbs.length === 0) return '0';
  let of = 99n * 100n;
  let safe = 1n;
  for (const length of climbs) {
    of *= BigInt(CLIMBS[length].of);
    safe *= BigInt(CLIMBS[length].safe);
  }
  const digits = (of / safe).toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`.replace(/\.?0+$/, '');
}

/** A climb's safe chance in percent (87.5, 50, 25). */
export function safePercent(length: ClimbLength): number {
  return (100 * CLIMBS[length].safe) / CLIMBS[length].of;
}

/** A climb's mark as the roll shows it (87.5, 50, 25): a roll under it is safe. */
export function markOf(length: ClimbLength): number {
  return CLIMBS[length].mark / 100;
}
