export { MAX_MINES, MIN_MINES, MINES_TILES } from './board';
export { drawMines } from './draw';
export { minesGame } from './game';
export { minesPlaybook } from './playbook';
export { binomial, minesMultiplier, minesMultiplierTable } from './multiplier';
export {
  minesParamsSchema,
  revealParamsSchema,
  type MinesOutcome,
  type MinesParams,
  type MinesState,
  type RevealParams,
} from './rules';
export { minesStrings } from './strings';
