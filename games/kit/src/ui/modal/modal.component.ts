import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { deepActiveElement, focusIsLost, tabStopsWithin } from './deep-focus';
import { ModalCloseEvent, type ModalCloseReason } from './modal-close-event';
import { modalStrings } from './modal-strings';
import { modalStyles } from './modal.styles';

/**
 * A modal dialog on the native `<dialog>` and `showModal()` (so the browser makes the page inert,
 * keeps focus inside and offers Esc), plus what the native one lacks: a click outside the box closes
 * it, focus goes back to whatever opened it, it has a name and a translated close button, and it tells
 * its owner when it closed. Where `showModal` is missing it opens as a plain `open` dialog over a
 * drawn backdrop and traps Tab / Shift+Tab itself. Opens when `open` is set (or `show()`); removing
 * an open modal from the page closes it too, focus included.
 *
 * Name: `label` when given (it is also the heading), otherwise the `heading` slot's text.
 *
 * @slot - the content (scrolls when long). An element with `autofocus` gets focus first; otherwise
 *   the scrolling body does, so arrow keys read down long rules at once.
 * @slot heading - the title, when `label` is not given.
 * @fires rgs-modal-close - {@link ModalCloseEvent}, once the modal has closed, with the reason.
 * @csspart dialog - the dialog box.
 * @csspart heading - the title (an h2).
 * @csspart close - the close button.
 * @csspart body - the scrolling content area.
 * @csspart backdrop - the drawn backdrop (only without `showModal`).
 * @cssprop --rgs-surface-raised, --rgs-text, --rgs-border, --rgs-focus - the box, its text, edges and focus ring (the theme palette).
 * @cssprop --rgs-surface, --rgs-accent-solid, --rgs-on-accent, --rgs-color-scheme - the buttons inside (the kit's `controls`).
 */
export class RgsModal extends LitElement {
  static override styles = modalStyles;

  static override properties = {
    open: { type: Boolean, reflect: true },
    label: { type: String },
    lang: { type: String },
    fallback: { state: true },
  };

  /** Whether the modal is showing; reflected, so `rgs-modal[open]` can be styled and read. */
  declare open: boolean;
  /** The modal's name and title; empty to name it by the `heading` slot instead. */
  declare label: string;
  /** 'en', 'pt' or 'es' (anything else reads English): the close button's language. */
  declare lang: string;
  /** True while open without `showModal`: the backdrop and focus trap are this element's own. */
  declare private fallback: boolean;
  private shown = false;
  private opener: HTMLElement | null = null;
  private pressedOnBackdrop = false;

  constructor() {
    super();
    this.open = false;
    this.label = '';
    this.lang = 'en';
    this.fallback = false;
    // On the host, not the dialog: keys pressed in slotted content reach it along the light DOM too.
    this.addEventListener('keydown', this.onKeyDown);
  }

  /** The native dialog inside (null before the first render). */
  get dialog(): HTMLDialogElement | null {
    return this.renderRoot.querySelector('dialog');
  }

  /** Opens the modal (the same as setting `open`). */
  show(): void {
    this.open = true;
  }

  /** Closes the modal, restores focus to its opener and fires `rgs-modal-close` with the reason. */
  close(reason: ModalCloseReason = 'api'): void {
    if (!this.shown) {
      this.open = false;
      return;
    }
    this.shown = false;
    const dialog = this.dialog;
    if (dialog?.open) dialog.close();
    document.removeEventListener('focusin', this.onDocumentFocusIn);
    this.fallback = false;
    this.open = false;
    this.restoreFocus();
    this.dispatchEvent(new ModalCloseEvent(reason));
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.close('api');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Decided before rendering, so the backdrop is drawn in the same update that opens the modal.
    if (changed.has('open') && this.open && !this.shown) this.fallback = typeof HTMLDialogElement.prototype.showModal !== 'function';
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    if (this.open) this.showDialog();
    else this.close('api');
  }

  private showDialog(): void {
    const dialog = this.dialog;
    if (this.shown || !dialog) return;
    this.opener = deepActiveElement();
    this.shown = true;
    let native = !this.fallback;
    if (native) {
      try {
        dialog.showModal();
      } catch {
        native = false; // e.g. already open non-modally: the fallback still gives a usable modal
      }
    }
    if (!native) {
      dialog.setAttribute('open', '');
      this.fallback = true;
      document.addEventListener('focusin', this.onDocumentFocusIn);
    }
    this.focusFirst();
  }

