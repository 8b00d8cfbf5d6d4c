import { LitElement, html, type TemplateResult } from 'lit';
import { roundMoney } from './round-money';
import type { PlayedRound } from '../played-round';
import { historyStrings } from './history-strings';
import { recentResultsStyles } from './recent-results.styles';
import { RESULT_ICONS, roundResult } from './round-result';

/** Chips shown unless `limit` says otherwise. */
export const RECENT_RESULTS_LIMIT = 10;

/**
 * A compact strip of the last settled rounds for the board: one chip each, newest first, with the
 * multiplier and an icon; screen readers also hear "Won" or "Lost". Rounds still open or void are
 * left out. The rounds are given (the shell's or the history's), never fetched.
 *
 * @csspart strip - the list of chips.
 * @csspart chip - each chip; also `chip-won`, `chip-lost`, `chip-even` or `chip-partial`.
 * @cssprop --rgs-text, --rgs-win, --rgs-loss - the theme palette.
 */
export class RecentResults extends LitElement {
  static override styles = recentResultsStyles;

  static override properties = {
    rounds: { attribute: false },
    limit: { type: Number },
    lang: { type: String },
  };

  /** Rounds, newest first. */
  declare rounds: readonly PlayedRound[];
  declare limit: number;
  declare lang: string;

  constructor() {
    super();
    this.rounds = [];
    this.limit = RECENT_RESULTS_LIMIT;
    this.lang = 'en';
  }

  override render(): TemplateResult {
    const t = historyStrings(this.lang);
    // Multipliers carry no currency: one plain format serves every chip.
    const money = roundMoney(this.lang, 'XXX');
    const settled = this.rounds.filter((round) => round.status === 'CLOSED').slice(0, Math.max(0, this.limit));
    return html`<ol part="strip" aria-label=${t.recent}>
      ${settled.map((round) => {
        const result = roundResult(round);
        return html`<li part=${`chip chip-${result}`} class=${result} data-result=${result}>
          <span aria-hidden="true">${RESULT_ICONS[result]}</span>${money.multiplier(round.multiplier)}<span class="sr"> ${t.results[result]}</span>
        </li>`;
      })}
    </ol>`;
  }
}
