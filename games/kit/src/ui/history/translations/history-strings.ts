import type { RoundResult } from '../round-result';

/** Every word the bet history and the recent-results strip say, in one language. */
export interface HistoryStrings {
  readonly title: string;
  readonly empty: string;
  readonly loading: string;
  readonly loadMore: string;
  readonly retry: string;
  readonly failed: string;
  readonly time: string;
  readonly bet: string;
  readonly multiplier: string;
  readonly payout: string;
  /** Each result's word, shown beside its icon. */
  readonly results: Readonly<Record<RoundResult, string>>;
  /** The details region's name. */
  readonly details: string;
  readonly roundId: string;
  readonly params: string;
  readonly noParams: string;
  readonly yes: string;
  readonly no: string;
  readonly outcome: string;
  /** In place of the outcome while it is hidden (an open or void round). */
  readonly outcomeHidden: string;
  readonly fairness: string;
  /** The recent-results strip's name. */
  readonly recent: string;
}
