import type { GameStrings } from '@rgs/game-kit';

/** Every key drop adds to the kit's strings; `{name}` marks a value the page fills in. */
type DropStringKey =
  | 'risk' | 'low' | 'medium' | 'high' | 'target' | 'targetLabel' | 'ballOn' | 'legend' | 'legendEntry'
  | 'bullseye' | 'ring' | 'offRings' | 'onBullseye' | 'onRing' | 'dropWon' | 'dropLost' | 'dropping' | 'skip' | 'zoneOutcome';

/** The player's drop strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const dropStrings = {
  en: {
    risk: 'Risk', low: 'Low', medium: 'Medium', high: 'High',
    target: 'Target', targetLabel: 'Target: {risk} risk', ballOn: 'ball {place}, {multiplier}',
    legend: 'Rings on this target, from the centre out', legendEntry: '{zone}: {multiplier}, chance {chance}',
    bullseye: 'bullseye', ring: 'ring {ring}', offRings: 'off the rings', onBullseye: 'on the bullseye', onRing: 'on ring {ring}',
    dropWon: '{zone}, {multiplier}: win! Paid {payout}', dropLost: 'Off the rings, 0×: no win',
    dropping: 'Dropping…', skip: 'Skip',
    zoneOutcome: '{zone} ({multiplier})',
  },
  pt: {
    risk: 'Risco', low: 'Baixo', medium: 'Médio', high: 'Alto',
    target: 'Alvo', targetLabel: 'Alvo: risco {risk}', ballOn: 'bola {place}, {multiplier}',
    legend: 'Anéis deste alvo, do centro para fora', legendEntry: '{zone}: {multiplier}, chance de {chance}',
    bullseye: 'centro', ring: 'anel {ring}', offRings: 'fora dos anéis', onBullseye: 'no centro', onRing: 'no anel {ring}',
    dropWon: '{zone}, {multiplier}: vitória! Pagou {payout}', dropLost: 'Fora dos anéis, 0×: sem prêmio',
    dropping: 'Caindo…', skip: 'Pular',
    zoneOutcome: '{zone} ({multiplier})',
  },
  es: {
    risk: 'Riesgo', low: 'Bajo', medium: 'Medio', high: 'Alto',
    target: 'Diana', targetLabel: 'Diana: riesgo {risk}', ballOn: 'bola {place}, {multiplier}',
    legend: 'Anillos de esta diana, del centro hacia fuera', legendEntry: '{zone}: {multiplier}, probabilidad {chance}',
    bullseye: 'centro', ring: 'anillo {ring}', offRings: 'fuera de los anillos', onBullseye: 'en el centro', onRing: 'en el anillo {ring}',
    dropWon: '{zone}, {multiplier}: ¡victoria! Pagó {payout}', dropLost: 'Fuera de los anillos, 0×: sin premio',
    dropping: 'Cayendo…', skip: 'Saltar',
    zoneOutcome: '{zone} ({multiplier})',
  },
} as const satisfies GameStrings<DropStringKey>;
