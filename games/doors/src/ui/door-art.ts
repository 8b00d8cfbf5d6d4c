import { svg, type SVGTemplateResult } from 'lit';

// The corridor's pictures. The backdrop is drawn on a 100 × 100 box stretched over the scene, so its
// perspective lines meet the end wall the doors stand in (positioned in percent by the styles); the
// door pictures are on their own boxes. No text: every door and level is named by its element.

/** Where the end wall stands in the backdrop's 100 × 100 box (the styles place the doors there too). */
export const END_WALL = { left: 9, right: 91, top: 11, bottom: 90 } as const;

const { left: L, right: R, top: T, bottom: B } = END_WALL;

/** Mortar lines of a stone course, in perspective on a side wall from the edge `x0` to the end wall `x1`. */
function courses(x0: number, x1: number): SVGTemplateResult[] {
  return [0.2, 0.4, 0.6, 0.8].map((t) => {
    const y0 = t * 100;
    const y1 = T + t * (B - T);
    return svg`<line x1=${x0} y1=${y0} x2=${x1} y2=${y1} />`;
  });
}

/** A torch on a side wall: bracket, and a flame that flickers (the styles animate `.flame`). */
function torch(x: number, y: number, flip: boolean): SVGTemplateResult {
  const s = flip ? -1 : 1;
  return svg`<g transform="translate(${x} ${y}) scale(${s} 1)">
    <ellipse class="torch-glow" cx="0" cy="-4" rx="9" ry="12" fill="url(#torch-glow)" />
    <path d="M-1.2 0 L1.2 0 L0.8 7 L-0.8 7 Z" fill="#3b2a1d" stroke="#1c130c" stroke-width="0.4" />
    <g class="flame"><path d="M0 -5.5 C2.4 -2.6 2 -0.6 0 0.4 C-2 -0.6 -2.4 -2.6 0 -5.5 Z" fill="#ffb347" />
    <path d="M0 -3.6 C1.1 -2 1 -0.8 0 -0.1 C-1 -0.8 -1.1 -2 0 -3.6 Z" fill="#fff3b0" /></g>
  </g>`;
}

/** The corridor around the wall of doors: stone side walls, vaulted ceiling and flagstone floor in perspective, two torches. */
export const corridorArt: SVGTemplateResult = svg`<defs>
    <linearGradient id="side-left" x1="0" x2="1"><stop offset="0" stop-color="#2a2520" /><stop offset="1" stop-color="#4a4038" /></linearGradient>
    <linearGradient id="side-right" x1="1" x2="0"><stop offset="0" stop-color="#2a2520" /><stop offset="1" stop-color="#4a4038" /></linearGradient>
    <linearGradient id="ceiling" y1="0" y2="1"><stop offset="0" stop-color="#15120f" /><stop offset="1" stop-color="#2f2924" /></linearGradient>
    <linearGradient id="floor" y1="1" y2="0"><stop offset="0" stop-color="#1d1916" /><stop offset="1" stop-color="#3d352e" /></linearGradient>
    <radialGradient id="end-wall" cx="0.5" cy="0.55" r="0.7"><stop offset="0" stop-color="#6b5d50" /><stop offset="1" stop-color="#3b332c" /></radialGradient>
    <radialGradient id="torch-glow"><stop offset="0" stop-color="#ffb347" stop-opacity="0.55" /><stop offset="1" stop-color="#ffb347" stop-opacity="0" /></radialGradient>
  </defs>
  <rect width="100" height="100" fill="#15120f" />
  <polygon points="0,0 100,0 ${R},${T} ${L},${T}" fill="url(#ceiling)" />
  <polygon points="0,100 100,100 ${R},${B} ${L},${B}" fill="url(#floor)" />
  <polygon points="0,0 ${L},${T} ${L},${B} 0,100" fill="url(#side-left)" />
  <polygon points="100,0 ${R},${T} ${R},${B} 100,100" fill="url(#side-right)" />
  <rect x=${L} y=${T} width=${R - L} height=${B - T} fill="url(#end-wall)" />
  <g stroke="#1a1612" stroke-width="0.35" opacity="0.7">
    ${courses(0, L)}${courses(100, R)}
    ${[0.25, 0.5, 0.75].map((t) => svg`<line x1=${t * 100} y1="100" x2=${L + t * (R - L)} y2=${B} />`)}
    <line x1="2" y1="96" x2="98" y2="96" /><line x1="7" y1="93" x2="93" y2="93" />
  </g>
  <g stroke="#2b241e" stroke-width="0.3" opacity="0.55">
    ${[0.2, 0.4, 0.6, 0.8].map((t) => svg`<line x1=${L} y1=${T + t * (B - T)} x2=${R} y2=${T + t * (B - T)} />`)}
  </g>
  <polygon points="0,0 ${L},${T} ${L},${B} 0,100" fill="none" stroke="#0e0c0a" stroke-width="0.6" />
  <polygon points="100,0 ${R},${T} ${R},${B} 100,100" fill="none" stroke="#0e0c0a" stroke-width="0.6" />
  ${torch(4.5, 40, false)}${torch(95.5, 40, true)}`;

