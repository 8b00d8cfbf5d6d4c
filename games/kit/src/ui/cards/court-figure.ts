import { svg, type SVGTemplateResult } from 'lit';
import { isRed, type CourtRank, type Suit } from './card';
import { BLACK_INK, RED_INK } from './card-ink';
import { CARD_HEIGHT, CARD_WIDTH } from './card-geometry';
import { SUIT_PATHS } from './suit-paths';

const GOLD = '#e9b035';
const SKIN = '#f9dcc4';
const LINE = '#1b1b1f';
const BLUE = '#24408e';
const CX = CARD_WIDTH / 2;
const CY = CARD_HEIGHT / 2;

/** The colours of one court figure: its robe, the trim, and its hair. */
interface Palette {
  readonly robe: string;
  readonly trim: string;
  readonly hair: string;
  readonly ink: string;
}

/** A suit symbol centred at (x, y), `size` units tall, in the suit's ink. */
const emblem = (suit: Suit, x: number, y: number, size: number, ink: string) =>
  svg`<path d=${SUIT_PATHS[suit]} fill=${ink} transform=${`translate(${x} ${y}) scale(${size / 100})`}></path>`;

/** Eyes, nose and mouth of a face centred at (100, y). */
const features = (y: number, lips: string) => svg`
  <circle cx="95" cy=${y - 3} r="1.7" fill=${LINE} stroke="none"></circle><circle cx="105" cy=${y - 3} r="1.7" fill=${LINE} stroke="none"></circle>
  <path d=${`M100 ${y - 1}q-2.5 4 .5 5`} fill="none" stroke-width="1.2"></path>
  <path d=${`M96.5 ${y + 8}q3.5 2.5 7 0`} fill="none" stroke=${lips} stroke-width="1.6"></path>`;

/** Shoulders and chest down to the card's middle: the mirrored halves join into one body. */
const TORSO = 'M60 140V121C60 110 68 104 80 103H120C132 104 140 110 140 121V140Z';

/** The king's upper half: crowned, bearded, holding a sceptre topped by his suit. */
function king(suit: Suit, p: Palette): SVGTemplateResult {
  return svg`
    <rect x="128" y="60" width="4" height="78" fill=${GOLD}></rect>
    ${emblem(suit, 130, 52, 16, p.ink)}
    <path d=${TORSO} fill=${p.robe}></path>
    <path d="M89 104H111L115 140H85Z" fill=${GOLD}></path>
    <path d="M95 116H105M94 124H106M93 132H107" fill="none" stroke=${p.robe} stroke-width="2.2"></path>
    <circle cx="130" cy="122" r="5.5" fill=${SKIN}></circle>
    <path d="M72 108C86 120 114 120 128 108L123 101C110 112 90 112 77 101Z" fill="#fff"></path>
    <path d="M82 111v2M91 114v2M100 115v2M109 114v2M118 111v2" stroke-width="2.2"></path>
    <path d="M85 70C82 84 83 94 88 98L90 78ZM115 70C118 84 117 94 112 98L110 78Z" fill=${p.hair}></path>
    <ellipse cx="100" cy="79" rx="14" ry="16" fill=${SKIN}></ellipse>
    <path d="M86 83C87 98 94 105 100 107C106 105 113 98 114 83C108 92 92 92 86 83Z" fill=${p.hair}></path>
    <path d="M92.5 88.5Q100 84 107.5 88.5Q100 91 92.5 88.5Z" fill=${p.hair}></path>
    ${features(78, LINE)}
    <path d="M84 64L82 42L90.5 53L95.5 38L100 51L104.5 38L109.5 53L118 42L116 64Z" fill=${GOLD}></path>
    <rect x="84" y="58" width="32" height="6" fill=${p.trim}></rect>
    <g fill=${p.trim} stroke="none"><circle cx="82" cy="41" r="2.6"></circle><circle cx="95.5" cy="37" r="2.6"></circle>
      <circle cx="104.5" cy="37" r="2.6"></circle><circle cx="118" cy="41" r="2.6"></circle></g>`;
}

