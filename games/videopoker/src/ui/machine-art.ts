import { nothing, svg, type SVGTemplateResult } from 'lit';

/**
 * The machine's marquee above the paytable: "JACKS OR BETTER" in gold on a dark bevelled plate, with
 * the 9/6 badge of a full-pay table, on a 360 × 44 box. Decoration only (the paytable below says the
 * same in words), so it is hidden from screen readers by the element that draws it.
 */
export function marqueeArt(title: string): SVGTemplateResult {
  return svg`<defs>
      <linearGradient id="vp-gold" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#fff3b0" /><stop offset="0.45" stop-color="#ffd45c" /><stop offset="1" stop-color="#c98a12" />
      </linearGradient>
      <linearGradient id="vp-plate" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#2b3a86" /><stop offset="1" stop-color="#0b1338" />
      </linearGradient>
      <radialGradient id="vp-badge" cx="0.4" cy="0.35" r="0.75">
        <stop offset="0" stop-color="#ff6b7f" /><stop offset="1" stop-color="#a30b24" />
      </radialGradient>
    </defs>
    <rect x="2" y="4" width="356" height="36" rx="18" fill="url(#vp-plate)" stroke="url(#vp-gold)" stroke-width="2.5" />
    <g fill="#ffd45c" opacity="0.9">
      ${[20, 32, 328, 340].map((x) => svg`<circle cx=${x} cy="22" r="3" />`)}
    </g>
    <text x="162" y="28.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="17" font-weight="800" letter-spacing="1.5"
      textLength=${title.length > 15 ? '220' : nothing} lengthAdjust="spacingAndGlyphs"
      fill="url(#vp-gold)" stroke="#4a2d00" stroke-width="0.6" paint-order="stroke">${title}</text>
    <g transform="translate(298 22)">
      <circle r="15" fill="url(#vp-badge)" stroke="#ffd45c" stroke-width="2" />
      <text y="4.5" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" font-weight="800" fill="#ffffff">9/6</text>
    </g>`;
}
