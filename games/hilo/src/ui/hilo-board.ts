import { html, nothing, svg, type TemplateResult } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { RANKS, type HiloCard } from '../cards';
import { RANK_COUNT, wins, type Choice } from '../odds';
import { MOVE_ART } from './card-art';
import type { GuessOffer } from './hilo-odds';
import type { RunCard } from './hilo-view';

/** What the board needs from its game to draw itself. */
export interface BoardOptions {
  readonly lang: string;
  readonly logoUrl: string | null;
  /** A string in the player's language (the game's own, then the kit's). */
  readonly t: (key: string) => string;
  /** Fills `{name}` in a string. */
  readonly fill: (text: string, values: Readonly<Record<string, string>>) => string;
  /** A card's accessible name ("Eight of clubs"). */
  readonly cardName: (card: HiloCard) => string;
  /** A multiplier as shown ("3.3462×"). */
  readonly multiplier: (text: string) => string;
  /** A percentage as shown ("38.46%"). */
  readonly percent: (text: string) => string;
  /** A count in the player's digits. */
  readonly count: (n: number) => string;
}

/** The table: the deck on the left, the card in play, and after a cashout the card that would have come (`next`, drawn by the run pieces). */
export function renderTable(
  options: BoardOptions,
  table: { readonly current: RunCard | null; readonly key: string; readonly deal: boolean; readonly verdict: 'right' | 'wrong' | null; readonly next: TemplateResult | typeof nothing },
): TemplateResult {
  const { current } = table;
  return html`<div class="table">
    <div class="deck" aria-hidden="true">
      ${[0, 1, 2].map((i) => html`<rgs-playing-card class="pile" style=${`--d:${i}`} face-down .logoUrl=${options.logoUrl} .lang=${options.lang}></rgs-playing-card>`)}
    </div>
    <figure class=${`current${table.verdict ? ` ${table.verdict}` : ''}`}>
      ${current
        ? keyed(
            table.key,
            html`<rgs-playing-card class="face" .rank=${current.card.rank} .suit=${current.card.suit} .lang=${options.lang} .logoUrl=${options.logoUrl}
              .dealt=${table.deal}></rgs-playing-card>`,
          )
        : html`<rgs-playing-card class="face" face-down .logoUrl=${options.logoUrl} .lang=${options.lang}></rgs-playing-card>`}
      ${table.verdict ? html`<span class=${`verdict ${table.verdict}`} aria-hidden="true">${table.verdict === 'right' ? '✓' : '✗'}</span>` : nothing}
      <figcaption>${options.t('currentCard')}</figcaption>
    </figure>
    ${table.next}
  </div>`;
}

/**
 * The ranks from ace to king in a line, the card's rank marked and the ranks a guess would win lit
 * (the guess under the pointer or the focus). A picture of the odds; the buttons say them in words.
 */
export function renderRankLine(rank: number | null, lit: Choice | null): TemplateResult {
  const cell = 24;
  return html`<svg class="ranks" viewBox=${`0 0 ${RANK_COUNT * cell} 30`} aria-hidden="true" focusable="false">
    ${RANKS.map((name, r) => {
      const here = r === rank;
      const on = rank !== null && lit !== null && wins(rank, r, lit);
      return svg`<g class=${`rank${here ? ' here' : ''}${on ? ' lit' : ''}`} transform=${`translate(${r * cell} 0)`}>
        <rect x="1.5" y="1.5" width=${cell - 3} height="27" rx="5"></rect>
        <text x=${cell / 2} y="20" text-anchor="middle">${name}</text>
      </g>`;
    })}
  </svg>`;
}

/** How the guess buttons talk to their game. */
export interface GuessOptions {
  /** Whether a guess can be sent now (a round open, nothing under way). */
  readonly live: boolean;
  readonly card: HiloCard | null;
  readonly onGuess: (choice: Choice) => void;
  readonly onLight: (choice: Choice | null) => void;
}

