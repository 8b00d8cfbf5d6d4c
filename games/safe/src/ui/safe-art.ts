import { svg, type SVGTemplateResult } from 'lit';

// The safe's fixed art, in a 420 × 312 box: a dark steel cabinet on two feet, the vault behind the
// door (gold bars on the floor, coin stacks on a shelf, a warm glow), and the door's own steel: a
// bevelled slab with a raised panel, rivets round its edge and two hinges on the left. The metals
// are the safe's own colours on every theme (it is an object, not a page); the page around it takes
// the theme's. Gradient ids are local to the game's shadow root.

/** The box every part of the safe is drawn in. */
export const SAFE_VIEWBOX = '0 0 420 312';

/** The door (and the opening behind it): it swings on its left edge. */
export const DOOR = { x: 24, y: 24, w: 372, h: 252 } as const;

/** The handle wheel's centre on the door. */
export const HANDLE = { x: 336, y: 150 } as const;

/** Gradients and glows, once per board. */
export function renderDefs(): SVGTemplateResult {
  return svg`<defs>
    <linearGradient id="safe-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#454c55" /><stop offset="1" stop-color="#1f2328" /></linearGradient>
    <linearGradient id="safe-door" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c9cfd6" /><stop offset="0.5" stop-color="#959daa" /><stop offset="1" stop-color="#6c7480" /></linearGradient>
    <linearGradient id="safe-panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b3bac3" /><stop offset="1" stop-color="#848c97" /></linearGradient>
    <linearGradient id="safe-edge" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5b626c" /><stop offset="1" stop-color="#3a4047" /></linearGradient>
    <radialGradient id="safe-rivet" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#f6f8fa" /><stop offset="0.55" stop-color="#9aa2ab" /><stop offset="1" stop-color="#4f565f" /></radialGradient>
    <linearGradient id="safe-brass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6dc94" /><stop offset="0.55" stop-color="#d2a847" /><stop offset="1" stop-color="#9c7424" /></linearGradient>
    <linearGradient id="safe-well" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#101317" /><stop offset="1" stop-color="#2c3139" /></linearGradient>
    <linearGradient id="safe-drum-shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0.7" /><stop offset="0.3" stop-color="#000" stop-opacity="0" />
      <stop offset="0.45" stop-color="#fff" stop-opacity="0.22" /><stop offset="0.6" stop-color="#fff" stop-opacity="0" />
      <stop offset="0.72" stop-color="#000" stop-opacity="0" /><stop offset="1" stop-color="#000" stop-opacity="0.75" />
    </linearGradient>
    <radialGradient id="safe-vault" cx="0.5" cy="0.75" r="0.8"><stop offset="0" stop-color="#5a4320" /><stop offset="0.55" stop-color="#231b10" /><stop offset="1" stop-color="#0c0a07" /></radialGradient>
    <linearGradient id="safe-gold-front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7cf4a" /><stop offset="1" stop-color="#a8760a" /></linearGradient>
    <linearGradient id="safe-gold-top" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffeeb0" /><stop offset="1" stop-color="#f3c53c" /></linearGradient>
    <radialGradient id="safe-lamp-off" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#59626d" /><stop offset="1" stop-color="#1a1e23" /></radialGradient>
    <radialGradient id="safe-lamp-hit" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#e4ffe9" /><stop offset="0.45" stop-color="#42dc6e" /><stop offset="1" stop-color="#127a32" /></radialGradient>
    <radialGradient id="safe-lamp-miss" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffc2bd" /><stop offset="0.45" stop-color="#d8453c" /><stop offset="1" stop-color="#6e1511" /></radialGradient>
    <radialGradient id="safe-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe9a6" stop-opacity="0.85" /><stop offset="1" stop-color="#ffe9a6" stop-opacity="0" /></radialGradient>
    <linearGradient id="safe-steel-knob" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f3f6" /><stop offset="1" stop-color="#7d8590" /></linearGradient>
  </defs>`;
}

