import type { ReactiveController, ReactiveControllerHost } from 'lit';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Follows the player's `prefers-reduced-motion` setting and re-renders its host when it changes. */
export class ReducedMotionController implements ReactiveController {
  private query: MediaQueryList | null = null;
  private readonly onChange = () => this.host.requestUpdate();

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Whether the player asked for less motion (read live, so a test or a setting change applies at once). */
  get reduced(): boolean {
    return this.query?.matches ?? (typeof matchMedia === 'function' && matchMedia(QUERY).matches);
  }

  hostConnected(): void {
    if (typeof matchMedia !== 'function') return;
    this.query = matchMedia(QUERY);
    this.query.addEventListener?.('change', this.onChange);
  }

  hostDisconnected(): void {
    this.query?.removeEventListener?.('change', this.onChange);
    this.query = null;
  }
}
