import { svg, type SVGTemplateResult } from 'lit';

// The pictures on the tiles, on a 64 × 64 box. Flat fills and no ids (25 tiles share one shadow
// root), each with a dark outline so it reads on any operator background. Gem and mine differ in
// shape as well as colour; the tile's label says which it is.

/** A faceted gem: table, crown and pavilion facets in greens, with a glint. */
export const gemArt: SVGTemplateResult = svg`<g class="gem-art" stroke-linejoin="round">
  <polygon points="20,12 44,12 56,26 32,56 8,26" fill="#0f9d6a" />
  <polygon points="20,12 44,12 40,26 24,26" fill="#7ff5c6" />
  <polygon points="20,12 24,26 8,26" fill="#3ddc9e" />
  <polygon points="44,12 56,26 40,26" fill="#1fb985" />
  <polygon points="8,26 24,26 32,56" fill="#18a874" />
  <polygon points="24,26 40,26 32,56" fill="#31d195" />
  <polygon points="40,26 56,26 32,56" fill="#0b7d55" />
  <polygon points="20,12 44,12 56,26 32,56 8,26" fill="none" stroke="#053d2b" stroke-width="2.5" />
  <path d="M27 15.5 L31 15.5 M24 19 L26 17" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity="0.9" />
</g>`;

const SPIKES = [0, 45, 90, 135, 180, 225, 270, 315];

/** A round sea mine: a red body with horns all round, a dark band and a highlight. */
export const mineArt: SVGTemplateResult = svg`<g class="mine-art">
  <g stroke="#5c0f12" stroke-width="8" stroke-linecap="round">
    ${SPIKES.map((a) => svg`<line x1="32" y1="33" x2="32" y2="10" transform="rotate(${a} 32 33)" />`)}
  </g>
  <g stroke="#ff7b72" stroke-width="4" stroke-linecap="round">
    ${SPIKES.map((a) => svg`<line x1="32" y1="33" x2="32" y2="10" transform="rotate(${a} 32 33)" />`)}
  </g>
  <circle cx="32" cy="33" r="16" fill="#d42f36" stroke="#5c0f12" stroke-width="2.5" />
  <path d="M17.5 36 Q32 42 46.5 36" fill="none" stroke="#5c0f12" stroke-width="2.5" />
  <circle cx="26" cy="27" r="4.5" fill="#fff" opacity="0.75" />
</g>`;

/** The blast behind the mine that was hit. */
export const burstArt: SVGTemplateResult = svg`<g class="burst-art">
  <polygon fill="#ffb020" stroke="#7a3d00" stroke-width="1.5" stroke-linejoin="round"
    points="32,1 38,15 51,6 46,21 62,21 49,31 61,43 45,42 48,58 36,47 30,62 25,47 11,56 17,41 2,39 15,30 4,18 19,20 15,5 27,15" />
  <polygon fill="#ffe27a" points="32,12 36,21 45,16 42,26 52,27 43,33 50,42 40,39 40,50 33,42 28,51 26,41 16,45 21,36 12,31 22,28 17,19 27,22" />
</g>`;
