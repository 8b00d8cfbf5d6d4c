// The five betting spots and what each returns: plain data, so the board and the player rules read
// them without the rules (and without zod or decimal.js).

/** The betting spots, in the order the params and the paytable list them. */
export const BET_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;

/** One betting spot. */
export type BetSpot = (typeof BET_SPOTS)[number];

/** Chips on each spot (whole chips, 0 for none). */
export type Chips = Readonly<Record<BetSpot, number>>;

/** The most chips one bet may hold, over all spots. */
export const MAX_CHIPS = 100;

/** No chips anywhere. */
export const NO_CHIPS: Chips = Object.freeze({ player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 });

/** The most a chip returns: a pair's 12 (11 to 1 and the chip). No round pays more than this × its wager. */
export const BACCARAT_MAX_RETURN = '12';

/** What a winning chip on each spot returns, the chip included, in hundredths: Player 2, Banker 1.95 (5 % commission), Tie 9, pairs 12. */
export const WIN_RETURN: Readonly<Record<BetSpot, number>> = { player: 200, banker: 195, tie: 900, playerPair: 1200, bankerPair: 1200 };

/** The odds printed on each spot ("X to 1"), as decimal text. */
export const SPOT_ODDS: Readonly<Record<BetSpot, string>> = { player: '1', banker: '0.95', tie: '8', playerPair: '11', bankerPair: '11' };

/** The chips on the table, in all. */
export function chipCount(chips: Chips): number {
  return BET_SPOTS.reduce((sum, spot) => sum + chips[spot], 0);
}
