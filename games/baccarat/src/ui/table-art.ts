import { nothing, svg, type SVGTemplateResult } from 'lit';

/**
 * The card shoe at the table's far corner, where every card comes from: a mahogany box lit from the
 * left with a brass lip at its mouth, and the back of the next card showing in the operator's accent
 * (the contract's card-back tint). Decorative: the table's name tells the cards.
 */
export function renderShoe(): SVGTemplateResult {
  return svg`<svg class="shoe-art" viewBox="0 0 96 64" aria-hidden="true" focusable="false">
    <defs>
      <linearGradient id="shoe-wood" x1="0" x2="1" y1="0" y2="1">
        <stop offset="0" stop-color="#7a3a1c"></stop><stop offset="0.5" stop-color="#4e2210"></stop><stop offset="1" stop-color="#2b1206"></stop>
      </linearGradient>
      <linearGradient id="shoe-brass" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0" stop-color="#f6e3a1"></stop><stop offset="0.5" stop-color="#c9a24a"></stop><stop offset="1" stop-color="#8a6a22"></stop>
      </linearGradient>
    </defs>
    <ellipse cx="50" cy="58" rx="44" ry="5" fill="rgb(0 0 0 / 0.35)"></ellipse>
    <path d="M14 16 L88 8 L92 52 L10 56 Z" fill="url(#shoe-wood)" stroke="#1c0b03" stroke-width="1.2"></path>
    <path d="M88 8 L92 52 L86 55 L82 12 Z" fill="#2b1206" opacity="0.7"></path>
    <path d="M14 16 L10 56 L4 50 L8 20 Z" fill="#a4542a" opacity="0.9"></path>
    <g class="next-card" transform="rotate(-9 20 36)">
      <rect x="6" y="22" width="34" height="26" rx="3" fill="#fdfdfb" stroke="#b9b6ad" stroke-width="0.8"></rect>
      <rect class="tint" x="9" y="25" width="28" height="20" rx="2"></rect>
      <path d="M9 25 l28 20 M37 25 l-28 20" stroke="rgb(255 255 255 / 0.35)" stroke-width="1.2"></path>
    </g>
    <path d="M8 20 L14 16 L10 56 L4 50 Z" fill="url(#shoe-brass)" opacity="0.95"></path>
    <path d="M30 18 L76 13" stroke="rgb(255 255 255 / 0.18)" stroke-width="2" stroke-linecap="round"></path>
  </svg>`;
}

/** Characters of the rules line that fit the felt's print at its size; a longer line is squeezed to fit. */
const RULES_FIT = 50;

/** The felt's printing above the hands: the game's name along an arc, and the table's odds beneath it. */
export function renderFeltPrint(name: string, rules: string): SVGTemplateResult {
  return svg`<svg class="print" viewBox="0 0 320 50" aria-hidden="true" focusable="false">
    <path class="arc" d="M 20 6 Q 160 46 300 6"></path>
    <path id="print-arc" d="M 36 12 Q 160 46 284 12" fill="none"></path>
    <text class="name"><textPath href="#print-arc" startOffset="50%" text-anchor="middle">${name}</textPath></text>
    <text class="rules" x="160" y="46" text-anchor="middle" textLength=${rules.length > RULES_FIT ? 300 : nothing}
      lengthAdjust="spacingAndGlyphs">${rules}</text>
  </svg>`;
}
