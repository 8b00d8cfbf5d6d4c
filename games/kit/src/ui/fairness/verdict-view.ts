import { html, nothing, type TemplateResult } from 'lit';
import type { Verdict } from '../verify-round';
import type { FairnessStrings } from './translations/fairness-strings';

/** What a check said: its verdict (null when nothing could be checked) and its sentence. */
export interface VerdictResult {
  readonly verdict: Verdict | null;
  readonly sentence: string;
}

const ICONS: Readonly<Record<Verdict, string>> = { verified: '✓', mismatch: '✕', 'not-revealed': '🔒' };

/**
 * The live region a check answers in: "Checking…" while it runs, then the sentence, with the verdict
 * on `data-verdict` and an icon beside it (the sentence alone says it all).
 */
export function verdictView(result: VerdictResult | null, checking: boolean, strings: FairnessStrings): TemplateResult {
  return html`<div role="status">
    ${checking
      ? html`<p>${strings.checking}</p>`
      : result
        ? html`<p class="verdict" data-verdict=${result.verdict ?? nothing}>${result.verdict
            ? html`<span class="icon" aria-hidden="true">${ICONS[result.verdict]}</span>`
            : nothing}<span>${result.sentence}</span></p>`
        : nothing}
  </div>`;
}
