import { nothing, svg, type SVGTemplateResult } from 'lit';
import { CARD_HEIGHT, CARD_WIDTH } from './card-geometry';
import { renderBlank } from './card-face';

/** How a back is drawn: its element-unique id prefix and, when there is one, the operator's logo. */
export interface BackOptions {
  /** Unique within the card, so the pattern and clip ids of two drawings never collide. */
  readonly id: string;
  readonly logoUrl: string | null;
  /** Called when the logo cannot be loaded; the card then shows the pattern alone. */
  readonly onLogoError: () => void;
}

// The logo's window: wide, since operator logos are mostly wordmarks.
const LOGO = { x: 28, y: 98, width: 144, height: 84, radius: 12 } as const;

/**
 * A card's back: a white border round a field tinted by the theme accent (`--rgs-accent`, the
 * contract's card-back tint) under a lattice of light and dark lines, so it reads on any accent;
 * the operator's logo sits in the middle on the theme background, clipped to a rounded window.
 */
export function renderBack(options: BackOptions): SVGTemplateResult {
  const { id, logoUrl } = options;
  return svg`${renderBlank()}
    <defs>
      <pattern id=${`${id}-lattice`} width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45 100 140)">
        <path d="M0 8H16M8 0V16" stroke="#fff" stroke-opacity="0.28" stroke-width="1.6"></path>
        <rect x="5" y="5" width="6" height="6" fill="#000" fill-opacity="0.2"></rect>
        <circle cx="0" cy="0" r="1.8" fill="#fff" fill-opacity="0.5"></circle>
        <circle cx="16" cy="16" r="1.8" fill="#fff" fill-opacity="0.5"></circle>
      </pattern>
      <clipPath id=${`${id}-logo`}><rect x=${LOGO.x} y=${LOGO.y} width=${LOGO.width} height=${LOGO.height} rx=${LOGO.radius}></rect></clipPath>
    </defs>
    <rect class="tint" x="10" y="10" width=${CARD_WIDTH - 20} height=${CARD_HEIGHT - 20} rx="8"></rect>
    <rect x="10" y="10" width=${CARD_WIDTH - 20} height=${CARD_HEIGHT - 20} rx="8" fill=${`url(#${id}-lattice)`}></rect>
    <rect x="16" y="16" width=${CARD_WIDTH - 32} height=${CARD_HEIGHT - 32} rx="6" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="1"></rect>
    <rect x="17" y="17" width=${CARD_WIDTH - 34} height=${CARD_HEIGHT - 34} rx="5" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="1.5"></rect>
    ${logoUrl
      ? svg`<g class="logo">
          <rect class="logo-plate" x=${LOGO.x} y=${LOGO.y} width=${LOGO.width} height=${LOGO.height} rx=${LOGO.radius}></rect>
          <image href=${logoUrl} x=${LOGO.x + 8} y=${LOGO.y + 8} width=${LOGO.width - 16} height=${LOGO.height - 16}
            preserveAspectRatio="xMidYMid meet" clip-path=${`url(#${id}-logo)`} @error=${options.onLogoError}></image>
          <rect x=${LOGO.x} y=${LOGO.y} width=${LOGO.width} height=${LOGO.height} rx=${LOGO.radius} fill="none" stroke="#fff" stroke-opacity="0.85" stroke-width="2"></rect>
        </g>`
      : nothing}`;
}
