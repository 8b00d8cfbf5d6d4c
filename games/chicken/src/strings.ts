import type { GameStrings } from '@rgs/game-kit';

/** Every key chicken adds to the kit's strings; `{name}` marks a value the page fills in. */
type ChickenStringKey =
  | 'difficulty' | 'easy' | 'medium' | 'hard' | 'hardcore' | 'lanesCount' | 'upTo'
  | 'road' | 'lane' | 'ahead' | 'nextAhead' | 'crossedLane' | 'hitLane' | 'carUnreached' | 'clearUnreached' | 'risk'
  | 'laneN' | 'go' | 'goLane' | 'nextLane' | 'cashoutValue' | 'crossAll' | 'lanes' | 'finish'
  | 'hintBet' | 'hintGo' | 'hintSafe' | 'hitIn' | 'cashedOut' | 'madeIt'
  | 'lanesPerRound' | 'autoNote';

/** The page's chicken strings; the shell falls back to the kit's shared ones (bet, cash out, multiplier…) for the rest. */
export const chickenStrings = {
  en: {
    difficulty: 'Difficulty', easy: 'Easy', medium: 'Medium', hard: 'Hard', hardcore: 'Hardcore',
    lanesCount: '{n} lanes', upTo: 'up to {max}',
    road: 'Road, {n} lanes', lane: 'Lane {n}, {state}', laneN: 'Lane {n}',
    ahead: '{multiplier} · {chance} chance of a car', nextAhead: 'next, {multiplier} · {chance} chance of a car',
    crossedLane: '{multiplier}, crossed safely', hitLane: '{multiplier}, hit by a car', carUnreached: 'a car came, not reached', clearUnreached: 'clear, not reached',
    risk: '{chance} risk',
    go: 'Go', goLane: 'lane {n} · {multiplier}', nextLane: 'Next lane', cashoutValue: 'Cash-out value', crossAll: 'Whole road', lanes: 'Lanes',
    finish: 'Finish',
    hintBet: 'Pick a difficulty and bet, then cross lane by lane',
    hintGo: 'Press Go to cross lane {n}',
    hintSafe: 'Safe! Go on to lane {n}, or cash out',
    hitIn: 'Hit by a car in lane {n}', cashedOut: 'Cashed out after lane {n}', madeIt: 'Across the road!',
    lanesPerRound: 'Lanes per round', autoNote: 'Each round crosses up to {n} lanes, then cashes out at {multiplier}',
  },
  pt: {
    difficulty: 'Dificuldade', easy: 'Fácil', medium: 'Médio', hard: 'Difícil', hardcore: 'Extremo',
    lanesCount: '{n} faixas', upTo: 'até {max}',
    road: 'Estrada, {n} faixas', lane: 'Faixa {n}, {state}', laneN: 'Faixa {n}',
    ahead: '{multiplier} · {chance} de chance de carro', nextAhead: 'próxima, {multiplier} · {chance} de chance de carro',
    crossedLane: '{multiplier}, atravessada com segurança', hitLane: '{multiplier}, a galinha foi atingida por um carro', carUnreached: 'vinha um carro, não alcançada', clearUnreached: 'livre, não alcançada',
    risk: '{chance} de risco',
    go: 'Avançar', goLane: 'faixa {n} · {multiplier}', nextLane: 'Próxima faixa', cashoutValue: 'Valor para retirar', crossAll: 'Estrada inteira', lanes: 'Faixas',
    finish: 'Chegada',
    hintBet: 'Escolha a dificuldade e aposte; depois atravesse faixa por faixa',
    hintGo: 'Toque em Avançar para atravessar a faixa {n}',
    hintSafe: 'Salva! Siga para a faixa {n} ou retire',
    hitIn: 'Atropelada na faixa {n}', cashedOut: 'Retirou depois da faixa {n}', madeIt: 'Atravessou a estrada!',
    lanesPerRound: 'Faixas por rodada', autoNote: 'Cada rodada atravessa até {n} faixas e retira a {multiplier}',
  },
  es: {
    difficulty: 'Dificultad', easy: 'Fácil', medium: 'Media', hard: 'Difícil', hardcore: 'Extrema',
    lanesCount: '{n} carriles', upTo: 'hasta {max}',
    road: 'Carretera, {n} carriles', lane: 'Carril {n}, {state}', laneN: 'Carril {n}',
    ahead: '{multiplier} · {chance} de probabilidad de coche', nextAhead: 'siguiente, {multiplier} · {chance} de probabilidad de coche',
    crossedLane: '{multiplier}, cruzado sin peligro', hitLane: '{multiplier}, un coche atropelló a la gallina', carUnreached: 'venía un coche, no alcanzado', clearUnreached: 'libre, no alcanzado',
    risk: '{chance} de riesgo',
    go: 'Avanzar', goLane: 'carril {n} · {multiplier}', nextLane: 'Siguiente carril', cashoutValue: 'Valor a retirar', crossAll: 'Carretera entera', lanes: 'Carriles',
    finish: 'Meta',
    hintBet: 'Elige la dificultad y apuesta; luego cruza carril a carril',
    hintGo: 'Pulsa Avanzar para cruzar el carril {n}',
    hintSafe: '¡A salvo! Sigue al carril {n} o retira',
    hitIn: 'Atropellada en el carril {n}', cashedOut: 'Retiró después del carril {n}', madeIt: '¡Cruzó la carretera!',
    lanesPerRound: 'Carriles por ronda', autoNote: 'Cada ronda cruza hasta {n} carriles y retira a {multiplier}',
  },
} as const satisfies GameStrings<ChickenStringKey>;