/** The cabinet: its frame around the door, its bevel and its feet. */
export function renderCabinet(): SVGTemplateResult {
  return svg`<g class="cabinet">
    <rect x="44" y="292" width="46" height="16" rx="3" fill="#1a1d21" /><rect x="330" y="292" width="46" height="16" rx="3" fill="#1a1d21" />
    <rect x="6" y="6" width="408" height="290" rx="20" fill="url(#safe-body)" stroke="#111417" stroke-width="2" />
    <rect x="10" y="10" width="400" height="282" rx="17" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="1.5" />
    <rect x=${DOOR.x - 3} y=${DOOR.y - 3} width=${DOOR.w + 6} height=${DOOR.h + 6} rx="11" fill="#101215" />
  </g>`;
}

/** One gold bar seen from the front: its sloping front face and its top; `x`, `y` is the front's top-left corner. */
function goldBar(x: number, y: number): SVGTemplateResult {
  const w = 64;
  const h = 22;
  return svg`<g class="bar">
    <path d=${`M${x + 9} ${y - 8}H${x + w - 9}L${x + w - 4} ${y}H${x + 4}Z`} fill="url(#safe-gold-top)" stroke="#8a6208" stroke-width="0.8" />
    <path d=${`M${x + 4} ${y}H${x + w - 4}L${x + w} ${y + h}H${x}Z`} fill="url(#safe-gold-front)" stroke="#8a6208" stroke-width="0.8" />
    <path d=${`M${x + 14} ${y + 7}H${x + w - 14}`} stroke="#fff2c4" stroke-opacity="0.7" stroke-width="1.6" stroke-linecap="round" />
  </g>`;
}

/** A stack of coins on the shelf: `count` coins rising from `y`. */
function coinStack(x: number, y: number, count: number): SVGTemplateResult {
  return svg`<g class="coins">${Array.from({ length: count }, (_, i) => {
    const cy = y - i * 5;
    return svg`<rect x=${x - 14} y=${cy - 3} width="28" height="5" fill="#b88712" /><ellipse cx=${x} cy=${cy - 3} rx="14" ry="4" fill="#f3c94a" stroke="#9c7414" stroke-width="0.7" />`;
  })}</g>`;
}

/** The vault behind the door: a warm glow on the back wall, a shelf of coins and a pyramid of gold bars; it sparkles as `shine` (0 … 1) grows. */
export function renderVault(shine: number): SVGTemplateResult {
  const floor = DOOR.y + DOOR.h - 8;
  return svg`<g class="vault">
    <rect x=${DOOR.x} y=${DOOR.y} width=${DOOR.w} height=${DOOR.h} rx="9" fill="url(#safe-vault)" />
    <rect x=${DOOR.x + 8} y="112" width=${DOOR.w - 16} height="7" rx="2" fill="#4a3a22" />
    ${coinStack(168, 110, 3)} ${coinStack(200, 110, 5)} ${coinStack(318, 110, 6)} ${coinStack(350, 110, 4)}
    <ellipse cx="256" cy=${floor - 30} rx="140" ry="62" fill="url(#safe-glow)" opacity=${0.35 + 0.65 * shine} />
    ${goldBar(158, floor - 22)} ${goldBar(224, floor - 22)} ${goldBar(290, floor - 22)}
    ${goldBar(191, floor - 52)} ${goldBar(257, floor - 52)}
    ${goldBar(224, floor - 82)}
    <g class="sparkles" opacity=${shine}>
      ${[[196, floor - 40], [272, floor - 70], [322, floor - 12], [206, 84]].map(
        ([x, y]) => svg`<path d=${`M${x} ${y! - 9}L${x! + 2.2} ${y! - 2.2}L${x! + 9} ${y}L${x! + 2.2} ${y! + 2.2}L${x} ${y! + 9}L${x! - 2.2} ${y! + 2.2}L${x! - 9} ${y}L${x! - 2.2} ${y! - 2.2}Z`} fill="#fffbe8" />`,
      )}
    </g>
  </g>`;
}

