import { svg, type SVGTemplateResult } from 'lit';
import { BOARD, BRANCHES, HUB, LEAVES, LED, SOURCE, TRUNK, branchJunction, pathOf, pointAlong, terminalCentre, terminalRoute, type Point } from './board-geometry';
import type { BatchFrame } from './current-timeline';
import { LED_COLOURS, ledColour } from './led-colour';

// The circuit board's art. The board is an object of its own (green solder mask, copper, silkscreen
// in white), so its colours are fixed and readable on any theme; the page around it uses the palette.

/** The viewBox of the board. */
export const BOARD_VIEWBOX = `0 0 ${BOARD.width} ${BOARD.height}`;

/** Every terminal's copper path, computed once. */
const ROUTES = Array.from({ length: 9 }, (_, k) => terminalRoute(k));
const ROUTE_PATHS = ROUTES.map(pathOf);

/** Gradients and the glow: their ids are local to the game's shadow root. */
export function renderDefs(): SVGTemplateResult {
  return svg`<defs>
    <linearGradient id="wire-pcb" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="#16704a"></stop><stop offset="1" stop-color="#0a4a2c"></stop>
    </linearGradient>
    <linearGradient id="wire-copper" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f3c27a"></stop><stop offset="0.5" stop-color="#c8843a"></stop><stop offset="1" stop-color="#9a5b22"></stop>
    </linearGradient>
    <linearGradient id="wire-chip" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3a3f47"></stop><stop offset="1" stop-color="#15181c"></stop>
    </linearGradient>
    <radialGradient id="wire-can" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#eef2f6"></stop><stop offset="0.6" stop-color="#a4aeb9"></stop><stop offset="1" stop-color="#5d6670"></stop>
    </radialGradient>
    <radialGradient id="wire-pulse">
      <stop offset="0" stop-color="#ffffff"></stop><stop offset="0.3" stop-color="#fff3a0" stop-opacity="0.95"></stop>
      <stop offset="1" stop-color="#ffb300" stop-opacity="0"></stop>
    </radialGradient>
    ${LED_COLOURS.map(
      ({ name, lit, off }) => svg`
      <radialGradient id=${`wire-led-${name}-on`} cx="0.38" cy="0.34" r="0.75">
        <stop offset="0" stop-color="#ffffff"></stop><stop offset="0.35" stop-color=${lit}></stop><stop offset="1" stop-color=${off}></stop>
      </radialGradient>
      <radialGradient id=${`wire-led-${name}-off`} cx="0.38" cy="0.34" r="0.75">
        <stop offset="0" stop-color=${lit} stop-opacity="0.55"></stop><stop offset="0.45" stop-color=${off}></stop><stop offset="1" stop-color="#050806"></stop>
      </radialGradient>
      <radialGradient id=${`wire-halo-${name}`}>
        <stop offset="0.3" stop-color=${lit} stop-opacity="0.85"></stop><stop offset="1" stop-color=${lit} stop-opacity="0"></stop>
      </radialGradient>`,
    )}
    <filter id="wire-glow" x="-50%" y="-50%" width="200%" height="200%">
      <feGaussianBlur stdDeviation="2.2" result="blur"></feGaussianBlur>
      <feMerge><feMergeNode in="blur"></feMergeNode><feMergeNode in="SourceGraphic"></feMergeNode></feMerge>
    </filter>
  </defs>`;
}

/** A mounting hole or a via: a copper ring around a drilled hole. */
function hole(x: number, y: number, r: number): SVGTemplateResult {
  return svg`<circle class="ring" cx=${x} cy=${y} r=${r} fill="url(#wire-copper)"></circle><circle cx=${x} cy=${y} r=${r * 0.5} fill="#04170d"></circle>`;
}

/** An SMD part: a body with two metal ends, and its silkscreen name. */
function smd(x: number, y: number, body: string, name: string): SVGTemplateResult {
  return svg`<g transform=${`translate(${x} ${y})`}>
    <rect x="-11" y="-4.5" width="22" height="9" rx="1.5" fill=${body}></rect>
    <rect x="-11" y="-4.5" width="4.5" height="9" fill="#cfd4da"></rect><rect x="6.5" y="-4.5" width="4.5" height="9" fill="#cfd4da"></rect>
    <text class="silk" x="0" y="-8" text-anchor="middle" font-size="7">${name}</text>
  </g>`;
}

