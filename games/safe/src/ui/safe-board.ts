import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { digitAt } from './crack-motion';
import { DOOR, SAFE_VIEWBOX, renderCabinet, renderDefs, renderDoorSlab, renderHandle, renderHinges, renderVault } from './safe-art';

/** A dial's lamp: dark until its drum clicks into place, then lit green on a match or red on a miss. */
export type Lamp = 'off' | 'hit' | 'miss';

/** What the board shows at one moment. */
export interface SafeView {
  /** The player's digit on each dial (on the brass plate above its drum). */
  readonly guess: readonly number[];
  /** Each drum's position in digits rolled (digit d faces the window at any position ≡ d mod 10). */
  readonly drums: readonly number[];
  readonly lamps: readonly Lamp[];
  /** The handle wheel's turn, 0 … 1, and the door's swing, 0 (shut) … 1 (open). */
  readonly handle: number;
  readonly door: number;
  /** The board's name for those who cannot see it: the lock, the guess and, once cracked, the result. */
  readonly label: string;
}

/** The drums' size and spacing: each a window onto an ivory drum, digits `PITCH` apart round it. */
const DRUM = { w: 42, h: 92, gap: 10, top: 100 } as const;
const PITCH = 48;
/** Where the row of drums is centred, left of the handle wheel. */
const ROW_CENTRE = 172;
const PLATE = { w: 38, h: 30, top: 56 } as const;
const LAMP_Y = 222;
/** How far the door turns when fully open: short of edge-on, so its thickness shows. */
const OPEN_DEGREES = 76;

/** The centre of drum `i` of `n`. */
export function drumCentre(i: number, n: number): number {
  return ROW_CENTRE + (i - (n - 1) / 2) * (DRUM.w + DRUM.gap);
}

const fixed = (n: number) => Math.round(n * 100) / 100;

/** One drum in its window: the digits near its position, rolling upward, shaded as a cylinder, with brass pointers at the reading line. */
function renderDrum(x: number, position: number): SVGTemplateResult {
  const base = Math.floor(position);
  const digits = [base - 1, base, base + 1, base + 2];
  return svg`<svg class="drum" data-digit=${digitAt(position)} x=${fixed(x - DRUM.w / 2)} y=${DRUM.top} width=${DRUM.w} height=${DRUM.h} viewBox=${`${-DRUM.w / 2} ${-DRUM.h / 2} ${DRUM.w} ${DRUM.h}`}>
      <rect x=${-DRUM.w / 2} y=${-DRUM.h / 2} width=${DRUM.w} height=${DRUM.h} fill="#f3eee0" />
      ${digits.map(
        (j) => svg`<text class="digit" y=${fixed((j - position) * PITCH)} text-anchor="middle" dominant-baseline="central">${((j % 10) + 10) % 10}</text>`,
      )}
      <rect x=${-DRUM.w / 2} y=${-DRUM.h / 2} width=${DRUM.w} height=${DRUM.h} fill="url(#safe-drum-shade)" />
    </svg>
    <path d=${`M${fixed(x - DRUM.w / 2 - 1)} ${DRUM.top + DRUM.h / 2 - 6}l7 6l-7 6Z M${fixed(x + DRUM.w / 2 + 1)} ${DRUM.top + DRUM.h / 2 - 6}l-7 6l7 6Z`} fill="url(#safe-brass)" stroke="#6b4f12" stroke-width="0.6" />`;
}

/** The brass plate above a drum, engraved with the player's digit. */
function renderPlate(x: number, digit: number, lamp: Lamp): SVGTemplateResult {
  return svg`<g class="plate ${lamp}">
    <rect x=${fixed(x - PLATE.w / 2)} y=${PLATE.top} width=${PLATE.w} height=${PLATE.h} rx="5" fill="url(#safe-brass)" stroke="#6b4f12" stroke-width="1" />
    <text class="guess" x=${fixed(x)} y=${PLATE.top + PLATE.h / 2 + 1} text-anchor="middle" dominant-baseline="central">${digit}</text>
  </g>`;
}

/** A lamp under a drum: a glass bulb in a bezel, with a tick (match) or a cross (miss) once lit, so its meaning is not colour alone. */
function renderLamp(x: number, lamp: Lamp): SVGTemplateResult {
  const mark =
    lamp === 'hit'
      ? svg`<path d=${`M${fixed(x - 4.5)} ${LAMP_Y}l3 3.2l6 -6.4`} fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round" />`
      : lamp === 'miss'
        ? svg`<path d=${`M${fixed(x - 3.5)} ${LAMP_Y - 3.5}l7 7M${fixed(x + 3.5)} ${LAMP_Y - 3.5}l-7 7`} stroke="#fff" stroke-width="2" stroke-linecap="round" />`
        : null;
  return svg`<g class="lamp ${lamp}">
    ${lamp === 'hit' ? svg`<circle cx=${fixed(x)} cy=${LAMP_Y} r="17" fill="url(#safe-glow)" class="halo" />` : null}
    <circle cx=${fixed(x)} cy=${LAMP_Y} r="11.5" fill="#2a2f35" stroke="#9aa2ab" stroke-width="1" />
    <circle cx=${fixed(x)} cy=${LAMP_Y} r="8.5" fill=${`url(#safe-lamp-${lamp})`} />
    ${mark}
  </g>`;
}

/** The door and what is on it (plates, drums, lamps, the handle), swung open by `view.door` on its left edge. */
function renderDoor(view: SafeView): SVGTemplateResult {
  const n = view.drums.length;
  const angle = (view.door * OPEN_DEGREES * Math.PI) / 180;
  const squash = fixed(Math.cos(angle));
  const edge = fixed(16 * Math.sin(angle));
  const left = drumCentre(0, n) - DRUM.w / 2 - 12;
  const right = drumCentre(n - 1, n) + DRUM.w / 2 + 12;
  return svg`<g class="door" transform=${view.door > 0 ? `translate(${DOOR.x} 0) scale(${squash} 1) translate(${-DOOR.x} 0)` : ''}>
    ${renderDoorSlab()}
    <rect class="well" x=${fixed(left)} y=${PLATE.top - 10} width=${fixed(right - left)} height=${LAMP_Y + 20 - (PLATE.top - 10)} rx="10" fill="url(#safe-well)" stroke="#0b0d10" stroke-width="2" />
    <path d=${`M${fixed(left + 8)} ${LAMP_Y + 19}H${fixed(right - 8)}`} stroke="#fff" stroke-opacity="0.3" stroke-width="1.5" />
    ${view.guess.map((digit, i) => renderPlate(drumCentre(i, n), digit, view.lamps[i] ?? 'off'))}
    ${view.drums.map((position, i) => renderDrum(drumCentre(i, n), position))}
    ${view.lamps.map((lamp, i) => renderLamp(drumCentre(i, n), lamp))}
    ${renderHandle(view.handle * 120)}
    ${view.door > 0 ? svg`<rect class="door-edge" x=${DOOR.x + DOOR.w} y=${DOOR.y} width=${fixed(edge / Math.max(squash, 0.05))} height=${DOOR.h} fill="url(#safe-edge)" />` : null}
  </g>`;
}

/** The whole board: the cabinet, the vault behind the door (seen once it opens), the hinges and the door. */
export function renderSafe(view: SafeView): TemplateResult {
  return html`<svg class="safe-art" viewBox=${SAFE_VIEWBOX} role="img" aria-label=${view.label}>
    ${renderDefs()} ${renderCabinet()} ${view.door > 0 ? renderVault(view.door) : null} ${renderHinges()} ${renderDoor(view)}
  </svg>`;
}
