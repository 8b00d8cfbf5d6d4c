import { svg, type SVGTemplateResult } from 'lit';
import { isCourt, type CardFace, type Suit } from './card';
import { CARD_HEIGHT, CARD_RADIUS, CARD_WIDTH, PIP_SIZE, pipLayout } from './card-geometry';
import { inkOf } from './card-ink';
import { renderCourt } from './court-figure';
import { SUIT_PATHS } from './suit-paths';

const CX = CARD_WIDTH / 2;
const CY = CARD_HEIGHT / 2;

/** A suit symbol centred at (x, y), `size` units tall, optionally upside down. */
export function suitSymbol(suit: Suit, x: number, y: number, size: number, inverted = false, className = ''): SVGTemplateResult {
  const turn = inverted ? ' rotate(180)' : '';
  return svg`<path class=${className} d=${SUIT_PATHS[suit]} transform=${`translate(${x} ${y})${turn} scale(${size / 100})`}></path>`;
}

/** The white card itself, with a hairline edge so it shows on a white page too. */
export function renderBlank(): SVGTemplateResult {
  return svg`<rect class="paper" x="1.5" y="1.5" width=${CARD_WIDTH - 3} height=${CARD_HEIGHT - 3} rx=${CARD_RADIUS}
    fill="#fff" stroke="#b9bec7" stroke-width="2"></rect>`;
}

/**
 * A "10" drawn as shapes, the height of the other indices' capitals but narrower than any font
 * sets it, so it fits the same corner strip without squeezing the digits.
 */
const TEN = svg`<path class="ten" d="M12 18H18.1V51H11.6V26.6Q8.9 28.7 5.2 29.6V23.7Q9.9 22 12 18Z"></path>
  <ellipse cx="32.5" cy="34.5" rx="8.6" ry="13.3" fill="none" stroke="currentColor" stroke-width="6.4"></ellipse>`;

/**
 * A corner index: the rank over the suit, large enough to read on a card 50 px wide and placed
 * in the strip a fanned hand leaves showing.
 */
function index(face: CardFace): SVGTemplateResult {
  const rank = face.rank === '10' ? TEN : svg`<text font-size="46" font-weight="700" text-anchor="middle" x="25" y="51">${face.rank}</text>`;
  return svg`<g class="index">${rank}${suitSymbol(face.suit, 25, 76, 30)}</g>`;
}

/** The middle of a number card or an ace: its pips, or one large suit. */
function middle(face: CardFace): SVGTemplateResult {
  if (face.rank === 'A') return suitSymbol(face.suit, CX, CY, 104, false, 'pip ace');
  return svg`${pipLayout(face.rank).map((pip) => suitSymbol(face.suit, pip.x, pip.y, PIP_SIZE, pip.inverted, 'pip'))}`;
}

/** A card's face: the paper, both corner indices (the second upside down), and its middle. */
export function renderFace(face: CardFace): SVGTemplateResult {
  const ink = inkOf(face.suit);
  return svg`${renderBlank()}
    <g fill=${ink} color=${ink} font-family="'Helvetica Neue', Arial, 'Liberation Sans', system-ui, sans-serif">
      ${index(face)}
      <g transform=${`rotate(180 ${CX} ${CY})`}>${index(face)}</g>
      ${isCourt(face.rank) ? renderCourt(face.rank, face.suit) : middle(face)}
    </g>`;
}
