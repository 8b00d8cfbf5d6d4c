export { ROUND_FIELDS, type PlayedRound, type PlayedRoundStatus } from './played-round';
export { HISTORY_ROUND_FIELDS, type HistoryRound } from './history-round';
export { EARLY_OPEN_SCRIPT, FREE_BET_FIELDS, OPEN_QUERY, PLAYABLE_MARK, openRequestBody, type EarlyOpen } from './open-play';
