import type { SVGTemplateResult, svg as svgTag } from 'lit';

// Fetched with the first bet (defuse-game.ts): it takes lit's `svg` tag from its caller, so the chunk
// carries no lit of its own and the page's copy is not split out of the entry.

/** The blast's centre: the middle of the dynamite, under the timer. */
const CENTRE = { x: 200, y: 88 };

/** Smoke puffs (dx, dy, r) around the centre, and the fire inside them. */
const SMOKE: readonly (readonly [number, number, number])[] = [
  [-92, 26, 30], [-66, 4, 44], [-34, -30, 48], [18, -40, 52], [66, -10, 46], [94, 28, 32], [54, 36, 42], [-8, 32, 50], [-56, 44, 36],
];
const FIRE: readonly (readonly [number, number, number])[] = [[-34, 2, 34], [12, -12, 38], [44, 14, 28], [-4, 26, 30]];

/** Bits of dynamite and casing flung out: angle (degrees), size, colour. */
const DEBRIS: readonly (readonly [number, number, string])[] = [
  [8, 9, '#c62828'], [46, 6, '#2b3139'], [82, 8, '#e53935'], [118, 5, '#ffb300'], [152, 9, '#8d1b1b'],
  [188, 6, '#2b3139'], [226, 8, '#c62828'], [262, 5, '#f3d4ae'], [298, 9, '#e53935'], [334, 6, '#ffb300'],
];

const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * The explosion `p` (0 … 1) of the way through: a white flash, a cartoon cloud of smoke round a
 * fireball blooming from the dynamite, debris flying off and the word (BOOM!) popping up; at 1 it
 * rests as a cloud with the word, the debris gone and the fire burnt low. `flash` is off when the
 * round lands at once (reduced motion, Skip): no flash is ever shown then. `svg` is lit's tag.
 */
export function renderExplosion(svg: typeof svgTag, p: number, word: string, flash: boolean): SVGTemplateResult {
  const grown = easeOut(Math.min(1, p / 0.5));
  const scale = 0.25 + 0.75 * grown;
  const pop = Math.min(1, Math.max(0, (p - 0.12) / 0.3));
  const fire = 1 - 0.6 * Math.min(1, p / 0.9);
  const flung = easeOut(p);
  return svg`<g class="explosion">
    <defs>
      <radialGradient id="defuse-fire" cx="0.45" cy="0.45" r="0.6"><stop offset="0" stop-color="#fffde7"></stop><stop offset="0.35" stop-color="#ffeb3b"></stop
        ><stop offset="0.75" stop-color="#ff9800"></stop><stop offset="1" stop-color="#e65100"></stop></radialGradient>
      <radialGradient id="defuse-smoke" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#bdbdbd"></stop><stop offset="0.6" stop-color="#757575"></stop
        ><stop offset="1" stop-color="#4e4e4e"></stop></radialGradient>
    </defs>
    ${flash && p < 0.2 ? svg`<rect class="flash" x="0" y="0" width="400" height="300" fill="#ffffff" opacity=${(1 - p / 0.2).toFixed(3)}></rect>` : null}
    ${p < 1
      ? DEBRIS.map(([angle, size, colour], i) => {
          const radians = (angle * Math.PI) / 180;
          const d = 30 + 190 * flung;
          const x = CENTRE.x + d * Math.cos(radians);
          const y = CENTRE.y + d * Math.sin(radians) + 60 * p * p;
          return svg`<rect x=${-size / 2} y=${-size / 4} width=${size} height=${size / 2} rx="1" fill=${colour} stroke="#1a1a1a" stroke-width="0.6"
            opacity=${p > 0.75 ? ((1 - p) / 0.25).toFixed(3) : 1} transform=${`translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${(i * 47 + p * 540).toFixed(0)})`}></rect>`;
        })
      : null}
    <g transform=${`translate(${CENTRE.x} ${CENTRE.y}) scale(${scale.toFixed(3)})`}>
      ${SMOKE.map(([dx, dy, r]) => svg`<circle cx=${dx} cy=${dy} r=${r} fill="url(#defuse-smoke)" stroke="#2f3439" stroke-width="2.5"></circle>`)}
      <g opacity=${fire.toFixed(3)}>${FIRE.map(([dx, dy, r]) => svg`<circle cx=${dx} cy=${dy} r=${r} fill="url(#defuse-fire)"></circle>`)}</g>
      <text class="boom" x="0" y="12" text-anchor="middle" transform=${`rotate(-7) scale(${(0.4 + 0.6 * pop).toFixed(3)})`} opacity=${pop > 0 ? 1 : 0}>${word}</text>
    </g>
  </g>`;
}
