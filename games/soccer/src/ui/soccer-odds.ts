import { KICKS, ZONES, openZones, type SoccerDifficulty } from '../pitch';

// The multiplier maths the page needs, on BigInt: ../multiplier.ts floors through decimal.js (via the
// kit's main entry), which live players never download. soccer-odds.test.ts checks every value
// against the rules' own `soccerMultiplier`.

/** Normalised decimal text of `units` ten-thousandths ("14850" → "1.485"). */
function fromTenThousandths(units: bigint): string {
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`.replace(/\.?0+$/, '');
}

/**
 * What a cashout pays after `goals` goals: 0.99 × (6 / open)^k floored to 4 places, as normalised text
 * ("1.485", "58458.51"); "0" before the first goal; null past the 10th kick.
 */
export function multiplierAfter(difficulty: SoccerDifficulty, goals: number): string | null {
  if (!Number.isInteger(goals) || goals < 0 || goals > KICKS) return null;
  if (goals === 0) return '0';
  const k = BigInt(goals);
  return fromTenThousandths((99n * BigInt(ZONES) ** k * 100n) / BigInt(openZones(difficulty)) ** k);
}

/** The chance of a goal on every kick, as percentage text rounded to 2 decimals ("83.33", "66.67", "50"). */
export function goalPercent(difficulty: SoccerDifficulty): string {
  const hundredths = (BigInt(openZones(difficulty)) * 20_000n + BigInt(ZONES)) / (2n * BigInt(ZONES));
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`.replace(/\.?0+$/, '');
}
