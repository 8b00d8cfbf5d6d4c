import type { GameStrings } from '@rgs/game-kit';

/** Every key stairs adds to the kit's strings; `{name}` marks a value the page fills in. */
type StairsStringKey =
  | 'step' | 'stride' | 'leap' | 'stairsOne' | 'stairsMany' | 'safeChance' | 'up' | 'pastTop' | 'climbs'
  | 'stair' | 'stairOf' | 'cashoutValue' | 'topPays' | 'scene' | 'sceneIdle' | 'sceneClimbing' | 'sceneFell' | 'sceneTop'
  | 'log' | 'logSafe' | 'logFell' | 'youWon' | 'topReached' | 'fellNoWin' | 'howTo'
  | 'autoClimb' | 'autoClimbs' | 'autoNote' | 'rollsFrom';

/** The player's stairs strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const stairsStrings = {
  en: {
    step: 'Step', stride: 'Stride', leap: 'Leap', stairsOne: '1 stair', stairsMany: '{n} stairs',
    safeChance: '{chance} safe', up: 'up', pastTop: 'past the top', climbs: 'Climbs',
    stair: 'Stair', stairOf: '{stair} of {top}', cashoutValue: 'Cash-out value', topPays: 'Top pays up to',
    scene: 'Staircase of {top} stairs: {where}', sceneIdle: 'the climber waits at the bottom', sceneClimbing: 'the climber is on stair {stair}',
    sceneFell: 'the climber fell, trying for stair {stair}', sceneTop: 'the climber reached the top',
    log: 'Rolls', logSafe: '{name}, {stairs}: rolled {roll}, under {mark}: safe', logFell: '{name}, {stairs}: rolled {roll}, not under {mark}: fell',
    youWon: 'You won {amount}', topReached: 'Top of the stairs! You won {amount}', fellNoWin: 'Fell! No win',
    howTo: 'Bet, then choose every climb: a step, a stride or a leap. Cash out whenever you like.',
    autoClimb: 'Climb', autoClimbs: 'Climbs per round', autoNote: 'Each round makes these climbs, then cashes out',
    rollsFrom: 'rolls of climbs 1 to 24: {rolls}',
  },
  pt: {
    step: 'Passo', stride: 'Passada', leap: 'Salto', stairsOne: '1 degrau', stairsMany: '{n} degraus',
    safeChance: '{chance} seguro', up: 'acima', pastTop: 'passa do topo', climbs: 'Subidas',
    stair: 'Degrau', stairOf: '{stair} de {top}', cashoutValue: 'Valor para retirar', topPays: 'O topo paga até',
    scene: 'Escada de {top} degraus: {where}', sceneIdle: 'o escalador espera embaixo', sceneClimbing: 'o escalador está no degrau {stair}',
    sceneFell: 'o escalador caiu tentando o degrau {stair}', sceneTop: 'o escalador chegou ao topo',
    log: 'Resultados', logSafe: '{name}, {stairs}: tirou {roll}, abaixo de {mark}: seguro', logFell: '{name}, {stairs}: tirou {roll}, não abaixo de {mark}: caiu',
    youWon: 'Você ganhou {amount}', topReached: 'Topo da escada! Você ganhou {amount}', fellNoWin: 'Caiu! Sem prêmio',
    howTo: 'Aposte e escolha cada subida: um passo, uma passada ou um salto. Retire quando quiser.',
    autoClimb: 'Subida', autoClimbs: 'Subidas por rodada', autoNote: 'Cada rodada faz essas subidas e depois retira',
    rollsFrom: 'resultados das subidas 1 a 24: {rolls}',
  },
  es: {
    step: 'Paso', stride: 'Zancada', leap: 'Salto', stairsOne: '1 escalón', stairsMany: '{n} escalones',
    safeChance: '{chance} seguro', up: 'arriba', pastTop: 'pasa la cima', climbs: 'Subidas',
    stair: 'Escalón', stairOf: '{stair} de {top}', cashoutValue: 'Valor a retirar', topPays: 'La cima paga hasta',
    scene: 'Escalera de {top} escalones: {where}', sceneIdle: 'el escalador espera abajo', sceneClimbing: 'el escalador está en el escalón {stair}',
    sceneFell: 'el escalador cayó intentando el escalón {stair}', sceneTop: 'el escalador llegó a la cima',
    log: 'Resultados', logSafe: '{name}, {stairs}: salió {roll}, por debajo de {mark}: seguro', logFell: '{name}, {stairs}: salió {roll}, no por debajo de {mark}: cayó',
    youWon: 'Ganaste {amount}', topReached: '¡Cima de la escalera! Ganaste {amount}', fellNoWin: '¡Caída! Sin premio',
    howTo: 'Apuesta y elige cada subida: un paso, una zancada o un salto. Retira cuando quieras.',
    autoClimb: 'Subida', autoClimbs: 'Subidas por ronda', autoNote: 'Cada ronda hace estas subidas y luego retira',
    rollsFrom: 'resultados de las subidas 1 a 24: {rolls}',
  },
} as const satisfies GameStrings<StairsStringKey>;
