export { wheelGame } from './game';
export { wheelStrings } from './strings';
export {
  WHEEL_LAYOUTS,
  WHEEL_MAX_MULTIPLIER,
  WHEEL_RISKS,
  WHEEL_SEGMENT_COUNTS,
  layoutEntries,
  spinWheel,
  wheelLayout,
  wheelParamsSchema,
  wheelSegment,
  type LayoutEntry,
  type WheelOutcome,
  type WheelParams,
  type WheelRisk,
  type WheelSegmentCount,
  type WheelState,
} from './rules';
