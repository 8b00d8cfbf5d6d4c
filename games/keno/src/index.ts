export { kenoGame } from './game';
export { kenoStrings } from './strings';
export {
  KENO_DRAWN,
  KENO_FLOAT_COUNT,
  KENO_MAX_PICKS,
  KENO_MIN_PICKS,
  KENO_NUMBERS,
  KENO_PAYTABLES,
  KENO_RISKS,
  drawKeno,
  kenoHits,
  kenoMultiplier,
  kenoParamsSchema,
  kenoPaytable,
  playKeno,
  type KenoOutcome,
  type KenoParams,
  type KenoRisk,
  type KenoState,
} from './rules';
