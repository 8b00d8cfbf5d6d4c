import { svg, type SVGTemplateResult } from 'lit';
import { CHAMBERS } from '../cylinder';

/**
 * What a chamber shows. hidden: not fired, contents unknown; click: fired empty; bang: fired a bullet;
 * once the round is over, the rest: bullet (loaded, not fired) or empty (not fired).
 */
export type ChamberKind = 'hidden' | 'click' | 'bang' | 'bullet' | 'empty';

/** Everything the scene needs to draw one moment of a round. */
export interface CylinderView {
  /** Each chamber's contents as shown, chamber 1 first. */
  readonly chambers: readonly ChamberKind[];
  /** The chamber under the hammer, 0-based: the next to fire, or the one that fired the bullet. */
  readonly top: number;
  /** Clicks so far: restarts the click ripple on each one. */
  readonly clicks: number;
  readonly bang: boolean;
  /** Numerals as the player's language writes them, chamber 1 first. */
  readonly numerals: readonly string[];
}

/** The scene's box: the cylinder seen from behind, under the revolver's top strap and hammer. */
export const CYLINDER_VIEWBOX = '0 0 320 270';

const CX = 160;
const CY = 150;
/** The cylinder's radius, the radius its chambers sit at, and each chamber's bore. */
const R = 100;
const RING = 56;
const BORE = 21;

const fmt = (n: number) => Number(n.toFixed(2));

/** Where chamber `i` (0-based) sits before the cylinder turns: chamber 1 at the top, the rest clockwise. */
function at(i: number, radius: number): { x: number; y: number } {
  const angle = ((-90 + (360 / CHAMBERS) * i) * Math.PI) / 180;
  return { x: fmt(CX + radius * Math.cos(angle)), y: fmt(CY + radius * Math.sin(angle)) };
}

/** The gradients: the spotlight, blued steel, the bore, brass. */
const DEFS = svg`<defs>
  <radialGradient id="rr-light" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#3a4358" /><stop offset="1" stop-color="#0e1119" /></radialGradient>
  <radialGradient id="rr-steel" cx="0.38" cy="0.3" r="0.85"><stop offset="0" stop-color="#d7dce4" /><stop offset="0.45" stop-color="#8a93a3" /><stop offset="1" stop-color="#363c48" /></radialGradient>
  <radialGradient id="rr-bore" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#05060a" /><stop offset="0.8" stop-color="#1a1e27" /><stop offset="1" stop-color="#3b4250" /></radialGradient>
  <radialGradient id="rr-brass" cx="0.38" cy="0.32" r="0.8"><stop offset="0" stop-color="#fff1b8" /><stop offset="0.5" stop-color="#d9a640" /><stop offset="1" stop-color="#7d5412" /></radialGradient>
  <clipPath id="rr-rim"><circle cx="160" cy="150" r="98.5" /></clipPath>
  <linearGradient id="rr-strap" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b6375" /><stop offset="1" stop-color="#22262f" /></linearGradient>
</defs>`;

/** The contents of one chamber, drawn at its centre. */
function contents(kind: ChamberKind, x: number, y: number): SVGTemplateResult {
  switch (kind) {
    case 'hidden':
      return svg``;
    case 'click':
      return svg`<circle cx=${x} cy=${y} r=${BORE - 3} fill="none" stroke="#3ddc84" stroke-width="3" />
        <path d="M${x - 7} ${y} l5 5 l10 -11" fill="none" stroke="#3ddc84" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" />`;
    case 'empty':
      return svg`<circle cx=${x} cy=${y} r=${BORE - 3} fill="none" stroke="#9aa3b2" stroke-width="1.5" stroke-dasharray="4 3" />`;
    case 'bullet':
    case 'bang':
      return svg`<g class="round-${kind}">
        <circle cx=${x} cy=${y} r=${BORE - 2} fill="url(#rr-brass)" stroke="#5a3b08" stroke-width="2" />
        <circle cx=${x} cy=${y} r=${BORE - 7} fill="none" stroke="#8a6216" stroke-width="1.2" />
        <circle cx=${x} cy=${y} r="5.5" fill=${kind === 'bang' ? '#7d8594' : '#c9ccd2'} stroke="#4a4f59" stroke-width="1.2" />
        ${kind === 'bang' ? svg`<circle cx=${x} cy=${y} r="2" fill="#2a2e36" /><circle cx=${x} cy=${y} r=${BORE + 1} fill="none" stroke="#ff4d57" stroke-width="3" />` : ''}
      </g>`;
  }
}

