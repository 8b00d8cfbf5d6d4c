import { html, nothing, type TemplateResult } from 'lit';
import type { DiceCondition } from '../rules';
import { MAX_HUNDREDTHS, MIN_HUNDREDTHS } from './dice-odds';

/** The roll marker on the track: where it is now, and once landed whether it won. */
export interface MarkerView {
  /** Hundredths, 0 … 10000: the roll once landed, a point on the way before. */
  readonly at: number;
  readonly landed: boolean;
  readonly won: boolean;
}

/** Everything the track draws. */
export interface TrackView {
  /** Target in hundredths, 200 … 9800. */
  readonly target: number;
  readonly condition: DiceCondition;
  readonly disabled: boolean;
  readonly marker: MarkerView | null;
  /** The slider's accessible name ("Roll over") and spoken value ("50.50, win chance 49.50 %, multiplier 1.9600×"). */
  readonly label: string;
  readonly valueText: string;
  readonly winText: string;
  readonly lossText: string;
  /** A roll or target (hundredths) as the player reads it: "75.00", "75,00". */
  readonly formatRoll: (hundredths: number) => string;
}

/** What the track tells its game. */
export interface TrackHandlers {
  /** The player moved the thumb to `target` (hundredths, within the limits). */
  readonly onTarget: (target: number) => void;
}

const TICKS = [0, 25, 50, 75, 100];
const pct = (hundredths: number) => `${hundredths / 100}%`;
const clamp = (target: number) => Math.min(MAX_HUNDREDTHS, Math.max(MIN_HUNDREDTHS, target));

/**
 * The target a key moves the thumb to, or null for keys the slider leaves alone. Arrows move one
 * whole point (the step players mostly want), Shift + arrows one hundredth for fine tuning,
 * Page Up / Page Down ten points, Home / End the limits.
 */
export function keyedTarget(key: string, shift: boolean, target: number): number | null {
  const step = shift ? 1 : 100;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(target + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(target - step);
    case 'PageUp':
      return clamp(target + 1000);
    case 'PageDown':
      return clamp(target - 1000);
    case 'Home':
      return MIN_HUNDREDTHS;
    case 'End':
      return MAX_HUNDREDTHS;
    default:
      return null;
  }
}

/** The target under a pointer `ratio` (0 … 1) of the way along the bar, snapped to whole points like the arrows. */
export function targetAtRatio(ratio: number): number {
  return clamp(Math.round(ratio * 100) * 100);
}

/** Follows a pointer along the bar, and keeps following it while the button is held. */
function dragHandlers(handlers: TrackHandlers, disabled: boolean) {
  const follow = (event: PointerEvent) => {
    const bar = (event.currentTarget as HTMLElement).querySelector('.rail')!.getBoundingClientRect();
    if (bar.width > 0) handlers.onTarget(targetAtRatio((event.clientX - bar.left) / bar.width));
  };
  return {
    down(event: PointerEvent) {
      if (disabled || event.button !== 0) return;
      const track = event.currentTarget as HTMLElement;
      track.setPointerCapture?.(event.pointerId);
      track.querySelector<HTMLElement>('[role="slider"]')?.focus();
      event.preventDefault();
      follow(event);
    },
    move(event: PointerEvent) {
      if ((event.currentTarget as HTMLElement).hasPointerCapture?.(event.pointerId)) follow(event);
    },
  };
}

/**
 * The 0–100 track: the losing zone (striped) and the winning zone (solid), each also named in text,
 * a thumb with slider semantics on the target, the roll marker with its bubble, and ticks.
 */
export function renderTrack(view: TrackView, handlers: TrackHandlers): TemplateResult {
  const { target, condition, marker } = view;
  const drag = dragHandlers(handlers, view.disabled);
  const onKey = (event: KeyboardEvent) => {
    const next = view.disabled ? null : keyedTarget(event.key, event.shiftKey, target);
    if (next === null) return;
    event.preventDefault();
    handlers.onTarget(next);
  };
  // Over wins above the target (the right side), under below it (the left side).
  const [left, right] = condition === 'over' ? (['loss', 'win'] as const) : (['win', 'loss'] as const);
  const text = { win: `✓ ${view.winText}`, loss: `✗ ${view.lossText}` };
  const state = !marker ? '' : !marker.landed ? 'rolling' : marker.won ? 'win' : 'loss';
  return html`<div class="track-area">
    <div class="bubble-lane" aria-hidden="true">
      ${marker
        ? html`<div class="bubble ${state}" style="left:clamp(34px, ${pct(marker.at)}, calc(100% - 34px))">
            <strong>${view.formatRoll(marker.at)}</strong>${marker.landed ? html`<span>${marker.won ? text.win : text.loss}</span>` : nothing}
          </div>`
        : nothing}
    </div>
    <div class="track" @pointerdown=${drag.down} @pointermove=${drag.move}>
      <div class="rail">
        <div class="zone ${left}" style="left:0;width:${pct(target)}"></div>
        <div class="zone ${right}" style="left:${pct(target)};right:0"></div>
      </div>
      ${marker ? html`<div class="pin ${state}" style="left:${pct(marker.at)}"></div>` : nothing}
      <div class="thumb" role="slider" tabindex=${view.disabled ? -1 : 0} style="left:${pct(target)}" aria-label=${view.label}
        aria-valuemin=${MIN_HUNDREDTHS / 100} aria-valuemax=${MAX_HUNDREDTHS / 100} aria-valuenow=${target / 100}
        aria-valuetext=${view.valueText} aria-disabled=${view.disabled ? 'true' : 'false'} @keydown=${onKey}><i></i><i></i><i></i></div>
    </div>
    <div class="ticks" aria-hidden="true">${TICKS.map((n) => html`<span style="left:${n}%">${n}</span>`)}</div>
    <div class="legend" aria-hidden="true"><span class=${left}>${text[left]}</span><span class=${right}>${text[right]}</span></div>
  </div>`;
}
