// The games this server plays, one import per folder under games/. Written by
// scripts/discover-games.mjs (run before every build, test and start): add a game folder, never edit this list.
import type { Game } from '@rgs/game-kit';
import { baccaratGame } from '@rgs/game-baccarat';
import { blackjackGame } from '@rgs/game-blackjack';
import { coinGame } from '@rgs/game-coin';
import { defuseGame } from '@rgs/game-defuse';
import { diamondsGame } from '@rgs/game-diamonds';
import { diceGame } from '@rgs/game-dice';
import { dropGame } from '@rgs/game-drop';
import { kenoGame } from '@rgs/game-keno';
import { launchGame } from '@rgs/game-launch';
import { limboGame } from '@rgs/game-limbo';
import { minesGame } from '@rgs/game-mines';
import { plinkoGame } from '@rgs/game-plinko';
import { pulseGame } from '@rgs/game-pulse';
import { rouletteGame } from '@rgs/game-roulette';
import { safeGame } from '@rgs/game-safe';
import { sparkGame } from '@rgs/game-spark';
import { voltGame } from '@rgs/game-volt';
import { wheelGame } from '@rgs/game-wheel';
import { wireGame } from '@rgs/game-wire';

/** Every installed game. */
export const INSTALLED_GAMES: readonly Game[] = [baccaratGame, blackjackGame, coinGame, defuseGame, diamondsGame, diceGame, dropGame, kenoGame, launchGame, limboGame, minesGame, plinkoGame, pulseGame, rouletteGame, safeGame, sparkGame, voltGame, wheelGame, wireGame];
