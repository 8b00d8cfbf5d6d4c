export { wireGame } from './game';
export { wireStrings } from './strings';
export {
  WIRE_MAX_CURRENTS,
  WIRE_MAX_MULTIPLIER,
  WIRE_RISKS,
  WIRE_SHARES,
  WIRE_TABLES,
  WIRE_TERMINALS,
  WORDS_PER_SHARE,
  playWire,
  wireFloatCount,
  wireParamsSchema,
  wireTable,
  wireTerminal,
  type WireParams,
  type WireResult,
  type WireRisk,
  type WireTable,
} from './rules';
