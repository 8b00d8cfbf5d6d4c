/**
 * The fill of a slot bucket: hot red for the table's biggest multiplier, through orange and yellow,
 * to a cool blue for its smallest, spaced by the logarithm so 0.2×, 2× and 20× read as even steps.
 * Fixed, saturated mid-lightness colours under dark text: readable on any operator background.
 */
export function slotColour(multiplier: string, table: readonly string[]): string {
  const logs = table.map((m) => Math.log(Number(m)));
  const low = Math.min(...logs);
  const high = Math.max(...logs);
  const heat = high === low ? 1 : (Math.log(Number(multiplier)) - low) / (high - low);
  const hue = Math.round(205 * (1 - heat));
  return `hsl(${hue} 85% ${heat > 0.5 ? 58 : 62}%)`;
}

/** Dark text on every bucket colour (each is light enough for a contrast above 4.5:1). */
export const SLOT_TEXT = '#10151c';
