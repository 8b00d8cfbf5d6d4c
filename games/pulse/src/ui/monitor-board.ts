import { nothing, svg, type SVGTemplateResult } from 'lit';
import { TRACE, flatlineX, headX, pathBetween, peakX, spikeHeight, tracePoints, traceY } from './monitor-trace';

/** The monitor's viewBox: the casing, its screen, and the control strip under it. */
export const MONITOR_VIEWBOX = '0 0 360 236';

/** The screen is always dark, whatever the page's theme: its ink is fixed phosphor colours, readable on it alone. */
export const INK = { trace: '#3dff8f', text: '#e7fff1', dim: '#7fd8a6', flat: '#ff5a66', grid: '#1f5c3c' } as const;

/** What the screen shows at a moment of a round (or at rest, `played` null). */
export interface MonitorView {
  /** The beats played (stopping at a flatline), or null before the first round. */
  readonly played: readonly string[] | null;
  /** How far the sweep has drawn, 0 … 1. */
  readonly progress: number;
  /** How many beats the sweep has passed (their labels show). */
  readonly revealed: number;
  /** The big line at the top: the hint at rest, the running product during a round. */
  readonly header: string;
  readonly tone: 'idle' | 'live' | 'win' | 'flat';
  /** The risk, as the screen's corner names it. */
  readonly risk: string;
  /** Each beat's label in the player's digits ("×1,5"), and the word for a flatline. */
  readonly label: (multiplier: string) => string;
  readonly flatline: string;
  /** Whether the sweep is still moving (its bright head shows). */
  readonly sweeping: boolean;
}

/** Gradients of the casing and the screen's glass, and its grid (ids local to the game's shadow root). */
export function renderMonitorDefs(): SVGTemplateResult {
  return svg`<defs>
    <linearGradient id="pulse-case" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#eef1f4"></stop><stop offset="0.5" stop-color="#c3cad2"></stop><stop offset="1" stop-color="#8a949f"></stop>
    </linearGradient>
    <linearGradient id="pulse-bezel" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a3138"></stop><stop offset="1" stop-color="#4b555f"></stop>
    </linearGradient>
    <radialGradient id="pulse-glass" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0" stop-color="#0b2a1b"></stop><stop offset="0.7" stop-color="#051710"></stop><stop offset="1" stop-color="#020a06"></stop>
    </radialGradient>
    <linearGradient id="pulse-glare" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.10"></stop><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"></stop>
    </linearGradient>
    <radialGradient id="pulse-knob" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#f7f9fb"></stop><stop offset="0.6" stop-color="#9aa4ae"></stop><stop offset="1" stop-color="#5b6570"></stop>
    </radialGradient>
    <radialGradient id="pulse-heart" cx="0.35" cy="0.3" r="0.8">
      <stop offset="0" stop-color="#ff9aa5"></stop><stop offset="1" stop-color="#d61f3a"></stop>
    </radialGradient>
    <pattern id="pulse-grid" width="12" height="12" patternUnits="userSpaceOnUse">
      <path d="M12 0H0V12" fill="none" stroke=${INK.grid} stroke-width="0.6" opacity="0.55"></path>
    </pattern>
    <pattern id="pulse-grid-major" width="60" height="60" patternUnits="userSpaceOnUse" x="24" y="34">
      <path d="M60 0H0V60" fill="none" stroke=${INK.grid} stroke-width="1.1" opacity="0.8"></path>
    </pattern>
  </defs>`;
}

/** A heart, centred on (x, y), for the screen's corner: it pulses with each beat and greys on a flatline. */
function heart(x: number, y: number, flat: boolean, beat: number): SVGTemplateResult {
  const scale = 1 + 0.18 * beat;
  return svg`<path class="heart" transform=${`translate(${x} ${y}) scale(${scale})`} fill=${flat ? '#5d6670' : 'url(#pulse-heart)'}
    d="M0 7C-9 0-9-7-4.5-7C-2-7 0-5 0-3.5C0-5 2-7 4.5-7C9-7 9 0 0 7Z"></path>`;
}

/** The casing: a rounded grey case, a dark bezel and glass, a brand plate, a lamp and two knobs. */
function renderCase(flat: boolean, live: boolean): SVGTemplateResult {
  return svg`<rect class="case" x="1" y="1" width="358" height="234" rx="18" fill="url(#pulse-case)" stroke="#6b7580" stroke-width="1.5"></rect>
    <rect x="10" y="10" width="340" height="188" rx="11" fill="url(#pulse-bezel)"></rect>
    <rect x="14" y="14" width="332" height="180" rx="8" fill="url(#pulse-glass)"></rect>
    <rect x="14" y="14" width="332" height="180" rx="8" fill="url(#pulse-grid)"></rect>
    <rect x="14" y="14" width="332" height="180" rx="8" fill="url(#pulse-grid-major)"></rect>
    <text x="24" y="220" class="brand" fill="#3b444d" font-size="12" font-weight="800" letter-spacing="3">PULSE</text>
    <circle cx="252" cy="216" r="5" fill=${flat ? '#ff3b4b' : live ? '#3dff8f' : '#2c7a4f'} stroke="#48525c" stroke-width="1.5"></circle>
    <circle cx="284" cy="216" r="10" fill="url(#pulse-knob)" stroke="#5b6570"></circle>
    <path d="M284 216L284 208" stroke="#39424b" stroke-width="2" stroke-linecap="round"></path>
    <circle cx="318" cy="216" r="10" fill="url(#pulse-knob)" stroke="#5b6570"></circle>
    <path d="M318 216L324 211" stroke="#39424b" stroke-width="2" stroke-linecap="round"></path>`;
}

