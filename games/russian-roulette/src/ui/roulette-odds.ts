import { CHAMBERS } from '../cylinder';

// The multiplier maths the page needs while a round is open, on BigInt: ../multiplier.ts floors
// through decimal.js (via the kit's main entry), which live players never download.
// roulette-odds.test.ts checks every (bullets, clicks) pair against the rules' own multiplier.

/** C(n, k) exactly. */
function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < Math.min(k, n - k); i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * What a cashout pays after `clicks` empty chambers with `bullets` loaded: 0.99 × C(6, k) / C(6 − b, k)
 * floored to 4 places, as normalised text ("1.485", "19.8"); "0" before the first pull; null past the
 * last empty chamber.
 */
export function multiplierAfter(bullets: number, clicks: number): string | null {
  if (clicks < 0 || clicks > CHAMBERS - bullets) return null;
  if (clicks === 0) return '0';
  const units = (9900n * binomial(CHAMBERS, clicks)) / binomial(CHAMBERS - bullets, clicks);
  const digits = units.toString().padStart(5, '0');
  return `${digits.slice(0, -4)}.${digits.slice(-4)}`.replace(/\.?0+$/, '');
}

/** The chance the next pull clicks after `clicks` empty chambers: (6 − b − k) / (6 − k); null once none is left. */
export function nextClickChance(bullets: number, clicks: number): number | null {
  const empty = CHAMBERS - bullets - clicks;
  return empty > 0 ? empty / (CHAMBERS - clicks) : null;
}
