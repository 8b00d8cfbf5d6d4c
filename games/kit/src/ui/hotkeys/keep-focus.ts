import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { focusIsLost } from '../modal/deep-focus';

/** Where to send focus when the control it was on is gone (a Bet button replaced by Cash out). */
export interface KeepFocusOptions {
  /** A selector in the host's render root; used when `selector` matches nothing. */
  readonly fallback?: string;
}

/**
 * Keeps the player's place when the control they were on is disabled or replaced by a re-render.
 *
 * A focused button that becomes `disabled` loses focus in browsers (focus falls back to the page),
 * so a player repeating rounds with Space or Enter on the Bet button is thrown out of the game the
 * moment a bet is placed. Two fixes, both used:
 * - The primary action button (Bet, Cash out) is never `disabled`: it gets `aria-disabled="true"` and
 *   its click handler ignores the press while busy. It keeps focus and its place in the Tab order,
 *   screen readers still say it is unavailable, and a held-down key cannot fall through to the page.
 *   (A button that is `disabled` also cannot show a tooltip or be found by Tab while a round runs.)
 * - Every other control may be `disabled` as usual, and this controller covers the cases that fix
 *   cannot: when the control the player was on (matching `selector`) is disabled or removed and focus
 *   falls to the page, it remembers, and puts focus back on it as soon as it is enabled again, or on
 *   `fallback` when it is gone. If the player has moved focus elsewhere in the meantime, it lets go.
 */
export class KeepFocusController implements ReactiveController {
  private holding = false;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment; readonly isConnected?: boolean },
    private readonly selector: string,
    private readonly options: KeepFocusOptions = {},
  ) {
    host.addController(this);
  }

  /** Whether focus is being kept for the control (it was on it and has not gone anywhere else). */
  get kept(): boolean {
    return this.holding;
  }

  hostUpdate(): void {
    // An element off the page has no focus to keep (it may still update while leaving).
    if (this.host.isConnected === false) return;
    this.note();
  }

  hostUpdated(): void {
    if (this.host.isConnected === false) return;
    this.note();
    if (!this.holding || !focusIsLost()) return;
    const own = this.find(this.selector);
    const target = own ?? (this.options.fallback ? this.find(this.options.fallback) : null);
    if (target && isEnabled(target)) target.focus({ preventScroll: true });
  }

  hostDisconnected(): void {
    this.holding = false;
  }

  /** Follows where focus is: on the control (hold it), elsewhere the player chose (let go), or lost (keep). */
  private note(): void {
    const active = this.activeElement();
    if (active && (this.matches(active, this.selector) || (this.options.fallback && this.matches(active, this.options.fallback)))) this.holding = true;
    else if (!focusIsLost()) this.holding = false;
  }

  private activeElement(): Element | null {
    const root = this.host.renderRoot;
    if (root instanceof ShadowRoot) return root.activeElement;
    const active = document.activeElement;
    return active && root.contains(active) ? active : null;
  }

  private find(selector: string): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(selector);
  }

  private matches(element: Element, selector: string): boolean {
    return element.matches(selector) && this.host.renderRoot.contains(element);
  }
}

/** Whether an element can take focus again. */
function isEnabled(element: HTMLElement): boolean {
  return !element.matches(':disabled') && !element.closest('[inert]');
}