/** The trace drawn so far: green to a flatline's peak, red (and flat) after it, with a glow and the sweep's bright head. */
function renderTrace(view: MonitorView): SVGTemplateResult {
  if (view.played === null) {
    return svg`<path d=${`M${TRACE.left} ${TRACE.baseline}H${TRACE.right}`} stroke=${INK.trace} stroke-width="1.5" opacity="0.35"></path>`;
  }
  const points = tracePoints(view.played);
  const head = headX(view.progress);
  const turn = flatlineX(view.played) ?? Infinity;
  const green = pathBetween(points, TRACE.left, Math.min(head, turn));
  const red = pathBetween(points, turn, head);
  const line = (d: string, colour: string) =>
    d ? svg`<path d=${d} stroke=${colour} stroke-width="6" opacity="0.22"></path><path d=${d} stroke=${colour} stroke-width="2.2"></path>` : null;
  return svg`<g class="trace" fill="none" stroke-linejoin="round" stroke-linecap="round">
    ${line(green, INK.trace)}${line(red, INK.flat)}
    ${view.sweeping
      ? svg`<circle class="head" cx=${head} cy=${traceY(points, head)} r="8" fill=${head > turn ? INK.flat : INK.trace} opacity="0.3"></circle>
          <circle cx=${head} cy=${traceY(points, head)} r="3" fill="#f4fff8"></circle>`
      : null}
  </g>`;
}

/** Each revealed beat's multiplier above its spike; a flatline's word over the flat line. */
function renderLabels(view: MonitorView): SVGTemplateResult[] {
  const played = view.played ?? [];
  return played.slice(0, view.revealed).map((beat, i) => {
    if (beat === '0') {
      return svg`<text class="beat-label flat" x=${peakX(i)} y=${TRACE.baseline - 12} text-anchor="middle" fill=${INK.flat} font-size="14">${view.label(beat)}</text>
        <text class="flatline-word" x=${(peakX(i) + TRACE.right) / 2 + 10} y=${TRACE.baseline + 22} text-anchor="middle" fill=${INK.flat}
          font-size="15" letter-spacing="2">${view.flatline.toUpperCase()}</text>`;
    }
    return svg`<text class="beat-label" x=${peakX(i)} y=${TRACE.baseline - spikeHeight(beat) - 7} text-anchor="middle" fill=${INK.text} font-size="14">${view.label(beat)}</text>`;
  });
}

/** The widest a line of text may run on the screen, in SVG units. */
const SCREEN_TEXT_WIDTH = 300;

/**
 * A `textLength` that squeezes a line into the screen when it would run past it (a long hint in
 * Portuguese, a long product), judged from its length at about 0.6 em a character; none otherwise.
 */
export function fitLength(text: string, fontSize: number): number | undefined {
  return text.length * fontSize * 0.6 > SCREEN_TEXT_WIDTH ? SCREEN_TEXT_WIDTH : undefined;
}

/** The line at the top: the running product, big; or at rest the hint, on two lines across the middle of the empty screen. */
function renderHeader(view: MonitorView): SVGTemplateResult {
  if (view.tone === 'idle') {
    // "Three beats multiply;" over "a flatline loses": each half on its own line reads at a glance on a phone.
    const lines = view.header.split(/(?<=;)\s+/);
    return svg`${lines.map((line, i) => {
      const length = fitLength(line, 17);
      return svg`<text class="header idle" x="180" y=${(i - (lines.length - 1) / 2) * 24 + 112} text-anchor="middle" fill=${INK.dim} font-size="17"
        textLength=${length ?? nothing} lengthAdjust=${length ? 'spacingAndGlyphs' : nothing}>${line}</text>`;
    })}`;
  }
  const size = view.header.length > 24 ? 17 : 20;
  const length = fitLength(view.header, size);
  return svg`<text class="header ${view.tone}" x="180" y="64" text-anchor="middle" fill=${view.tone === 'flat' ? INK.flat : INK.text} font-size=${size}
    textLength=${length ?? nothing} lengthAdjust=${length ? 'spacingAndGlyphs' : nothing}>${view.header}</text>`;
}

/** The whole monitor at one moment of the round. */
export function renderMonitor(view: MonitorView): SVGTemplateResult {
  const flat = view.tone === 'flat';
  const pulsing = view.played !== null && view.revealed > 0 && view.sweeping ? 1 : 0;
  return svg`${renderMonitorDefs()}${renderCase(flat, view.sweeping)}
    ${heart(34, 32, flat, pulsing)}
    <text class="risk" x="50" y="36" fill=${INK.dim} font-size="11" letter-spacing="1.5">${view.risk.toUpperCase()}</text>
    <g class="dots">${[0, 1, 2].map((i) => {
      const beat = view.played?.[i];
      const shown = beat !== undefined && i < view.revealed;
      return svg`<circle cx=${300 + i * 14} cy="32" r="4" fill=${shown ? (beat === '0' ? INK.flat : INK.trace) : 'none'} stroke=${INK.dim} stroke-width="1"></circle>`;
    })}</g>
    ${renderHeader(view)}
    ${renderTrace(view)}
    ${renderLabels(view)}
    <rect x="14" y="14" width="332" height="180" rx="8" fill="url(#pulse-glare)" pointer-events="none"></rect>`;
}
