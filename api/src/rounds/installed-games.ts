// The games this server plays, one import per folder under games/. Written by
// scripts/discover-games.mjs (run before every build, test and start): add a game folder, never edit this list.
import type { Game } from '@rgs/game-kit';
import { blackjackGame } from '@rgs/game-blackjack';
import { coinGame } from '@rgs/game-coin';
import { diceGame } from '@rgs/game-dice';
import { kenoGame } from '@rgs/game-keno';
import { limboGame } from '@rgs/game-limbo';
import { minesGame } from '@rgs/game-mines';
import { plinkoGame } from '@rgs/game-plinko';
import { wheelGame } from '@rgs/game-wheel';

/** Every installed game. */
export const INSTALLED_GAMES: readonly Game[] = [blackjackGame, coinGame, diceGame, kenoGame, limboGame, minesGame, plinkoGame, wheelGame];
