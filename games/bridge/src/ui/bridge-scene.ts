import { html, nothing, type TemplateResult } from 'lit';
import { BRIDGE_ROWS } from '../span';
import { chasmArt, cracksArt, playerArt, shardsArt, stepsArt } from './bridge-art';
import type { PanelView, RowView, Standing } from './bridge-view';

/** How the bridge talks to its game. */
export interface BridgeOptions {
  /** The scene's name ("Glass bridge"). */
  readonly label: string;
  /** A row's group name ("Row 3 of 8"). */
  readonly rowLabel: (row: number) => string;
  /** The panel's accessible name. */
  readonly panelLabel: (row: number, panel: number, view: PanelView) => string;
  /** Whether the panel is one the player may step on in this round (a button; the others are pictures). */
  readonly isNext: (row: number) => boolean;
  /** Whether clicking the panel now steps on it (not while a move is under way). */
  readonly canStep: (row: number, panel: number) => boolean;
  readonly onStep: (panel: number) => void;
  /** Where the player stands (the figure is drawn anew on each panel, so it hops in). */
  readonly standing: Standing;
  /** Rows the camera has moved on, so the next row is always near and large; 0 shows the whole bridge. */
  readonly advance: number;
}

/** The little figure, standing up off the glass over its panel (`--p`, counted from the left). */
function player(standing: Standing): TemplateResult {
  return html`<span class="player${standing.fell ? ' falling' : ''}" style="--p:${standing.panel ?? 0}" aria-hidden="true"><svg viewBox="0 0 40 62">${playerArt}</svg></span>`;
}

/** What a panel's glass looks like on top of its pane. */
function glassArt(view: PanelView): TemplateResult | typeof nothing {
  if (view.broke) return html`<svg class="art" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">${shardsArt}</svg>`;
  const art = [view.glass === 'fragile' ? cracksArt : null, view.stepped ? stepsArt : null].filter((part) => part !== null);
  return art.length === 0 ? nothing : html`<svg class="art" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">${art}</svg>`;
}

/**
 * One panel. The next row's panels are buttons (named by row, side and state); every other panel is a
 * picture with the same name: only the row the player may step on takes the pointer and the focus.
 * The number key that steps on it is drawn by the styles (`data-key`), not written in the button: a
 * bare "1" in its text would be a visible label its name does not contain.
 */
function renderPanel(row: RowView, panel: number, view: PanelView, options: BridgeOptions): TemplateResult {
  const label = options.panelLabel(row.row, panel, view);
  const classes = `glass ${view.glass}${view.stepped ? ' stepped' : ''}${view.broke ? ' broke' : ''}`;
  if (!options.isNext(row.row)) return html`<span role="img" class=${classes} data-row=${row.row} data-panel=${panel} aria-label=${label}>${glassArt(view)}</span>`;
  const pickable = options.canStep(row.row, panel);
  return html`<button type="button" class="${classes} next${pickable ? ' pickable' : ''}" data-row=${row.row} data-panel=${panel} aria-label=${label}
    aria-disabled=${pickable ? 'false' : 'true'} @click=${() => pickable && options.onStep(panel)}>
    ${glassArt(view)}<span class="key" aria-hidden="true" data-key=${panel + 1}></span>
  </button>`;
}

/**
 * The bridge seen from its near end: a deck of rows tilted away in 3D (row 1 nearest), between a start
 * platform and the far one, over the chasm. Each panel is a real button; a row is a group named by
 * its number. The player figure stands on the panel it last stepped on.
 */
export function renderBridge(rows: readonly RowView[], options: BridgeOptions): TemplateResult {
  const { standing } = options;
  return html`<div class="scene${standing.fell ? ' fell' : ''}" role="group" aria-label=${options.label}>
    <svg class="backdrop" viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">${chasmArt}</svg>
    <div class="deck" style="--panels:${rows[0]!.panels.length};--advance:${options.advance}">
      <div class="platform far" aria-hidden="true">${standing.row === BRIDGE_ROWS ? player(standing) : nothing}</div>
      ${[...rows].reverse().map(
        (row) => html`<div class="row ${row.status}" role="group" aria-label=${options.rowLabel(row.row)}>
          ${row.panels.map((view, panel) => renderPanel(row, panel, view, options))}${standing.row === row.row ? player(standing) : nothing}
        </div>`,
      )}
      <div class="platform near" aria-hidden="true">${standing.row === -1 ? player(standing) : nothing}</div>
    </div>
  </div>`;
}

/** The rows as a list beside the bridge: each row's multiplier and where the player is. */
export function renderLadder(rows: readonly RowView[], label: string, rowLabel: (row: RowView) => string, multiplier: (text: string) => string): TemplateResult {
  return html`<ol class="ladder" aria-label=${label}>
    ${rows.map(
      (row) => html`<li class=${row.status} aria-current=${row.status === 'next' ? 'step' : nothing}>
        <span class="sr">${rowLabel(row)}</span>
        <span class="n" aria-hidden="true">${row.row + 1}</span><span class="x" aria-hidden="true">${multiplier(row.multiplier)}</span>
      </li>`,
    )}
  </ol>`;
}
