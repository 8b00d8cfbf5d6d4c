import { svg, type SVGTemplateResult } from 'lit';
import { DEFUSE_WIRES } from '../paytable';
import { SCREW_Y, laneX, portX } from './bomb-geometry';
import { renderLedDigits } from './led-display';

// The bomb's fixed art: a steel plate holding a bundle of dynamite, the timer strapped across it
// and the terminal block the wires run to. Its colours are its own, not the theme's: the bomb
// looks the same on any operator's page, and the board's words sit outside it in theme colours.

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A gradient's stops, from "offset:colour" pairs. */
function stops(list: string): SVGTemplateResult[] {
  return list.split(' ').map((pair) => {
    const [offset, colour] = pair.split(':');
    return svg`<stop offset=${offset!} stop-color=${colour!}></stop>`;
  });
}
const linear = (id: string, x2: number, y2: number, list: string) => svg`<linearGradient id=${id} x2=${x2} y2=${y2}>${stops(list)}</linearGradient>`;
/** Lit from the upper left, as every domed part of the bomb is. */
const radial = (id: string, list: string) => svg`<radialGradient id=${id} cx="0.38" cy="0.32" r="0.75">${stops(list)}</radialGradient>`;

/** Gradients and the LED's glow; their ids are local to the game's shadow root. */
export const BOMB_DEFS: SVGTemplateResult = svg`<defs>${[
  linear('defuse-steel', 0.25, 1, '0:#e8edf1 .55:#bcc5cd 1:#9aa5ae'),
  linear('defuse-stick', 1, 0, '0:#5c0b0b .2:#a91d1a .45:#e8473a .56:#ff8a7a .7:#c62828 1:#4f0909'),
  linear('defuse-tape', 0, 1, '0:#4a4d52 .35:#25272b 1:#151618'),
  linear('defuse-casing', 0, 1, '0:#505a65 .5:#2b3139 1:#1a1e24'),
  linear('defuse-block', 0, 1, '0:#46505a .3:#2b323a 1:#15191d'),
  linear('defuse-blade', 0, 1, '0:#ffffff .5:#cfd8dc 1:#78909c'),
  radial('defuse-brass', '0:#fff6d0 .45:#e1b54f 1:#7d5a10'),
  radial('defuse-rivet', '0:#ffffff .5:#b0bac3 1:#5f6a74'),
]}<filter id="defuse-glow" x="-20%" y="-40%" width="140%" height="180%"><feGaussianBlur stdDeviation="1.6" result="blur"></feGaussianBlur
><feMerge><feMergeNode in="blur"></feMergeNode><feMergeNode in="SourceGraphic"></feMergeNode></feMerge></filter></defs>`;

/** A domed rivet or screw head at (x, y). */
const rivet = (x: number, y: number, r: number) => svg`<circle cx=${x} cy=${y} r=${r} fill="url(#defuse-rivet)" stroke="#4a545d" stroke-width="0.8"></circle>`;

/** The plate, the six sticks of dynamite and their tape: drawn once, never changes. */
export const BOMB_BODY: SVGTemplateResult = svg`<g class="body">
  <rect x="6" y="6" width="388" height="288" rx="18" fill="url(#defuse-steel)" stroke="#56616b" stroke-width="2"></rect>
  <rect x="12" y="12" width="376" height="276" rx="13" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="1.5"></rect>
  ${[[22, 22], [378, 22], [22, 278], [378, 278]].map(([x, y]) => rivet(x!, y!, 4.5))}
  <g class="dynamite">
    ${range(6).map((i) => {
      const x = 62 + i * 46;
      return svg`<rect x=${x} y="18" width="44" height="124" rx="9" fill="url(#defuse-stick)" stroke="#3f0606" stroke-width="1.2"></rect>
        <ellipse cx=${x + 22} cy="21" rx="20" ry="4.5" fill="#f3d4ae" stroke="#7a1a12" stroke-width="1"></ellipse>
        <circle cx=${x + 22} cy="21" r="1.6" fill="#6d4c2f"></circle>
        <line x1=${x + 8} y1="60" x2=${x + 8} y2="100" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2" stroke-linecap="round"></line>`;
    })}
    ${[32, 118].map((y) => svg`<rect x="54" y=${y} width="292" height="14" rx="3" fill="url(#defuse-tape)"></rect>
      <line x1="58" y1=${y + 3} x2="342" y2=${y + 3} stroke="#ffffff" stroke-opacity="0.12" stroke-width="1.5"></line>`)}
  </g>
</g>`;

/** The terminal block at the foot of the plate: a brass screw for each wire's end. */
export const TERMINAL_BLOCK: SVGTemplateResult = svg`<g class="terminals">
  <rect x="16" y="236" width="368" height="50" rx="7" fill="url(#defuse-block)" stroke="#0c0e11" stroke-width="1.5"></rect>
  <line x1="22" y1="238.5" x2="378" y2="238.5" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.2"></line>
  ${range(DEFUSE_WIRES).map((wire) => {
    const x = laneX(wire);
    return svg`<circle cx=${x} cy=${SCREW_Y} r="7" fill="url(#defuse-brass)" stroke="#5e430b" stroke-width="1"></circle>
      <path d=${`M${x - 4} ${SCREW_Y - 1.6}L${x + 4} ${SCREW_Y + 1.6}`} stroke="#5e430b" stroke-width="1.6" stroke-linecap="round"></path>`;
  })}
</g>`;

/** How the timer stands: counting down (red), stopped by a defuse (green), or gone off (red, at zero). */
export type TimerState = 'armed' | 'defused' | 'blown';

/**
 * The timer strapped across the dynamite: its casing, the LED countdown (`digits`, "0987" for 09.87)
 * and under it a status word with a lamp ("ARMED" blinking red, "DEFUSED" steady green). The LED's
 * colour and the lamp come from the state's class; the ten ports the wires leave from are on its foot.
 */
export function renderTimer(digits: string, state: TimerState, status: string): SVGTemplateResult {
  return svg`<g class=${`timer ${state}`}>
    <rect x="118" y="44" width="164" height="78" rx="10" fill="url(#defuse-casing)" stroke="#0b0d10" stroke-width="2"></rect>
    <rect x="121" y="47" width="158" height="72" rx="8" fill="none" stroke="#ffffff" stroke-opacity="0.16"></rect>
    ${[[127, 53], [273, 53], [127, 113], [273, 113]].map(([x, y]) => rivet(x!, y!, 2.6))}
    <rect class="glass" x="131" y="55" width="138" height="42" rx="5" fill="#0b0303" stroke="#000000" stroke-width="1.5"></rect>
    <g class="led" filter="url(#defuse-glow)">${renderLedDigits(digits)}</g>
    <circle class="lamp" cx="146" cy="107.5" r="3.4"></circle>
    <text class="status" x="204" y="111" text-anchor="middle">${status}</text>
    ${range(DEFUSE_WIRES).map((wire) => svg`<rect x=${portX(wire) - 4} y="117" width="8" height="6" rx="1.5" fill="#0e1216" stroke="#3b434c" stroke-width="0.8"></rect>`)}
  </g>`;
}
