import type { GameStrings } from '@rgs/game-kit';

/** Every key limbo adds to the kit's strings; `{name}` marks a value the page fills in. */
type LimboStringKey =
  | 'target' | 'winChance' | 'profitOnWin' | 'win' | 'loss' | 'lastResults' | 'raiseTarget' | 'lowerTarget'
  | 'flight' | 'onPad' | 'flying' | 'landedWon' | 'landedLost' | 'targetMark'
  | 'resultWon' | 'resultLost' | 'notNumber' | 'tooManyPlaces' | 'targetRange' | 'chanceRange'
  | 'resultOutcome';

/** The player's limbo strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const limboStrings = {
  en: {
    target: 'Target multiplier', winChance: 'Win chance', profitOnWin: 'Profit on win', win: 'Win', loss: 'Loss',
    lastResults: 'Last results', raiseTarget: 'Raise target', lowerTarget: 'Lower target',
    flight: 'Rocket flight', onPad: 'Rocket on the launch pad, target {target}', flying: 'Rocket climbing, target {target}',
    landedWon: 'Rocket reached {result}, at or above the target {target}: win', landedLost: 'Rocket reached {result}, short of the target {target}: loss',
    targetMark: 'Target {target}',
    resultWon: 'Result {result}: win! Paid {payout}', resultLost: 'Result {result}: no win',
    notNumber: '{field}: enter a number', tooManyPlaces: '{field} takes at most {places} decimal places',
    targetRange: 'Target multiplier must be between {min} and {max}', chanceRange: 'Win chance must be between {min} and {max}',
    resultOutcome: 'result {result}×',
  },
  pt: {
    target: 'Multiplicador alvo', winChance: 'Chance de ganhar', profitOnWin: 'Lucro se ganhar', win: 'Vitória', loss: 'Derrota',
    lastResults: 'Últimos resultados', raiseTarget: 'Subir o alvo', lowerTarget: 'Baixar o alvo',
    flight: 'Voo do foguete', onPad: 'Foguete na plataforma, alvo {target}', flying: 'Foguete subindo, alvo {target}',
    landedWon: 'O foguete chegou a {result}, no alvo {target} ou acima: vitória', landedLost: 'O foguete chegou a {result}, abaixo do alvo {target}: derrota',
    targetMark: 'Alvo {target}',
    resultWon: 'Resultado {result}: vitória! Pagou {payout}', resultLost: 'Resultado {result}: sem prêmio',
    notNumber: '{field}: digite um número', tooManyPlaces: '{field} aceita no máximo {places} casas decimais',
    targetRange: 'O multiplicador alvo deve estar entre {min} e {max}', chanceRange: 'A chance de ganhar deve estar entre {min} e {max}',
    resultOutcome: 'resultado {result}×',
  },
  es: {
    target: 'Multiplicador objetivo', winChance: 'Probabilidad de ganar', profitOnWin: 'Ganancia si gana', win: 'Victoria', loss: 'Derrota',
    lastResults: 'Últimos resultados', raiseTarget: 'Subir el objetivo', lowerTarget: 'Bajar el objetivo',
    flight: 'Vuelo del cohete', onPad: 'Cohete en la plataforma, objetivo {target}', flying: 'Cohete subiendo, objetivo {target}',
    landedWon: 'El cohete llegó a {result}, en el objetivo {target} o por encima: victoria', landedLost: 'El cohete llegó a {result}, por debajo del objetivo {target}: derrota',
    targetMark: 'Objetivo {target}',
    resultWon: 'Resultado {result}: ¡victoria! Pagó {payout}', resultLost: 'Resultado {result}: sin premio',
    notNumber: '{field}: escribe un número', tooManyPlaces: '{field} admite como máximo {places} decimales',
    targetRange: 'El multiplicador objetivo debe estar entre {min} y {max}', chanceRange: 'La probabilidad de ganar debe estar entre {min} y {max}',
    resultOutcome: 'resultado {result}×',
  },
} as const satisfies GameStrings<LimboStringKey>;
