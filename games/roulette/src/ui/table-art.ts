import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { colourOf, positionByKey, type Position } from '../table';
import type * as AfterPaint from './after-paint';
import { chipsOn, type Rack } from './chip-rack';
import { stackName } from './position-names';
import { round } from './svg-units';
import type { LatticePoint } from './table-keys';
import { OUTSIDE_BOXES, SPOTS, ZERO_OUTLINE, boxPlaces, cellSpan, spotBox, type Box, type OutsideBox, type Spot, type TableGeometry } from './table-layout';
import { POCKET_FILL } from './wheel-art';

/** The words drawn on the felt and the names of its groups. */
export interface TableWords {
  readonly table: string;
  readonly numbers: string;
  readonly outsideBets: string;
  /** The short label of each box ("2:1", "1–12", "Even"…). */
  readonly boxLabel: (box: OutsideBox) => string;
}

/** What the table shows now. */
export interface TableView {
  readonly geometry: TableGeometry;
  /** The stacks on the felt: the player's, or the round's while it is shown. */
  readonly rack: Rack;
  /** The number the ball settled in, once a spin has landed: it is ringed, its stacks glow, the others are swept. */
  readonly landed: number | null;
  /** The numbers the spot under the pointer or the focus covers, lit. */
  readonly covered: readonly number[];
  /** The inside spot in the tab order (one tab stop for the whole lattice). */
  readonly focus: LatticePoint;
  readonly disabled: boolean;
  readonly lang: string;
  readonly words: TableWords;
  /** The stacks' art and the arrow keys (after-paint.ts), null until fetched: until then no stack is drawn and the arrows do nothing. */
  readonly afterPaint: typeof AfterPaint | null;
}

/** What the table does with the player's clicks and keys. */
export interface TableHandlers {
  readonly place: (position: Position) => void;
  readonly remove: (position: Position) => void;
  readonly focus: (point: LatticePoint) => void;
  readonly hover: (position: Position | null) => void;
}

const rect = (box: Box, cls: string): SVGTemplateResult => svg`<rect class=${cls} x=${round(box.x)} y=${round(box.y)} width=${round(box.w)} height=${round(box.h)} />`;
const centre = (box: Box): [number, number] => [round(box.x + box.w / 2), round(box.y + box.h / 2)];

/** Zero's head as an SVG polygon. */
function zeroPoints(geometry: TableGeometry): string {
  return ZERO_OUTLINE.map(([a, b]) => geometry.point(a, b).map(round).join(',')).join(' ');
}

const DEFS = svg`<defs>
  <radialGradient id="rt-felt" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#1f8a4c" /><stop offset="0.7" stop-color="#146b39" /><stop offset="1" stop-color="#0d4f29" /></radialGradient>
</defs>`;

/** The felt with its lines, the numbers on their discs, zero's head and the outside boxes: drawn again only when the orientation or language changes. */
export function renderFelt(geometry: TableGeometry, words: TableWords): SVGTemplateResult {
  const disc = Math.min(geometry.slot.a, geometry.slot.b) * 0.36;
  const tall = geometry.orientation === 'tall';
  const [zx, zy] = geometry.point(0.5, 1.5);
  return svg`${DEFS}
    <rect class="felt" x="1" y="1" width=${geometry.width - 2} height=${geometry.height - 2} rx="12" />
    <polygon class="zero line" points=${zeroPoints(geometry)} />
    <circle cx=${zx} cy=${zy} r=${disc} fill=${POCKET_FILL.green} stroke="#f4efe0" stroke-width="1.5" />
    <text class="number" x=${zx} y=${zy} font-size=${disc * 0.95}>0</text>
    ${Array.from({ length: 36 }, (_, i) => {
      const n = i + 1;
      const box = geometry.box(...cellSpan(n));
      const [x, y] = centre(box);
      return svg`${rect(box, 'line')}<circle cx=${x} cy=${y} r=${disc} fill=${POCKET_FILL[colourOf(n)]} />
        <text class="number" x=${x} y=${y} font-size=${disc * (n > 9 ? 0.85 : 0.95)}>${n}</text>`;
    })}
    ${OUTSIDE_BOXES.map((box) => {
      const area = geometry.box(...box.span);
      const [px, py] = geometry.point(...boxPlaces(box).label);
      const [x, y] = [round(px), round(py)];
      const type = box.position.type;
      // Along the narrow side of a tall table the labels and diamonds turn to read upwards, as on a phone's table.
      const turn = tall && type !== 'column' ? `rotate(-90 ${x} ${y})` : nothing;
      const art =
        type === 'red' || type === 'black'
          ? svg`<path class="diamond" d=${diamond(x, y, tall ? area.w : area.h)} transform=${turn} fill=${POCKET_FILL[type]} />`
          : svg`<text class="box-label" x=${x} y=${y} transform=${turn} font-size=${type === 'column' ? 13 : 14}>${words.boxLabel(box)}</text>`;
      return svg`${rect(area, 'line')}${art}`;
    })}`;
}

/** A diamond (a rhombus) across a box `size` deep, twice as long as it is high. */
function diamond(x: number, y: number, size: number): string {
  const h = size * 0.3;
  return `M${round(x - 1.6 * h)} ${y}L${x} ${round(y - h)}L${round(x + 1.6 * h)} ${y}L${x} ${round(y + h)}Z`;
}

