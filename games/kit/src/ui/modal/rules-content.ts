import { css, html, nothing, type TemplateResult } from 'lit';
import type { GameLanguage } from '../i18n';
import { modalStrings } from './modal-strings';

/** A game's rules as a player reads them, in one language (not the developer RULES.md). */
export interface RulesContent {
  /** The modal's title ("Dice rules"). */
  readonly title: string;
  /** The steps of a round, in order. */
  readonly howToPlay: readonly string[];
  /** What pays what: the first column names the row (it is the row's header). */
  readonly paytable?: { readonly columns: readonly string[]; readonly rows: readonly (readonly string[])[] };
  /** The return to player, as shown ("99%"). */
  readonly rtp: string;
  /** The largest win, as shown ("10,000× the bet"). */
  readonly maxWin: string;
  readonly notes?: readonly string[];
}

/** A game's rules in every language it speaks; English is required and is the fallback. */
export type RulesByLanguage = { readonly en: RulesContent } & Partial<Record<Exclude<GameLanguage, 'en'>, RulesContent>>;

/** The rules in the player's language, or English when the game has none in it. */
export function rulesFor(rules: RulesByLanguage, lang: string | null | undefined): RulesContent {
  return (lang === 'pt' || lang === 'es' ? rules[lang] : undefined) ?? rules.en;
}

/**
 * Draws rules as the body of a rules modal (the title belongs to the modal: pass it as its `label`):
 * how to play as ordered steps, the paytable as a table with a caption, the RTP and maximum win as
 * labelled lines, then any notes. Include {@link rulesStyles} in the styles of the element that
 * renders it: the content is slotted, so the modal's own styles cannot reach inside it.
 */
export function renderRules(content: RulesContent, lang: string | null | undefined): TemplateResult {
  const strings = modalStrings(lang);
  const table = content.paytable;
  return html`<div class="rgs-rules">
    <h3>${strings.howToPlay}</h3>
    <ol>${content.howToPlay.map((step) => html`<li>${step}</li>`)}</ol>
    ${table
      ? html`<table>
          <caption>${strings.paytable}</caption>
          <thead><tr>${table.columns.map((column) => html`<th scope="col">${column}</th>`)}</tr></thead>
          <tbody>${table.rows.map(([head, ...cells]) => html`<tr><th scope="row">${head}</th>${cells.map((cell) => html`<td>${cell}</td>`)}</tr>`)}</tbody>
        </table>`
      : nothing}
    <dl>
      <div><dt>${strings.rtp}</dt><dd>${content.rtp}</dd></div>
      <div><dt>${strings.maxWin}</dt><dd>${content.maxWin}</dd></div>
    </dl>
    ${content.notes?.length
      ? html`<h3>${strings.notes}</h3>
          <ul>${content.notes.map((note) => html`<li>${note}</li>`)}</ul>`
      : nothing}
  </div>`;
}

/** The look of rendered rules; colours come from the surrounding text, so any theme reads. */
export const rulesStyles = css`
  .rgs-rules h3 {
    margin: 12px 0 6px;
    font-size: 1em;
  }
  .rgs-rules h3:first-child {
    margin-top: 0;
  }
  .rgs-rules ol,
  .rgs-rules ul {
    margin: 0;
    padding-left: 22px;
  }
  .rgs-rules li + li {
    margin-top: 4px;
  }
  .rgs-rules table {
    width: 100%;
    margin: 12px 0;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  .rgs-rules caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 6px;
  }
  .rgs-rules th,
  .rgs-rules td {
    padding: 4px 8px;
    text-align: start;
    border-bottom: 1px solid color-mix(in srgb, currentColor 30%, transparent);
  }
  .rgs-rules dl {
    margin: 12px 0 0;
  }
  .rgs-rules dl div {
    display: flex;
    flex-wrap: wrap;
    gap: 0 8px;
  }
  .rgs-rules dt {
    font-weight: 600;
  }
  .rgs-rules dt::after {
    content: ':';
  }
  .rgs-rules dd {
    margin: 0;
  }
`;
