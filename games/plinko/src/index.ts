export {
  PLINKO_MAX_BALLS,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_PAYTABLES,
  PLINKO_RISKS,
  playPlinko,
  plinkoDirection,
  plinkoFloatCount,
  plinkoParamsSchema,
  plinkoPaytable,
  type PlinkoParams,
  type PlinkoResult,
  type PlinkoRisk,
} from './rules';
export { plinkoGame } from './game';
export { PLINKO_STRINGS, plinkoStrings, type PlinkoStrings } from './ui/strings';