/** A chip with legs on its long sides, a notch, and its silkscreen name. */
function chip(x: number, y: number, name: string): SVGTemplateResult {
  const legs = [8, 20, 32, 44, 56];
  return svg`<g transform=${`translate(${x} ${y})`}>
    ${legs.map((lx) => svg`<rect x=${lx - 2} y="-5" width="4" height="6" fill="#c9ccd1"></rect><rect x=${lx - 2} y="29" width="4" height="6" fill="#c9ccd1"></rect>`)}
    <rect width="64" height="30" rx="2.5" fill="url(#wire-chip)"></rect>
    <circle cx="0" cy="15" r="4" fill="#0c0e10"></circle>
    <circle cx="8" cy="8" r="1.8" fill="#5b626b"></circle>
    <text class="silk" x="0" y="48" font-size="8">${name}</text>
  </g>`;
}

/** An electrolytic capacitor seen from above: a metal can with its polarity band. */
function can(x: number, y: number, name: string): SVGTemplateResult {
  return svg`<g transform=${`translate(${x} ${y})`}>
    <circle r="13" fill="#0d2a1a" opacity="0.6"></circle>
    <circle r="11.5" fill="url(#wire-can)" stroke="#4a525b" stroke-width="1"></circle>
    <path d="M-11.5 -3 A11.5 11.5 0 0 1 -3 -11.1 L-1.2 -6 A6 6 0 0 0 -6 -1.2Z" fill="#2b3138" opacity="0.75"></path>
    <path d="M-4 0H4M0 -4V4" stroke="#3b434c" stroke-width="1.2"></path>
    <text class="silk" x="0" y="24" text-anchor="middle" font-size="7">${name}</text>
  </g>`;
}

/**
 * The bare board, drawn once: solder mask, mounting holes, the parts that make it a circuit (a chip,
 * two capacitors, resistors), vias, and its silkscreen name.
 */
export function renderPcb(): SVGTemplateResult {
  return svg`<g class="pcb">
    <rect x="1" y="1" width=${BOARD.width - 2} height=${BOARD.height - 2} rx="14" fill="url(#wire-pcb)" stroke="#063620" stroke-width="2"></rect>
    <rect x="7" y="7" width=${BOARD.width - 14} height=${BOARD.height - 14} rx="10" fill="none" stroke="#2a8a5a" stroke-opacity="0.45" stroke-width="1"></rect>
    ${hole(18, 18, 8)}${hole(BOARD.width - 18, 18, 8)}${hole(16, 188, 7)}${hole(BOARD.width - 16, 188, 7)}
    ${[[150, 58], [258, 70], [56, 124], [352, 120], [138, 236], [270, 236]].map(([x, y]) => hole(x!, y!, 3.6))}
    <text class="silk" x="34" y="31" font-size="9" font-weight="700" letter-spacing="1">WIRE-9</text>
    <text class="silk" x="34" y="40" font-size="6.5" opacity="0.8">REV A</text>
    ${chip(40, 52, 'U1')}
    ${can(306, 44, 'C1')}${can(346, 66, 'C2')}
    ${smd(156, 128, '#17191c', 'R1')}${smd(252, 128, '#17191c', 'R2')}
    ${smd(138, 202, '#c8a878', 'C3')}${smd(270, 202, '#c8a878', 'C4')}
  </g>`;
}

/** A copper pad with a via at a junction. */
function pad(p: Point, r: number): SVGTemplateResult {
  return svg`<circle cx=${p.x} cy=${p.y} r=${r} fill="url(#wire-copper)" stroke="#07301c" stroke-width="1.2"></circle><circle cx=${p.x} cy=${p.y} r=${r * 0.34} fill="#04170d"></circle>`;
}

