import { svg, type SVGTemplateResult } from 'lit';
import { LADDER, VIEW, ladderY, r2, scatter, worldY } from './scene-geometry';

/** Gradients and the flame's glow, shared by the backdrop and the rocket (ids are local to the game's shadow root). */
export function renderDefs(): SVGTemplateResult {
  return svg`<defs>
    <linearGradient id="launch-sky" gradientUnits="userSpaceOnUse" x1="0" y1=${worldY(0)} x2="0" y2=${worldY(3.3)}>
      <stop offset="0" stop-color="#a8dcf7"></stop><stop offset="0.22" stop-color="#4b9be0"></stop>
      <stop offset="0.48" stop-color="#1c4596"></stop><stop offset="0.74" stop-color="#0c1847"></stop>
      <stop offset="1" stop-color="#03050f"></stop>
    </linearGradient>
    <radialGradient id="launch-cloud" cx="0.5" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#ffffff"></stop><stop offset="1" stop-color="#dbe8f3"></stop>
    </radialGradient>
    <radialGradient id="launch-earth" cx="0.45" cy="0.2" r="0.7">
      <stop offset="0" stop-color="#4fa3e8"></stop><stop offset="0.55" stop-color="#1d5fb0"></stop><stop offset="1" stop-color="#0b2a5c"></stop>
    </radialGradient>
    <radialGradient id="launch-moon" cx="0.35" cy="0.3" r="0.75">
      <stop offset="0" stop-color="#f4f1e8"></stop><stop offset="0.6" stop-color="#b9b5aa"></stop><stop offset="1" stop-color="#5d5a55"></stop>
    </radialGradient>
    <radialGradient id="launch-mars" cx="0.35" cy="0.3" r="0.75">
      <stop offset="0" stop-color="#ffb07a"></stop><stop offset="0.55" stop-color="#d2552a"></stop><stop offset="1" stop-color="#5e1a0c"></stop>
    </radialGradient>
    <linearGradient id="launch-body" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#9aa6b4"></stop><stop offset="0.35" stop-color="#ffffff"></stop><stop offset="1" stop-color="#7d8896"></stop>
    </linearGradient>
    <linearGradient id="launch-nose" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#a3202b"></stop><stop offset="0.4" stop-color="#f05252"></stop><stop offset="1" stop-color="#7a1520"></stop>
    </linearGradient>
    <radialGradient id="launch-glass" cx="0.35" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#e0f4ff"></stop><stop offset="0.5" stop-color="#49a6e9"></stop><stop offset="1" stop-color="#103d73"></stop>
    </radialGradient>
    <radialGradient id="launch-fire" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fffbe6"></stop><stop offset="0.35" stop-color="#ffd23f"></stop>
      <stop offset="0.7" stop-color="#ff7a1a" stop-opacity="0.9"></stop><stop offset="1" stop-color="#c2261a" stop-opacity="0"></stop>
    </radialGradient>
    <radialGradient id="launch-glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffe8a3" stop-opacity="0.55"></stop><stop offset="1" stop-color="#ffd23f" stop-opacity="0"></stop>
    </radialGradient>
    <linearGradient id="launch-flame" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fffbe6"></stop><stop offset="0.3" stop-color="#ffd23f"></stop>
      <stop offset="0.75" stop-color="#ff7a1a"></stop><stop offset="1" stop-color="#ff3d1a" stop-opacity="0"></stop>
    </linearGradient>
  </defs>`;
}