  /** The Tab stops in the order a player meets them: heading content, close, body, then the content. */
  private tabStops(): HTMLElement[] {
    const slotted = (name: string) =>
      [...(this.renderRoot.querySelector<HTMLSlotElement>(`slot${name ? `[name="${name}"]` : ':not([name])'}`)?.assignedElements({ flatten: true }) ?? [])].flatMap(
        tabStopsWithin,
      );
    const own = (selector: string) => [...this.renderRoot.querySelectorAll<HTMLElement>(selector)];
    return [...slotted('heading'), ...own('.close, .body'), ...slotted('')];
  }

  private focusFirst(): void {
    const auto = this.tabStops().find((el) => el.hasAttribute('autofocus'));
    (auto ?? this.renderRoot.querySelector<HTMLElement>('.body'))?.focus({ preventScroll: true });
  }

  /** Back to the opener, unless the player has since put focus somewhere outside the modal. */
  private restoreFocus(): void {
    const opener = this.opener;
    this.opener = null;
    if (!opener?.isConnected) return;
    const active = deepActiveElement();
    const inside = active !== null && (this.contains(active) || this.renderRoot.contains(active));
    if (inside || focusIsLost()) opener.focus({ preventScroll: true });
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (!this.shown) return;
    if (event.key === 'Escape' && !event.defaultPrevented) {
      // Handled here on both paths (the browser's own Esc would close it as well), and kept from the
      // game underneath, whose Escape means something else (skip an animation).
      event.preventDefault();
      event.stopPropagation();
      this.close('escape');
    } else if (event.key === 'Tab' && this.fallback) {
      this.trapTab(event);
    }
  };

  /** Without showModal: Tab past the last stop comes back to the first, Shift+Tab before the first to the last. */
  private trapTab(event: KeyboardEvent): void {
    const stops = this.tabStops();
    const first = stops[0];
    const last = stops[stops.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const current = event.composedPath()[0];
    if (event.shiftKey && (current === first || current === this.dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  }

  /** Without showModal nothing makes the page inert: focus that lands outside is brought back in. */
  private readonly onDocumentFocusIn = (event: FocusEvent): void => {
    if (!event.composedPath().includes(this)) this.focusFirst();
  };

  /** Whether a pointer event is on the backdrop: the box fills the dialog, so only the backdrop targets the dialog itself. */
  private onBackdrop(event: MouseEvent): boolean {
    const dialog = this.dialog;
    if (!dialog || event.target !== dialog) return false;
    const box = dialog.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  }

  // A press that starts inside the box and ends outside (selecting text) must not close it.
  private readonly onPointerDown = (event: PointerEvent): void => {
    this.pressedOnBackdrop = this.onBackdrop(event);
  };

  private readonly onClick = (event: MouseEvent): void => {
    if (this.pressedOnBackdrop && this.onBackdrop(event)) this.close('backdrop');
    this.pressedOnBackdrop = false;
  };

  /** The browser closed the dialog itself (a close request: Esc, the Android back button). */
  private readonly onNativeClose = (): void => {
    if (this.shown && !this.dialog?.open) this.close('escape');
  };

  override render(): TemplateResult {
    const strings = modalStrings(this.lang);
    return html`${this.fallback ? html`<div class="backdrop" part="backdrop" @click=${() => this.close('backdrop')}></div>` : nothing}
      <dialog part="dialog" class=${this.fallback ? 'fallback' : ''} aria-modal=${this.fallback ? 'true' : nothing}
        aria-label=${this.label || nothing} aria-labelledby=${this.label ? nothing : 'heading'}
        @pointerdown=${this.onPointerDown} @click=${this.onClick} @close=${this.onNativeClose}>
        <div class="box">
          <header>
            <h2 id="heading" part="heading"><slot name="heading">${this.label}</slot></h2>
            <button type="button" class="close" part="close" aria-label=${strings.close} @click=${() => this.close('button')}>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" stroke-width="2" stroke-linecap="round" /></svg>
            </button>
          </header>
          <div class="body" part="body" tabindex="0"><slot></slot></div>
        </div>
      </dialog>`;
  }
}
