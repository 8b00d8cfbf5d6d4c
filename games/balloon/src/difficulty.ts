// The balloon's difficulties: plain constants, no zod and no decimals, so the page can read them
// without downloading the rules.

/** The difficulties a round may be played at, easiest first. */
export const BALLOON_DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;

/** One of {@link BALLOON_DIFFICULTIES}. */
export type BalloonDifficulty = (typeof BALLOON_DIFFICULTIES)[number];

/** What a difficulty sets: each pump pops the balloon with chance 1 / `popOneIn`; `pumps` is the cap. */
export interface DifficultySpec {
  /** A pump pops with chance 1 / popOneIn (a power of two, so the chance is exact on the 32-bit float lattice). */
  readonly popOneIn: number;
  /** The most pumps a round takes: the last one, if the balloon holds, cashes out by itself. */
  readonly pumps: number;
}

/** Every difficulty's pop chance and cap (RULES.md "Difficulties"). */
export const DIFFICULTIES: Readonly<Record<BalloonDifficulty, DifficultySpec>> = {
  easy: { popOneIn: 16, pumps: 40 },
  medium: { popOneIn: 8, pumps: 30 },
  hard: { popOneIn: 4, pumps: 24 },
  expert: { popOneIn: 2, pumps: 20 },
};

/** The most pumps any difficulty allows (the longest round, in floats). */
export const MAX_PUMPS = Math.max(...BALLOON_DIFFICULTIES.map((d) => DIFFICULTIES[d].pumps));

/** Whether `value` names a difficulty. */
export function isDifficulty(value: unknown): value is BalloonDifficulty {
  return typeof value === 'string' && (BALLOON_DIFFICULTIES as readonly string[]).includes(value);
}
