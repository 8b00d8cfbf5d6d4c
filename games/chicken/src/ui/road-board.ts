import type { PlayedRound } from '@rgs/game-kit/ui';
import { html, nothing, type TemplateResult } from 'lit';
import { laneCount, type ChickenDifficulty } from '../road';
import type { ChickenOutcome, ChickenState } from '../rules';
import { chickenArt, coverArt, roadDefs } from './road-art';

/** The pictures fetched after the first paint (road-extras.ts); null until they are here, and the road draws without them. */
export type RoadExtras = typeof import('./road-extras');

/**
 * What one lane shows. While a round is open: `crossed`, `next` (the one Go steps into) or `ahead`.
 * Once it is over: `hit` where the car struck, and for the lanes never reached what the road held:
 * `car` or `clear`. Before any round every lane is `ahead`.
 */
export type LaneKind = 'ahead' | 'next' | 'crossed' | 'hit' | 'car' | 'clear';

/** The road of a round (or of the chosen difficulty before any): each lane's kind and where the chicken stands. */
export interface RoadView {
  readonly difficulty: ChickenDifficulty;
  readonly lanes: readonly LaneKind[];
  /** 0 on the near kerb, k in lane k − 1, lanes + 1 on the far kerb. */
  readonly at: number;
  /** How the chicken looks: waiting, hit by the car, or cashed out (or across). */
  readonly mood: 'ready' | 'hit' | 'won';
}

/** The road `round` is on, or an empty road of `difficulty` when there is no round to show. */
export function roadOf(round: PlayedRound | null, difficulty: ChickenDifficulty): RoadView {
  const state = round?.state as ChickenState | null | undefined;
  if (!round || !state) return { difficulty, lanes: Array<LaneKind>(laneCount(difficulty)).fill('ahead'), at: 0, mood: 'ready' };
  const lanes = laneCount(state.difficulty);
  const open = round.status === 'OPEN';
  const cars = new Set(open ? [] : ((round.outcome as ChickenOutcome | null)?.cars ?? []));
  const kinds = Array.from({ length: lanes }, (_, lane): LaneKind => {
    if (lane < state.crossed) return 'crossed';
    if (lane === state.hit) return 'hit';
    if (open) return lane === state.crossed ? 'next' : 'ahead';
    return cars.has(lane) ? 'car' : 'clear';
  });
  if (state.hit !== null) return { difficulty: state.difficulty, lanes: kinds, at: state.hit + 1, mood: 'hit' };
  const across = state.crossed === lanes;
  return { difficulty: state.difficulty, lanes: kinds, at: across ? lanes + 1 : state.crossed, mood: open ? 'ready' : 'won' };
}

/** How the road talks to its game. */
export interface RoadOptions {
  readonly label: string;
  /** The lane in the tab order (roving focus). */
  readonly focus: number;
  /** Where the camera looks: the chicken's place, or the focused lane's while the keyboard is on the road. */
  readonly camera: number;
  /** Each lane's accessible name. */
  readonly laneLabel: (lane: number, kind: LaneKind) => string;
  /** The multiplier written on each lane's cover (what crossing it makes the multiplier), formatted. */
  readonly laneMultiplier: (lane: number) => string;
  /** Each lane's chance of a car, formatted. */
  readonly laneRisk: (lane: number) => string;
  /** Whether clicking the lane does something now. */
  readonly canPick: (lane: number, kind: LaneKind) => boolean;
  /** The lane autobet cashes out at, when one is being chosen (the cells then say whether they are selected). */
  readonly target: number | null;
  readonly finish: string;
  readonly extras: RoadExtras | null;
  readonly onPick: (lane: number) => void;
  readonly onFocus: (lane: number) => void;
  readonly onLeave: () => void;
}

