import { html, type TemplateResult } from 'lit';

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
}

/** The id of the panel the tabs control. */
export const BET_PANEL_ID = 'bet-panel';

/**
 * Manual / Auto as ARIA tabs: one tab stop, the arrows (and Home / End) move between them and choose
 * as they go. `select` is told the mode chosen and whether the keyboard chose it (focus follows then).
 */
export function renderModeTabs(view: ModeTabsView, select: (mode: BetMode, byKey: boolean) => void): TemplateResult {
  const onKey = (event: KeyboardEvent) => {
    const next: BetMode | null =
      event.key === 'Home' ? 'manual' : event.key === 'End' ? 'auto' : event.key === 'ArrowLeft' || event.key === 'ArrowRight' ? (view.mode === 'manual' ? 'auto' : 'manual') : null;
    if (next === null) return;
    event.preventDefault();
    select(next, true);
  };
  const tab = (mode: BetMode, label: string) =>
    html`<button type="button" role="tab" id=${`tab-${mode}`} aria-selected=${view.mode === mode ? 'true' : 'false'} aria-controls=${BET_PANEL_ID}
      tabindex=${view.mode === mode ? 0 : -1} ?disabled=${view.locked && view.mode !== mode} @click=${() => select(mode, false)} @keydown=${onKey}>${label}</button>`;
  return html`<div class="tabs" role="tablist" aria-label=${view.label}>${tab('manual', view.manual)}${tab('auto', view.auto)}</div>`;
}
