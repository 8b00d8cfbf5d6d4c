export { pulseGame } from './game';
export { pulseStrings } from './strings';
export {
  BEAT_COUNT,
  BEAT_TABLES,
  EDGE_SPIKE,
  FLATLINE,
  PULSE_MAX_MULTIPLIER,
  PULSE_RISKS,
  PULSE_TOP_MULTIPLIER,
  SLOTS,
  WORDS_PER_SLOT,
  beatMultiplier,
  playPulse,
  playedBeats,
  productOf,
  pulseParamsSchema,
  wordOf,
  type BeatEntry,
  type PulseOutcome,
  type PulseParams,
  type PulseRisk,
  type PulseState,
} from './rules';
