import type { GameStrings } from '@rgs/game-kit';

/** Every key wheel adds to the kit's strings; `{name}` marks a value the page fills in. */
type WheelStringKey =
  | 'risk' | 'low' | 'medium' | 'high' | 'segments' | 'wheel' | 'wheelLabel' | 'landedOn' | 'legend' | 'legendEntry'
  | 'spinWon' | 'spinLost' | 'spinning' | 'skip' | 'segmentOutcome';

/** The player's wheel strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const wheelStrings = {
  en: {
    risk: 'Risk', low: 'Low', medium: 'Medium', high: 'High', segments: 'Segments',
    wheel: 'Wheel', wheelLabel: 'Wheel: {risk} risk, {segments} segments', landedOn: 'landed on {multiplier}',
    legend: 'Multipliers on this wheel', legendEntry: '{count} of {segments} segments, {chance}',
    spinWon: 'Landed on {multiplier}: win! Paid {payout}', spinLost: 'Landed on {multiplier}: no win',
    spinning: 'Spinning…', skip: 'Skip',
    segmentOutcome: 'segment {segment} ({multiplier})',
  },
  pt: {
    risk: 'Risco', low: 'Baixo', medium: 'Médio', high: 'Alto', segments: 'Segmentos',
    wheel: 'Roda', wheelLabel: 'Roda: risco {risk}, {segments} segmentos', landedOn: 'parou em {multiplier}',
    legend: 'Multiplicadores desta roda', legendEntry: '{count} de {segments} segmentos, {chance}',
    spinWon: 'Parou em {multiplier}: vitória! Pagou {payout}', spinLost: 'Parou em {multiplier}: sem prêmio',
    spinning: 'Girando…', skip: 'Pular',
    segmentOutcome: 'segmento {segment} ({multiplier})',
  },
  es: {
    risk: 'Riesgo', low: 'Bajo', medium: 'Medio', high: 'Alto', segments: 'Segmentos',
    wheel: 'Rueda', wheelLabel: 'Rueda: riesgo {risk}, {segments} segmentos', landedOn: 'se detuvo en {multiplier}',
    legend: 'Multiplicadores de esta rueda', legendEntry: '{count} de {segments} segmentos, {chance}',
    spinWon: 'Se detuvo en {multiplier}: ¡victoria! Pagó {payout}', spinLost: 'Se detuvo en {multiplier}: sin premio',
    spinning: 'Girando…', skip: 'Saltar',
    segmentOutcome: 'segmento {segment} ({multiplier})',
  },
} as const satisfies GameStrings<WheelStringKey>;