/** The copper: every trace once (trunk, branches, leaves), the junction pads, and the source's connector on top. */
export function renderTraces(): SVGTemplateResult {
  const traces = [TRUNK, ...BRANCHES, ...LEAVES].map(pathOf);
  return svg`<g class="traces">
    ${traces.map((d) => svg`<path class="trace-bed" d=${d}></path>`)}
    ${traces.map((d) => svg`<path class="trace" d=${d}></path>`)}
    ${traces.map((d) => svg`<path class="trace-shine" d=${d}></path>`)}
    ${pad(HUB, 7)}${[0, 1, 2].map((b) => pad(branchJunction(b), 6.5))}
    <g class="source" transform=${`translate(${SOURCE.x} ${SOURCE.y})`}>
      <rect x="-26" y="-34" width="52" height="28" rx="3" fill="url(#wire-chip)" stroke="#07301c"></rect>
      <rect x="-15" y="-26" width="10" height="10" rx="1" fill="#e2b65c"></rect><rect x="5" y="-26" width="10" height="10" rx="1" fill="#e2b65c"></rect>
      <rect x="-5" y="-6" width="10" height="8" fill="url(#wire-copper)"></rect>
      <text class="silk" x="32" y="-22" font-size="8" font-weight="700">IN</text>
      <text class="silk" x="-40" y="-22" font-size="10" font-weight="700">+</text>
    </g>
  </g>`;
}

/**
 * Copper lit by the currents: each terminal's path glows up to its leading current (a dash of the
 * path's normalised length), and once a batch has landed, the paths that carried currents keep a
 * faint warm glow.
 */
export function renderLit(frame: BatchFrame, landed: boolean): SVGTemplateResult {
  return svg`<g class="lit">
    ${landed
      ? ROUTE_PATHS.map((d, k) => (frame.arrived[k]! > 0 ? svg`<path class="used" d=${d}></path>` : null))
      : ROUTE_PATHS.map((d, k) => {
          const lit = frame.lit[k]!;
          return lit > 0 ? svg`<path class="live" d=${d} pathLength="100" stroke-dasharray=${`${Math.round(lit * 1000) / 10} 100`}></path>` : null;
        })}
  </g>`;
}

/** The currents on their way: a glowing spark each, along its terminal's path. */
export function renderPulses(frame: BatchFrame): SVGTemplateResult {
  return svg`<g class="pulses">${frame.flowing.map(({ current, terminal, progress }) => {
    const p = pointAlong(ROUTES[terminal]!, progress);
    return svg`<g class="pulse" data-current=${current} transform=${`translate(${p.x} ${p.y})`}>
      <circle r="8" fill="url(#wire-pulse)"></circle><circle r="2.4" fill="#ffffff"></circle>
    </g>`;
  })}</g>`;
}

/**
 * The nine LEDs with their multipliers (in the player's digits, via `shown`) and, once currents have
 * arrived, how many each took. An LED is dark until its first current, then lit, flashing as each
 * current arrives.
 */
export function renderLeds(table: readonly string[], frame: BatchFrame | null, shown: (multiplier: string) => string): SVGTemplateResult {
  return svg`<g class="leds">${table.map((multiplier, k) => {
    const { x, y } = terminalCentre(k);
    const colour = ledColour(multiplier);
    const count = frame?.arrived[k] ?? 0;
    const flash = frame?.flash[k] ?? 0;
    const on = count > 0;
    const label = shown(multiplier);
    return svg`<g class="led ${on ? 'on' : 'off'}" data-terminal=${k} data-multiplier=${multiplier}>
      ${on ? svg`<circle class="halo" cx=${x} cy=${y} r=${round(22 + 8 * flash)} fill=${`url(#wire-halo-${colour.name})`} opacity=${round(0.45 + 0.55 * flash)}></circle>` : null}
      <circle class="footprint" cx=${x} cy=${y} r=${LED.r + 3.5}></circle>
      <circle class="dome" cx=${x} cy=${y} r=${LED.r} fill=${`url(#wire-led-${colour.name}-${on ? 'on' : 'off'})`}></circle>
      <ellipse cx=${x - 4} cy=${y - 5} rx="4" ry="2.6" fill="#ffffff" opacity=${on ? 0.7 : 0.25}></ellipse>
      <rect class="plate" x=${x - 21} y=${y + 19} width="42" height="17" rx="3"></rect>
      <text class="multiplier" x=${x} y=${y + 28} text-anchor="middle" dominant-baseline="central" font-size=${label.length > 3 ? 12 : 13}>${label}<tspan class="times" font-size="9.5">×</tspan></text>
      ${on
        ? svg`<rect class="count-chip" x=${x - 14} y=${y + 40} width="28" height="15" rx="7.5"></rect>
          <text class="count" x=${x} y=${y + 48} text-anchor="middle" dominant-baseline="central" font-size="10.5">${count}</text>`
        : null}
    </g>`;
  })}</g>`;
}

const round = (n: number) => Math.round(n * 100) / 100;
