import type { GameStrings } from '@rgs/game-kit';

/** Every key diamonds adds to the kit's strings; `{name}` marks a value the page fills in. */
type DiamondsStringKey =
  | 'colour0' | 'colour1' | 'colour2' | 'colour3' | 'colour4' | 'colour5' | 'colour6'
  | 'gem0' | 'gem1' | 'gem2' | 'gem3' | 'gem4' | 'gem5' | 'gem6'
  | 'five' | 'four' | 'fullHouse' | 'three' | 'twoPair' | 'pair' | 'nothing'
  | 'hint' | 'boardIdle' | 'boardDrawing' | 'boardLabel' | 'drawing' | 'outcomeWon' | 'outcomeBack' | 'outcomeLost'
  | 'paytable' | 'paytableEntry' | 'gemsOutcome';

/**
 * The player's diamonds strings; the shell falls back to the kit's shared ones (bet, skip, multiplier…)
 * for the rest. A gem is named by its colour and its shape (`gem0` "red heart"), so the board can be
 * read without telling colours apart; `colour0` … is the short form the fairness sentence uses.
 */
export const diamondsStrings = {
  en: {
    colour0: 'red', colour1: 'orange', colour2: 'yellow', colour3: 'green', colour4: 'cyan', colour5: 'blue', colour6: 'purple',
    gem0: 'red heart', gem1: 'orange triangle', gem2: 'yellow square', gem3: 'green octagon', gem4: 'cyan circle', gem5: 'blue drop', gem6: 'purple marquise',
    five: 'Five of a kind', four: 'Four of a kind', fullHouse: 'Full house', three: 'Three of a kind', twoPair: 'Two pair', pair: 'One pair', nothing: 'No match',
    hint: 'Match gems of a colour: bet to draw five',
    boardIdle: 'Five empty pedestals: bet to draw five gems', boardDrawing: 'Drawing five gems', boardLabel: 'Gems: {gems}. {hand}',
    drawing: 'Drawing…', outcomeWon: 'Win! Paid {payout}', outcomeBack: '{multiplier} back: paid {payout}', outcomeLost: 'No win',
    paytable: 'Paytable', paytableEntry: '{hand}: pays {multiplier}, chance {chance}',
    gemsOutcome: '{gems}: {hand} ({multiplier})',
  },
  pt: {
    colour0: 'vermelho', colour1: 'laranja', colour2: 'amarelo', colour3: 'verde', colour4: 'ciano', colour5: 'azul', colour6: 'roxo',
    gem0: 'coração vermelho', gem1: 'triângulo laranja', gem2: 'quadrado amarelo', gem3: 'octógono verde', gem4: 'círculo ciano', gem5: 'gota azul', gem6: 'navete roxa',
    five: 'Cinco iguais', four: 'Quadra', fullHouse: 'Full house', three: 'Trinca', twoPair: 'Dois pares', pair: 'Um par', nothing: 'Nenhum par',
    hint: 'Junte gemas da mesma cor: aposte para sortear cinco',
    boardIdle: 'Cinco pedestais vazios: aposte para sortear cinco gemas', boardDrawing: 'Sorteando cinco gemas', boardLabel: 'Gemas: {gems}. {hand}',
    drawing: 'Sorteando…', outcomeWon: 'Vitória! Pagou {payout}', outcomeBack: '{multiplier} de volta: pagou {payout}', outcomeLost: 'Sem prêmio',
    paytable: 'Tabela de pagamentos', paytableEntry: '{hand}: paga {multiplier}, chance de {chance}',
    gemsOutcome: '{gems}: {hand} ({multiplier})',
  },
  es: {
    colour0: 'rojo', colour1: 'naranja', colour2: 'amarillo', colour3: 'verde', colour4: 'cian', colour5: 'azul', colour6: 'morado',
    gem0: 'corazón rojo', gem1: 'triángulo naranja', gem2: 'cuadrado amarillo', gem3: 'octágono verde', gem4: 'círculo cian', gem5: 'gota azul', gem6: 'marquesa morada',
    five: 'Cinco iguales', four: 'Póker', fullHouse: 'Full', three: 'Trío', twoPair: 'Doble pareja', pair: 'Pareja', nothing: 'Sin pareja',
    hint: 'Junta gemas del mismo color: apuesta para sacar cinco',
    boardIdle: 'Cinco pedestales vacíos: apuesta para sacar cinco gemas', boardDrawing: 'Sacando cinco gemas', boardLabel: 'Gemas: {gems}. {hand}',
    drawing: 'Sacando…', outcomeWon: '¡Victoria! Pagó {payout}', outcomeBack: '{multiplier} de vuelta: pagó {payout}', outcomeLost: 'Sin premio',
    paytable: 'Tabla de pagos', paytableEntry: '{hand}: paga {multiplier}, probabilidad {chance}',
    gemsOutcome: '{gems}: {hand} ({multiplier})',
  },
} as const satisfies GameStrings<DiamondsStringKey>;
