import { html, nothing, type SVGTemplateResult, type TemplateResult } from 'lit';
import { ZONES, ZONE_COLUMNS } from '../pitch';
import type { SoccerKick } from '../rules';

/** What one zone shows of the kick on the board, once its ball has arrived. */
export interface ZoneMark {
  /** The keeper covered it on that kick. */
  readonly covered: boolean;
  /** The kick was aimed here: it went in, or was saved. */
  readonly shot: 'goal' | 'saved' | null;
}

/** The label key of a zone: what the player can do there, or what it was on the kick shown. */
export type ZoneStateKey = 'zoneShoot' | 'zoneWaiting' | 'zoneGoal' | 'zoneSaved' | 'zoneCovered' | 'zoneOpen';

/** Every zone's mark for `kick` (null: no kick shown, or its ball is still in the air). */
export function marksOf(kick: SoccerKick | null): ZoneMark[] {
  return Array.from({ length: ZONES }, (_, zone): ZoneMark => ({
    covered: kick?.keeper.includes(zone) ?? false,
    shot: kick?.zone === zone ? (kick.goal ? 'goal' : 'saved') : null,
  }));
}

/** Which label a zone gets: "shoot here" while it can be shot at; else what the kick shown left there. */
export function zoneStateKey(mark: ZoneMark, canShoot: boolean, roundOpen: boolean): ZoneStateKey {
  if (canShoot) return 'zoneShoot';
  if (mark.shot) return mark.shot === 'goal' ? 'zoneGoal' : 'zoneSaved';
  if (mark.covered) return 'zoneCovered';
  return roundOpen ? 'zoneOpen' : 'zoneWaiting';
}

/**
 * Where a key moves the focus among the 6 zones (0 1 2 over 3 4 5), or null for keys the grid leaves
 * alone: arrows one zone (stopping at the edges), Home / End the row's ends, with Ctrl the first and last zone.
 */
export function movedZone(key: string, ctrl: boolean, zone: number): number | null {
  const row = Math.floor(zone / ZONE_COLUMNS);
  const column = zone % ZONE_COLUMNS;
  switch (key) {
    case 'ArrowRight':
      return column < ZONE_COLUMNS - 1 ? zone + 1 : zone;
    case 'ArrowLeft':
      return column > 0 ? zone - 1 : zone;
    case 'ArrowDown':
      return row === 0 ? zone + ZONE_COLUMNS : zone;
    case 'ArrowUp':
      return row === 1 ? zone - ZONE_COLUMNS : zone;
    case 'Home':
      return ctrl ? 0 : row * ZONE_COLUMNS;
    case 'End':
      return ctrl ? ZONES - 1 : row * ZONE_COLUMNS + ZONE_COLUMNS - 1;
    default:
      return null;
  }
}

/** How the zones talk to their game. */
export interface ZonesOptions {
  readonly label: string;
  /** The one zone in the tab order (roving focus). */
  readonly focus: number;
  readonly marks: readonly ZoneMark[];
  /** Whether a click shoots now (a round open, no call under way). */
  readonly canShoot: boolean;
  readonly zoneLabel: (zone: number, mark: ZoneMark) => string;
  readonly onShoot: (zone: number) => void;
  readonly onFocus: (zone: number) => void;
  /** The glove drawn in a covered zone (the scene's art; nothing until it has loaded). */
  readonly glove: SVGTemplateResult | typeof nothing;
}

/** The goal's 3 × 2 zones over the scene: a real button per zone (role gridcell), arrows between them, one tab stop. */
export function renderZones(options: ZonesOptions): TemplateResult {
  const onKey = (event: KeyboardEvent) => {
    const from = Number((event.target as HTMLElement).dataset.zone);
    const to = Number.isInteger(from) ? movedZone(event.key, event.ctrlKey, from) : null;
    if (to === null) return;
    event.preventDefault();
    options.onFocus(to);
    (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`[data-zone="${to}"]`)?.focus();
  };
  const rows = [0, 1].map((row) => Array.from({ length: ZONE_COLUMNS }, (_, column) => row * ZONE_COLUMNS + column));
  return html`<div class="zones" role="grid" aria-label=${options.label} @keydown=${onKey}>
    ${rows.map(
      (zones) => html`<div role="row" class="zone-row">
        ${zones.map((zone) => {
          const mark = options.marks[zone]!;
          const classes = `zone${options.canShoot ? ' shootable' : ''}${mark.covered ? ' covered' : ''}${mark.shot ? ` shot ${mark.shot}` : ''}`;
          return html`<button type="button" role="gridcell" class=${classes} data-zone=${zone} tabindex=${zone === options.focus ? 0 : -1}
            aria-label=${options.zoneLabel(zone, mark)} aria-disabled=${options.canShoot ? 'false' : 'true'} aria-keyshortcuts=${String(zone + 1)}
            @focus=${() => options.onFocus(zone)} @click=${() => options.canShoot && options.onShoot(zone)}>
            <span class="number" aria-hidden="true">${zone + 1}</span>
            ${mark.covered ? options.glove : nothing}
            ${mark.shot ? html`<span class="verdict" aria-hidden="true">${mark.shot === 'goal' ? '✓' : '✗'}</span>` : nothing}
            <span class="aim" aria-hidden="true"></span>
          </button>`;
        })}
      </div>`,
    )}
  </div>`;
}
