/** The top stair: reaching it ends the round as a win. */
export const STAIRS_TOP = 24;

/** How many stairs a climb may take: a step, a stride or a leap. */
export const CLIMB_LENGTHS = [1, 2, 3] as const;

/** A climb's length in stairs. */
export type ClimbLength = (typeof CLIMB_LENGTHS)[number];

/** A climb: its name, and its safe chance as a fraction and as the roll mark in hundredths. */
export interface ClimbKind {
  readonly name: 'step' | 'stride' | 'leap';
  /** The safe chance, `safe / of`. */
  readonly safe: number;
  readonly of: number;
  /** A roll (in hundredths, 0 … 9999) is safe when below this: the safe chance × 10,000. */
  readonly mark: number;
}

/** Each climb's kind (RULES.md). */
export const CLIMBS: Readonly<Record<ClimbLength, ClimbKind>> = {
  1: { name: 'step', safe: 7, of: 8, mark: 8750 },
  2: { name: 'stride', safe: 1, of: 2, mark: 5000 },
  3: { name: 'leap', safe: 1, of: 4, mark: 2500 },
};

/** The most climbs a round can make (24 steps), and so the floats it draws. */
export const MAX_CLIMBS = STAIRS_TOP;

/** The climbs allowed from `stair`: those that do not go past the top. */
export function climbsFrom(stair: number): ClimbLength[] {
  return CLIMB_LENGTHS.filter((length) => stair + length <= STAIRS_TOP);
}
