import { handTotal, isPair } from './cards';
import { BET_SPOTS, WIN_RETURN, type BetSpot, type Chips } from './paytable';
import { isNatural, winnerOf, type Coup, type Winner } from './tableau';

// Settling a coup: what each spot returns and the round's multiplier, in whole hundredths of a chip
// so the sums are exact without decimal.js. The rules' alone: the board reads the settled state.

/** A push: a Player or Banker chip on a tie comes back (1), in hundredths. */
const PUSH_RETURN = 100;

/** Everything a settled coup shows: its cards, totals, winner, pairs, each spot's return per chip and the round's multiplier. */
export interface BaccaratState extends Coup {
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: Winner;
  /** Whether either hand's first two cards made 8 or 9 (then nobody drew). */
  readonly natural: boolean;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
  /** What one chip on each spot returned, exact decimal text ("2", "1.95", "1" on a push, "0"). */
  readonly returns: Readonly<Record<BetSpot, string>>;
  /** Σ chips × return over the spots: the round's multiplier, relative to one chip (exact decimal text). */
  readonly multiplier: string;
}

/** Hundredths of a chip as exact decimal text: 195 → "1.95", 1200 → "12", 0 → "0". */
export function hundredthsText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** What one chip on each spot returns for this result, in hundredths. */
export function spotReturns(winner: Winner, playerPair: boolean, bankerPair: boolean): Record<BetSpot, number> {
  const main = (side: 'player' | 'banker') => (winner === side ? WIN_RETURN[side] : winner === 'tie' ? PUSH_RETURN : 0);
  return {
    player: main('player'),
    banker: main('banker'),
    tie: winner === 'tie' ? WIN_RETURN.tie : 0,
    playerPair: playerPair ? WIN_RETURN.playerPair : 0,
    bankerPair: bankerPair ? WIN_RETURN.bankerPair : 0,
  };
}

/** Settles a coup for `chips`: totals, winner, pairs, returns and the multiplier Σ chips × return (whole hundredths, so exact). */
export function settleCoup(coup: Coup, chips: Chips): BaccaratState {
  const playerTotal = handTotal(coup.player);
  const bankerTotal = handTotal(coup.banker);
  const winner = winnerOf(playerTotal, bankerTotal);
  const playerPair = isPair(coup.player);
  const bankerPair = isPair(coup.banker);
  const returns = spotReturns(winner, playerPair, bankerPair);
  const total = BET_SPOTS.reduce((sum, spot) => sum + chips[spot] * returns[spot], 0);
  return {
    player: coup.player,
    banker: coup.banker,
    playerTotal,
    bankerTotal,
    winner,
    natural: isNatural(handTotal(coup.player.slice(0, 2))) || isNatural(handTotal(coup.banker.slice(0, 2))),
    playerPair,
    bankerPair,
    returns: Object.fromEntries(BET_SPOTS.map((spot) => [spot, hundredthsText(returns[spot])])) as Record<BetSpot, string>,
    multiplier: hundredthsText(total),
  };
}
