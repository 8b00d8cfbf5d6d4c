import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { CoinSide } from '../sides';
import { coinFace } from './coin-art';

/** One place of the streak: a flip still to come, in the air, landed (a match or a miss), or not needed after a miss. */
export type Slot =
  | { readonly kind: 'waiting' | 'spinning' | 'unplayed' }
  | { readonly kind: 'hit' | 'miss'; readonly side: CoinSide };

/** The places of a streak of `streak` flips at a moment: `landed` of the round's `flips` shown, the next in the air while `spinning`. */
export function streakSlots(streak: number, flips: readonly CoinSide[] | null, call: CoinSide, landed: number, spinning: boolean): Slot[] {
  let missed = false;
  return Array.from({ length: streak }, (_, i): Slot => {
    if (missed) return { kind: 'unplayed' };
    if (flips && i < landed) {
      const side = flips[i]!;
      if (side !== call) missed = true;
      return { kind: side === call ? 'hit' : 'miss', side };
    }
    return { kind: spinning && i === landed ? 'spinning' : 'waiting' };
  });
}

/** The words of a slot, for those who cannot see it: "Flip 2: tails, a miss". */
export interface SlotWords {
  readonly hit: string;
  readonly miss: string;
  readonly waiting: string;
  readonly unplayed: string;
  readonly side: (side: CoinSide) => string;
}

// A tick and a cross on a badge at the coin's lower right: the verdict's shape, not only its colour.
const TICK = 'M -7 0 L -2 5 L 8 -6';
const CROSS = 'M -6 -6 L 6 6 M 6 -6 L -6 6';

function badge(hit: boolean): SVGTemplateResult {
  return svg`<g class="badge ${hit ? 'hit' : 'miss'}" transform="translate(33 33) scale(1.3)">
    <circle r="17" /><path d=${hit ? TICK : CROSS} fill="none" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round" />
  </g>`;
}

function slotArt(slot: Slot, n: number): SVGTemplateResult {
  if (slot.kind === 'hit' || slot.kind === 'miss') return svg`${coinFace(slot.side)}${badge(slot.kind === 'hit')}`;
  return svg`<circle class="empty" r="44" /><text class="number" y="13">${n}</text>`;
}

/**
 * The streak as a row of places, one per flip: each fills with the face it landed on and a tick or
 * a cross as it lands; the one in the air is ringed; after a miss the rest stay empty, marked as not
 * needed. A list, each place named in words.
 */
export function renderStreakTrack(slots: readonly Slot[], label: string, words: SlotWords): TemplateResult {
  const said = (slot: Slot, n: number) => {
    if (slot.kind === 'hit' || slot.kind === 'miss') return words[slot.kind].replace('{i}', String(n)).replace('{side}', words.side(slot.side));
    return words[slot.kind === 'unplayed' ? 'unplayed' : 'waiting'].replace('{i}', String(n));
  };
  return html`<ol class="track" aria-label=${label} style="--slots:${slots.length}">
    ${slots.map(
      (slot, i) => html`<li class="slot ${slot.kind}">
        <svg viewBox="-55 -55 110 110" aria-hidden="true">${slotArt(slot, i + 1)}</svg><span class="sr">${said(slot, i + 1)}</span>
      </li>`,
    )}
  </ol>`;
}
