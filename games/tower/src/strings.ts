import type { GameStrings } from '@rgs/game-kit';

/** Every key tower adds to the kit's strings; `{name}` marks a value the page fills in. */
type TowerStringKey =
  | 'difficulty' | 'easy' | 'medium' | 'hard' | 'expert' | 'master' | 'layoutOne' | 'layoutMany'
  | 'board' | 'floorHeader' | 'tile' | 'hidden' | 'safe' | 'bombHit' | 'safeUnpicked' | 'bombUnpicked'
  | 'floor' | 'nextFloor' | 'chance' | 'cashoutValue' | 'pickRandom' | 'pickTile' | 'youWon' | 'topReached' | 'bombNoWin'
  | 'floorsToClimb' | 'autoNote' | 'bombsByFloor';

/** The player's tower strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const towerStrings = {
  en: {
    difficulty: 'Difficulty', easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert', master: 'Master',
    layoutOne: '{tiles} tiles, 1 bomb on each floor', layoutMany: '{tiles} tiles, {bombs} bombs on each floor',
    board: 'Tower', floorHeader: 'Floor {floor}: {multiplier}', tile: 'Floor {floor}, tile {n}, {state}',
    hidden: 'hidden', safe: 'safe', bombHit: 'bomb, exploded', safeUnpicked: 'safe, not picked', bombUnpicked: 'bomb, not picked',
    floor: 'Floor {floor}', nextFloor: 'Next floor', chance: 'Safe chance', cashoutValue: 'Cash-out value', pickRandom: 'Pick random tile', pickTile: 'Pick tile {n}',
    youWon: 'You won {amount}', topReached: 'Top of the tower! You won {amount}', bombNoWin: 'Bomb! No win',
    floorsToClimb: 'Floors to climb', autoNote: 'Each round picks a random tile on every floor, then cashes out',
    bombsByFloor: 'bombs on floors 1 to 9, tiles counted from the left: {floors}',
  },
  pt: {
    difficulty: 'Dificuldade', easy: 'Fácil', medium: 'Médio', hard: 'Difícil', expert: 'Especialista', master: 'Mestre',
    layoutOne: '{tiles} casas, 1 bomba em cada andar', layoutMany: '{tiles} casas, {bombs} bombas em cada andar',
    board: 'Torre', floorHeader: 'Andar {floor}: {multiplier}', tile: 'Andar {floor}, casa {n}, {state}',
    hidden: 'oculta', safe: 'segura', bombHit: 'bomba, explodiu', safeUnpicked: 'segura, não escolhida', bombUnpicked: 'bomba, não escolhida',
    floor: 'Andar {floor}', nextFloor: 'Próximo andar', chance: 'Chance de segura', cashoutValue: 'Valor para retirar', pickRandom: 'Escolher casa aleatória', pickTile: 'Escolher casa {n}',
    youWon: 'Você ganhou {amount}', topReached: 'Topo da torre! Você ganhou {amount}', bombNoWin: 'Bomba! Sem prêmio',
    floorsToClimb: 'Andares a subir', autoNote: 'Cada rodada escolhe uma casa aleatória em cada andar e depois retira',
    bombsByFloor: 'bombas nos andares 1 a 9, casas contadas da esquerda: {floors}',
  },
  es: {
    difficulty: 'Dificultad', easy: 'Fácil', medium: 'Media', hard: 'Difícil', expert: 'Experta', master: 'Maestra',
    layoutOne: '{tiles} casillas, 1 bomba en cada piso', layoutMany: '{tiles} casillas, {bombs} bombas en cada piso',
    board: 'Torre', floorHeader: 'Piso {floor}: {multiplier}', tile: 'Piso {floor}, casilla {n}, {state}',
    hidden: 'oculta', safe: 'segura', bombHit: 'bomba, explotó', safeUnpicked: 'segura, no elegida', bombUnpicked: 'bomba, no elegida',
    floor: 'Piso {floor}', nextFloor: 'Siguiente piso', chance: 'Probabilidad segura', cashoutValue: 'Valor a retirar', pickRandom: 'Elegir casilla al azar', pickTile: 'Elegir casilla {n}',
    youWon: 'Ganaste {amount}', topReached: '¡Cima de la torre! Ganaste {amount}', bombNoWin: '¡Bomba! Sin premio',
    floorsToClimb: 'Pisos a subir', autoNote: 'Cada ronda elige una casilla al azar en cada piso y luego retira',
    bombsByFloor: 'bombas en los pisos 1 al 9, casillas contadas desde la izquierda: {floors}',
  },
} as const satisfies GameStrings<TowerStringKey>;