/** Rivets round the door's edge, 14 units in. */
const RIVETS: readonly (readonly [number, number])[] = [
  ...Array.from({ length: 10 }, (_, i) => [DOOR.x + 16 + (i * (DOOR.w - 32)) / 9, DOOR.y + 10] as const),
  ...Array.from({ length: 10 }, (_, i) => [DOOR.x + 16 + (i * (DOOR.w - 32)) / 9, DOOR.y + DOOR.h - 10] as const),
  ...Array.from({ length: 5 }, (_, i) => [DOOR.x + 10, DOOR.y + 52 + i * 37] as const),
  ...Array.from({ length: 5 }, (_, i) => [DOOR.x + DOOR.w - 10, DOOR.y + 52 + i * 37] as const),
];

/** The door's slab: steel with a raised, bevelled panel and rivets (everything on it is drawn over this). */
export function renderDoorSlab(): SVGTemplateResult {
  const inset = 20;
  return svg`<rect x=${DOOR.x} y=${DOOR.y} width=${DOOR.w} height=${DOOR.h} rx="10" fill="url(#safe-door)" stroke="#464c54" stroke-width="2" />
    <rect x=${DOOR.x + inset} y=${DOOR.y + inset} width=${DOOR.w - 2 * inset} height=${DOOR.h - 2 * inset} rx="8" fill="url(#safe-panel)" stroke="#5d646d" stroke-width="1.2" />
    <path d=${`M${DOOR.x + inset + 2} ${DOOR.y + DOOR.h - inset - 6}V${DOOR.y + inset + 8}Q${DOOR.x + inset + 2} ${DOOR.y + inset + 2} ${DOOR.x + inset + 8} ${DOOR.y + inset + 2}H${DOOR.x + DOOR.w - inset - 6}`}
      fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.5" />
    <g class="rivets">${RIVETS.map(([x, y]) => svg`<circle cx=${x.toFixed(1)} cy=${y} r="3.4" fill="url(#safe-rivet)" stroke="#3d434a" stroke-width="0.6" />`)}</g>`;
}

/** The hinges the door swings on, on the cabinet at its left edge. */
export function renderHinges(): SVGTemplateResult {
  return svg`<g class="hinges">${[62, 206].map(
    (y) => svg`<rect x=${DOOR.x - 9} y=${y} width="14" height="44" rx="5" fill="url(#safe-steel-knob)" stroke="#30353b" stroke-width="1" />
      <path d=${`M${DOOR.x - 9} ${y + 22}h14`} stroke="#30353b" stroke-width="1" />`,
  )}</g>`;
}

/** The handle wheel: a base plate and four spokes with steel knobs, turned by `degrees`. */
export function renderHandle(degrees: number): SVGTemplateResult {
  return svg`<g class="handle">
    <circle cx=${HANDLE.x} cy=${HANDLE.y} r="27" fill="#59606a" stroke="#30353b" stroke-width="1.5" />
    <circle cx=${HANDLE.x} cy=${HANDLE.y} r="22" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="1.5" />
    <g transform=${`rotate(${Math.round(degrees * 10) / 10} ${HANDLE.x} ${HANDLE.y})`}>
      ${[45, 135, 225, 315].map(
        (a) => svg`<g transform=${`rotate(${a} ${HANDLE.x} ${HANDLE.y})`}>
          <rect x=${HANDLE.x - 3.5} y=${HANDLE.y - 40} width="7" height="40" rx="3" fill="url(#safe-steel-knob)" stroke="#3d434a" stroke-width="0.8" />
          <circle cx=${HANDLE.x} cy=${HANDLE.y - 40} r="7.5" fill="url(#safe-rivet)" stroke="#3d434a" stroke-width="0.8" />
        </g>`,
      )}
      <circle cx=${HANDLE.x} cy=${HANDLE.y} r="13" fill="url(#safe-rivet)" stroke="#3d434a" stroke-width="1" />
      <circle cx=${HANDLE.x} cy=${HANDLE.y} r="4" fill="#3d434a" />
    </g>
  </g>`;
}
