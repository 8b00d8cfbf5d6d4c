/**
 * The fill of a segment by its multiplier: the same multiplier has the same colour on every wheel
 * (green 1.5×, yellow 2×, violet 3×…), so players learn them. Fixed, light, saturated colours under
 * dark text (each above 4.5:1 with SEGMENT_TEXT): readable on any operator background. A 0× segment
 * has no colour of its own: it is drawn hatched in the theme's surface colours instead.
 */
const COLOURS: Readonly<Record<string, string>> = {
  '1.2': '#cbd5e1',
  '1.5': '#4ade80',
  '1.6': '#7dd3fc',
  '1.7': '#7dd3fc',
  '1.8': '#7dd3fc',
  '1.9': '#7dd3fc',
  '2': '#facc15',
  '2.5': '#f9a8d4',
  '3': '#c4b5fd',
  '4': '#fb923c',
  '5': '#f87171',
};

/** The top multiplier of a high-risk wheel (9.9× … 49.5×). */
const JACKPOT = '#fb7185';

/** The fill of a winning segment; null for a 0× segment (hatched, in theme colours). */
export function segmentColour(multiplier: string): string | null {
  if (multiplier === '0') return null;
  return COLOURS[multiplier] ?? JACKPOT;
}

/** Dark text on every segment colour. */
export const SEGMENT_TEXT = '#10151c';