/** The sky from blue at the ground to black space, and the stars, thicker and brighter the higher they are: world space, drawn once. */
export function renderSkyAndStars(): SVGTemplateResult {
  const random = scatter(270, 7);
  const stars = Array.from({ length: 90 }, (_, i) => {
    const altitude = 1.25 + random[3 * i]! * 5.4;
    const bright = Math.min(1, (altitude - 1.25) / 1.6);
    return svg`<circle cx=${r2(random[3 * i + 1]! * VIEW.width)} cy=${r2(worldY(altitude))} r=${r2(0.5 + random[3 * i + 2]! * 1.1)}
      fill="#fff" opacity=${r2(0.25 + 0.75 * bright * random[3 * i + 2]!)}></circle>`;
  });
  return svg`<rect x="0" y=${worldY(7)} width=${VIEW.width} height=${worldY(-0.6) - worldY(7)} fill="url(#launch-sky)"></rect>
    <g class="stars">${stars}</g>`;
}

/** Earth's curve rising from the bottom of the view once the camera is above the stratosphere (screen space). */
export function renderEarthLimb(camera: number): SVGTemplateResult | null {
  const rise = Math.max(0, Math.min(1, (camera - 1.3) / 1.5));
  if (rise === 0) return null;
  const top = VIEW.height + 4 - rise * 74;
  return svg`<g class="earth" aria-hidden="true">
    <circle cx="160" cy=${r2(top + 620)} r="626" fill="#7cc4ff" opacity="0.35"></circle>
    <circle cx="160" cy=${r2(top + 620)} r="620" fill="url(#launch-earth)"></circle>
    <path d=${`M-20 ${r2(top + 26)} q 70 -14 120 -6 t 110 2 t 130 8`} fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="7" stroke-linecap="round"></path>
  </g>`;
}

/** A puffy cloud centred at (x, y), `w` wide. */
function cloud(x: number, y: number, w: number, opacity: number): SVGTemplateResult {
  const h = w * 0.32;
  return svg`<g opacity=${opacity}>
    <ellipse cx=${r2(x)} cy=${r2(y)} rx=${r2(w / 2)} ry=${r2(h / 2)} fill="url(#launch-cloud)"></ellipse>
    <circle cx=${r2(x - w * 0.16)} cy=${r2(y - h * 0.35)} r=${r2(h * 0.55)} fill="url(#launch-cloud)"></circle>
    <circle cx=${r2(x + w * 0.1)} cy=${r2(y - h * 0.5)} r=${r2(h * 0.7)} fill="url(#launch-cloud)"></circle>
  </g>`;
}

/** The Moon beside level 4 and Mars beside level 5, with craters and a polar cap: world space. */
function renderBodies(): SVGTemplateResult {
  const moonY = worldY(4.28);
  const marsY = worldY(5.34);
  return svg`<g class="moon" transform=${`translate(64 ${moonY})`}>
      <circle r="40" fill="url(#launch-moon)"></circle>
      <circle cx="-12" cy="-10" r="7" fill="#8c877d" opacity="0.6"></circle><circle cx="10" cy="8" r="10" fill="#8c877d" opacity="0.5"></circle>
      <circle cx="16" cy="-16" r="4" fill="#8c877d" opacity="0.6"></circle><circle cx="-14" cy="18" r="5" fill="#8c877d" opacity="0.5"></circle>
    </g>
    <g class="mars" transform=${`translate(236 ${marsY})`}>
      <circle r="42" fill="url(#launch-mars)"></circle>
      <path d="M-30 -6 q 14 -8 26 0 t 30 -2 q -6 12 -26 10 t -30 -8z" fill="#8e2e14" opacity="0.55"></path>
      <path d="M-18 18 q 12 -4 22 2 t 18 0" fill="none" stroke="#8e2e14" stroke-width="4" stroke-linecap="round" opacity="0.5"></path>
      <ellipse cx="-4" cy="-37" rx="13" ry="4" fill="#fff5ee" opacity="0.85"></ellipse>
    </g>`;
}

