/** Rows of glass panels between the two platforms: crossing the last one wins the round automatically. */
export const BRIDGE_ROWS = 8;

/** How hard the crossing is, from the safest. */
export const BRIDGE_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

/** A difficulty. */
export type BridgeDifficulty = (typeof BRIDGE_DIFFICULTIES)[number];

/** Each row of a difficulty: how many panels it has and how many of them break. */
export interface Span {
  readonly panels: number;
  readonly fragile: number;
}

/** Easy: 3 panels, 1 breaks. Medium: 2 panels, 1 breaks. Hard: 3 panels, 2 break. */
export const BRIDGE_SPANS: Readonly<Record<BridgeDifficulty, Span>> = {
  easy: { panels: 3, fragile: 1 },
  medium: { panels: 2, fragile: 1 },
  hard: { panels: 3, fragile: 2 },
};

/** The most panels a row has. */
export const MAX_PANELS = 3;

/** Throws unless `difficulty` is one of the bridge's. */
export function spanOf(difficulty: string): Span {
  const span = (BRIDGE_SPANS as Record<string, Span | undefined>)[difficulty];
  if (!span) throw new RangeError(`difficulty must be one of ${BRIDGE_DIFFICULTIES.join(', ')}, got ${difficulty}`);
  return span;
}
