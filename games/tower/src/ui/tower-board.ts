import type { PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, svg, type TemplateResult } from 'lit';
import { TOWER_LAYOUTS, TOWER_ROWS, type TowerDifficulty } from '../board';
import type { TowerOutcome, TowerState } from '../rules';
import { blastArt, bombArt, crestArt } from './tile-art';

/** What one tile shows. `picked`: the player chose it (a safe tile climbed on, or the bomb hit). */
export interface TileView {
  readonly kind: 'hidden' | 'safe' | 'bomb';
  readonly picked: boolean;
}

/** Where a floor stands in the climb. */
export type FloorStatus = 'cleared' | 'current' | 'ahead' | 'lost';

/** One floor: its tiles from the left and where it stands. */
export interface FloorView {
  readonly status: FloorStatus;
  readonly tiles: readonly TileView[];
}

/** The state key of a tile's label. */
export type TileStateKey = 'hidden' | 'safe' | 'bombHit' | 'safeUnpicked' | 'bombUnpicked';

/**
 * Every floor of `round`'s tower at `difficulty`, floor 1 first. While the round is open only the safe
 * tiles climbed on show; once it is closed the outcome's bombs are known and every tile is turned
 * over, those the player did not pick dimmed. With no round the tower is all hidden, floor 1 current.
 */
export function boardOf(round: PlayedRound | null, difficulty: TowerDifficulty): FloorView[] {
  const state = round?.state as TowerState | null | undefined;
  const picks = state?.picks ?? [];
  const hit = state?.hit ?? null;
  const bombs = round?.status === 'CLOSED' ? ((round.outcome as TowerOutcome | null)?.bombs ?? null) : null;
  const open = round?.status === 'OPEN';
  const { tiles } = TOWER_LAYOUTS[difficulty];
  return Array.from({ length: TOWER_ROWS }, (_, floor): FloorView => {
    const status: FloorStatus =
      floor < picks.length ? 'cleared' : floor === picks.length && hit !== null ? 'lost' : floor === picks.length && (open || !round) ? 'current' : 'ahead';
    const views = Array.from({ length: tiles }, (_, tile): TileView => {
      const picked = picks[floor] === tile || (status === 'lost' && hit === tile);
      if (bombs) return { kind: bombs[floor]?.includes(tile) ? 'bomb' : 'safe', picked };
      if (picked) return { kind: status === 'lost' ? 'bomb' : 'safe', picked };
      return { kind: 'hidden', picked: false };
    });
    return { status, tiles: views };
  });
}

/** Which label a tile gets. */
export function stateKey(view: TileView): TileStateKey {
  if (view.kind === 'hidden') return 'hidden';
  if (view.picked) return view.kind === 'safe' ? 'safe' : 'bombHit';
  return view.kind === 'safe' ? 'safeUnpicked' : 'bombUnpicked';
}

/** A tile's place: its floor (0 = floor 1) and its tile from the left. */
export interface TilePlace {
  readonly floor: number;
  readonly tile: number;
}

/**
 * Where a key moves the focus in a tower of `tiles` tiles per floor, or null for keys the grid leaves
 * alone: arrows one tile (up climbs a floor; stopping at the edges), Home / End the floor's ends, with
 * Ctrl the top floor's first tile and floor 1's last.
 */
export function movedFocus(key: string, ctrl: boolean, at: TilePlace, tiles: number): TilePlace | null {
  const { floor, tile } = at;
  switch (key) {
    case 'ArrowRight':
      return { floor, tile: Math.min(tile + 1, tiles - 1) };
    case 'ArrowLeft':
      return { floor, tile: Math.max(tile - 1, 0) };
    case 'ArrowUp':
      return { floor: Math.min(floor + 1, TOWER_ROWS - 1), tile };
    case 'ArrowDown':
      return { floor: Math.max(floor - 1, 0), tile };
    case 'Home':
      return ctrl ? { floor: TOWER_ROWS - 1, tile: 0 } : { floor, tile: 0 };
    case 'End':
      return ctrl ? { floor: 0, tile: tiles - 1 } : { floor, tile: tiles - 1 };
    default:
      return null;
  }
}

/** How the tower talks to its game. */
export interface TowerOptions {
  readonly label: string;
  /** The one tile in the tab order (roving focus). */
  readonly focus: TilePlace;
  /** The floor's row header: its number and what it pays, read and shown. */
  readonly floorLabel: (floor: number) => { readonly name: string; readonly multiplier: string };
  readonly tileLabel: (place: TilePlace, view: TileView) => string;
  /** Whether clicking the tile now picks it. */
  readonly canPick: (place: TilePlace, view: TileView) => boolean;
  readonly onPick: (place: TilePlace) => void;
  readonly onFocus: (place: TilePlace) => void;
}

const cell = (place: TilePlace) => `${place.floor}-${place.tile}`;

function art(view: TileView): TemplateResult | typeof nothing {
  if (view.kind === 'hidden') return nothing;
  const picture = view.kind === 'safe' ? crestArt : view.picked ? svg`${blastArt}${bombArt}` : bombArt;
  return html`<svg class="art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">${picture}</svg>`;
}

/** The floors, floor 9 on top: a row header and a real button per tile (role gridcell), arrows between them, one tab stop. */
export function renderTower(floors: readonly FloorView[], options: TowerOptions): TemplateResult {
  const tiles = floors[0]?.tiles.length ?? 0;
  const onKey = (event: KeyboardEvent) => {
    const { floor, tile } = (event.target as HTMLElement).dataset;
    if (floor === undefined || tile === undefined) return;
    const to = movedFocus(event.key, event.ctrlKey, { floor: Number(floor), tile: Number(tile) }, tiles);
    if (to === null) return;
    event.preventDefault();
    options.onFocus(to);
    (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`[data-cell="${cell(to)}"]`)?.focus();
  };
  const order = [...floors.keys()].reverse();
  return html`<div class="floors" role="grid" aria-label=${options.label} style="--tiles:${tiles}" @keydown=${onKey}>
    ${order.map((floor) => {
      const view = floors[floor]!;
      const header = options.floorLabel(floor);
      return html`<div role="row" class="floor ${view.status}">
        <div role="rowheader" class="plaque" aria-label=${header.name}>
          <span class="number" aria-hidden="true">${floor + 1}</span><span class="pays" aria-hidden="true">${header.multiplier}</span>
        </div>
        ${view.tiles.map((tileView, tile) => {
          const place = { floor, tile };
          const pickable = options.canPick(place, tileView);
          const focused = options.focus.floor === floor && options.focus.tile === tile;
          return html`<button type="button" role="gridcell" class="tile ${tileView.kind}${tileView.picked ? ' picked' : ''}${pickable ? ' pickable' : ''}"
            data-floor=${floor} data-tile=${tile} data-cell=${cell(place)} style="--i:${floor * tiles + tile}"
            tabindex=${focused ? 0 : -1} aria-label=${options.tileLabel(place, tileView)} aria-disabled=${pickable ? 'false' : 'true'}
            @focus=${() => options.onFocus(place)} @click=${() => pickable && options.onPick(place)}>${art(tileView)}</button>`;
        })}
      </div>`;
    })}
  </div>`;
}
