import type { GameStrings } from '@rgs/game-kit';

/** Every key dice adds to the kit's strings; `{name}` marks a value the page fills in. */
type DiceStringKey =
  | 'target' | 'rollOver' | 'rollUnder' | 'winChance' | 'side' | 'profitOnWin' | 'win' | 'loss' | 'lastRolls' | 'valueText'
  | 'rollWon' | 'rollLost' | 'notNumber' | 'tooManyPlaces' | 'targetRange' | 'chanceRange' | 'multiplierRange'
  | 'rollOutcome';

/** The player's dice strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const diceStrings = {
  en: {
    target: 'Target', rollOver: 'Roll over', rollUnder: 'Roll under', winChance: 'Win chance', side: 'Side',
    profitOnWin: 'Profit on win', win: 'Win', loss: 'Loss', lastRolls: 'Last rolls',
    valueText: '{target}, win chance {chance}%, multiplier {multiplier}×',
    rollWon: 'Rolled {roll}: win! Paid {payout}', rollLost: 'Rolled {roll}: no win',
    notNumber: '{field}: enter a number', tooManyPlaces: '{field} takes at most {places} decimal places',
    targetRange: 'Target must be between 2 and 98', chanceRange: 'Win chance must be between 2% and 98%',
    multiplierRange: 'Multiplier must be between {min}× and {max}×',
    rollOutcome: 'roll {roll}',
  },
  pt: {
    target: 'Alvo', rollOver: 'Acima de', rollUnder: 'Abaixo de', winChance: 'Chance de ganhar', side: 'Lado',
    profitOnWin: 'Lucro se ganhar', win: 'Vitória', loss: 'Derrota', lastRolls: 'Últimas rolagens',
    valueText: '{target}, chance de ganhar {chance}%, multiplicador {multiplier}×',
    rollWon: 'Resultado {roll}: vitória! Pagou {payout}', rollLost: 'Resultado {roll}: sem prêmio',
    notNumber: '{field}: digite um número', tooManyPlaces: '{field} aceita no máximo {places} casas decimais',
    targetRange: 'O alvo deve estar entre 2 e 98', chanceRange: 'A chance de ganhar deve estar entre 2% e 98%',
    multiplierRange: 'O multiplicador deve estar entre {min}× e {max}×',
    rollOutcome: 'resultado {roll}',
  },
  es: {
    target: 'Objetivo', rollOver: 'Mayor que', rollUnder: 'Menor que', winChance: 'Probabilidad de ganar', side: 'Lado',
    profitOnWin: 'Ganancia si gana', win: 'Victoria', loss: 'Derrota', lastRolls: 'Últimas tiradas',
    valueText: '{target}, probabilidad de ganar {chance} %, multiplicador {multiplier}×',
    rollWon: 'Resultado {roll}: ¡victoria! Pagó {payout}', rollLost: 'Resultado {roll}: sin premio',
    notNumber: '{field}: escribe un número', tooManyPlaces: '{field} admite como máximo {places} decimales',
    targetRange: 'El objetivo debe estar entre 2 y 98', chanceRange: 'La probabilidad de ganar debe estar entre 2 % y 98 %',
    multiplierRange: 'El multiplicador debe estar entre {min}× y {max}×',
    rollOutcome: 'resultado {roll}',
  },
} as const satisfies GameStrings<DiceStringKey>;