/** Where a key moves the focus along the road, or null for keys the road leaves alone. */
export function movedFocus(key: string, lane: number, lanes: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return Math.min(lane + 1, lanes - 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return Math.max(lane - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return lanes - 1;
    default:
      return null;
  }
}

const FINISH_OF: Readonly<Record<LaneKind, 'metal' | 'gold' | 'red'>> = { ahead: 'metal', next: 'metal', crossed: 'gold', hit: 'red', car: 'metal', clear: 'metal' };

/** One lane: its cover with the multiplier, its risk, a barrier once crossed, its car once the road is shown. */
function renderLane(lane: number, kind: LaneKind, options: RoadOptions): TemplateResult {
  const pickable = options.canPick(lane, kind);
  const selected = options.target === null ? null : lane === options.target;
  const onTheWay = options.target !== null && lane < options.target;
  const multiplier = options.laneMultiplier(lane);
  const extras = options.extras;
  const size = multiplier.length > 11 ? ' xlong' : multiplier.length > 8 ? ' long' : '';
  const classes = `lane ${kind}${pickable ? ' pickable' : ''}${selected ? ' selected' : ''}${onTheWay ? ' on-the-way' : ''}`;
  return html`<button type="button" role="gridcell" class=${classes} data-lane=${lane} style="--j:${lane}"
    tabindex=${lane === options.focus ? 0 : -1} aria-label=${options.laneLabel(lane, kind)} aria-disabled=${pickable ? 'false' : 'true'}
    aria-selected=${selected === null ? nothing : selected ? 'true' : 'false'}
    @focus=${() => options.onFocus(lane)} @click=${() => pickable && options.onPick(lane)}>
    ${kind === 'crossed' && extras ? html`<svg class="barrier" viewBox="0 0 64 22" aria-hidden="true" focusable="false">${extras.barrierArt}</svg>` : nothing}
    <span class="cover" aria-hidden="true">
      <svg viewBox="0 0 64 64" focusable="false">${coverArt(FINISH_OF[kind])}</svg>
      <span class=${`x${size}`}>${multiplier}</span>
    </span>
    <span class="risk" aria-hidden="true">${options.laneRisk(lane)}</span>
    ${(kind === 'hit' || kind === 'car') && extras ? html`<svg class="vehicle" viewBox="0 0 40 92" aria-hidden="true" focusable="false">${extras.carArt(lane)}</svg>` : nothing}
  </button>`;
}

/**
 * The road, seen from above: the near kerb, a lane per step (a real button each, role gridcell,
 * arrows between them, one tab stop), the far kerb with its golden egg, and the chicken. The track
 * slides so the camera's place stays in view; every move is a CSS transition or animation scaled by
 * `--rgs-motion-scale` (fast mode, reduced motion).
 */
export function renderRoad(view: RoadView, options: RoadOptions): TemplateResult {
  const lanes = view.lanes.length;
  const onKey = (event: KeyboardEvent) => {
    const from = Number((event.target as HTMLElement).dataset.lane);
    const to = Number.isInteger(from) ? movedFocus(event.key, from, lanes) : null;
    if (to === null) return;
    event.preventDefault();
    options.onFocus(to);
    (event.currentTarget as HTMLElement).querySelector<HTMLElement>(`[data-lane="${to}"]`)?.focus();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.currentTarget as HTMLElement).contains(event.relatedTarget as Node | null)) options.onLeave();
  };
  return html`<div class="scene" style=${`--lanes:${lanes};--camera:${options.camera}`}>
    <svg class="defs" aria-hidden="true" focusable="false">${roadDefs}${options.extras?.extrasDefs ?? nothing}</svg>
    ${options.extras?.extrasStyles ?? nothing}
    <div class="track">
      <div class="kerb near" aria-hidden="true"></div>
      <div class="lanes" role="grid" aria-label=${options.label} @keydown=${onKey} @focusout=${onFocusOut}>
        <div role="row" class="row">${view.lanes.map((kind, lane) => renderLane(lane, kind, options))}</div>
      </div>
      <div class="kerb far" aria-hidden="true">
        ${options.extras ? html`<svg viewBox="0 0 64 96" focusable="false">${options.extras.finishArt}</svg><span class="finish">${options.finish}</span>` : nothing}
      </div>
      <div class=${`bird ${view.mood}`} style=${`--at:${view.at}`} aria-hidden="true">
        <div class=${`hop p${view.at % 2}`}>
          <svg viewBox="0 0 64 64" focusable="false">${chickenArt}</svg>
          ${view.mood === 'hit' && options.extras ? html`<svg class="puff" viewBox="0 0 64 64" focusable="false">${options.extras.puffArt}</svg>` : nothing}
        </div>
      </div>
    </div>
  </div>`;
}
