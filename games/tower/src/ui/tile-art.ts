import { svg, type SVGTemplateResult } from 'lit';

// The pictures on the tiles and the tower's crown, in flat fills with dark outlines so they read on
// any operator background; no ids (36 tiles share one shadow root). Safe and bomb differ in shape as
// well as colour, and each tile's label says which it is.

/** A golden crest: a shield with a star, the mark of a safe tile (64 × 64). */
export const crestArt: SVGTemplateResult = svg`<g class="crest-art" stroke-linejoin="round">
  <path d="M32 5 L55 13 V30 C55 45 45 54 32 59 C19 54 9 45 9 30 V13 Z" fill="#e0a526" stroke="#5e3d00" stroke-width="3" />
  <path d="M32 10 L50 16.5 V30 C50 42 42 49.5 32 54 Z" fill="#c98a12" />
  <path d="M32 10 L14 16.5 V30 C14 34 15 37.5 16.5 40.5 L32 10 Z" fill="#f7cf5c" />
  <polygon points="32,18 35.8,27.4 45.8,27.9 38,34.2 40.6,44 32,38.5 23.4,44 26,34.2 18.2,27.9 28.2,27.4" fill="#fff4c7" stroke="#7a4f00" stroke-width="1.6" />
</g>`;

/** A round black bomb with a cap, a fuse and its spark. */
export const bombArt: SVGTemplateResult = svg`<g class="bomb-art">
  <path d="M41 17 Q46 8 54 9" fill="none" stroke="#3d2a12" stroke-width="5" stroke-linecap="round" />
  <path d="M41 17 Q46 8 54 9" fill="none" stroke="#d9b47a" stroke-width="2.5" stroke-linecap="round" />
  <polygon points="56,3 58,8 63,8 59,11 61,16 56,13 51,16 53,11 49,8 54,8" fill="#ffd23f" stroke="#a3440a" stroke-width="1.2" stroke-linejoin="round" />
  <rect x="33" y="15" width="12" height="9" rx="2" transform="rotate(35 39 19.5)" fill="#6b7280" stroke="#111318" stroke-width="2" />
  <circle cx="29" cy="38" r="19" fill="#23262d" stroke="#050608" stroke-width="3" />
  <path d="M16 38 A13 13 0 0 1 29 25" fill="none" stroke="#5b6170" stroke-width="4" stroke-linecap="round" />
  <circle cx="22" cy="30" r="3.5" fill="#c7ccd6" />
</g>`;

/** The blast behind the bomb that was picked. */
export const blastArt: SVGTemplateResult = svg`<g class="blast-art">
  <polygon fill="#ff8a1f" stroke="#7a2600" stroke-width="1.5" stroke-linejoin="round"
    points="32,0 37,14 50,4 47,19 63,17 52,29 64,40 48,41 53,57 39,48 32,64 26,48 11,58 16,42 0,40 12,29 1,17 17,19 14,4 27,14" />
  <polygon fill="#ffe066" points="32,11 35,22 45,15 42,26 53,28 44,34 50,44 39,40 37,52 31,43 24,52 23,40 12,44 19,34 10,28 21,26 18,15 28,22" />
</g>`;

/**
 * The top of the tower above floor 9 (400 × 64): battlements and a flag on a pole. The flag's
 * colours come from the page (`--flag`), the stone from the wall's (`--stone`, `--mortar`).
 */
export const crownArt: SVGTemplateResult = svg`<g class="crown-art">
  <line x1="200" y1="6" x2="200" y2="44" stroke="#3a3f47" stroke-width="3" stroke-linecap="round" />
  <circle cx="200" cy="5" r="3" fill="#e0a526" stroke="#5e3d00" stroke-width="1" />
  <path class="flag" d="M201.5 8 C214 4 222 12 236 8 V26 C222 30 214 22 201.5 26 Z" fill="var(--flag)" stroke="var(--mortar)" stroke-width="1.5" />
  <path d="M0 64 V36 H34 V46 H66 V36 H100 V46 H133 V36 H167 V46 H233 V36 H267 V46 H300 V36 H334 V46 H366 V36 H400 V64 Z"
    fill="var(--stone)" stroke="var(--mortar)" stroke-width="2" stroke-linejoin="round" />
  <path d="M0 56 H400 M50 46 V56 M150 46 V56 M250 46 V56 M350 46 V56" stroke="var(--mortar)" stroke-width="1.5" opacity="0.55" />
</g>`;

const SPARKS = [[184, 10], [252, 6], [176, 30], [246, 30], [218, 2]] as const;

/** Sparks round the flag once the top floor is cleared (on the crown's 400 × 64 box). */
export const sparksArt: SVGTemplateResult = svg`<g class="sparks">${SPARKS.map(
  ([x, y], i) => svg`<polygon style="--s:${i}" points="${x},${y - 5} ${x + 1.6},${y - 1.6} ${x + 5},${y} ${x + 1.6},${y + 1.6} ${x},${y + 5} ${x - 1.6},${y + 1.6} ${x - 5},${y} ${x - 1.6},${y - 1.6}" />`,
)}</g>`;
