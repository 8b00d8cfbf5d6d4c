import { svg, type SVGTemplateResult } from 'lit';

// The bridge's pictures. The backdrop covers the scene (sliced to any shape); the panel pictures are
// on their own 100 × 100 boxes, stretched over a panel. No text: every panel and row is named by its
// element.

/** The chasm the bridge spans: a night sky, far cliffs in the mist, and the dark below. */
export const chasmArt: SVGTemplateResult = svg`<defs>
    <linearGradient id="sky" y1="0" y2="1">
      <stop offset="0" stop-color="#07101f" /><stop offset="0.38" stop-color="#1b3358" /><stop offset="0.5" stop-color="#3a5f86" />
      <stop offset="0.62" stop-color="#102038" /><stop offset="1" stop-color="#03060c" />
    </linearGradient>
    <linearGradient id="abyss" y1="0" y2="1"><stop offset="0" stop-color="#16294a" /><stop offset="0.3" stop-color="#0a1526" /><stop offset="1" stop-color="#02050a" /></linearGradient>
    <radialGradient id="haze" cx="0.5" cy="0.48" r="0.5"><stop offset="0" stop-color="#9cc9ff" stop-opacity="0.35" /><stop offset="1" stop-color="#9cc9ff" stop-opacity="0" /></radialGradient>
  </defs>
  <rect width="160" height="100" fill="url(#sky)" />
  <rect y="44" width="160" height="56" fill="url(#abyss)" />
  <ellipse cx="80" cy="46" rx="90" ry="12" fill="url(#haze)" />
  <g fill="#fff" opacity="0.7">${[[12, 8], [30, 15], [51, 5], [70, 12], [96, 7], [118, 16], [140, 6], [150, 20], [22, 26], [128, 28]].map(([x, y]) => svg`<circle cx=${x} cy=${y} r="0.45" />`)}</g>
  <path d="M0 44 L10 40 L18 43 L26 38 L34 42 L44 39 L52 44 L58 45 L55 52 L59 58 L54 66 L57 74 L51 84 L54 100 L0 100 Z" fill="#0c1626" />
  <path d="M160 44 L150 39 L141 43 L132 38 L123 42 L112 40 L106 44 L102 45 L105 53 L101 60 L106 68 L103 77 L109 88 L106 100 L160 100 Z" fill="#0c1626" />
  <path d="M0 60 L14 55 L22 62 L30 58 L38 68 L40 100 L0 100 Z" fill="#060c17" />
  <path d="M160 60 L146 55 L138 62 L130 58 L122 68 L120 100 L160 100 Z" fill="#060c17" />`;

/** Cracks over a fragile panel revealed at the end (on a 100 × 100 box). */
export const cracksArt: SVGTemplateResult = svg`<g class="cracks" fill="none" stroke-linecap="round" stroke-linejoin="round">
    <path d="M52 46 L30 18 M52 46 L78 14 M52 46 L88 58 M52 46 L64 90 M52 46 L16 70 M30 18 L20 4 M88 58 L98 70 M16 70 L4 78 M40 32 L58 30 M68 54 L60 70 M34 58 L46 64" />
  </g>`;

/** The shards of a panel that broke, each flying off on its own path (the styles animate `.shard`). */
export const shardsArt: SVGTemplateResult = svg`<g class="shards">
    <polygon class="shard s1" points="0,0 42,0 30,30 0,22" /><polygon class="shard s2" points="42,0 100,0 100,18 64,34" />
    <polygon class="shard s3" points="0,22 30,30 20,64 0,70" /><polygon class="shard s4" points="100,18 100,62 74,56 64,34" />
    <polygon class="shard s5" points="0,70 20,64 46,100 0,100" /><polygon class="shard s6" points="74,56 100,62 100,100 58,100" />
    <polygon class="shard s7" points="30,30 64,34 74,56 46,72 20,64" /><polygon class="shard s8" points="20,64 46,72 58,100 46,100" />
  </g>`;

/** Shoe prints where the player stood (on a 100 × 100 box). */
export const stepsArt: SVGTemplateResult = svg`<g class="prints">
    <ellipse cx="38" cy="58" rx="8" ry="15" transform="rotate(-8 38 58)" /><ellipse cx="62" cy="42" rx="8" ry="15" transform="rotate(8 62 42)" />
  </g>`;

/** The player: a little figure in a bright jacket, drawn upright (the styles stand it up off the glass). */
export const playerArt: SVGTemplateResult = svg`<g class="figure" stroke="#1b1206" stroke-width="2" stroke-linejoin="round">
    <ellipse cx="20" cy="58" rx="12" ry="3" fill="#000" opacity="0.35" stroke="none" />
    <path d="M14 56 L15 40 M26 56 L25 40" stroke-width="5" stroke-linecap="round" stroke="#1f2a44" />
    <path d="M9 40 Q9 24 20 23 Q31 24 31 40 Z" fill="#2ec4b6" />
    <path d="M17 28 L20 36 L23 28" fill="none" stroke="#fff" stroke-width="1.6" />
    <circle cx="20" cy="15" r="7.5" fill="#f2c9a0" />
    <path d="M12.5 14 Q13 6.5 20 7 Q27 6.5 27.5 14 Q24 10.5 20 11 Q16 10.5 12.5 14 Z" fill="#3b2416" stroke-width="1.2" />
  </g>`;
