import type { GameStrings } from '@rgs/game-kit';

/**
 * The outcome in words, for the fairness check's sentence ("cars in lanes 8, 19, and 21"): only the
 * rules need them (game.ts, which the page loads for demo play and verification), not the page.
 */
export const outcomeStrings = {
  en: { carInLane: 'car in lane {lanes}', carsInLanes: 'cars in lanes {lanes}', noCars: 'no car on the road' },
  pt: { carInLane: 'carro na faixa {lanes}', carsInLanes: 'carros nas faixas {lanes}', noCars: 'nenhum carro na estrada' },
  es: { carInLane: 'coche en el carril {lanes}', carsInLanes: 'coches en los carriles {lanes}', noCars: 'ningún coche en la carretera' },
} as const satisfies GameStrings<'carInLane' | 'carsInLanes' | 'noCars'>;
