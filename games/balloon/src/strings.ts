import type { GameStrings } from '@rgs/game-kit';

/** Every key balloon adds to the kit's strings; `{name}` marks a value the page fills in. */
type BalloonStringKey =
  | 'difficulty' | 'easy' | 'medium' | 'hard' | 'expert' | 'popChanceShort' | 'pump' | 'pumps' | 'pumpsOf' | 'cashoutValue' | 'nextPump'
  | 'popChance' | 'ladder' | 'ladderPump' | 'ladderPumpDone' | 'ladderPumpPop' | 'ladderPumpWouldPop' | 'ladderPumpAuto'
  | 'sceneIdle' | 'sceneReady' | 'sceneOpen' | 'scenePopped' | 'sceneCashed' | 'sceneFull'
  | 'youWon' | 'poppedNoWin' | 'wouldPop' | 'wouldHold' | 'autoPumps' | 'autoNote' | 'popsOn' | 'holdsAll';

/** The player's balloon strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const balloonStrings = {
  en: {
    difficulty: 'Difficulty', easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert', popChanceShort: '{chance} pop',
    pump: 'Pump', pumps: 'Pumps', pumpsOf: '{n} of {cap}', cashoutValue: 'Cash-out value', nextPump: 'Next pump', popChance: 'Pop chance',
    ladder: 'Multiplier after each pump', ladderPump: 'Pump {n}: {multiplier}', ladderPumpDone: 'Pump {n}: {multiplier}, held',
    ladderPumpPop: 'Pump {n}: popped', ladderPumpWouldPop: 'Pump {n}: would have popped', ladderPumpAuto: 'Pump {n}: {multiplier}, cashes out automatically',
    sceneIdle: 'Balloon, {difficulty}: each pump pops it with chance {chance}, at most {cap} pumps',
    sceneReady: 'Balloon ready: pump it up to {cap} times',
    sceneOpen: 'Balloon after {n} of {cap} pumps, worth {multiplier}',
    scenePopped: 'Balloon popped on pump {n}',
    sceneCashed: 'Balloon cashed out after {n} of {cap} pumps at {multiplier}. {fate}',
    sceneFull: 'Balloon held all {cap} pumps: cashed out automatically at {multiplier}',
    youWon: 'You won {amount}', poppedNoWin: 'Pop! No win',
    wouldPop: 'It would have popped on pump {n}.', wouldHold: 'It would have held all {n} pumps.',
    autoPumps: 'Pumps per round', autoNote: 'Each round pumps {n} times, then cashes out',
    popsOn: 'pops on pump {n}', holdsAll: 'holds all {n} pumps',
  },
  pt: {
    difficulty: 'Dificuldade', easy: 'Fácil', medium: 'Média', hard: 'Difícil', expert: 'Expert', popChanceShort: '{chance} estoura',
    pump: 'Encher', pumps: 'Bombadas', pumpsOf: '{n} de {cap}', cashoutValue: 'Valor para retirar', nextPump: 'Próxima bombada', popChance: 'Chance de estourar',
    ladder: 'Multiplicador após cada bombada', ladderPump: 'Bombada {n}: {multiplier}', ladderPumpDone: 'Bombada {n}: {multiplier}, aguentou',
    ladderPumpPop: 'Bombada {n}: estourou', ladderPumpWouldPop: 'Bombada {n}: teria estourado', ladderPumpAuto: 'Bombada {n}: {multiplier}, retira automaticamente',
    sceneIdle: 'Balão, {difficulty}: cada bombada o estoura com chance de {chance}, no máximo {cap} bombadas',
    sceneReady: 'Balão pronto: encha-o até {cap} vezes',
    sceneOpen: 'Balão após {n} de {cap} bombadas, valendo {multiplier}',
    scenePopped: 'O balão estourou na bombada {n}',
    sceneCashed: 'Balão retirado após {n} de {cap} bombadas a {multiplier}. {fate}',
    sceneFull: 'O balão aguentou todas as {cap} bombadas: retirado automaticamente a {multiplier}',
    youWon: 'Você ganhou {amount}', poppedNoWin: 'Estourou! Sem prêmio',
    wouldPop: 'Ele teria estourado na bombada {n}.', wouldHold: 'Ele teria aguentado todas as {n} bombadas.',
    autoPumps: 'Bombadas por rodada', autoNote: 'Cada rodada enche {n} vezes e depois retira',
    popsOn: 'estoura na bombada {n}', holdsAll: 'aguenta todas as {n} bombadas',
  },
  es: {
    difficulty: 'Dificultad', easy: 'Fácil', medium: 'Media', hard: 'Difícil', expert: 'Experto', popChanceShort: '{chance} explota',
    pump: 'Inflar', pumps: 'Bombeos', pumpsOf: '{n} de {cap}', cashoutValue: 'Valor a retirar', nextPump: 'Siguiente bombeo', popChance: 'Probabilidad de explotar',
    ladder: 'Multiplicador tras cada bombeo', ladderPump: 'Bombeo {n}: {multiplier}', ladderPumpDone: 'Bombeo {n}: {multiplier}, aguantó',
    ladderPumpPop: 'Bombeo {n}: explotó', ladderPumpWouldPop: 'Bombeo {n}: habría explotado', ladderPumpAuto: 'Bombeo {n}: {multiplier}, retira automáticamente',
    sceneIdle: 'Globo, {difficulty}: cada bombeo lo explota con probabilidad {chance}, como máximo {cap} bombeos',
    sceneReady: 'Globo listo: ínflalo hasta {cap} veces',
    sceneOpen: 'Globo tras {n} de {cap} bombeos, vale {multiplier}',
    scenePopped: 'El globo explotó en el bombeo {n}',
    sceneCashed: 'Globo retirado tras {n} de {cap} bombeos a {multiplier}. {fate}',
    sceneFull: 'El globo aguantó los {cap} bombeos: retirado automáticamente a {multiplier}',
    youWon: 'Ganaste {amount}', poppedNoWin: '¡Explotó! Sin premio',
    wouldPop: 'Habría explotado en el bombeo {n}.', wouldHold: 'Habría aguantado los {n} bombeos.',
    autoPumps: 'Bombeos por ronda', autoNote: 'Cada ronda infla {n} veces y luego retira',
    popsOn: 'explota en el bombeo {n}', holdsAll: 'aguanta los {n} bombeos',
  },
} as const satisfies GameStrings<BalloonStringKey>;
