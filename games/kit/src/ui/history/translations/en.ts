import type { HistoryStrings } from './history-strings';

/** The bet history in English. */
export const en: HistoryStrings = {
  title: 'My bets',
  empty: 'No bets yet.',
  loading: 'Loading…',
  loadMore: 'Load more',
  retry: 'Try again',
  failed: 'Your bets could not be loaded.',
  time: 'Time',
  bet: 'Bet',
  multiplier: 'Multiplier',
  payout: 'Payout',
  results: { won: 'Won', lost: 'Lost', even: 'Stake back', partial: 'Part back', open: 'In play', void: 'Void' },
  details: 'Round details',
  roundId: 'Round id',
  params: 'Bet settings',
  noParams: 'none',
  yes: 'yes',
  no: 'no',
  outcome: 'Outcome',
  outcomeHidden: 'Shown once the round has settled.',
  fairness: 'Fairness',
  recent: 'Recent results',
};
