import type { GameStrings } from '@rgs/game-kit';

/** Every key spark adds to the kit's strings; `{name}` marks a value the page fills in. */
type SparkStringKey =
  | 'zone' | 'windowStart' | 'windowWidth' | 'winChance' | 'profitOnWin'
  | 'fuseLabel' | 'stoppedInside' | 'stoppedOutside' | 'running'
  | 'sparkWon' | 'sparkLost' | 'startValue' | 'widthValue'
  | 'notNumber' | 'tooManyPlaces' | 'startRange' | 'widthRange'
  | 'inside' | 'outside' | 'pointOutcome';

/** The player's spark strings; the shell falls back to the kit's shared ones (bet, multiplier, skip…) for the rest. */
export const sparkStrings = {
  en: {
    zone: 'Charge zone', windowStart: 'Window start', windowWidth: 'Window width', winChance: 'Win chance',
    profitOnWin: 'Profit on win',
    fuseLabel: 'Fuse from 0 to 100, charge zone {from} to {to}: win chance {chance}, pays {multiplier}',
    stoppedInside: 'the spark stopped at {point}, inside the zone', stoppedOutside: 'the spark stopped at {point}, outside the zone',
    running: 'The spark is running…',
    sparkWon: 'Stopped at {point}, inside the zone: win! Paid {payout}', sparkLost: 'Stopped at {point}, outside the zone: no win',
    startValue: 'from {from} to {to}', widthValue: '{width} wide: win chance {chance}, multiplier {multiplier}',
    notNumber: '{field}: enter a number', tooManyPlaces: '{field} takes at most 2 decimal places',
    startRange: 'Window start must be between 0 and {max}', widthRange: 'Window width must be between 2 and 95',
    inside: 'inside', outside: 'outside',
    pointOutcome: 'spark at {point}, {where} {from}–{to} ({multiplier})',
  },
  pt: {
    zone: 'Zona de carga', windowStart: 'Início da janela', windowWidth: 'Largura da janela', winChance: 'Chance de ganhar',
    profitOnWin: 'Lucro se ganhar',
    fuseLabel: 'Pavio de 0 a 100, zona de carga de {from} a {to}: chance de ganhar {chance}, paga {multiplier}',
    stoppedInside: 'a faísca parou em {point}, dentro da zona', stoppedOutside: 'a faísca parou em {point}, fora da zona',
    running: 'A faísca está correndo…',
    sparkWon: 'Parou em {point}, dentro da zona: vitória! Pagou {payout}', sparkLost: 'Parou em {point}, fora da zona: sem prêmio',
    startValue: 'de {from} a {to}', widthValue: 'largura {width}: chance de ganhar {chance}, multiplicador {multiplier}',
    notNumber: '{field}: digite um número', tooManyPlaces: '{field} aceita no máximo 2 casas decimais',
    startRange: 'O início da janela deve estar entre 0 e {max}', widthRange: 'A largura da janela deve estar entre 2 e 95',
    inside: 'dentro de', outside: 'fora de',
    pointOutcome: 'faísca em {point}, {where} {from}–{to} ({multiplier})',
  },
  es: {
    zone: 'Zona de carga', windowStart: 'Inicio de la ventana', windowWidth: 'Ancho de la ventana', winChance: 'Probabilidad de ganar',
    profitOnWin: 'Ganancia si gana',
    fuseLabel: 'Mecha de 0 a 100, zona de carga de {from} a {to}: probabilidad de ganar {chance}, paga {multiplier}',
    stoppedInside: 'la chispa se detuvo en {point}, dentro de la zona', stoppedOutside: 'la chispa se detuvo en {point}, fuera de la zona',
    running: 'La chispa está corriendo…',
    sparkWon: 'Se detuvo en {point}, dentro de la zona: ¡victoria! Pagó {payout}', sparkLost: 'Se detuvo en {point}, fuera de la zona: sin premio',
    startValue: 'de {from} a {to}', widthValue: 'ancho {width}: probabilidad de ganar {chance}, multiplicador {multiplier}',
    notNumber: '{field}: escribe un número', tooManyPlaces: '{field} admite como máximo 2 decimales',
    startRange: 'El inicio de la ventana debe estar entre 0 y {max}', widthRange: 'El ancho de la ventana debe estar entre 2 y 95',
    inside: 'dentro de', outside: 'fuera de',
    pointOutcome: 'chispa en {point}, {where} {from}–{to} ({multiplier})',
  },
} as const satisfies GameStrings<SparkStringKey>;
