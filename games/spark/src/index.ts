export { sparkGame } from './game';
export { sparkStrings } from './strings';
export {
  FUSE_POINTS,
  MAX_WIDTH,
  MIN_WIDTH,
  SPARK_MAX_MULTIPLIER,
  insideWindow,
  playSpark,
  sparkMultiplier,
  sparkParamsSchema,
  sparkPoint,
  type SparkOutcome,
  type SparkParams,
  type SparkState,
  type SparkWindow,
} from './rules';
