import { MAX_MULTIPLIER } from '../limits';
import { CHOICES, RANK_COUNT, exactMultiplier, reachesCap, winningRanks, type Choice } from '../odds';

// The multiplier maths the page needs while a round is open, on BigInt: ../multiplier.ts floors
// through decimal.js (via the kit's main entry), which live players never download.
// hilo-odds.test.ts checks every run of up to 5 guesses against the rules' own `hiloMultiplier`.

/**
 * What a run of right guesses pays (n_i: the ranks that won guess i): 0.99 × Π 13 / n_i floored to 4
 * places, as normalised text ("1.287", "3.625"), at most "10000"; "0" before the first right guess.
 */
export function multiplierText(counts: readonly number[]): string {
  if (counts.length === 0) return '0';
  if (reachesCap(counts)) return String(MAX_MULTIPLIER);
  const { numerator, denominator } = exactMultiplier(counts);
  const units = ((numerator * 10_000n) / denominator).toString().padStart(5, '0');
  return `${units.slice(0, -4)}.${units.slice(-4)}`.replace(/\.?0+$/, '');
}

/** One guess as its button offers it: how many ranks win it, its chance, and the multiplier a win makes. */
export interface GuessOffer {
  readonly choice: Choice;
  /** Ranks out of 13 that win it; 0 when it cannot win (higher on a king, lower on an ace). */
  readonly ranks: number;
  /** Its chance in percent, rounded to 2 places ("46.15"); null when it cannot win. */
  readonly chance: string | null;
  /** The multiplier a right guess makes; null when it cannot win. */
  readonly multiplier: string | null;
  /** Whether a right guess reaches the top multiplier (it ends the round paying 10,000×, less than its odds). */
  readonly top: boolean;
}

/** n / 13 in percent, rounded half up to 2 places: "92.31", "7.69", "46.15". */
export function chanceText(ranks: number): string {
  const hundredths = Math.round((ranks * 10_000) / RANK_COUNT);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`.replace(/\.?0+$/, '');
}

/** What each guess offers on a card of rank index `rank` after right guesses `counts`, in the order higher, lower, same. */
export function offersOn(rank: number, counts: readonly number[]): GuessOffer[] {
  return CHOICES.map((choice) => {
    const ranks = winningRanks(rank, choice);
    if (ranks === 0) return { choice, ranks, chance: null, multiplier: null, top: false };
    const after = [...counts, ranks];
    return { choice, ranks, chance: chanceText(ranks), multiplier: multiplierText(after), top: reachesCap(after) };
  });
}
