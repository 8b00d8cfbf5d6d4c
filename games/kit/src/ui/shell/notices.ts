import { html, nothing, type TemplateResult } from 'lit';
import { errorStrings } from '../errors/translations';

/** What the notices under the top bar tell. */
export interface NoticesView {
  /** The connection is lost and being probed. */
  readonly reconnecting: boolean;
  /** A notice for the player (sign in, a part of the game that would not load); empty for none. */
  readonly message: string;
  readonly lang: string;
}

/** The notices under the top bar: the reconnecting state (with Try now, which runs `retry`) and the shell's message. */
export function renderNotices(view: NoticesView, retry: () => void): TemplateResult {
  const errors = errorStrings(view.lang);
  return html`${view.reconnecting
    ? html`<div class="notice reconnecting" role="status"><span class="spinner" aria-hidden="true"></span><span>${errors.reconnecting}</span>
        <button type="button" @click=${retry}>${errors.retryNow}</button></div>`
    : nothing}
  ${view.message ? html`<p class="notice" role="status">${view.message}</p>` : nothing}`;
}
