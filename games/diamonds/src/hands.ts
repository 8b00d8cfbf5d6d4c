// The gems and the hands they form: plain data and pure functions, no zod or decimal.js, so the board
// and the player rules read them without downloading the rules' validation.

/** Gems drawn per round. */
export const GEM_COUNT = 5;

/** Colours a gem can have, numbered 0 … 6 (RULES.md names them): red, orange, yellow, green, cyan, blue, purple. */
export const COLOUR_COUNT = 7;

/** A gem's colour number, 0 … 6. */
export type GemColour = number;

/** The hands, best first, as the paytable lists them. */
export const HANDS = ['five', 'four', 'fullHouse', 'three', 'twoPair', 'pair', 'nothing'] as const;

/** A hand five gems form. */
export type Hand = (typeof HANDS)[number];

/**
 * The hand of each shape of colour counts, largest count first: "5" five of a kind, "41" four of a
 * kind, "32" a full house, "311" three of a kind, "221" two pair, "2111" one pair, "11111" nothing.
 */
const HAND_OF_SHAPE: Readonly<Record<string, Hand>> = {
  '5': 'five',
  '41': 'four',
  '32': 'fullHouse',
  '311': 'three',
  '221': 'twoPair',
  '2111': 'pair',
  '11111': 'nothing',
};

/** How many of the gems have each colour that occurs, largest first. */
function colourCounts(gems: readonly GemColour[]): number[] {
  const counts = new Map<GemColour, number>();
  for (const gem of gems) counts.set(gem, (counts.get(gem) ?? 0) + 1);
  return [...counts.values()].sort((a, b) => b - a);
}

/** The hand five gems form: only how many share each colour counts, never which colour or where. */
export function handOf(gems: readonly GemColour[]): Hand {
  const hand = gems.length === GEM_COUNT ? HAND_OF_SHAPE[colourCounts(gems).join('')] : undefined;
  if (hand === undefined) throw new RangeError(`a hand needs ${GEM_COUNT} gems, got ${gems.length}`);
  return hand;
}

/** Which gems make the hand: those whose colour occurs at least twice (none on "nothing", all five on a full house). */
export function matchingGems(gems: readonly GemColour[]): boolean[] {
  return gems.map((gem) => gems.filter((other) => other === gem).length >= 2);
}
