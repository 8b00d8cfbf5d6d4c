import { html, svg, type TemplateResult } from 'lit';
import { WHEEL_ORDER, colourOf, type PocketColour } from '../table';
import { round } from './svg-units';
import { POCKET_DEG, type WheelPose } from './wheel-pose';

/** Pocket fills: the felt's red and black, zero's green. Fixed colours, with white numbers on them. */
export const POCKET_FILL: Readonly<Record<PocketColour, string>> = { red: '#c0262d', black: '#17181c', green: '#0e8a43' };

/** The wheel's radii, in SVG units (the viewBox is centred on the spindle). */
const R = { rim: 148, track: 140, ring: 117, outer: 116, numbers: 106, seat: 96, inner: 80 } as const;

/** A point `r` from the centre at `degrees` clockwise from the top. */
function polar(degrees: number, r: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [round(r * Math.sin(radians)), round(-r * Math.cos(radians))];
}

/** The ring sector from `a0` to `a1` degrees between radii `r0` and `r1`. */
function sector(a0: number, a1: number, r0: number, r1: number): string {
  const [ox0, oy0] = polar(a0, r1);
  const [ox1, oy1] = polar(a1, r1);
  const [ix1, iy1] = polar(a1, r0);
  const [ix0, iy0] = polar(a0, r0);
  return `M${ix0} ${iy0}L${ox0} ${oy0}A${r1} ${r1} 0 0 1 ${ox1} ${oy1}L${ix1} ${iy1}A${r0} ${r0} 0 0 0 ${ix0} ${iy0}Z`;
}

const DEFS = svg`<defs>
  <radialGradient id="rw-wood" r="0.5"><stop offset="0.8" stop-color="#2b1a0e" /><stop offset="0.9" stop-color="#8a5a2e" /><stop offset="1" stop-color="#3a200e" /></radialGradient>
  <radialGradient id="rw-cone" r="0.5"><stop offset="0" stop-color="#f3d98b" /><stop offset="0.55" stop-color="#b8862f" /><stop offset="1" stop-color="#6b4a16" /></radialGradient>
  <linearGradient id="rw-metal" x2="1" y2="1"><stop offset="0" stop-color="#fff8dc" /><stop offset="0.45" stop-color="#c9a24a" /><stop offset="1" stop-color="#6e5318" /></linearGradient>
  <radialGradient id="rw-ball" cx="0.35" cy="0.32" r="0.7"><stop offset="0" stop-color="#fff" /><stop offset="0.6" stop-color="#e6e8ec" /><stop offset="1" stop-color="#8b9099" /></radialGradient>
</defs>`;

/** The frame that never turns: the wooden rim round the ball track. */
const FRAME = svg`<circle r=${R.rim} fill="url(#rw-wood)" /><circle r=${R.track} fill="none" stroke="#1c1008" stroke-width="2" />`;

/** The head that turns: 37 pockets in the wheel's order with their numbers, the frets between the pockets, the cone and the turret. */
const HEAD = svg`<circle r=${R.ring} fill="#0c0c0e" />
  ${WHEEL_ORDER.map((n, i) => {
    const centre = i * POCKET_DEG;
    return svg`<path d=${sector(centre - POCKET_DEG / 2, centre + POCKET_DEG / 2, R.inner, R.outer)} fill=${POCKET_FILL[colourOf(n)]} />
      <text class="pocket-number" transform=${`rotate(${round(centre)}) translate(0 ${-R.numbers})`}>${n}</text>`;
  })}
  ${WHEEL_ORDER.map((_, i) => svg`<path d=${`M0 ${-R.inner}V${-R.seat}`} transform=${`rotate(${round((i + 0.5) * POCKET_DEG)})`} stroke="#e8d595" stroke-width="1.3" />`)}
  <circle r=${(R.seat + R.inner) / 2} fill="none" stroke="#000" stroke-opacity="0.3" stroke-width=${R.seat - R.inner} />
  <circle r=${R.seat} fill="none" stroke="#d9c27a" />
  <circle r=${R.inner} fill="url(#rw-cone)" stroke="#d9c27a" stroke-width="1.5" />
  ${[0, 90, 180, 270].map((a) => svg`<g transform=${`rotate(${a})`} fill="url(#rw-metal)" stroke="#5a4210"><rect x="-4" y="-58" width="8" height="46" rx="4" /><circle cy="-60" r="6" /></g>`)}
  <circle r="14" fill="url(#rw-metal)" stroke="#5a4210" />`;

/** The wheel: what the element shows of one pose. */
export interface WheelView {
  readonly pose: WheelPose;
  /** The accessible name: the wheel and, once landed, where the ball is. */
  readonly label: string;
}

/** The roulette wheel as a picture (role="img"); only the head's rotation and the ball move from frame to frame. */
export function renderWheel(view: WheelView): TemplateResult {
  const { pose } = view;
  const [bx, by] = polar(pose.ball, pose.ballR);
  return html`<svg class="wheel" viewBox="-150 -150 300 300" role="img" aria-label=${view.label}>
    ${DEFS}${FRAME}
    <g class="head" transform=${`rotate(${round(pose.wheel)})`}>${HEAD}</g>
    <circle cx=${round(bx + 1.5)} cy=${round(by + 2)} r="5.4" fill="rgb(0 0 0 / 0.4)" />
    <circle class="ball" cx=${bx} cy=${by} r="5.4" fill="url(#rw-ball)" />
  </svg>`;
}