const KEYS: Readonly<Record<Choice, string>> = { higher: 'H', lower: 'L', same: 'S' };
const THAN: Readonly<Record<Choice, string>> = { higher: 'higherThan', lower: 'lowerThan', same: 'sameAs' };

/**
 * A sentence of the player's language read out in full, its `{name}` parts shown: the words between
 * them are there for screen readers only. So a button's accessible name is its content, the visible
 * words in the order they are read (WCAG's label in name), and says the whole thing.
 */
function sentence(template: string, shown: Readonly<Record<string, TemplateResult | string>>): TemplateResult[] {
  return template.split(/(\{\w+\})/).filter(Boolean).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in shown ? html`${shown[name]}` : html`<span class="sr">${part}</span>`;
  });
}

/** The three guesses, each with its chance and what a right guess makes the multiplier; lower, same, higher as on the rank line. */
export function renderGuesses(options: BoardOptions, offers: readonly GuessOffer[], guess: GuessOptions): TemplateResult {
  const ordered = (['lower', 'same', 'higher'] as const).map((choice) => offers.find((offer) => offer.choice === choice)!);
  return html`<div class="guesses" role="group" aria-label=${options.t('pickGuess')}>
    ${ordered.map((offer) => {
      const card = guess.card;
      const possible = offer.ranks > 0 && card !== null && offer.chance !== null && offer.multiplier !== null;
      const active = guess.live && possible;
      const word = options.t(offer.choice);
      // "Higher than Nine of spades": the word shows, the rest is read.
      const than = card === null ? word : options.fill(options.t(THAN[offer.choice]), { card: options.cardName(card) });
      const named = html`<span class="word">${word}</span>${than.startsWith(word) && than.length > word.length ? html`<span class="sr">${than.slice(word.length)}</span>` : nothing}`;
      const content = possible
        ? sentence(options.t('guessName'), {
            guess: named,
            chance: html`<span class="chance">${options.percent(offer.chance!)}</span>`,
            multiplier: html`<span class="makes">${options.multiplier(offer.multiplier!)}${offer.top ? html` <em>${options.t('top')}</em>` : nothing}</span>`,
          })
        : [...(card === null ? [named] : sentence(options.t('cannotGuess'), { guess: named })), html`<span class="chance" aria-hidden="true">—</span><span class="makes"></span>`];
      return html`<button type="button" class=${`guess ${offer.choice}`} data-choice=${offer.choice} aria-disabled=${active ? 'false' : 'true'}
        aria-keyshortcuts=${KEYS[offer.choice]} @click=${() => active && guess.onGuess(offer.choice)}
        @pointerenter=${() => guess.onLight(offer.choice)} @pointerleave=${() => guess.onLight(null)} @focus=${() => guess.onLight(offer.choice)} @blur=${() => guess.onLight(null)}>
        <svg class="glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${MOVE_ART[offer.choice]}</svg>
        ${content}
        <kbd aria-hidden="true">${KEYS[offer.choice]}</kbd>
      </button>`;
    })}
  </div>`;
}

/** Skip card, with the skips left; `left` is null while no round is open. */
export function renderSkip(options: BoardOptions, left: number | null, live: boolean, onSkip: () => void): TemplateResult {
  const usable = live && left !== null && left > 0;
  return html`<button type="button" class="skip-card" aria-keyshortcuts="N" aria-disabled=${usable ? 'false' : 'true'} @click=${() => usable && onSkip()}>
    <svg class="glyph" viewBox="0 0 24 24" aria-hidden="true" focusable="false">${MOVE_ART.skip}</svg>
    <span>${options.t('skipCard')}</span>
    ${left === null ? nothing : html`<span class="left">${options.fill(options.t('skipsLeft'), { n: options.count(left) })}</span>`}
    <kbd aria-hidden="true">N</kbd>
  </button>`;
}
