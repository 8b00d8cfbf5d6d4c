/**
 * Fired by `<rgs-free-bets>` when the player flips its switch (bubbles, composed): `on` is what they
 * asked for. The element shows what it is given, so the listener decides and sets `on` back.
 */
export class FreeBetsToggleEvent extends Event {
  static readonly type = 'rgs-free-bets-toggle';
  readonly on: boolean;

  constructor(on: boolean) {
    super(FreeBetsToggleEvent.type, { bubbles: true, composed: true });
    this.on = on;
  }
}

declare global {
  interface HTMLElementEventMap {
    'rgs-free-bets-toggle': FreeBetsToggleEvent;
  }
}
