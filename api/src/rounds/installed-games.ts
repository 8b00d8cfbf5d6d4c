// The games this server plays, one import per folder under games/. Written by
// scripts/discover-games.mjs (run before every build, test and start): add a game folder, never edit this list.
import type { Game } from '@rgs/game-kit';
import { baccaratGame } from '@rgs/game-baccarat';
import { balloonGame } from '@rgs/game-balloon';
import { blackjackGame } from '@rgs/game-blackjack';
import { bridgeGame } from '@rgs/game-bridge';
import { casesGame } from '@rgs/game-cases';
import { chickenGame } from '@rgs/game-chicken';
import { coinGame } from '@rgs/game-coin';
import { defuseGame } from '@rgs/game-defuse';
import { diamondsGame } from '@rgs/game-diamonds';
import { diceGame } from '@rgs/game-dice';
import { doorsGame } from '@rgs/game-doors';
import { dropGame } from '@rgs/game-drop';
import { hiloGame } from '@rgs/game-hilo';
import { kenoGame } from '@rgs/game-keno';
import { launchGame } from '@rgs/game-launch';
import { limboGame } from '@rgs/game-limbo';
import { minesGame } from '@rgs/game-mines';
import { plinkoGame } from '@rgs/game-plinko';
import { pulseGame } from '@rgs/game-pulse';
import { rouletteGame } from '@rgs/game-roulette';
import { russianRouletteGame } from '@rgs/game-russian-roulette';
import { safeGame } from '@rgs/game-safe';
import { soccerGame } from '@rgs/game-soccer';
import { sparkGame } from '@rgs/game-spark';
import { stairsGame } from '@rgs/game-stairs';
import { towerGame } from '@rgs/game-tower';
import { videopokerGame } from '@rgs/game-videopoker';
import { voltGame } from '@rgs/game-volt';
import { wheelGame } from '@rgs/game-wheel';
import { wireGame } from '@rgs/game-wire';

/** Every installed game. */
export const INSTALLED_GAMES: readonly Game[] = [baccaratGame, balloonGame, blackjackGame, bridgeGame, casesGame, chickenGame, coinGame, defuseGame, diamondsGame, diceGame, doorsGame, dropGame, hiloGame, kenoGame, launchGame, limboGame, minesGame, plinkoGame, pulseGame, rouletteGame, russianRouletteGame, safeGame, soccerGame, sparkGame, stairsGame, towerGame, videopokerGame, voltGame, wheelGame, wireGame];
