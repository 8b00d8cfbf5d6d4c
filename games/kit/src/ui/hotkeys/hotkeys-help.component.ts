import { LitElement, html, nothing, type TemplateResult } from 'lit';
import type { HotkeyHelp } from './hotkey';
import { hotkeysStrings, keyName } from './hotkeys-strings';
import { hotkeysHelpStyles } from './hotkeys-help.styles';

/**
 * A "Keyboard shortcuts" button that shows the game's keys in a small list below it (a disclosure:
 * focus stays on the button, which says whether the list is open). Esc closes it and puts focus back
 * on the button; a click outside or focus leaving closes it too.
 *
 * @csspart button - the "Keyboard shortcuts" button (with `compact`, its icon alone, the words kept as its name and tooltip).
 * @csspart list - the list of keys (drops below the button, aligned to its start; move it with `::part(list)`).
 * @cssprop --rgs-surface-raised, --rgs-text, --rgs-border - the list, its text and edges (the theme palette).
 * @cssprop --rgs-surface, --rgs-focus, --rgs-color-scheme - the button (the kit's `controls`).
 */
export class RgsHotkeysHelp extends LitElement {
  static override styles = hotkeysHelpStyles;

  static override properties = {
    hotkeys: { attribute: false },
    lang: { type: String },
    compact: { type: Boolean },
    expanded: { state: true },
  };

  /** The keys to list: a `HotkeysController`'s `help()`. */
  declare hotkeys: readonly HotkeyHelp[];
  /** 'en', 'pt' or 'es' (anything else reads English). */
  declare lang: string;
  /** Shows the button as an icon only (a toolbar's): its words stay its accessible name and tooltip. */
  declare compact: boolean;
  declare private expanded: boolean;

  constructor() {
    super();
    this.hotkeys = [];
    this.lang = 'en';
    this.compact = false;
    this.expanded = false;
    this.addEventListener('keydown', this.onKeyDown);
    this.addEventListener('focusout', this.onFocusOut);
  }

  /** Whether the list is showing. */
  get open(): boolean {
    return this.expanded;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.hide(false);
  }

  /** Shows or hides the list. */
  toggle(): void {
    if (this.expanded) this.hide(false);
    else this.show();
  }

  private show(): void {
    this.expanded = true;
    document.addEventListener('pointerdown', this.onDocumentPointerDown);
  }

  private hide(refocus: boolean): void {
    this.expanded = false;
    document.removeEventListener('pointerdown', this.onDocumentPointerDown);
    if (refocus) this.renderRoot.querySelector<HTMLElement>('button')?.focus();
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || !this.expanded || event.defaultPrevented) return;
    // Handled: neither the game (Escape = skip) nor a modal around it should act on it too.
    event.preventDefault();
    event.stopPropagation();
    this.hide(true);
  };

  private readonly onFocusOut = (event: FocusEvent): void => {
    const next = event.relatedTarget;
    if (this.expanded && next instanceof Node && !this.contains(next) && !this.renderRoot.contains(next)) this.hide(false);
  };

  private readonly onDocumentPointerDown = (event: PointerEvent): void => {
    if (!event.composedPath().includes(this)) this.hide(false);
  };

  override render(): TemplateResult {
    const strings = hotkeysStrings(this.lang);
    return html`<button type="button" part="button" title=${this.compact ? strings.shortcuts : nothing} aria-expanded=${this.expanded ? 'true' : 'false'} aria-controls=${this.expanded ? 'list' : nothing} @click=${() => this.toggle()}>
        <svg viewBox="0 0 20 14" aria-hidden="true" focusable="false"><rect x="1" y="1" width="18" height="12" rx="2" fill="none" stroke="currentColor" stroke-width="1.5" /><path d="M4 5h2M8 5h2M12 5h2M5 9h10" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" /></svg>
        <span class=${this.compact ? 'sr' : ''}>${strings.shortcuts}</span>
      </button>
      ${this.expanded
        ? html`<div id="list" class="list" part="list" role="group" aria-label=${strings.shortcuts}>
            <dl>${this.hotkeys.map((hotkey) => html`<dt><kbd>${keyName(hotkey.key, this.lang)}</kbd></dt><dd class=${hotkey.enabled ? '' : 'off'}>${hotkey.label}</dd>`)}</dl>
          </div>`
        : nothing}`;
  }
}
