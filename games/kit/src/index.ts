export { defineGame, type Game, type GameAction, type GameSpec, type GameStrings, type RoundContext, type RuleStep, type Wager } from './seam/define-game';
export { advanceRound, newRoundSnapshot, openingWager, type Advance, type Intent, type Move, type RoundSnapshot } from './seam/advance-round';
export { GameRuleError, type GameRuleErrorCode } from './game-rule-error';
export { cryptoRandomBytes, toHex, type RandomBytes } from './bytes';
export { SERVER_SEED_BYTES, assertServerSeed, generateServerSeed, hashServerSeed, isServerSeed } from './server-seed';
export { CLIENT_SEED_MAX_LENGTH, clientSeedSchema, generateClientSeed, validateClientSeed } from './client-seed';
export { floatAt, floatFromBytes, generateFloats, type RoundSeeds } from './floats';
export { MULTIPLIER_DECIMALS, ZERO_MULTIPLIER, floorMultiplier } from './multiplier';
export { payoutOf } from './payout';
