import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import type { Game } from '../seam/define-game';
import { controls } from './controls';
import { stringsFor } from './i18n';
import type { PlayedRound } from './played-round';
import type { FairnessInfo, PlaySource } from './play-source';

/** The fairness panel: the committed hash, the client seed, rotation, and verifying past rounds. */
export class FairnessPanel extends LitElement {
  static override properties = {
    source: { attribute: false },
    rounds: { attribute: false },
    loadGame: { attribute: false },
    lang: { type: String },
    info: { state: true },
    clientSeed: { state: true },
    verdicts: { state: true },
    error: { state: true },
  };

  static override styles = [
    controls,
    css`
      :host { display: block; background: var(--rgs-bg-light, #161b22); border-radius: 8px; padding: 8px; overflow-wrap: anywhere; }
      button, input { padding: 6px 8px; min-height: 36px; }
      code { font-size: 12px; } ul { padding-left: 18px; margin: 4px 0; }
    `,
  ];

  declare source: PlaySource | null;
  declare rounds: readonly PlayedRound[];
  declare loadGame: () => Promise<Game>;
  declare lang: string;
  declare protected info: FairnessInfo | null;
  declare protected clientSeed: string;
  declare protected verdicts: Record<string, string>;
  declare protected error: string;

  constructor() {
    super();
    this.source = null;
    this.rounds = [];
    this.lang = 'en';
    this.info = null;
    this.clientSeed = '';
    this.verdicts = {};
    this.error = '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  private async refresh(): Promise<void> {
    if (!this.source) return;
    this.info = await this.source.fairness();
    this.clientSeed = this.info.clientSeed;
  }

  private async rotate(): Promise<void> {
    if (!this.source) return;
    try {
      this.info = await this.source.rotateSeed(this.clientSeed || null);
      this.clientSeed = this.info.clientSeed;
      this.error = '';
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  private async verify(round: PlayedRound): Promise<void> {
    if (!this.source) return;
    const proof = await this.source.proof(round.id);
    const [{ verifyRound }, rules] = await Promise.all([import('./verify-round'), this.loadGame()]);
    const verdict = proof ? await verifyRound(rules, proof) : 'not-revealed';
    this.verdicts = { ...this.verdicts, [round.id]: verdict };
  }

  override render(): TemplateResult {
    const t = stringsFor(this.lang);
    if (!this.info) return html`…`;
    return html`<div><strong>${t.serverSeedHash}</strong><br /><code>${this.info.serverSeedHash}</code></div>
      <label>${t.clientSeed} <input .value=${this.clientSeed} maxlength="64" @input=${(e: Event) => (this.clientSeed = (e.target as HTMLInputElement).value)} /></label>
      <button @click=${() => void this.rotate()}>${t.rotate}</button>
      ${this.error ? html`<p role="alert">${this.error}</p>` : nothing}
      ${this.info.previous
        ? html`<div><strong>${t.previousSeed}</strong><br /><code>${this.info.previous.serverSeed}</code></div>`
        : nothing}
      <ul>
        ${this.rounds.map(
          (round) => html`<li>${round.id.slice(-8)} <button @click=${() => void this.verify(round)}>${t.verify}</button>
            <span data-verdict=${this.verdicts[round.id] ?? ''}>${this.verdicts[round.id] ?? ''}</span></li>`,
        )}
      </ul>`;
  }
}

if (!customElements.get('rgs-fairness')) customElements.define('rgs-fairness', FairnessPanel);
