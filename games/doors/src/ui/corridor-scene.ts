import { html, nothing, svg, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { DoorView, LevelView, WallView } from './corridor-view';
import { corridorArt, leafIronArt, safeBeyondArt, trapBeyondArt } from './door-art';

/** How the scene talks to its game. */
export interface SceneOptions {
  /** The wall's caption and group name ("Level 3 of 10"). */
  readonly caption: string;
  /** The door's accessible name. */
  readonly doorLabel: (door: number, view: DoorView) => string;
  /** Whether clicking the door now opens it. */
  readonly canOpen: (door: number) => boolean;
  readonly onOpen: (door: number) => void;
  /** Whether the player is walking through the door just opened (the wall zooms past). */
  readonly leaving: boolean;
  /** What the wall is keyed on: a new key draws a new wall, which approaches. */
  readonly key: string;
}

/** The picture behind an open door. */
function beyond(view: DoorView): TemplateResult | typeof nothing {
  if (view.kind === 'closed') return nothing;
  return html`<svg class="beyond" viewBox="0 0 60 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">${view.kind === 'safe' ? safeBeyondArt : trapBeyondArt}</svg>`;
}

/** One door: a real button, its leaf swinging open (a CSS 3D turn) onto what is behind it. */
function renderDoor(door: number, view: DoorView, options: SceneOptions): TemplateResult {
  const pickable = options.canOpen(door);
  const classes = `door ${view.kind}${view.kind === 'closed' ? '' : ' open'}${view.picked ? ' picked' : ''}${pickable ? ' pickable' : ''}`;
  return html`<button type="button" class=${classes} data-door=${door} style="--i:${door}" aria-label=${options.doorLabel(door, view)}
    aria-disabled=${pickable ? 'false' : 'true'} @click=${() => pickable && options.onOpen(door)}>
    <span class="doorway">
      ${beyond(view)}
      <span class="leaf"><svg viewBox="0 0 60 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">${leafIronArt}</svg><span class="num" aria-hidden="true">${door + 1}</span></span>
    </span>
  </button>`;
}

/** The corridor in perspective with the wall of doors of `wall`'s level at its end. */
export function renderScene(wall: WallView, options: SceneOptions): TemplateResult {
  const hit = wall.doors.some((view) => view.kind === 'trap' && view.picked);
  return html`<div class="scene${hit ? ' hit' : ''}">
    <svg class="backdrop" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">${corridorArt}</svg>
    <p class="caption">${options.caption}</p>
    ${keyed(
      options.key,
      html`<div class="wall${options.leaving ? ' leaving' : ''}" role="group" aria-label=${options.caption} style="--doors:${wall.doors.length}">
        ${wall.doors.map((view, door) => renderDoor(door, view, options))}
      </div>`,
    )}
  </div>`;
}

/** A level's little row of doors on the map: the one opened, and the trap once known. */
function pips(level: LevelView, doors: number): TemplateResult {
  return html`<span class="pips" aria-hidden="true">${Array.from({ length: doors }, (_, door) => {
    const trap = level.trap === door;
    const opened = level.opened === door;
    return html`<span class="pip${trap ? ' trap' : ''}${opened ? ' opened' : ''}">${trap ? svg`<svg viewBox="0 0 10 10"><path d="M2 2 L8 8 M8 2 L2 8" /></svg>` : nothing}</span>`;
  })}</span>`;
}

/** The corridor map: the ten levels, two rows of five, each with its multiplier and its doors. */
export function renderMap(levels: readonly LevelView[], doors: number, label: string, levelLabel: (level: LevelView) => string, multiplier: (text: string) => string): TemplateResult {
  return html`<ol class="map" aria-label=${label}>
    ${levels.map(
      (level) => html`<li class="level ${level.status}" aria-current=${level.status === 'current' ? 'step' : nothing}>
        <span class="sr">${levelLabel(level)}</span>
        <span class="n" aria-hidden="true">${level.level + 1}</span>
        <span class="x" aria-hidden="true">${multiplier(level.multiplier)}</span>
        ${pips(level, doors)}
      </li>`,
    )}
  </ol>`;
}
