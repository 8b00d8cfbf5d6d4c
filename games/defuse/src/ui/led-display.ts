import { svg, type SVGTemplateResult } from 'lit';

/** A digit's segments, a … g clockwise from the top with g across the middle. */
const DIGIT_SEGMENTS: Readonly<Record<string, string>> = {
  '0': 'abcdef', '1': 'bc', '2': 'abdeg', '3': 'abcdg', '4': 'bcfg',
  '5': 'acdfg', '6': 'acdefg', '7': 'abc', '8': 'abcdefg', '9': 'abcdfg', '-': 'g',
};

/** Which of the seven segments light up for `char` ("7" → a, b, c); none for a character the display cannot show. */
export function litSegments(char: string): string {
  return DIGIT_SEGMENTS[char] ?? '';
}

const W = 22;
const H = 30;
const T = 4;

/** A hexagonal bar from (x0, y) to (x1, y), or vertical when `vertical`, T thick with pointed ends. */
function bar(x0: number, y0: number, length: number, vertical: boolean): string {
  const h = T / 2;
  const points: [number, number][] = vertical
    ? [[0, 0], [h, h], [h, length - h], [0, length], [-h, length - h], [-h, h]]
    : [[0, 0], [h, -h], [length - h, -h], [length, 0], [length - h, h], [h, h]];
  return points.map(([x, y]) => `${x0 + x},${y0 + y}`).join(' ');
}

/** The seven segments of a digit W × H at the origin, a 1-unit gap between neighbours. */
const SEGMENTS: Readonly<Record<string, string>> = {
  a: bar(1, T / 2, W - 2, false),
  g: bar(1, H / 2, W - 2, false),
  d: bar(1, H - T / 2, W - 2, false),
  f: bar(T / 2, 1, H / 2 - 2, true),
  b: bar(W - T / 2, 1, H / 2 - 2, true),
  e: bar(T / 2, H / 2 + 1, H / 2 - 2, true),
  c: bar(W - T / 2, H / 2 + 1, H / 2 - 2, true),
};

/** Where the four digits and the point sit in the LED window (centred on x = 200). */
const DIGIT_X = [141, 171, 207, 237];
const DIGIT_Y = 61;

/**
 * The countdown's four digits ("0987" reads 09.87), in the LED's colour by class: every segment is
 * drawn, the unlit ones faint, as on a real display. Slanted a little, like one.
 */
export function renderLedDigits(digits: string): SVGTemplateResult {
  return svg`<g class="led-digits" transform="skewX(-6) translate(7 0)">
    ${DIGIT_X.map((x, i) => {
      const lit = litSegments(digits[i] ?? '');
      return svg`<g transform=${`translate(${x} ${DIGIT_Y})`}>${Object.entries(SEGMENTS).map(
        ([name, points]) => svg`<polygon class=${lit.includes(name) ? 'on' : 'off'} points=${points}></polygon>`,
      )}</g>`;
    })}
    <circle class="on" cx="200" cy=${DIGIT_Y + H - 1} r="2.4"></circle>
  </g>`;
}
