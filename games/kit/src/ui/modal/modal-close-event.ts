/** How a modal was closed: Esc (or the browser's close request), a click outside, its close button, or code. */
export type ModalCloseReason = 'escape' | 'backdrop' | 'button' | 'api';

/** Fired by `<rgs-modal>` once it has closed (bubbles, composed), so its owner can forget it is open. */
export class ModalCloseEvent extends Event {
  static readonly type = 'rgs-modal-close';
  readonly reason: ModalCloseReason;

  constructor(reason: ModalCloseReason) {
    super(ModalCloseEvent.type, { bubbles: true, composed: true });
    this.reason = reason;
  }
}

declare global {
  interface HTMLElementEventMap {
    'rgs-modal-close': ModalCloseEvent;
  }
}
