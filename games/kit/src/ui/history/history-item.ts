import type { HistoryRound } from '@rgs/schema/play';
import type { PlayedRound } from '../played-round';

/**
 * A round the history shows: a row of the server's history, or a round the shell just settled (a
 * `PlayedRound`: its date is when it was added, and its fairness data is fetched when opened).
 */
export type HistoryItem = PlayedRound & Partial<Omit<HistoryRound, keyof PlayedRound>>;