/** The cylinder: steel, six flutes between the chambers, each chamber's bore and contents, its number, and the centre pin. */
function drum(view: CylinderView): SVGTemplateResult {
  const turn = (-360 / CHAMBERS) * view.top;
  return svg`<g class="drum" style="transform: rotate(${turn}deg)">
    <circle cx=${CX} cy=${CY} r=${R} fill="url(#rr-steel)" stroke="#14171e" stroke-width="3" />
    <circle cx=${CX} cy=${CY} r=${R - 8} fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2" />
    <g clip-path="url(#rr-rim)">
      ${Array.from({ length: CHAMBERS }, (_, i) => {
        const flute = at(i + 0.5, R + 2);
        const angle = (360 / CHAMBERS) * (i + 0.5);
        return svg`<ellipse cx=${flute.x} cy=${flute.y} rx="10" ry="22" transform="rotate(${fmt(angle)} ${flute.x} ${flute.y})" fill="#2b3039" stroke="#14171e" stroke-width="1.5" />`;
      })}
    </g>
    ${view.chambers.map((kind, i) => {
      const { x, y } = at(i, RING);
      const label = at(i, R - 22);
      const dim = kind === 'bullet' || kind === 'empty' ? ' revealed' : '';
      return svg`<g class="chamber ${kind}${dim}">
        <circle cx=${x} cy=${y} r=${BORE + 3} fill="#4b525f" stroke="#14171e" stroke-width="2" />
        <circle cx=${x} cy=${y} r=${BORE} fill="url(#rr-bore)" />
        <g class="upright" style="transform: rotate(${-turn}deg)">${contents(kind, x, y)}</g>
      </g>
      <text class="numeral" x=${label.x} y=${label.y} text-anchor="middle" dominant-baseline="central" style="transform: rotate(${-turn}deg)">${view.numerals[i]}</text>`;
    })}
    <circle cx=${CX} cy=${CY} r="17" fill="url(#rr-steel)" stroke="#14171e" stroke-width="2" />
    <circle cx=${CX} cy=${CY} r="6" fill="#2b3039" />
  </g>`;
}

/** The revolver's top strap and hammer over the top chamber, which fires next. */
function frame(bang: boolean, clicks: number): SVGTemplateResult {
  // Two identical animations, alternated: changing the name restarts the hammer's fall on each pull.
  const fall = bang ? 'hammer-fall-b' : clicks > 0 ? `hammer-fall-${clicks % 2}` : 'none';
  return svg`<g class="frame">
    <path d="M96 22 H224 Q236 22 236 34 V38 H84 V34 Q84 22 96 22 Z" fill="url(#rr-strap)" stroke="#0b0d12" stroke-width="2" />
    <g class="hammer" style="animation-name: ${fall}">
      <path d="M150 6 H170 L166 24 H154 Z" fill="#3b4250" stroke="#0b0d12" stroke-width="2" stroke-linejoin="round" />
    </g>
    <path d="M152 40 L168 40 L160 50 Z" fill="#ff4d57" stroke="#0b0d12" stroke-width="1.5" stroke-linejoin="round" />
  </g>`;
}

/** A bang: a flash over the top chamber and the whole scene lighting up for an instant. A click: a ripple. */
function effects(view: CylinderView): SVGTemplateResult {
  const top = at(0, RING);
  if (view.bang) {
    return svg`<g class="bang">
      <rect class="flash-screen" width="320" height="270" rx="14" fill="#fff4d6" />
      <polygon class="flash" fill="#ffd34d" stroke="#d9480f" stroke-width="2.5" stroke-linejoin="round"
        points=${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
          .map((i) => {
            const radius = i % 2 === 0 ? 58 : 24;
            const angle = (i * 22.5 * Math.PI) / 180;
            return `${fmt(top.x + radius * Math.sin(angle))},${fmt(top.y - radius * Math.cos(angle))}`;
          })
          .join(' ')} />
      <circle class="flash-core" cx=${top.x} cy=${top.y} r="18" fill="#fffbe6" />
    </g>`;
  }
  if (view.clicks === 0) return svg``;
  return svg`<circle class="ripple" cx=${top.x} cy=${top.y} r=${BORE + 4} fill="none" stroke="#ffffff" stroke-width="3"
    style="animation-name: ripple-${view.clicks % 2}" />`;
}

/**
 * The scene's picture (inside an `<svg viewBox=CYLINDER_VIEWBOX>` the element names): the cylinder
 * turns a sixth with each click so the next chamber is always under the hammer, a click leaves a green
 * tick and a ripple, a bang flashes over the chamber; once the round is over every chamber shows what it
 * held. Every motion is a CSS transition or animation scaled by `--rgs-motion-scale` (fast mode, reduced
 * motion); what is drawn at rest is the round's state, so a resumed round is drawn as it stands.
 */
export function renderCylinder(view: CylinderView): SVGTemplateResult {
  return svg`${DEFS}<rect width="320" height="270" rx="14" fill="url(#rr-light)" />
    <ellipse cx=${CX} cy=${CY + R + 8} rx=${R} ry="10" fill="#000000" opacity="0.35" />
    ${drum(view)}${frame(view.bang, view.clicks)}${effects(view)}`;
}
