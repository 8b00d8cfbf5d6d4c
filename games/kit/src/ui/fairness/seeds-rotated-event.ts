import type { FairnessInfo } from '../play-source';

/**
 * Fired by `<rgs-fairness>` once the player rotated the seeds (bubbles, composed): rounds played
 * under the previous pair now have their server seed revealed, so a history on screen may reload.
 */
export class SeedsRotatedEvent extends Event {
  static readonly type = 'rgs-seeds-rotated';
  /** The seeds after the rotation, with the revealed pair in `previous`. */
  readonly fairness: FairnessInfo;

  constructor(fairness: FairnessInfo) {
    super(SeedsRotatedEvent.type, { bubbles: true, composed: true });
    this.fairness = fairness;
  }
}

declare global {
  interface HTMLElementEventMap {
    'rgs-seeds-rotated': SeedsRotatedEvent;
  }
}
