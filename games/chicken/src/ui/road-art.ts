import { svg, type SVGTemplateResult } from 'lit';

// The pictures of the road, drawn for any operator colour: the scene paints its own asphalt and
// pavement, and every shape has a dark outline. Gradients live once in `roadDefs` (ids prefixed
// `ck-`, one copy per shadow root); the shapes refer to them.

/** Shared gradients: the chicken's body, and the metal, gold and red of the lane covers (the cars' and the egg's come with road-extras.ts). */
export const roadDefs: SVGTemplateResult = svg`<defs>
  <radialGradient id="ck-body" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff" /><stop offset="0.7" stop-color="#f4efe6" /><stop offset="1" stop-color="#d9d0c1" /></radialGradient>
  <radialGradient id="ck-metal" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#f3f5f8" /><stop offset="0.6" stop-color="#c9ced6" /><stop offset="1" stop-color="#99a1ac" /></radialGradient>
  <radialGradient id="ck-gold" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#fff4c2" /><stop offset="0.55" stop-color="#f6cd55" /><stop offset="1" stop-color="#c98a12" /></radialGradient>
  <radialGradient id="ck-red" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#ffd2cc" /><stop offset="0.55" stop-color="#f0695c" /><stop offset="1" stop-color="#a61e1e" /></radialGradient>
</defs>`;

const OUTLINE = '#3b2b1e';

/** The chicken, side on, walking right (the way it crosses): 64 × 64. */
export const chickenArt: SVGTemplateResult = svg`<g class="chicken-art" stroke-linejoin="round" stroke-linecap="round">
  <g stroke="#c0620a" stroke-width="2.6" fill="none">
    <path d="M27 46 L26 57 M26 57 L21 59 M26 57 L29 60" />
    <path d="M35 46 L36 57 M36 57 L32 60 M36 57 L41 59" />
  </g>
  <path d="M14 34 C6 30 5 20 10 15 C12 21 15 23 18 24 C15 18 16 12 21 9 C21 16 23 21 27 24 Z" fill="#f4efe6" stroke="${OUTLINE}" stroke-width="2" />
  <ellipse cx="30" cy="35" rx="18" ry="14" fill="url(#ck-body)" stroke="${OUTLINE}" stroke-width="2" />
  <path d="M20 33 C24 28 33 29 36 34 C33 41 25 43 20 38 Z" fill="#e8dfcf" stroke="${OUTLINE}" stroke-width="1.6" />
  <path d="M23 36 C26 37 29 37 32 35" fill="none" stroke="#b9ab94" stroke-width="1.4" />
  <path d="M38 12 C37 7 41 5 43 8 C43 4 48 4 48 8 C50 5 54 7 52 11 Z" fill="#e0312b" stroke="#7c1410" stroke-width="1.6" />
  <circle cx="44" cy="19" r="10" fill="url(#ck-body)" stroke="${OUTLINE}" stroke-width="2" />
  <path d="M53 17 L60 20 L53 23 Z" fill="#ffa51f" stroke="#a3540a" stroke-width="1.5" />
  <path d="M52 24 C55 25 55 30 52 30 C50 30 50 26 52 24 Z" fill="#e0312b" stroke="#7c1410" stroke-width="1.3" />
  <circle cx="47" cy="17" r="2.3" fill="#1b1410" />
  <circle cx="47.8" cy="16.2" r="0.8" fill="#fff" />
  <circle cx="44.5" cy="23" r="2.2" fill="#ff8a80" opacity="0.55" />
</g>`;

/** The metal cover on each lane that the multiplier is written on: silver ahead, gold once crossed, red where a car hit. */
export function coverArt(finish: 'metal' | 'gold' | 'red'): SVGTemplateResult {
  return svg`<g class="cover-art">
    <circle cx="32" cy="33.5" r="30" fill="#000" opacity="0.3" />
    <circle cx="32" cy="32" r="30" fill="#3d434b" />
    <circle cx="32" cy="32" r="27" fill="url(#ck-${finish})" stroke="#2a2f36" stroke-width="1.2" />
    <circle cx="32" cy="32" r="21" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.5" />
    <g stroke="#000" stroke-opacity="0.13" stroke-width="2" stroke-linecap="round">
      <path d="M16 22 L22 22 M42 22 L48 22 M14 32 L20 32 M44 32 L50 32 M16 42 L22 42 M42 42 L48 42" />
    </g>
  </g>`;
}
