import { html, type TemplateResult } from 'lit';
import { ref } from 'lit/directives/ref.js';
import type { HiloCard } from '../cards';
import { MOVE_ART } from './card-art';
import type { BoardOptions } from './hilo-board';
import type { RunCard } from './hilo-view';
import { miniCard } from './mini-card';

// The board's drawing, fetched with the kit's cards just after the page (the element draws its
// status line meanwhile): the table, the rank line, the guesses, the strip of cards played and the
// card that would have come. Together with the cards they keep the page within its budget
// (lazy-cards.ts).

export { cardLabel } from '@rgs/game-kit/ui/cards';
export { renderGuesses, renderRankLine, renderSkip, renderTable } from './hilo-board';

/** After a cashout: the card the next move would have turned, small and dimmed beside the table's card. */
export function renderNext(options: BoardOptions, card: HiloCard): TemplateResult {
  return html`<figure class="next">
    <svg class="mini" viewBox="0 0 40 56" aria-hidden="true" focusable="false">${miniCard(card)}</svg>
    <figcaption>${options.fill(options.t('nextCard'), { card: options.cardName(card) })}</figcaption>
  </figure>`;
}

/** The cards each strip showed when last drawn: it scrolls only when a card joins, never under a player looking back. */
const shownCards = new WeakMap<Element, number>();

/** Scrolls the strip to its newest card when one joins, however long the run. */
function keepNewestInView(count: number) {
  return (strip: Element | undefined) => {
    if (!strip || shownCards.get(strip) === count) return;
    shownCards.set(strip, count);
    // After this render has put the new card in the strip.
    queueMicrotask(() => (strip.scrollLeft = strip.scrollWidth));
  };
}

/** The words for how a card of the run arrived, for its accessible name. */
function arrivalWords(options: BoardOptions, run: RunCard): string {
  const { arrival } = run;
  if (arrival.kind === 'first') return options.t('firstCard');
  if (arrival.kind === 'skip') return options.t('skipped');
  return options.fill(options.t(arrival.right ? 'guessRight' : 'guessWrong'), { choice: options.t(arrival.choice).toLowerCase() });
}

/**
 * The strip of cards played, oldest first: each small card with the move that turned it, whether it
 * was right, and the multiplier after it. A long run scrolls the strip, so it takes focus: the arrow
 * keys then look back along the run, as a pointer can.
 */
export function renderStrip(options: BoardOptions, run: readonly RunCard[]): TemplateResult {
  return html`<ol class="strip" tabindex="0" aria-label=${options.t('cardsPlayed')} ${ref(keepNewestInView(run.length))}>
    ${run.map((entry) => {
      const { arrival } = entry;
      const tone = arrival.kind === 'guess' ? (arrival.right ? 'right' : 'wrong') : arrival.kind;
      const glyph = arrival.kind === 'guess' ? MOVE_ART[arrival.choice] : arrival.kind === 'skip' ? MOVE_ART.skip : null;
      const label = options.fill(options.t('playedCard'), { n: String(entry.index + 1), card: options.cardName(entry.card), move: arrivalWords(options, entry) });
      const shown = arrival.kind === 'guess' && arrival.right ? options.multiplier(entry.multiplier) : '';
      return html`<li class=${`played ${tone}`}>
        <span class="sr">${shown ? `${label}, ${shown}` : label}</span>
        <span class="how" aria-hidden="true">${glyph ? html`<svg viewBox="0 0 24 24" focusable="false">${glyph}</svg>` : html`<span class="start"></span>`}</span>
        <svg class="mini" viewBox="0 0 40 56" aria-hidden="true" focusable="false">${miniCard(entry.card)}</svg>
        <span class="after" aria-hidden="true">${shown}</span>
      </li>`;
    })}
  </ol>`;
}
