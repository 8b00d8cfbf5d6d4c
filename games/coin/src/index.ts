export { coinGame } from './game';
export { coinStrings } from './strings';
export { COIN_MAX_STREAK, COIN_MIN_STREAK, COIN_SIDES, type CoinSide } from './sides';
export {
  coinFlips,
  coinMultiplier,
  coinParamsSchema,
  coinSide,
  coinWins,
  playCoin,
  type CoinOutcome,
  type CoinParams,
  type CoinState,
} from './rules';
