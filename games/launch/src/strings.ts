import type { GameStrings } from '@rgs/game-kit';

/** Every key launch adds to the kit's strings; `{name}` marks a value the page fills in. */
type LaunchStringKey =
  | 'destination' | 'sky' | 'stratosphere' | 'orbit' | 'moon' | 'mars' | 'oneStage' | 'stages' | 'optionLabel'
  | 'boardReady' | 'boardFlying' | 'boardArrived' | 'boardFailed'
  | 'flying' | 'flightWon' | 'flightLost' | 'skip' | 'flightOutcome';

/** The player's launch strings; the shell falls back to the kit's shared ones (bet, balance, multiplier…) for the rest. */
export const launchStrings = {
  en: {
    destination: 'Destination', sky: 'Sky', stratosphere: 'Stratosphere', orbit: 'Orbit', moon: 'Moon', mars: 'Mars',
    oneStage: '1 stage', stages: '{stages} stages', optionLabel: '{name}: {stages}, pays {multiplier}, {chance} chance',
    boardReady: 'Rocket of {stages} on the pad, bound for {name}',
    boardFlying: 'Rocket bound for {name}: in flight',
    boardArrived: 'Rocket reached {name}: {fired} of {stages} stages fired',
    boardFailed: 'Rocket bound for {name} exploded: stage {failed} failed, {fired} of {stages} stages fired',
    flying: 'Lift-off…', flightWon: 'Reached {name}: win! Paid {payout}', flightLost: 'Stage {failed} failed: no win', skip: 'Skip',
    flightOutcome: '{fired} of {stages} stages fired ({multiplier})',
  },
  pt: {
    destination: 'Destino', sky: 'Céu', stratosphere: 'Estratosfera', orbit: 'Órbita', moon: 'Lua', mars: 'Marte',
    oneStage: '1 estágio', stages: '{stages} estágios', optionLabel: '{name}: {stages}, paga {multiplier}, chance de {chance}',
    boardReady: 'Foguete de {stages} na plataforma, rumo a {name}',
    boardFlying: 'Foguete rumo a {name}: em voo',
    boardArrived: 'Foguete chegou a {name}: {fired} de {stages} estágios dispararam',
    boardFailed: 'Foguete rumo a {name} explodiu: o estágio {failed} falhou, {fired} de {stages} estágios dispararam',
    flying: 'Decolagem…', flightWon: 'Chegou a {name}: vitória! Pagou {payout}', flightLost: 'O estágio {failed} falhou: sem prêmio', skip: 'Pular',
    flightOutcome: '{fired} de {stages} estágios dispararam ({multiplier})',
  },
  es: {
    destination: 'Destino', sky: 'Cielo', stratosphere: 'Estratosfera', orbit: 'Órbita', moon: 'Luna', mars: 'Marte',
    oneStage: '1 etapa', stages: '{stages} etapas', optionLabel: '{name}: {stages}, paga {multiplier}, probabilidad {chance}',
    boardReady: 'Cohete de {stages} en la plataforma, rumbo a {name}',
    boardFlying: 'Cohete rumbo a {name}: en vuelo',
    boardArrived: 'El cohete llegó a {name}: {fired} de {stages} etapas encendieron',
    boardFailed: 'El cohete rumbo a {name} explotó: falló la etapa {failed}, {fired} de {stages} etapas encendieron',
    flying: 'Despegue…', flightWon: 'Llegó a {name}: ¡victoria! Pagó {payout}', flightLost: 'Falló la etapa {failed}: sin premio', skip: 'Saltar',
    flightOutcome: '{fired} de {stages} etapas encendieron ({multiplier})',
  },
} as const satisfies GameStrings<LaunchStringKey>;
