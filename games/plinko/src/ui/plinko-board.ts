import { svg, type SVGTemplateResult } from 'lit';
import type { BatchFrame } from './ball-timeline';
import type { BoardGeometry } from './board-geometry';
import { SLOT_TEXT, slotColour } from './slot-colour';

/** How a board writes its slot labels: across when they all fit, else upwards; each as large as fits. */
export interface LabelLayout {
  readonly upright: boolean;
  /** Per slot: the label's font size, in SVG units. */
  readonly fontSizes: readonly number[];
}

/** Rough advance of a bold digit in em: enough to decide whether a label fits its bucket. */
const CHAR_EM = 0.6;
/** Smallest label written across; below it the labels turn upright, where there is more room. */
const MIN_ACROSS = 8.5;
const MAX_FONT = 12;

/**
 * Picks one direction for the whole row of buckets (a row of mixed directions reads badly) and the
 * largest font each label fits at: a long edge label such as 1007.72 is smaller than a 2 beside it.
 */
export function labelLayout(board: BoardGeometry, table: readonly string[]): LabelLayout {
  const bucket = board.spacing - 2;
  const across = (m: string) => Math.min(MAX_FONT, (bucket - 4) / (CHAR_EM * m.length));
  if (table.every((m) => across(m) >= MIN_ACROSS)) return { upright: false, fontSizes: table.map(across) };
  // Upright, the bucket's width bounds the glyphs' height and its height the label's length.
  return { upright: true, fontSizes: table.map((m) => Math.min(MAX_FONT - 1, bucket * 0.62, (board.slotHeight - 6) / (CHAR_EM * m.length))) };
}

/** The pegs: drawn once per board (they never move). Light fill, dark rim: visible on any background. */
export function renderPegs(board: BoardGeometry): SVGTemplateResult {
  return svg`<g class="pegs">${board.pegs.map(
    (peg) => svg`<circle class="peg" data-row=${peg.row} cx=${peg.x} cy=${peg.y} r=${board.pegRadius}></circle>`,
  )}</g>`;
}

/**
 * The slot buckets with their multipliers, each dipped by the frame's latest landing in it; `shown`
 * writes a multiplier in the player's digits ("0,5" in pt), as decimal text by default.
 */
export function renderSlots(board: BoardGeometry, table: readonly string[], frame: BatchFrame | null, shown: (multiplier: string) => string = (m) => m): SVGTemplateResult {
  const labels = table.map(shown);
  const layout = labelLayout(board, labels);
  const width = board.spacing - 2;
  return svg`<g class="slots">${table.map((multiplier, k) => {
    const centre = board.slotCentres[k]!;
    const mid = board.slotTop + board.slotHeight / 2;
    const count = frame?.landed[k] ?? 0;
    return svg`<g class="slot" data-slot=${k} transform=${`translate(0 ${frame?.dip[k] ?? 0})`}>
        <title>${labels[k]}×</title>
        <rect x=${centre.x - width / 2} y=${board.slotTop} width=${width} height=${board.slotHeight} rx="4"
          fill=${slotColour(multiplier, table)} class=${count > 0 ? 'hit' : ''}></rect>
        <text class="multiplier" fill=${SLOT_TEXT} font-size=${layout.fontSizes[k]} text-anchor="middle" dominant-baseline="central"
          transform=${layout.upright ? `rotate(-90 ${centre.x} ${mid})` : ''} x=${centre.x} y=${mid}>${labels[k]}</text>
      </g>
      ${count > 0
        ? svg`<text class="count" x=${centre.x} y=${board.slotTop + board.slotHeight + 14} text-anchor="middle" font-size="10">${count}</text>`
        : null}`;
  })}</g>`;
}

/**
 * The balls still falling in a frame (a landed ball drops into its bucket and is counted under it),
 * accent-filled with a light and a dark ring so they show on any colours.
 */
export function renderBalls(board: BoardGeometry, frame: BatchFrame | null): SVGTemplateResult | null {
  if (!frame) return null;
  return svg`<g class="balls">${frame.balls
    .filter((ball) => !ball.landed)
    .map(
      ({ ball, point }) => svg`<g class="ball" data-ball=${ball} transform=${`translate(${point.x} ${point.y})`}>
        <circle class="rim" r=${board.ballRadius + 1}></circle><circle r=${board.ballRadius}></circle></g>`,
    )}</g>`;
}
