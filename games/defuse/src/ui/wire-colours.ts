/** The string key of a wire's colour name (strings.ts has each in every language). */
export type WireColourKey = 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'white' | 'black' | 'pink' | 'cyan';

/** How a wire is drawn: its insulation, a darker edge that outlines it on the steel, and its sheen. */
export interface WireColour {
  readonly key: WireColourKey;
  readonly fill: string;
  readonly edge: string;
  readonly sheen: string;
}

/**
 * Wire 0 … 9's colours, as RULES.md lists them. Decoration only: every wire is also numbered on the
 * terminal block and named by its number first. Each fill is outlined by its darker edge, so the
 * white and yellow wires read on the light steel plate and the black one on the dynamite.
 */
export const WIRE_COLOURS: readonly WireColour[] = [
  { key: 'red', fill: '#e53935', edge: '#7f1212', sheen: '#ff8a80' },
  { key: 'orange', fill: '#fb8c00', edge: '#8a4700', sheen: '#ffcc80' },
  { key: 'yellow', fill: '#fdd835', edge: '#665300', sheen: '#fff59d' },
  { key: 'green', fill: '#43a047', edge: '#1b5e20', sheen: '#a5d6a7' },
  { key: 'blue', fill: '#1e88e5', edge: '#0d3c73', sheen: '#90caf9' },
  { key: 'purple', fill: '#8e24aa', edge: '#4a0f5c', sheen: '#ce93d8' },
  { key: 'white', fill: '#f4f6f8', edge: '#3d4750', sheen: '#ffffff' },
  { key: 'black', fill: '#263238', edge: '#0b0f12', sheen: '#6b7c85' },
  { key: 'pink', fill: '#f06292', edge: '#8c2250', sheen: '#f8bbd0' },
  { key: 'cyan', fill: '#00acc1', edge: '#005662', sheen: '#80deea' },
];

/** Wire `wire`'s colours. */
export function wireColour(wire: number): WireColour {
  const colour = WIRE_COLOURS[wire];
  if (!colour) throw new RangeError(`the bomb has wires 0 to 9, not ${wire}`);
  return colour;
}
