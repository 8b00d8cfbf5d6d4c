import { svg, type SVGTemplateResult } from 'lit';

// The pictures of the board, each on its own small box. Flat fills and no ids (40 cells and 10 balls
// share one shadow root), each with a dark outline so it reads on any operator background. A hit is
// a gem, a drawn number the player did not pick is a ring: different shapes, not only colours; the
// cell's name says which it is.

/** A faceted gem on a 64 × 64 box, table up, a glint top left: what a hit turns into. */
export const gemArt: SVGTemplateResult = svg`<g class="gem-art" stroke-linejoin="round">
  <polygon points="16,10 48,10 60,26 32,58 4,26" fill="#0f9d6a" />
  <polygon points="16,10 48,10 43,26 21,26" fill="#8ff7cf" />
  <polygon points="16,10 21,26 4,26" fill="#43dfa3" />
  <polygon points="48,10 60,26 43,26" fill="#22bd88" />
  <polygon points="4,26 21,26 32,58" fill="#1aab77" />
  <polygon points="21,26 43,26 32,58" fill="#5ee8b4" />
  <polygon points="43,26 60,26 32,58" fill="#0b7d55" />
  <polygon points="16,10 48,10 60,26 32,58 4,26" fill="none" stroke="#053d2b" stroke-width="2.5" />
  <path d="M22 14 L27 14 M19 18 L21 16" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity="0.9" />
</g>`;

/** The ring round a drawn number that was not picked, on a 64 × 64 box (stroke from the theme's loss colour). */
export const ringArt: SVGTemplateResult = svg`<g class="ring-art" fill="none">
  <circle cx="32" cy="32" r="25" stroke-width="6" class="ring" />
  <circle cx="32" cy="32" r="29" stroke-width="1.5" class="ring-edge" />
</g>`;

/**
 * A drawn ball for the tray on a 40 × 40 box: an ivory ball with a coloured band and its number,
 * outlined dark; a hit carries a small gem on its shoulder. Colours are the art's own (the ball is
 * its own background), so its number reads the same on light and dark themes.
 */
export function ballArt(number: number, hit: boolean): SVGTemplateResult {
  return svg`<g class="ball-art ${hit ? 'hit' : 'miss'}">
    <circle cx="20" cy="20" r="18" fill="#f6f3ea" stroke="#1f2328" stroke-width="1.5" />
    <path d="M4.5 12 A18 18 0 0 1 35.5 12 L31 15 A13 13 0 0 0 9 15 Z" fill=${hit ? '#0f9d6a' : '#57606a'} />
    <path d="M4.5 28 A18 18 0 0 0 35.5 28 L31 25 A13 13 0 0 1 9 25 Z" fill=${hit ? '#0f9d6a' : '#57606a'} />
    <ellipse cx="13" cy="9.5" rx="4" ry="2" fill="#fff" opacity="0.85" transform="rotate(-25 13 9.5)" />
    <text x="20" y="20.5" text-anchor="middle" dominant-baseline="central" font-size="13" font-weight="800" fill="#1f2328"
      font-family="system-ui, sans-serif">${number}</text>
    ${hit ? svg`<g transform="translate(26 -1) scale(0.24)">${gemArt}</g>` : ''}
  </g>`;
}
