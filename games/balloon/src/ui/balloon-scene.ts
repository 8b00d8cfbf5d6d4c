import { svg, type SVGTemplateResult } from 'lit';
import type { BalloonDifficulty } from '../difficulty';
import { balloonScale } from './balloon-odds';

/** Where the round stands, as the scene draws it. */
export type ScenePhase = 'idle' | 'open' | 'popped' | 'cashed' | 'full';

/** Everything the scene needs to draw one moment of a round. */
export interface SceneView {
  readonly difficulty: BalloonDifficulty;
  /** Pumps the balloon held. */
  readonly pumps: number;
  readonly cap: number;
  readonly phase: ScenePhase;
  /** The multiplier written on the balloon ("2.34×"), or null for none. */
  readonly multiplier: string | null;
}

/** The scene's box: the sky, the pump on the left, the balloon growing up from its nozzle on the right. */
export const SCENE_VIEWBOX = '0 0 320 280';

/** Where the balloon's knot sits on the nozzle, and the full-size balloon's radii (it is scaled from the knot). */
const KNOT = { x: 200, y: 236 } as const;
const BODY = { rx: 86, ry: 98 } as const;

/** The skin of each difficulty: light, base and shadow tones (a lighter, calmer balloon for easier rounds). */
export const SKINS: Readonly<Record<BalloonDifficulty, readonly [string, string, string]>> = {
  easy: ['#9af0c2', '#23b26a', '#0d5c35'],
  medium: ['#a9cdff', '#3d82f0', '#173e86'],
  hard: ['#ffd09a', '#f57c12', '#8a3a00'],
  expert: ['#ffb1b4', '#e23a44', '#7d0f18'],
};

/** The shards a popped balloon scatters: where each flies (in full-size units) and how far it turns. */
const SHARDS = [
  { dx: -118, dy: -60, r: -140 }, { dx: -70, dy: -118, r: 95 }, { dx: 6, dy: -132, r: -60 }, { dx: 80, dy: -104, r: 150 },
  { dx: 112, dy: -30, r: -110 }, { dx: 104, dy: 40, r: 80 }, { dx: 30, dy: 62, r: -170 }, { dx: -56, dy: 58, r: 120 },
  { dx: -112, dy: 22, r: -80 }, { dx: -20, dy: -40, r: 200 },
] as const;

/** Shard outlines, torn rubber: irregular, a few units across. */
const SHARD_PATHS = ['M0 0 l14 -4 l4 10 l-12 8 z', 'M0 0 l10 6 l-4 12 l-10 -6 z', 'M0 0 l16 2 l-6 10 z', 'M0 0 l8 -10 l10 6 l-6 10 l-10 0 z'];

const fmt = (n: number) => Number(n.toFixed(2));

/** A balloon's string hanging `length` units below its knot, with a lazy wave. */
function stringPath(length: number): string {
  if (length <= 4) return '';
  const l = length;
  return `M0 4 C 8 ${fmt(l * 0.25)}, -8 ${fmt(l * 0.5)}, 0 ${fmt(l * 0.62)} S 6 ${fmt(l * 0.88)}, 0 ${fmt(l)}`;
}

/** The sky, a few soft clouds and the ground. */
function backdrop(): SVGTemplateResult {
  return svg`<rect width="320" height="280" rx="14" fill="url(#bl-sky)" />
    <g fill="#ffffff" opacity="0.09">
      <ellipse cx="58" cy="44" rx="34" ry="11" /><ellipse cx="80" cy="38" rx="22" ry="10" />
      <ellipse cx="270" cy="70" rx="30" ry="9" /><ellipse cx="292" cy="64" rx="18" ry="8" />
    </g>
    <path d="M0 254 H320 V266 Q320 280 306 280 H14 Q0 280 0 266 Z" fill="#0f1a2e" />
    <path d="M0 254 H320" stroke="#3a5486" stroke-width="2" />`;
}

/** The hand pump: a base, a red barrel and the T handle, which strokes down and up on every pump. */
function pump(pumps: number, active: boolean): SVGTemplateResult {
  // Two identical animations, alternated: changing the name restarts the stroke on each pump.
  const stroke = active && pumps > 0 ? `pump-stroke-${pumps % 2}` : 'none';
  return svg`<g class="pump">
    <rect x="36" y="246" width="64" height="10" rx="4" fill="#39414f" stroke="#141a24" stroke-width="2" />
    <g class="handle" style="animation-name: ${stroke}">
      <rect x="65" y="128" width="6" height="70" fill="#9aa6b8" stroke="#141a24" stroke-width="1.5" />
      <rect x="40" y="120" width="56" height="12" rx="6" fill="#2a3140" stroke="#141a24" stroke-width="2" />
    </g>
    <rect x="54" y="168" width="28" height="80" rx="5" fill="url(#bl-barrel)" stroke="#141a24" stroke-width="2" />
    <rect x="52" y="164" width="32" height="8" rx="3" fill="#39414f" stroke="#141a24" stroke-width="1.5" />
    <path d="M84 240 C 120 276, 176 276, ${KNOT.x} 254" fill="none" stroke="#141a24" stroke-width="7" stroke-linecap="round" />
    <path d="M84 240 C 120 276, 176 276, ${KNOT.x} 254" fill="none" stroke="#4b5568" stroke-width="4" stroke-linecap="round" />
    <rect x="${KNOT.x - 6}" y="${KNOT.y + 2}" width="12" height="16" rx="2" fill="#9aa6b8" stroke="#141a24" stroke-width="1.5" />
  </g>`;
}

