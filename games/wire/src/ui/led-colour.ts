/** One LED colour: its lit dome, the darker body it shows while off, and the name of its gradient. */
export interface LedColour {
  readonly name: string;
  readonly lit: string;
  readonly off: string;
}

/**
 * The LED colours, cheapest first: red for the centre's loss (under 1×), amber for a small win, green,
 * cyan, and violet for the 100× and up. The same multiplier band has the same colour at every risk,
 * so players learn them; on the board each LED's multiplier is also written under it.
 */
export const LED_COLOURS: readonly LedColour[] = [
  { name: 'red', lit: '#ff5a4f', off: '#5b1714' },
  { name: 'amber', lit: '#ffb938', off: '#5a3d08' },
  { name: 'green', lit: '#5dff7a', off: '#14501f' },
  { name: 'cyan', lit: '#4fd8ff', off: '#0c4656' },
  { name: 'violet', lit: '#d68bff', off: '#43195c' },
];

/** The lowest multiplier of each colour after red. */
const BANDS = [1, 2, 10, 100] as const;

/** The colour of an LED paying `multiplier` (decimal text). */
export function ledColour(multiplier: string): LedColour {
  const value = Number(multiplier);
  const band = BANDS.filter((lowest) => value >= lowest).length;
  return LED_COLOURS[band]!;
}
