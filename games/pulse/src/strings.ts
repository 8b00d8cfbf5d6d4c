import type { GameStrings } from '@rgs/game-kit';

/** Every key pulse adds to the kit's strings; `{name}` marks a value the page fills in. */
type PulseStringKey =
  | 'risk' | 'low' | 'medium' | 'high' | 'hint' | 'monitorIdle' | 'monitorBeating' | 'monitorLanded' | 'beatLabel' | 'flatline'
  | 'table' | 'tableEntry' | 'firstBeat' | 'beating' | 'outcomeWon' | 'outcomeBack' | 'outcomeLost' | 'skip'
  | 'beatsOutcome' | 'flatlineOutcome';

/** The player's pulse strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const pulseStrings = {
  en: {
    risk: 'Risk', low: 'Low', medium: 'Medium', high: 'High',
    hint: 'Three beats multiply; a flatline loses',
    monitorIdle: 'Heart monitor, {risk} risk: waiting for a bet',
    monitorBeating: 'Heart monitor, {risk} risk: beating…',
    monitorLanded: 'Heart monitor, {risk} risk: {beats}, pays {multiplier}',
    beatLabel: 'beat {n} {multiplier}', flatline: 'Flatline',
    table: 'Beats at {risk} risk', tableEntry: '{multiplier}: {chance} of beats',
    firstBeat: 'beat 1: {multiplier}',
    beating: 'Beating…',
    outcomeWon: '{beats} = {multiplier}: win! Paid {payout}',
    outcomeBack: '{beats} = {multiplier}: paid {payout}',
    outcomeLost: 'Flatline on beat {n}: no win',
    skip: 'Skip',
    beatsOutcome: 'beats {beats} = {multiplier}',
    flatlineOutcome: 'beats {beats}: flatline on beat {n}',
  },
  pt: {
    risk: 'Risco', low: 'Baixo', medium: 'Médio', high: 'Alto',
    hint: 'Três batimentos se multiplicam; uma linha reta perde',
    monitorIdle: 'Monitor cardíaco, risco {risk}: aguardando uma aposta',
    monitorBeating: 'Monitor cardíaco, risco {risk}: batendo…',
    monitorLanded: 'Monitor cardíaco, risco {risk}: {beats}, paga {multiplier}',
    beatLabel: 'batimento {n} {multiplier}', flatline: 'Linha reta',
    table: 'Batimentos no risco {risk}', tableEntry: '{multiplier}: {chance} dos batimentos',
    firstBeat: 'batimento 1: {multiplier}',
    beating: 'Batendo…',
    outcomeWon: '{beats} = {multiplier}: vitória! Pagou {payout}',
    outcomeBack: '{beats} = {multiplier}: pagou {payout}',
    outcomeLost: 'Linha reta no batimento {n}: sem prêmio',
    skip: 'Pular',
    beatsOutcome: 'batimentos {beats} = {multiplier}',
    flatlineOutcome: 'batimentos {beats}: linha reta no batimento {n}',
  },
  es: {
    risk: 'Riesgo', low: 'Bajo', medium: 'Medio', high: 'Alto',
    hint: 'Tres latidos se multiplican; una línea plana pierde',
    monitorIdle: 'Monitor cardíaco, riesgo {risk}: esperando una apuesta',
    monitorBeating: 'Monitor cardíaco, riesgo {risk}: latiendo…',
    monitorLanded: 'Monitor cardíaco, riesgo {risk}: {beats}, paga {multiplier}',
    beatLabel: 'latido {n} {multiplier}', flatline: 'Línea plana',
    table: 'Latidos en riesgo {risk}', tableEntry: '{multiplier}: {chance} de los latidos',
    firstBeat: 'latido 1: {multiplier}',
    beating: 'Latiendo…',
    outcomeWon: '{beats} = {multiplier}: ¡victoria! Pagó {payout}',
    outcomeBack: '{beats} = {multiplier}: pagó {payout}',
    outcomeLost: 'Línea plana en el latido {n}: sin premio',
    skip: 'Saltar',
    beatsOutcome: 'latidos {beats} = {multiplier}',
    flatlineOutcome: 'latidos {beats}: línea plana en el latido {n}',
  },
} as const satisfies GameStrings<PulseStringKey>;