/** The iron of a door leaf on a 60 × 100 box: two strap hinges, studs and a ring pull. */
export const leafIronArt: SVGTemplateResult = svg`<g fill="#2b2622" stroke="#14110e" stroke-width="0.8">
    <path d="M0 30 H44 Q48 32 44 34 H0 Z" /><path d="M0 74 H44 Q48 76 44 78 H0 Z" />
  </g>
  <g fill="#8b8178">${[8, 20, 32].map((x) => svg`<circle cx=${x} cy="32" r="1.4" /><circle cx=${x} cy="76" r="1.4" />`)}</g>
  <circle cx="48" cy="55" r="5" fill="none" stroke="#c9a227" stroke-width="1.8" />
  <circle cx="48" cy="50" r="1.8" fill="#8c6f14" />`;

/** What lies behind a safe door: warm light and a stair climbing to the next level. */
export const safeBeyondArt: SVGTemplateResult = svg`<g class="safe-art">
    <rect width="60" height="100" fill="#ffcf6b" />
    <ellipse cx="30" cy="30" rx="34" ry="40" fill="#fff4c7" opacity="0.9" />
    <g fill="#b77b2a" stroke="#7a4d14" stroke-width="0.8">
      <polygon points="4,100 56,100 52,90 8,90" /><polygon points="8,90 52,90 49,81 11,81" />
      <polygon points="11,81 49,81 46,73 14,73" /><polygon points="14,73 46,73 44,66 16,66" />
    </g>
    <path d="M30 8 L34 22 L30 19 L26 22 Z" fill="#fffbe6" opacity="0.8" />
  </g>`;

/** What lies behind the trap: a dark pit, iron spikes in a red glow, and two ember eyes. */
export const trapBeyondArt: SVGTemplateResult = svg`<g class="trap-art">
    <rect width="60" height="100" fill="#1a0507" />
    <ellipse cx="30" cy="92" rx="36" ry="22" fill="#b3261e" opacity="0.55" />
    <g class="eyes" fill="#ff6b3d"><ellipse cx="22" cy="40" rx="4" ry="2.2" /><ellipse cx="38" cy="40" rx="4" ry="2.2" /></g>
    <g fill="#cfd4da" stroke="#3a3f45" stroke-width="0.8" stroke-linejoin="round">
      ${[4, 14, 24, 34, 44, 54].map((x, i) => svg`<polygon points="${x - 5},100 ${x},${i % 2 ? 66 : 60} ${x + 5},100" />`)}
    </g>
    <g fill="#8a1c17">${[4, 24, 44].map((x) => svg`<path d="M${x - 0.8} 63 Q${x} 70 ${x + 0.8} 63 Z" />`)}</g>
  </g>`;