/** The balloon at full size, its knot at the origin (the group scales it). */
function balloonBody(): SVGTemplateResult {
  return svg`<path d="M0 -${BODY.ry * 2} C ${BODY.rx * 1.1} -${BODY.ry * 2}, ${BODY.rx} -${BODY.ry * 0.5}, 6 -6 L 0 -2 L -6 -6 C -${BODY.rx} -${BODY.ry * 0.5}, -${BODY.rx * 1.1} -${BODY.ry * 2}, 0 -${BODY.ry * 2} Z"
      fill="url(#bl-skin)" stroke="url(#bl-rim)" stroke-width="3" />
    <ellipse cx="-34" cy="-150" rx="15" ry="30" transform="rotate(24 -34 -150)" fill="#ffffff" opacity="0.42" />
    <ellipse cx="-20" cy="-110" rx="5" ry="8" fill="#ffffff" opacity="0.3" />
    <path d="M-9 4 L9 4 L4 -4 L-4 -4 Z" fill="url(#bl-rim)" />`;
}

/** The balloon gone: a jagged flash where it was, and the shards of its skin flying out. */
function burst(scale: number): SVGTemplateResult {
  const cy = -BODY.ry * scale;
  // Even a small balloon's skin flies well clear of where it was, in pieces big enough to see.
  const reach = Math.max(scale, 0.75);
  return svg`<g class="burst" transform="translate(0 ${fmt(cy)})">
    <polygon class="flash" fill="#ffe27a" stroke="#b76e00" stroke-width="2" stroke-linejoin="round"
      points="0,-46 10,-18 38,-34 22,-8 50,2 20,10 34,38 6,20 -4,48 -12,20 -40,34 -22,6 -50,-6 -20,-12 -36,-38 -8,-20" />
    ${SHARDS.map(({ dx, dy, r }, i) => svg`<g class="shard" style="--dx:${fmt(dx * reach)}px; --dy:${fmt(dy * reach + 70 * reach)}px; --r:${r}deg">
      <path d=${SHARD_PATHS[i % SHARD_PATHS.length]!} transform="scale(1.7)" fill=${i % 3 === 0 ? 'url(#bl-rim)' : 'url(#bl-skin)'} stroke="#141a24" stroke-width="0.8" /></g>`)}
  </g>`;
}

/** The gradients, for one difficulty's skin. */
function defs(difficulty: BalloonDifficulty): SVGTemplateResult {
  const [light, base, dark] = SKINS[difficulty];
  return svg`<defs>
    <linearGradient id="bl-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#142244" /><stop offset="1" stop-color="#2f4f86" /></linearGradient>
    <radialGradient id="bl-skin" cx="0.36" cy="0.3" r="0.78"><stop offset="0" stop-color=${light} /><stop offset="0.45" stop-color=${base} /><stop offset="1" stop-color=${dark} /></radialGradient>
    <linearGradient id="bl-rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color=${base} /><stop offset="1" stop-color=${dark} /></linearGradient>
    <linearGradient id="bl-barrel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8e1f1f" /><stop offset="0.4" stop-color="#e0463a" /><stop offset="1" stop-color="#7a1616" /></linearGradient>
  </defs>`;
}

/**
 * The scene's picture (inside an `<svg viewBox=SCENE_VIEWBOX>` the element names): the balloon grows
 * from its knot with each pump held (a CSS transition of its scale), the pump's handle strokes on each
 * pump, a pop flashes and scatters the skin, a cashed-out balloon lifts and glows. Every motion is a CSS
 * animation scaled by `--rgs-motion-scale` (fast mode, reduced motion); what is drawn at rest is the
 * round's state, so a resumed round is drawn as it stands.
 */
export function renderScene(view: SceneView): SVGTemplateResult {
  const scale = balloonScale(view.pumps, view.cap);
  const whole = view.phase !== 'popped';
  // A cashed-out balloon is let go: it lifts off its nozzle as far as the sky above it allows, on a string.
  const free = view.phase === 'cashed' || view.phase === 'full';
  const lift = free ? fmt(Math.min(60, Math.max(0, KNOT.y - 10 - 2 * BODY.ry * scale))) : 0;
  const textY = KNOT.y - lift - BODY.ry * scale * 1.05;
  return svg`${defs(view.difficulty)}${backdrop()}${pump(view.pumps, view.phase === 'open' || view.phase === 'full')}
    <g class="balloon ${view.phase}" style="transform: translate(${KNOT.x}px, ${KNOT.y}px); --lift: ${lift}px">
      ${free ? svg`<path class="string" d=${stringPath(lift - 6)} fill="none" stroke="#dce6ff" stroke-width="2" stroke-linecap="round" />` : ''}
      ${whole
        ? svg`<g class="skin" style="transform: scale(${fmt(scale)})">${balloonBody()}</g>`
        : burst(scale)}
    </g>
    ${whole && view.multiplier
      ? svg`<g class="reading${free ? ' free' : ''}" style="transform: translate(${KNOT.x}px, ${fmt(textY)}px)">
          <text text-anchor="middle" dominant-baseline="central" font-size=${fmt(14 + 14 * scale)}>${view.multiplier}</text></g>`
      : ''}
    <text class="count" x="306" y="273" text-anchor="end">${view.pumps} / ${view.cap}</text>`;
}
