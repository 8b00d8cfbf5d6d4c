import type { GameStrings } from '@rgs/game-kit';

/** Every key bridge adds to the kit's strings; `{name}` marks a value the page fills in. */
type BridgeStringKey =
  | 'difficulty' | 'easy' | 'medium' | 'hard' | 'spanOne' | 'spanMany'
  | 'bridge' | 'rowOf' | 'panel' | 'left' | 'middle' | 'right'
  | 'untested' | 'held' | 'broke' | 'temperedUnstepped' | 'fragileUnstepped'
  | 'prompt' | 'nextRow' | 'safeChance' | 'lastRow' | 'cashoutValue' | 'stepRandom' | 'stepKey'
  | 'youWon' | 'fellNoWin' | 'crossed'
  | 'ladder' | 'ladderRow' | 'ladderAhead' | 'ladderNext' | 'ladderCrossed' | 'ladderFell'
  | 'autoRows' | 'rowOne' | 'rowCount' | 'autoNote' | 'fragileByRow';

/** The player's bridge strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const bridgeStrings = {
  en: {
    difficulty: 'Difficulty', easy: 'Easy', medium: 'Medium', hard: 'Hard',
    spanOne: '{panels} panels a row, 1 breaks', spanMany: '{panels} panels a row, {fragile} break',
    bridge: 'Glass bridge', rowOf: 'Row {n} of {total}', panel: 'Row {n}, {side}: {state}',
    left: 'left panel', middle: 'middle panel', right: 'right panel',
    untested: 'untested', held: 'held, you stepped here', broke: 'broke under you',
    temperedUnstepped: 'tempered glass, not stepped on', fragileUnstepped: 'fragile glass, not stepped on',
    prompt: 'Step onto row {n}: {fragile} of {panels} panels break', nextRow: 'Next row', safeChance: '{safe} in {panels} safe',
    lastRow: 'Row 8 pays', cashoutValue: 'Cash-out value', stepRandom: 'Step on a random panel', stepKey: 'Step on panel {n}',
    youWon: 'You won {amount}', fellNoWin: 'The glass broke! No win', crossed: 'Bridge crossed!',
    ladder: 'Rows of the bridge', ladderRow: 'Row {n}, pays {multiplier}: {state}', ladderAhead: 'ahead', ladderNext: 'next',
    ladderCrossed: 'crossed', ladderFell: 'the glass broke',
    autoRows: 'Cash out after', rowOne: '1 row', rowCount: '{n} rows', autoNote: 'Each row’s panel is picked at random; the round cashes out after {n} rows.',
    fragileByRow: 'breaking panels on rows 1 to {rows}: {panels}',
  },
  pt: {
    difficulty: 'Dificuldade', easy: 'Fácil', medium: 'Média', hard: 'Difícil',
    spanOne: '{panels} painéis por fileira, 1 quebra', spanMany: '{panels} painéis por fileira, {fragile} quebram',
    bridge: 'Ponte de vidro', rowOf: 'Fileira {n} de {total}', panel: 'Fileira {n}, {side}: {state}',
    left: 'painel da esquerda', middle: 'painel do meio', right: 'painel da direita',
    untested: 'não testado', held: 'aguentou, você pisou aqui', broke: 'quebrou sob você',
    temperedUnstepped: 'vidro temperado, não pisado', fragileUnstepped: 'vidro frágil, não pisado',
    prompt: 'Pise na fileira {n}: {fragile} de {panels} painéis quebram', nextRow: 'Próxima fileira', safeChance: '{safe} em {panels} seguros',
    lastRow: 'A fileira 8 paga', cashoutValue: 'Valor para retirar', stepRandom: 'Pisar num painel aleatório', stepKey: 'Pisar no painel {n}',
    youWon: 'Você ganhou {amount}', fellNoWin: 'O vidro quebrou! Sem prêmio', crossed: 'Ponte atravessada!',
    ladder: 'Fileiras da ponte', ladderRow: 'Fileira {n}, paga {multiplier}: {state}', ladderAhead: 'à frente', ladderNext: 'a seguir',
    ladderCrossed: 'atravessada', ladderFell: 'o vidro quebrou',
    autoRows: 'Retirar depois de', rowOne: '1 fileira', rowCount: '{n} fileiras', autoNote: 'O painel de cada fileira é escolhido ao acaso; a rodada retira depois de {n} fileiras.',
    fragileByRow: 'painéis que quebram nas fileiras 1 a {rows}: {panels}',
  },
  es: {
    difficulty: 'Dificultad', easy: 'Fácil', medium: 'Media', hard: 'Difícil',
    spanOne: '{panels} paneles por fila, 1 se rompe', spanMany: '{panels} paneles por fila, {fragile} se rompen',
    bridge: 'Puente de cristal', rowOf: 'Fila {n} de {total}', panel: 'Fila {n}, {side}: {state}',
    left: 'panel izquierdo', middle: 'panel central', right: 'panel derecho',
    untested: 'sin probar', held: 'aguantó, pisaste aquí', broke: 'se rompió bajo tus pies',
    temperedUnstepped: 'cristal templado, sin pisar', fragileUnstepped: 'cristal frágil, sin pisar',
    prompt: 'Pisa la fila {n}: {fragile} de {panels} paneles se rompen', nextRow: 'Siguiente fila', safeChance: '{safe} de {panels} seguros',
    lastRow: 'La fila 8 paga', cashoutValue: 'Valor a retirar', stepRandom: 'Pisar un panel al azar', stepKey: 'Pisar el panel {n}',
    youWon: 'Ganaste {amount}', fellNoWin: '¡El cristal se rompió! Sin premio', crossed: '¡Puente cruzado!',
    ladder: 'Filas del puente', ladderRow: 'Fila {n}, paga {multiplier}: {state}', ladderAhead: 'por delante', ladderNext: 'siguiente',
    ladderCrossed: 'cruzada', ladderFell: 'el cristal se rompió',
    autoRows: 'Retirar después de', rowOne: '1 fila', rowCount: '{n} filas', autoNote: 'El panel de cada fila se elige al azar; la ronda retira después de {n} filas.',
    fragileByRow: 'paneles que se rompen en las filas 1 a {rows}: {panels}',
  },
} as const satisfies GameStrings<BridgeStringKey>;
