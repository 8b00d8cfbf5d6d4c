import type { GameStrings } from '@rgs/game-kit';

/** Every key volt adds to the kit's strings; `{name}` marks a value the page fills in. */
type VoltStringKey =
  | 'risk' | 'low' | 'medium' | 'high' | 'coilLabel' | 'reachedRung' | 'fizzledBase' | 'legend' | 'legendPays' | 'legendChance' | 'legendRung' | 'legendBase' | 'legendEntry'
  | 'climbWon' | 'climbEven' | 'climbPart' | 'climbLost' | 'climbing' | 'rungOutcome' | 'baseOutcome';

/** The player's volt strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const voltStrings = {
  en: {
    risk: 'Risk', low: 'Low', medium: 'Medium', high: 'High',
    coilLabel: 'Tesla coil: {risk} risk, 10 rungs', reachedRung: 'charge reached rung {rung}, {multiplier}', fizzledBase: 'charge fizzled at the base, 0×',
    legend: 'Ladder: multiplier and chance of each rung', legendPays: 'Pays', legendChance: 'Chance', legendRung: 'Rung {rung}', legendBase: 'Base', legendEntry: '{place}: {multiplier}, chance {chance}',
    climbWon: 'Rung {rung}, {multiplier}: win! Paid {payout}', climbEven: 'Rung {rung}, {multiplier}: stake back, paid {payout}',
    climbPart: 'Rung {rung}, {multiplier}: part of the stake back, paid {payout}', climbLost: 'Fizzled at the base: no win',
    climbing: 'Charging…',
    rungOutcome: 'rung {rung} ({multiplier})', baseOutcome: 'fizzled at the base (0×)',
  },
  pt: {
    risk: 'Risco', low: 'Baixo', medium: 'Médio', high: 'Alto',
    coilLabel: 'Bobina de Tesla: risco {risk}, 10 degraus', reachedRung: 'a carga chegou ao degrau {rung}, {multiplier}', fizzledBase: 'a carga apagou na base, 0×',
    legend: 'Escada: multiplicador e chance de cada degrau', legendPays: 'Paga', legendChance: 'Chance', legendRung: 'Degrau {rung}', legendBase: 'Base', legendEntry: '{place}: {multiplier}, chance de {chance}',
    climbWon: 'Degrau {rung}, {multiplier}: vitória! Pagou {payout}', climbEven: 'Degrau {rung}, {multiplier}: aposta de volta, pagou {payout}',
    climbPart: 'Degrau {rung}, {multiplier}: parte da aposta de volta, pagou {payout}', climbLost: 'Apagou na base: sem prêmio',
    climbing: 'Carregando…',
    rungOutcome: 'degrau {rung} ({multiplier})', baseOutcome: 'apagou na base (0×)',
  },
  es: {
    risk: 'Riesgo', low: 'Bajo', medium: 'Medio', high: 'Alto',
    coilLabel: 'Bobina de Tesla: riesgo {risk}, 10 peldaños', reachedRung: 'la carga llegó al peldaño {rung}, {multiplier}', fizzledBase: 'la carga se apagó en la base, 0×',
    legend: 'Escalera: multiplicador y probabilidad de cada peldaño', legendPays: 'Paga', legendChance: 'Probabilidad', legendRung: 'Peldaño {rung}', legendBase: 'Base', legendEntry: '{place}: {multiplier}, probabilidad {chance}',
    climbWon: 'Peldaño {rung}, {multiplier}: ¡victoria! Pagó {payout}', climbEven: 'Peldaño {rung}, {multiplier}: apuesta devuelta, pagó {payout}',
    climbPart: 'Peldaño {rung}, {multiplier}: parte de la apuesta devuelta, pagó {payout}', climbLost: 'Se apagó en la base: sin premio',
    climbing: 'Cargando…',
    rungOutcome: 'peldaño {rung} ({multiplier})', baseOutcome: 'se apagó en la base (0×)',
  },
} as const satisfies GameStrings<VoltStringKey>;
