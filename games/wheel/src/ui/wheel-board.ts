import { svg, type SVGTemplateResult } from 'lit';
import { SEGMENT_TEXT, segmentColour } from './segment-colour';

/** The wheel's radii, in SVG units: the viewBox is centred on the hub. */
export const WHEEL = { outer: 148, inner: 46, label: 136, rim: 154, hub: 40 } as const;

/** The viewBox: the wheel, and the pointer standing above its top. */
export const WHEEL_VIEWBOX = '-160 -172 320 332';

/** A point `r` from the centre at `degrees` clockwise from the top. */
function point(degrees: number, r: number): [number, number] {
  const radians = (degrees * Math.PI) / 180;
  return [round(r * Math.sin(radians)), round(-r * Math.cos(radians))];
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The ring sector of segment `i` of `n`: from the hub's edge to the rim, clockwise from the top. */
export function segmentPath(i: number, n: number): string {
  const a0 = (i * 360) / n;
  const a1 = ((i + 1) * 360) / n;
  const [ox0, oy0] = point(a0, WHEEL.outer);
  const [ox1, oy1] = point(a1, WHEEL.outer);
  const [ix1, iy1] = point(a1, WHEEL.inner);
  const [ix0, iy0] = point(a0, WHEEL.inner);
  return `M${ix0} ${iy0}L${ox0} ${oy0}A${WHEEL.outer} ${WHEEL.outer} 0 0 1 ${ox1} ${oy1}L${ix1} ${iy1}A${WHEEL.inner} ${WHEEL.inner} 0 0 0 ${ix0} ${iy0}Z`;
}

/** The font size of a wheel's labels: as large as the narrowest point of a label's segment allows. */
export function labelSize(n: number): number {
  const width = (2 * Math.PI * (WHEEL.label - 26)) / n;
  return round(Math.min(15, width * 0.72));
}

/** Hatching for 0× segments, drawn in the theme's colours (its id is local to the game's shadow root). */
export function renderDefs(): SVGTemplateResult {
  return svg`<defs>
    <pattern id="wheel-zero" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect class="zero-ground" width="6" height="6"></rect><rect class="zero-stripe" width="2" height="6"></rect>
    </pattern>
  </defs>`;
}

/**
 * The segments: each win coloured by its multiplier and the multiplier written along the radius (in
 * the player's digits, via `shown`); each 0× hatched, unwritten, so a wheel of 49 zeros stays
 * readable. Once the spin is over the landed one is outlined and the others dimmed. Rotated as one
 * group by the game; drawn again only when the layout, the language or the landing changes.
 */
export function renderSegments(layout: readonly string[], landed: number | null, shown: (multiplier: string) => string): SVGTemplateResult {
  const n = layout.length;
  const size = labelSize(n);
  return svg`<g class="segments ${landed === null ? '' : 'landed'}">${layout.map((multiplier, i) => {
    const colour = segmentColour(multiplier);
    const centre = ((i + 0.5) * 360) / n;
    const hit = i === landed;
    return svg`<g class="segment ${colour ? 'pays' : 'zero'} ${hit ? 'hit' : ''}" data-segment=${i} data-multiplier=${multiplier}>
      <path d=${segmentPath(i, n)} fill=${colour ?? 'url(#wheel-zero)'}></path>
      ${colour
        ? svg`<text class="label" transform=${`rotate(${round(centre - 90)}) translate(${WHEEL.label} 0)`} text-anchor="end"
            dominant-baseline="central" font-size=${size} fill=${SEGMENT_TEXT}>${shown(multiplier)}</text>`
        : null}
    </g>`;
  })}${landed === null ? null : svg`<path class="hit-ring" d=${segmentPath(landed, n)}></path>`}</g>`;
}

/** Studs on the rim at every segment boundary: they turn with the wheel and show it moving. */
export function renderStuds(n: number): SVGTemplateResult {
  return svg`<g class="studs">${Array.from({ length: n }, (_, i) => {
    const [x, y] = point((i * 360) / n, WHEEL.rim - 3);
    return svg`<circle cx=${x} cy=${y} r="2.2"></circle>`;
  })}</g>`;
}

/** The fixed parts: the pointer above the top (pointing down at the segment that pays) and the hub with the landed multiplier. */
export function renderPointerAndHub(hubText: string): SVGTemplateResult {
  return svg`<circle class="hub" r=${WHEEL.hub}></circle>
    <text class="hub-text" text-anchor="middle" dominant-baseline="central" font-size=${hubText.length > 5 ? 17 : 21}>${hubText}</text>
    <path class="pointer" d="M-14 -171L14 -171L0 -138Z"></path>`;
}
