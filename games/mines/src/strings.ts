import type { GameStrings } from '@rgs/game-kit';

/** Every key mines adds to the kit's strings; `{name}` marks a value the page fills in. */
type MinesStringKey =
  | 'mines' | 'gems' | 'board' | 'tile' | 'hidden' | 'gem' | 'mine' | 'mineHit' | 'gemUnpicked' | 'mineUnpicked'
  | 'nextTile' | 'cashoutValue' | 'pickRandom' | 'youWon' | 'mineNoWin' | 'mineOnTile' | 'minesOnTiles';

/** The player's mines strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const minesStrings = {
  en: {
    mines: 'Mines', gems: 'Gems', board: 'Mines board', tile: 'Tile {n}, row {row} column {column}, {state}',
    hidden: 'hidden', gem: 'gem', mine: 'mine', mineHit: 'mine, exploded', gemUnpicked: 'gem, not picked', mineUnpicked: 'mine, not picked',
    nextTile: 'Next tile', cashoutValue: 'Cash-out value', pickRandom: 'Pick random tile', youWon: 'You won {amount}', mineNoWin: 'Mine! No win',
    mineOnTile: 'mine on tile {tiles}', minesOnTiles: 'mines on tiles {tiles}',
  },
  pt: {
    mines: 'Minas', gems: 'Gemas', board: 'Tabuleiro de minas', tile: 'Casa {n}, linha {row} coluna {column}, {state}',
    hidden: 'oculta', gem: 'gema', mine: 'mina', mineHit: 'mina, explodiu', gemUnpicked: 'gema, não escolhida', mineUnpicked: 'mina, não escolhida',
    nextTile: 'Próxima casa', cashoutValue: 'Valor para retirar', pickRandom: 'Escolher casa aleatória', youWon: 'Você ganhou {amount}', mineNoWin: 'Mina! Sem prêmio',
    mineOnTile: 'mina na casa {tiles}', minesOnTiles: 'minas nas casas {tiles}',
  },
  es: {
    mines: 'Minas', gems: 'Gemas', board: 'Tablero de minas', tile: 'Casilla {n}, fila {row} columna {column}, {state}',
    hidden: 'oculta', gem: 'gema', mine: 'mina', mineHit: 'mina, explotó', gemUnpicked: 'gema, no elegida', mineUnpicked: 'mina, no elegida',
    nextTile: 'Siguiente casilla', cashoutValue: 'Valor a retirar', pickRandom: 'Elegir casilla al azar', youWon: 'Ganaste {amount}', mineNoWin: '¡Mina! Sin premio',
    mineOnTile: 'mina en la casilla {tiles}', minesOnTiles: 'minas en las casillas {tiles}',
  },
} as const satisfies GameStrings<MinesStringKey>;
