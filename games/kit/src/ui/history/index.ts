// The player's bet history ("My bets", each round's details and check) and the recent-results strip.
export { BetHistory, HISTORY_PAGE_SIZE } from './history';
// The details load with the first opened row: only their type is exported here.
export type { RoundDetail } from './round-detail';
export { RecentResults, RECENT_RESULTS_LIMIT } from './recent-results';
export { systemClock, type HistoryClock } from './history-clock';
export type { HistoryItem } from './history-item';
export { HistoryChangeEvent } from './history-change-event';
export { historyStrings } from './history-strings';
export type { HistoryStrings } from './translations/history-strings';
export { RESULT_ICONS, roundResult, type RoundResult } from './round-result';
export { roundDateTime, roundTime } from './round-time';
export type { HistoryRound } from '@rgs/schema/play';
export type { HistoryPage, HistoryQuery } from '../play-source';
