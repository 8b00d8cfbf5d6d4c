export { BRIDGE_DIFFICULTIES, BRIDGE_ROWS, BRIDGE_SPANS, MAX_PANELS, spanOf, type BridgeDifficulty, type Span } from './span';
export { drawFragile } from './draw';
export { bridgeGame } from './game';
export { bridgeMultiplier, bridgeMultiplierTable } from './multiplier';
export { bridgePlaybook } from './playbook';
export { bridgeParamsSchema, stepParamsSchema, type BridgeOutcome, type BridgeParams, type BridgeState, type StepParams } from './rules';
export { bridgeStrings } from './strings';
