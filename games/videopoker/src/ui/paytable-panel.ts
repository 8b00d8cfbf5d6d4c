import { html, nothing, type TemplateResult } from 'lit';
import { PAYING_HANDS, PAYTABLE, type HandName } from '../paytable';

/** How the panel talks to its game: names, amounts and which row is lit. */
export interface PaytableOptions {
  readonly caption: string;
  /** A hand's name in the player's language. */
  readonly name: (hand: HandName) => string;
  /** A multiplier as shown ("800×"). */
  readonly times: (multiplier: string) => string;
  /** What the row pays at the current stake, as shown; null while no stake is known. */
  readonly amount: (multiplier: string) => string | null;
  /** The row lit: the hand on the table. */
  readonly lit: HandName | null;
  /** `current`: what the dealt cards make now; `won`: the final hand, paid. */
  readonly tone: 'current' | 'won';
}

/**
 * The paytable: one row per paying hand, its multiple of the stake and what that is at the stake
 * played, the hand on the table lit (and marked for screen readers with aria-current).
 */
export function renderPaytable(options: PaytableOptions): TemplateResult {
  return html`<table class="paytable">
    <caption>${options.caption}</caption>
    <tbody>
      ${PAYING_HANDS.map((hand) => {
        const multiplier = String(PAYTABLE[hand]);
        const lit = options.lit === hand;
        const amount = options.amount(multiplier);
        return html`<tr class=${lit ? `lit ${options.tone}` : ''} data-hand=${hand} aria-current=${lit ? 'true' : nothing}>
          <th scope="row">${options.name(hand)}</th>
          <td class="times">${options.times(multiplier)}</td>
          ${amount === null ? nothing : html`<td class="amount">${amount}</td>`}
        </tr>`;
      })}
    </tbody>
  </table>`;
}
