import { html, nothing, type TemplateResult } from 'lit';

/** Manual play, or autobet. */
export type BetMode = 'manual' | 'auto';

/** What the Manual / Auto tabs show. */
export interface ModeTabsView {
  readonly mode: BetMode;
  readonly manual: string;
  readonly auto: string;
  /** The tabs' name ("Bet mode"). */
  readonly label: string;
  /** While autobet runs the other tab cannot be chosen. */
  readonly locked: boolean;
  /** Why Auto cannot be chosen now (free bets are on), already in words; null when it can. */
  readonly autoOff: string | null;
}

/** The id of the panel the tabs control. */
export const BET_PANEL_ID = 'bet-panel';
/** The id of the note saying why Auto cannot be chosen. */
const AUTO_OFF_ID = 'auto-off';

/**
 * Manual / Auto as ARIA tabs: one tab stop, the arrows (and Home / End) move between them and choose
 * as they go. `select` is told the mode chosen and whether the keyboard chose it (focus follows then).
 * While Auto is off (`autoOff`) its tab is disabled and the reason stands under the tabs.
 */
export function renderModeTabs(view: ModeTabsView, select: (mode: BetMode, byKey: boolean) => void): TemplateResult {
  const onKey = (event: KeyboardEvent) => {
    const next: BetMode | null =
      event.key === 'Home' ? 'manual' : event.key === 'End' ? 'auto' : event.key === 'ArrowLeft' || event.key === 'ArrowRight' ? (view.mode === 'manual' ? 'auto' : 'manual') : null;
    if (next === null) return;
    event.preventDefault();
    if (next === 'auto' && view.autoOff !== null) return;
    select(next, true);
  };
  const off = (mode: BetMode) => (view.locked && view.mode !== mode) || (mode === 'auto' && view.autoOff !== null);
  const tab = (mode: BetMode, label: string) =>
    html`<button type="button" role="tab" id=${`tab-${mode}`} aria-selected=${view.mode === mode ? 'true' : 'false'} aria-controls=${BET_PANEL_ID}
      aria-describedby=${mode === 'auto' && view.autoOff !== null ? AUTO_OFF_ID : nothing} tabindex=${view.mode === mode ? 0 : -1} ?disabled=${off(mode)}
      @click=${() => select(mode, false)} @keydown=${onKey}>${label}</button>`;
  return html`<div class="tabs" role="tablist" aria-label=${view.label}>${tab('manual', view.manual)}${tab('auto', view.auto)}</div>
    ${view.autoOff !== null ? html`<p class="note auto-off" id=${AUTO_OFF_ID}>${view.autoOff}</p>` : nothing}`;
}