/** The numbers a spot covers lit; once landed, the winning number ringed and the boxes that cover it lit. */
function renderMarks(view: TableView): SVGTemplateResult {
  const { geometry, landed } = view;
  const cell = (n: number, cls: string) =>
    n === 0 ? svg`<polygon class=${cls} points=${zeroPoints(geometry)} />` : rect(geometry.box(...cellSpan(n)), cls);
  return svg`<g class="marks">
    ${view.covered.map((n) => cell(n, 'covered'))}
    ${landed === null
      ? nothing
      : svg`${OUTSIDE_BOXES.filter((box) => box.position.numbers.includes(landed)).map((box) => rect(geometry.box(...box.span), 'lit'))}${cell(landed, 'winner')}`}
  </g>`;
}

/** The position button an event happened in, with its lattice place when it is an inside spot. */
function buttonOf(event: Event): { position: Position; spot: LatticePoint | null } | null {
  const button = (event.target as Element | null)?.closest?.('[role="button"]');
  const position = positionByKey(button?.getAttribute('data-key'));
  if (!button || !position) return null;
  const x = button.getAttribute('data-x');
  return { position, spot: x === null ? null : { x: Number(x), y: Number(button.getAttribute('data-y')) } };
}

/** Enter or Space places a chip, Delete or Backspace lifts one; on the lattice the arrows move the focus. */
function onKey(event: KeyboardEvent, handlers: TableHandlers, view: TableView): void {
  const hit = buttonOf(event);
  if (!hit) return;
  const act = event.key === 'Enter' || event.key === ' ' ? handlers.place : event.key === 'Delete' || event.key === 'Backspace' ? handlers.remove : null;
  const to = act || !hit.spot ? null : (view.afterPaint?.movedSpot(event.key, hit.spot, view.geometry.orientation) ?? null);
  if (!act && !to) return;
  event.preventDefault();
  if (act) return act(hit.position);
  handlers.focus(to!);
  (event.currentTarget as Element).querySelector<SVGElement>(`[data-x="${to!.x}"][data-y="${to!.y}"]`)?.focus();
}

/** What the buttons layer shows: it changes only when the chips, the focus, the lock, the language or the orientation do. */
export type ButtonsView = Pick<TableView, 'geometry' | 'rack' | 'focus' | 'disabled' | 'lang' | 'words'>;

/**
 * A button for each of the 157 positions over the felt, unseen but for the focus: its hit area and
 * its name with the chips on it. The 145 inside ones are one lattice with a single tab stop (the
 * arrows move over it); the 12 outside boxes are a tab stop each. Their events are handled by the
 * table as a whole (`renderTable`).
 */
export function renderButtons(view: ButtonsView): SVGTemplateResult {
  const { geometry, focus } = view;
  const button = (position: Position, shape: SVGTemplateResult, tabindex: number, spot?: Spot) =>
    svg`<g class="spot" role="button" tabindex=${tabindex} aria-label=${stackName(position, chipsOn(view.rack, position.key), view.lang)}
      aria-disabled=${view.disabled ? 'true' : 'false'} data-key=${position.key} data-x=${spot?.x ?? nothing} data-y=${spot?.y ?? nothing}>${shape}</g>`;
  return svg`<g role="group" aria-label=${view.words.numbers}>
      ${SPOTS.map((spot) =>
        button(
          spot.position,
          spot.x === -1 ? svg`<polygon class="hit" points=${zeroPoints(geometry)} />` : rect(spotBox(geometry, spot), 'hit'),
          spot.x === focus.x && (spot.x === -1 || spot.y === focus.y) ? 0 : -1,
          spot,
        ),
      )}
    </g>
    <g role="group" aria-label=${view.words.outsideBets}>${OUTSIDE_BOXES.map((box) => button(box.position, rect(geometry.box(...box.span), 'hit'), 0))}</g>`;
}

/**
 * The roulette table: the felt (`renderFelt`'s drawing), the marks and the chips under the
 * buttons (`renderButtons`' layer), both passed in so the element keeps them between frames. A click
 * or Enter places a chip, a right click or Delete lifts one; hovering or focusing a position lights
 * its numbers.
 */
export function renderTable(view: TableView, handlers: TableHandlers, felt: SVGTemplateResult, buttons: SVGTemplateResult): TemplateResult {
  const { geometry } = view;
  const hover = (event: Event) => handlers.hover(buttonOf(event)?.position ?? null);
  return html`<svg class="table ${geometry.orientation}" viewBox="0 0 ${geometry.width} ${geometry.height}" role="group" aria-label=${view.words.table}
    @click=${(event: Event) => {
      const hit = buttonOf(event);
      if (hit) handlers.place(hit.position);
    }}
    @contextmenu=${(event: Event) => {
      const hit = buttonOf(event);
      if (!hit) return;
      event.preventDefault();
      handlers.remove(hit.position);
    }}
    @keydown=${(event: KeyboardEvent) => onKey(event, handlers, view)}
    @focusin=${(event: Event) => {
      const spot = buttonOf(event)?.spot;
      if (spot) handlers.focus(spot);
      hover(event);
    }}
    @focusout=${() => handlers.hover(null)} @pointerover=${hover} @pointerleave=${() => handlers.hover(null)}>
    <g aria-hidden="true">${felt}${renderMarks(view)}${view.afterPaint?.renderStacks(view) ?? nothing}</g>${buttons}
  </svg>`;
}
