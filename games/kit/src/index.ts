export type { GameRules, RoundLifecycle, RoundStep, RoundView, StepStatus } from './game-rules';
export { GameRuleError, type GameRuleErrorCode } from './game-rule-error';
export { cryptoRandomBytes, toHex, type RandomBytes } from './bytes';
export { SERVER_SEED_BYTES, assertServerSeed, generateServerSeed, hashServerSeed, isServerSeed } from './server-seed';
export { CLIENT_SEED_MAX_LENGTH, clientSeedSchema, generateClientSeed, validateClientSeed } from './client-seed';
export { floatAt, floatFromBytes, generateFloats, type RoundSeeds } from './floats';
export { MULTIPLIER_DECIMALS, ZERO_MULTIPLIER, floorMultiplier } from './multiplier';
export { payoutOf } from './payout';
