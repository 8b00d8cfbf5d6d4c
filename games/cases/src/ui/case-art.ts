import { svg, type SVGTemplateResult } from 'lit';

// The briefcases, on a 100 × 80 box. The gradients are defined once per board (`caseDefs`, in a
// hidden svg of the same shadow root) and shared by every case; each case carries a dark outline so
// it reads on any operator background. The case's label says what it is and, once open, what it held.

const INK = '#232831';

/** The gradients every case refers to: brushed aluminium, the player's gold, latches, the velvet lining. */
export const caseDefs: SVGTemplateResult = svg`<defs>
  <linearGradient id="cs-metal" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="#f4f6f9" /><stop offset="0.48" stop-color="#c3cad4" /><stop offset="1" stop-color="#8d97a5" />
  </linearGradient>
  <linearGradient id="cs-gold" x1="0" y1="0" x2="0.35" y2="1">
    <stop offset="0" stop-color="#fff0b8" /><stop offset="0.45" stop-color="#f1bf45" /><stop offset="1" stop-color="#a8740f" />
  </linearGradient>
  <linearGradient id="cs-latch" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f9fafb" /><stop offset="1" stop-color="#5f6876" />
  </linearGradient>
  <linearGradient id="cs-lining" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#26365e" /><stop offset="1" stop-color="#0f1830" />
  </linearGradient>
</defs>`;

const handle = svg`<path d="M36 18 V11 Q36 4 43 4 H57 Q64 4 64 11 V18" fill="none" stroke=${INK} stroke-width="7" stroke-linecap="round" />
  <path d="M36 18 V11 Q36 4 43 4 H57 Q64 4 64 11 V18" fill="none" stroke="#7b8594" stroke-width="3" stroke-linecap="round" />`;

const latch = (x: number) => svg`<rect x=${x} y="28" width="13" height="11" rx="2.5" fill="url(#cs-latch)" stroke=${INK} stroke-width="1.6" />
  <rect x=${x + 4} y="34" width="5" height="2.4" rx="1" fill=${INK} />`;

/** A closed case with its number on the plate; gold when it is the player's. */
export function closedCase(label: string, yours: boolean): SVGTemplateResult {
  return svg`<g class="closed-art">
    ${handle}
    <rect x="3" y="16" width="94" height="61" rx="9" fill=${yours ? 'url(#cs-gold)' : 'url(#cs-metal)'} stroke=${INK} stroke-width="2.2" />
    <path d="M4 34 H96" stroke=${INK} stroke-opacity="0.55" stroke-width="1.6" />
    <path d="M4 35.8 H96" stroke="#fff" stroke-opacity="0.45" stroke-width="1" />
    <path d="M3 26 Q3 16 12 16 H17 V24 Q11 24 11 30 V34 H3 Z M97 26 Q97 16 88 16 H83 V24 Q89 24 89 30 V34 H97 Z" fill=${INK} fill-opacity="0.35" />
    ${latch(18)}${latch(69)}
    <rect x="31" y="44" width="38" height="25" rx="5" fill="#151920" stroke="#07090c" stroke-width="1.5" />
    <text x="50" y="62.5" text-anchor="middle" font-size="18" font-weight="800" fill="#ffffff">${label}</text>
    <path d="M11 18 H27 L13 75 H7 Z" fill="#fff" opacity="0.2" />
  </g>`;
}

/** How a value reads on its card: winners in green, the top prize in gold, small ones in ink. */
function valueInk(cents: number): string {
  if (cents >= 600) return '#7a4b00';
  return cents >= 100 ? '#0b5d31' : '#3a3f47';
}

/** The card's type size for a value's text: "6×" large, "0.05×" smaller so it fits the card. */
const cardSize = (text: string) => (text.length <= 3 ? 25 : text.length === 4 ? 21 : 17);

/**
 * An open case: the lid swung up showing its lining, the value card standing in the tray, the number
 * below. The number comes first in the markup, then the value, as the case's label reads them.
 */
export function openCase(label: string, text: string, cents: number, yours: boolean): SVGTemplateResult {
  const top = cents >= 600;
  return svg`<g class="open-art">
    <g class="lid"><path d="M10 1 H90 L97 28 H3 Z" fill="url(#cs-lining)" stroke=${INK} stroke-width="2" stroke-linejoin="round" />
      <path d="M15 5 H85 L90 24 H10 Z" fill="none" stroke="#fff" stroke-opacity="0.14" stroke-width="1.5" /></g>
    <rect x="3" y="28" width="94" height="49" rx="8" fill=${yours ? 'url(#cs-gold)' : 'url(#cs-metal)'} stroke=${INK} stroke-width="2.2" />
    <rect x="9" y="32" width="82" height="19" rx="4" fill="url(#cs-lining)" stroke=${INK} stroke-width="1.2" />
    <rect x="38" y="56" width="24" height="16" rx="4" fill="#151920" stroke="#07090c" stroke-width="1.2" />
    <text x="50" y="68.5" text-anchor="middle" font-size="12" font-weight="800" fill="#ffffff">${label}</text>
    <g class="card">
      <rect x="17" y="9" width="66" height="38" rx="6" fill="#fffdf4" stroke=${top ? '#c98d10' : '#b9a877'} stroke-width=${top ? 3 : 1.6} />
      <text x="50" y=${28 + cardSize(text) * 0.36} text-anchor="middle" font-size=${cardSize(text)} font-weight="800" fill=${valueInk(cents)}>${text}</text>
    </g>
  </g>`;
}
