import type { HistoryItem } from './history-item';

/**
 * Fired by `<rgs-history>` whenever its list changed (a page loaded, a round added) (bubbles,
 * composed), so the page can show the same rounds elsewhere: the recent-results strip, the
 * fairness panel's round picker.
 */
export class HistoryChangeEvent extends Event {
  static readonly type = 'rgs-history-change';
  /** Every round listed now, newest first. */
  readonly rounds: readonly HistoryItem[];

  constructor(rounds: readonly HistoryItem[]) {
    super(HistoryChangeEvent.type, { bubbles: true, composed: true });
    this.rounds = rounds;
  }
}

declare global {
  interface HTMLElementEventMap {
    'rgs-history-change': HistoryChangeEvent;
  }
}