/** The queen's upper half: long hair, a tiara, a necklace, and a flower of her suit. */
function queen(suit: Suit, p: Palette): SVGTemplateResult {
  return svg`
    <path d="M83 80C81 98 79 110 76 120H124C121 110 119 98 117 80C117 58 83 58 83 80Z" fill=${p.hair}></path>
    <path d="M60 140V123C60 113 70 109 82 108H118C130 109 140 113 140 123V140Z" fill=${p.robe}></path>
    <path d="M84 109Q100 128 116 109Z" fill=${SKIN}></path>
    <path d="M86 111Q100 127 114 111" fill="none" stroke=${GOLD} stroke-width="3"></path>
    <circle cx="100" cy="119" r="2.6" fill=${p.trim}></circle>
    <path d="M74 140V116M126 140V116" fill="none" stroke=${GOLD} stroke-width="3"></path>
    <path d="M73 136C74 124 73 112 72 104" fill="none" stroke="#2f7d32" stroke-width="2.5"></path>
    <circle cx="73" cy="124" r="5.5" fill=${SKIN}></circle>
    ${emblem(suit, 72, 97, 17, p.ink)}
    <ellipse cx="100" cy="82" rx="13.5" ry="16" fill=${SKIN}></ellipse>
    <path d="M87 77C91 65 109 65 113 77C107 71 93 71 87 77Z" fill=${p.hair}></path>
    ${features(82, RED_INK)}
    <path d="M85 70C87 59 94 52 100 47C106 52 113 59 115 70C108 66 92 66 85 70Z" fill=${GOLD}></path>
    <circle cx="100" cy="59" r="3.2" fill=${p.trim}></circle>`;
}

/** The jack's upper half: a young page in a feathered cap, holding a staff headed by his suit. */
function jack(suit: Suit, p: Palette): SVGTemplateResult {
  return svg`
    <rect x="66" y="60" width="4" height="78" fill="#8a5a2b"></rect>
    ${emblem(suit, 68, 52, 16, p.ink)}
    <path d=${TORSO} fill=${p.trim}></path>
    <path d="M87 108H95V140H87ZM105 108H113V140H105Z" fill=${p.robe}></path>
    <path d="M95 108H105V140H95Z" fill=${GOLD}></path>
    <circle cx="68" cy="122" r="5.5" fill=${SKIN}></circle>
    <path d="M78 107L100 122L122 107L117 101L100 113L83 101Z" fill=${GOLD}></path>
    <path d="M86 76C83 88 85 97 90 101L92 80ZM114 76C117 88 115 97 110 101L108 80Z" fill=${p.hair}></path>
    <ellipse cx="100" cy="84" rx="13" ry="15" fill=${SKIN}></ellipse>
    ${features(84, LINE)}
    <path d="M115 64C119 50 130 41 145 36C141 47 132 58 119 67Z" fill=${GOLD}></path>
    <path d="M117 65Q129 49 143 38" fill="none" stroke-width="1.1"></path>
    <path d="M83 75C79 57 119 50 123 66C113 63 92 65 83 75Z" fill=${p.robe}></path>
    <path d="M84 73C92 66 112 64 122 66" fill="none" stroke=${GOLD} stroke-width="3"></path>`;
}

const FIGURES = { K: king, Q: queen, J: jack } as const;

/**
 * A court card's picture: a framed, double-ended figure (the lower half is the upper half turned
 * round, as on printed cards, so it reads the same either way up), drawn in the classic red, blue
 * and gold. Every shape is vector, so it stays sharp at any size.
 */
export function renderCourt(rank: CourtRank, suit: Suit): SVGTemplateResult {
  const red = isRed(suit);
  const palette: Palette = { robe: red ? RED_INK : BLUE, trim: red ? BLUE : RED_INK, hair: rank === 'K' ? '#7b4a22' : rank === 'Q' ? '#8c3b1a' : '#c98a2b', ink: red ? RED_INK : BLACK_INK };
  const half = FIGURES[rank](suit, palette);
  return svg`<g class="court" data-court=${rank} stroke=${LINE} stroke-width="1.4" stroke-linejoin="round" stroke-linecap="round">
    <rect x="50" y="20" width="100" height="240" rx="4" fill="#fdf5e2" stroke=${palette.ink} stroke-width="1.6"></rect>
    <g>${half}</g>
    <g transform=${`rotate(180 ${CX} ${CY})`}>${half}</g>
    <path d="M50 140H150" stroke=${palette.ink} stroke-width="1.6"></path>
  </g>`;
}
