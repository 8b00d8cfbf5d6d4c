import { svg, type SVGTemplateResult } from 'lit';
import { gemCut, type GemCut } from './gem-shapes';

// The gems as drawn: each colour a real stone's, fixed on every theme (what surrounds them takes the
// theme's colours). Each gem is its cut's facets in shades of its colour, a table filled with a
// gradient from the light, a dark rim, and glints where the light catches it.

/** One stone's colours: its body, and the shadow and the light its facets range between. */
export interface Stone {
  readonly body: string;
  readonly dark: string;
  readonly light: string;
}

/** The body colour of each colour number: red, orange, yellow, green, cyan, blue, purple. */
export const GEM_COLOURS: readonly string[] = ['#e8364f', '#f47a1f', '#f7c815', '#1fb05a', '#22c7e0', '#3562ee', '#9b4be3'];

/** `#rrggbb` mixed `f` of the way towards `to`. */
export function mix(from: string, to: string, f: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2].map((i) => Math.round(channel(from, i) + (channel(to, i) - channel(from, i)) * f).toString(16).padStart(2, '0')).join('')}`;
}

const STONES: readonly Stone[] = GEM_COLOURS.map((body) => ({ body, dark: mix(body, '#000000', 0.5), light: mix(body, '#ffffff', 0.55) }));

/** A facet's colour for how lit it is: from the shadow up to the body colour at 0.5, on to the light at 1, so the middle keeps the stone's full colour. */
export function facetColour(stone: Stone, light: number): string {
  return light < 0.5 ? mix(stone.dark, stone.body, light * 2) : mix(stone.body, stone.light, (light - 0.5) * 2);
}

const CUTS: readonly GemCut[] = GEM_COLOURS.map((_, c) => gemCut(c));

/** The gradients the board uses (ids local to the game's shadow root): each table's light, each gem's glow, the stone's. Drawn once. */
export const GEM_DEFS: SVGTemplateResult = svg`<defs>${STONES.map(
    (stone, c) => svg`<linearGradient id=${`dia-table-${c}`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color=${stone.light}></stop><stop offset="0.55" stop-color=${stone.body}></stop><stop offset="1" stop-color=${mix(stone.body, stone.dark, 0.5)}></stop>
      </linearGradient>
      <radialGradient id=${`dia-glow-${c}`}>
        <stop offset="0" stop-color=${stone.light} stop-opacity="0.9"></stop><stop offset="0.45" stop-color=${stone.body} stop-opacity="0.45"></stop><stop offset="1" stop-color=${stone.body} stop-opacity="0"></stop>
      </radialGradient>`,
  )}
    <radialGradient id="dia-stone-top" cx="0.4" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#c9d1dc"></stop><stop offset="1" stop-color="#7c8696"></stop>
    </radialGradient>
    <linearGradient id="dia-stone-side" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#3b4350"></stop><stop offset="0.35" stop-color="#7d8797"></stop><stop offset="0.7" stop-color="#5a6372"></stop><stop offset="1" stop-color="#2c323c"></stop>
    </linearGradient>
  </defs>`;

/** A four-pointed glint centred on x, y, of radius r. */
export function glint(x: number, y: number, r: number): string {
  const w = r * 0.22;
  return `M${x} ${y - r}L${x + w} ${y - w}L${x + r} ${y}L${x + w} ${y + w}L${x} ${y + r}L${x - w} ${y + w}L${x - r} ${y}L${x - w} ${y - w}Z`;
}

/** Gem `c` centred on 0, 0: facets, table, rim and glints. */
function drawGem(stone: Stone, cut: GemCut, c: number): SVGTemplateResult {
  return svg`<g class="gem-art">
    <polygon points=${cut.outline} fill=${stone.dark}></polygon>
    ${cut.facets.map(
      (f) => svg`<polygon points=${f.points} fill=${facetColour(stone, f.light)} stroke=${stone.light} stroke-opacity="0.4" stroke-width="0.6"></polygon>`,
    )}
    <polygon class="table" points=${cut.table} fill=${`url(#dia-table-${c})`}></polygon>
    <polygon points=${cut.outline} fill="none" stroke=${stone.dark} stroke-width="1.6" stroke-linejoin="round"></polygon>
    <path d=${glint(-9, -11, 7)} fill="#ffffff" opacity="0.9"></path>
    <circle cx="8" cy="6" r="1.6" fill="#ffffff" opacity="0.7"></circle>
  </g>`;
}

const GEMS: readonly SVGTemplateResult[] = STONES.map((stone, c) => drawGem(stone, CUTS[c]!, c));

/** Gem `c` centred on 0, 0: the same drawing for a colour every time, made once. */
export function gemArt(c: number): SVGTemplateResult {
  const gem = GEMS[c];
  if (!gem) throw new RangeError(`no gem of colour ${c}`);
  return gem;
}