/** The launch pad and the ground at level 0: a tower, the pad and hills. */
function renderGround(): SVGTemplateResult {
  const y = worldY(0);
  return svg`<g class="ground">
    <path d=${`M0 ${y - 18} q 60 -22 120 -4 t 120 -6 t 80 4 V ${y + 90} H 0 Z`} fill="#3f7d4a"></path>
    <path d=${`M0 ${y - 2} q 80 -12 170 -2 t 150 -2 V ${y + 90} H 0 Z`} fill="#2f6238"></path>
    <rect x="104" y=${y - 4} width="88" height="10" rx="2" fill="#59636e"></rect>
    <rect x="112" y=${y + 6} width="72" height="6" fill="#3a424b"></rect>
    <g class="tower" stroke="#c2473a" stroke-width="2" fill="none">
      <path d=${`M178 ${y - 4} V ${y - 120} M190 ${y - 4} V ${y - 120}`}></path>
      <path d=${`M178 ${y - 20} L190 ${y - 40} L178 ${y - 60} L190 ${y - 80} L178 ${y - 100} L190 ${y - 120}`}></path>
      <path d=${`M178 ${y - 110} H 162`}></path>
    </g>
  </g>`;
}

/** Clouds, the bodies, the ground: the world in front of the sky, drawn once. */
export function renderWorld(): SVGTemplateResult {
  const random = scatter(24, 3);
  const clouds = Array.from({ length: 8 }, (_, i) =>
    cloud(random[3 * i]! * 360 - 20, worldY(0.35 + i * 0.13 + random[3 * i + 1]! * 0.1), 60 + random[3 * i + 2]! * 60, 0.55 + 0.4 * random[3 * i + 2]!),
  );
  return svg`${clouds}${renderBodies()}${renderGround()}`;
}

/** The five destinations' altitude lines, the chosen one bright, each with its name and multiplier on a dark tab (readable on any sky). */
export function renderMarkers(labels: readonly string[], chosen: number): SVGTemplateResult {
  return svg`<g class="markers">${labels.map((label, i) => {
    const level = i + 1;
    const y = worldY(level);
    const on = level === chosen;
    return svg`<g class="marker ${on ? 'chosen' : ''}">
      <line x1="0" x2="282" y1=${y} y2=${y} stroke=${on ? '#ffd23f' : '#ffffff'} stroke-opacity=${on ? 0.95 : 0.45} stroke-width=${on ? 2 : 1.2} stroke-dasharray=${on ? '10 5' : '4 6'}></line>
      <rect x="4" y=${y - 22} width=${Math.round(label.length * 7.1 + 14)} height="18" rx="9" fill="#07101f" fill-opacity="0.72" stroke=${on ? '#ffd23f' : 'none'}></rect>
      <text x="11" y=${y - 9} font-size="11.5" font-weight="700" fill=${on ? '#ffd23f' : '#ffffff'}>${label}</text>
    </g>`;
  })}</g>`;
}

/** The altitude ladder (screen space): ground to Mars, a tick per destination, the chosen one ringed, the rocket's height filled. */
export function renderLadder(altitude: number, chosen: number): SVGTemplateResult {
  const x = LADDER.x;
  const top = ladderY(5);
  return svg`<g class="ladder" aria-hidden="true">
    <rect x=${x - 7} y=${top - 10} width="14" height=${LADDER.bottom - top + 20} rx="7" fill="#07101f" fill-opacity="0.6" stroke="#ffffff" stroke-opacity="0.35"></rect>
    <rect x=${x - 2.5} y=${r2(ladderY(altitude))} width="5" height=${r2(LADDER.bottom - ladderY(altitude))} rx="2.5" fill="#ffd23f"></rect>
    ${[1, 2, 3, 4, 5].map((level) => svg`<circle cx=${x} cy=${ladderY(level)} r=${level === chosen ? 5 : 2.6}
      fill=${level <= altitude + 1e-9 ? '#ffd23f' : '#ffffff'} stroke=${level === chosen ? '#ffd23f' : 'none'} stroke-width="2" fill-opacity=${level === chosen ? 0.35 : 0.8}></circle>`)}
    <path d=${`M${x - 12} ${r2(ladderY(altitude))} l -6 -4 v 8 z`} fill="#ffffff"></path>
  </g>`;
}
