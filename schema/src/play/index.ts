export { ROUND_FIELDS, type PlayedRound, type PlayedRoundStatus } from './played-round';
export { HISTORY_ROUND_FIELDS, type HistoryRound } from './history-round';
