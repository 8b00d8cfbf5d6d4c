import { handTotal, rankValue, type Card } from './cards';

/** Which hand won a coup, or a tie. */
export type Winner = 'player' | 'banker' | 'tie';

/** The cards of one coup, in the order each hand received them: two or three each. */
export interface Coup {
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
}

/**
 * Which float deals which card (RULES.md "Cards from the floats"): the four opening cards
 * alternate Player, Banker; the third cards have fixed floats of their own, used only when drawn.
 */
export const DEAL_FLOAT = { player1: 0, banker1: 1, player2: 2, banker2: 3, playerThird: 4, bankerThird: 5 } as const;

/** Floats a coup reads: always six, whether or not the third cards are drawn. */
export const COUP_FLOATS = 6;

/** A two-card total of 8 or 9: both hands stand. */
export function isNatural(total: number): boolean {
  return total >= 8;
}

/** The Player draws a third card on 0 … 5 and stands on 6 or 7 (never asked on a natural). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the Banker draws on `bankerTotal`: when the Player stood (`playerThird` null), on 0 … 5;
 * otherwise by the tableau on the value of the Player's third card (0 … 9).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Deals one coup by the fixed drawing rules, taking the card of float position `i` from `cardOf(i)`
 * (asked only for the cards actually dealt, so a third card's float is read only when it is drawn).
 */
export function dealCoup(cardOf: (position: number) => Card): Coup {
  const player = [cardOf(DEAL_FLOAT.player1), cardOf(DEAL_FLOAT.player2)];
  const banker = [cardOf(DEAL_FLOAT.banker1), cardOf(DEAL_FLOAT.banker2)];
  if (isNatural(handTotal(player)) || isNatural(handTotal(banker))) return { player, banker };
  let playerThird: number | null = null;
  if (playerDraws(handTotal(player))) {
    const third = cardOf(DEAL_FLOAT.playerThird);
    player.push(third);
    playerThird = rankValue(third.rank);
  }
  if (bankerDraws(handTotal(banker), playerThird)) banker.push(cardOf(DEAL_FLOAT.bankerThird));
  return { player, banker };
}

/** The hand with the higher total wins; equal totals tie. */
export function winnerOf(playerTotal: number, bankerTotal: number): Winner {
  return playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
}
