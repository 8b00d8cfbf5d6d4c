import { svg, type SVGTemplateResult } from 'lit';
import { gemArt, glint, mix, GEM_COLOURS } from './gem-art';
import type { GemPose } from './gem-reveal';

// The row of five stone pedestals, each with its gem: empty before the first round, the gems dropping
// in one after another with a sparkle, the matching ones lifted above their pedestals in a glow.

/** The board's viewBox: five slots of 100 units side by side, room above for a lifted gem. */
export const BOARD_VIEWBOX = '0 0 500 176';

/** Where a gem rests: the centre of slot i, standing on its pedestal's top (at 120). */
const REST_Y = 82;
/** The gems are drawn in a box of about ±31 units: a little larger here, to fill their slots. */
const GEM_SCALE = 1.22;
/** How high a matching gem rises. */
const LIFT = 18;
/** How far above its rest a gem starts its drop. */
const DROP = 34;

const slotX = (i: number) => 50 + 100 * i;

/** A stone pedestal under slot i: a plinth, a tapering column and a round top the gem stands on. */
function pedestal(x: number, glow: number, colour: number | null): SVGTemplateResult {
  return svg`<g class="pedestal" transform=${`translate(${x} 0)`}>
    <rect x="-40" y="155" width="80" height="13" rx="4" fill="url(#dia-stone-side)" stroke="#262b33" stroke-width="1.2"></rect>
    <path d="M-30 122L-34 156L34 156L30 122Z" fill="url(#dia-stone-side)" stroke="#262b33" stroke-width="1.2" stroke-linejoin="round"></path>
    <path d="M-31 132L31 132" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1.5"></path>
    <ellipse cy="122" rx="36" ry="9" fill="url(#dia-stone-top)" stroke="#262b33" stroke-width="1.2"></ellipse>
    ${colour !== null && glow > 0
      ? svg`<ellipse cy="122" rx="30" ry="6.5" fill=${mix(GEM_COLOURS[colour]!, '#ffffff', 0.35)} opacity=${Math.round(glow * 70) / 100}></ellipse>`
      : null}
  </g>`;
}

/** An empty pedestal's placeholder: a faint outline of a gem in the theme's text colour. */
function ghost(x: number): SVGTemplateResult {
  return svg`<g class="ghost" transform=${`translate(${x} ${REST_Y})`}>
    <path d="M-22 -12L-12 -24L12 -24L22 -12L0 22Z M-22 -12L22 -12 M-12 -24L-6 -12L0 -24L6 -12L12 -24 M-6 -12L0 22L6 -12"
      fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round" stroke-dasharray="3 3"></path>
  </g>`;
}

/** The directions of the rays a landing gem sends out: eight, between the glints. */
const RAYS = Array.from({ length: 8 }, (_, k) => ((k + 0.5) * Math.PI) / 4);

/** Sparkles round a gem as it lands: glints that flare and turn, and rays of light shooting out. */
function sparkle(colour: number, strength: number, appear: number): SVGTemplateResult | null {
  if (strength <= 0) return null;
  const light = mix(GEM_COLOURS[colour]!, '#ffffff', 0.7);
  const turn = Math.round(appear * 90);
  const spots: readonly [number, number, number][] = [[26, -26, 11], [-30, 6, 8], [18, 28, 7]];
  return svg`<g class="sparkle" opacity=${Math.round(strength * 100) / 100}>
    ${RAYS.map((a) => {
      const [r0, r1] = [24 + 14 * Math.min(1, appear), 30 + 20 * Math.min(1, appear)];
      const [s, c] = [Math.sin(a), -Math.cos(a)];
      return svg`<line x1=${Math.round(r0 * s)} y1=${Math.round(r0 * c)} x2=${Math.round(r1 * s)} y2=${Math.round(r1 * c)} stroke=${light} stroke-width="2.5" stroke-linecap="round"></line>`;
    })}
    ${spots.map(([x, y, r]) => svg`<path d=${glint(0, 0, r * (0.5 + strength))} transform=${`translate(${x} ${y}) rotate(${turn})`} fill="#ffffff"></path>`)}
  </g>`;
}

/** One slot on the board: where its gem is in the draw, whether it makes the hand, and how far the hand has lifted. */
export interface SlotView {
  readonly colour: number | null;
  readonly pose: GemPose;
  /** 0 … 1: how far this gem has risen (0 unless it makes the hand). */
  readonly lift: number;
  /** Whether the gem stands back: the hand is told and it is not part of it. */
  readonly dim: boolean;
}

/** The five pedestals and their gems (an empty slot shows a faint outline of a gem). */
export function renderSlots(slots: readonly SlotView[]): SVGTemplateResult {
  return svg`${slots.map((slot, i) => {
    const x = slotX(i);
    const { colour, pose, lift } = slot;
    const shown = colour !== null && pose.appear > 0;
    const grown = Math.max(0.01, pose.appear);
    const scale = Math.round(grown * GEM_SCALE * 1000) / 1000;
    const y = REST_Y - DROP * Math.max(0, 1 - pose.appear) - LIFT * lift;
    return svg`<g class="slot" data-slot=${i} data-colour=${colour ?? ''} data-lift=${Math.round(lift * 100) / 100}>
      ${pedestal(x, lift, colour)}
      ${shown
        ? svg`<ellipse class="shadow" cx=${x} cy="121" rx=${Math.round((22 - 8 * lift) * grown)} ry="4" fill="#000000" opacity=${Math.round((0.35 - 0.15 * lift) * 100) / 100}></ellipse>
          ${lift > 0 ? svg`<circle class="glow" cx=${x} cy=${y} r="48" fill=${`url(#dia-glow-${colour})`} opacity=${Math.round(lift * 100) / 100}></circle>` : null}
          <g class="gem ${slot.dim ? 'dim' : ''}" transform=${`translate(${x} ${Math.round(y * 100) / 100}) scale(${scale})`}>
            ${gemArt(colour)}
            ${sparkle(colour, pose.sparkle, pose.appear)}
          </g>`
        : colour === null
          ? ghost(x)
          : null}
    </g>`;
  })}`;
}
