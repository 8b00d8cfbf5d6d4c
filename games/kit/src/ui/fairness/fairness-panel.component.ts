import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Game } from '../../seam/define-game';
import type { PlayedRound } from '../played-round';
import type { FairnessInfo, PlaySource } from '../play-source';
import { historyStrings } from '../history/history-strings';
import { systemClock, type HistoryClock } from '../history/history-clock';
import { roundMoney } from '../history/round-money';
import { roundResult } from '../history/round-result';
import { roundTime } from '../history/round-time';
import { playerError } from '../errors/player-error';
import { clientSeedMessage, clientSeedProblem } from './client-seed-check';
import { fairnessPanelStyles } from './fairness-panel.styles';
import { fairnessStrings } from './fairness-strings';
import { panelStyles, verdictStyles } from './panel.styles';
import { verifyPlayedRound } from './round-verification';
import { SeedsRotatedEvent } from './seeds-rotated-event';
import { verdictView, type VerdictResult } from './verdict-view';

// The round picker's value for "type a round id instead".
const OTHER = '';

/**
 * The fairness panel: the active seed pair (the committed server seed hash, the editable client
 * seed, the nonce), rotating it (which reveals the previous pair), and checking a past round in the
 * browser, answered by one sentence saying what was checked. The verdict (`verified`, `mismatch`,
 * `not-revealed`) is on the sentence's `data-verdict`.
 *
 * @fires rgs-seeds-rotated - `SeedsRotatedEvent`, after a rotation: rounds of the previous pair are revealed now.
 * @csspart hash - the active server seed hash.
 * @cssprop --rgs-text, --rgs-text-muted, --rgs-border, --rgs-focus, --rgs-accent-solid, --rgs-on-accent, --rgs-win, --rgs-loss - the theme palette.
 */
export class FairnessPanel extends LitElement {
  static override styles = [panelStyles, verdictStyles, fairnessPanelStyles];

  static override properties = {
    source: { attribute: false },
    rounds: { attribute: false },
    loadGame: { attribute: false },
    lang: { type: String },
    roundId: { attribute: false },
    clock: { attribute: false },
    info: { state: true },
    clientSeed: { state: true },
    pick: { state: true },
    typedId: { state: true },
    busy: { state: true },
    result: { state: true },
    error: { state: true },
  };

  /** Where the seeds and rounds come from; nothing loads without it. */
  declare source: PlaySource | null;
  /** Past rounds to pick from, newest first (the shell's history). */
  declare rounds: readonly PlayedRound[];
  /** The game's rules, loaded only when a round is verified. */
  declare loadGame: () => Promise<Game>;
  declare lang: string;
  /** The round to verify first (a history row's); any id, listed in `rounds` or not. Null: the newest. */
  declare roundId: string | null;
  /** The clock round times are read against. */
  declare clock: HistoryClock;
  declare protected info: FairnessInfo | null;
  declare protected clientSeed: string;
  /** The picker's choice: a round id, OTHER, or null for the newest round. */
  declare protected pick: string | null;
  declare protected typedId: string;
  declare protected busy: 'rotate' | 'verify' | null;
  declare protected result: VerdictResult | null;
  declare protected error: string;

  constructor() {
    super();
    this.source = null;
    this.rounds = [];
    this.loadGame = () => Promise.reject(new Error('no game rules'));
    this.lang = 'en';
    this.roundId = null;
    this.clock = systemClock;
    this.info = null;
    this.clientSeed = '';
    this.pick = null;
    this.typedId = '';
    this.busy = null;
    this.result = null;
    this.error = '';
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('roundId') && this.roundId) {
      const listed = this.rounds.some((round) => round.id === this.roundId);
      this.pick = listed ? this.roundId : OTHER;
      if (!listed) this.typedId = this.roundId;
      this.result = null;
    }
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('source') && this.source) void this.refresh();
  }

  /** Reads the active seeds again. */
  async refresh(): Promise<void> {
    const source = this.source;
    if (!source) return;
    try {
      this.info = await source.fairness();
      this.clientSeed = this.info.clientSeed;
      this.error = '';
    } catch (error) {
      this.error = messageOf(error, this.lang);
    }
  }

  private get picked(): string {
    if (this.pick === OTHER || (this.pick !== null && this.rounds.some((round) => round.id === this.pick))) return this.pick;
    return this.rounds[0]?.id ?? OTHER;
  }

  private async rotate(): Promise<void> {
    if (!this.source || this.busy || clientSeedProblem(this.clientSeed)) return;
    this.busy = 'rotate';
    try {
      this.info = await this.source.rotateSeed(this.clientSeed);
      this.clientSeed = this.info.clientSeed;
      this.error = '';
      // A verdict given before the rotation may be out of date (a secret seed is revealed now).
      this.result = null;
      this.dispatchEvent(new SeedsRotatedEvent(this.info));
    } catch (error) {
      this.error = messageOf(error, this.lang);
    } finally {
      this.busy = null;
    }
  }

  private async verify(): Promise<void> {
    if (!this.source || this.busy) return;
    const strings = fairnessStrings(this.lang);
    const id = this.picked === OTHER ? this.typedId.trim() : this.picked;
    if (!id) {
      this.result = { verdict: null, sentence: strings.chooseRound };
      return;
    }
    this.busy = 'verify';
    try {
      const { verdict, sentence } = await verifyPlayedRound(id, { source: this.source, loadGame: this.loadGame, lang: this.lang });
      this.result = { verdict, sentence };
    } catch (error) {
      this.result = { verdict: null, sentence: strings.failed(messageOf(error, this.lang)) };
    } finally {
      this.busy = null;
    }
  }

  override render(): TemplateResult {
    const t = fairnessStrings(this.lang);
    if (!this.info) return html`${this.error ? html`<p role="alert">${this.error}</p>` : html`<p role="status">${t.loading}</p>`}`;
    return html`${this.renderActive(this.info)} ${this.info.previous ? this.renderPrevious(this.info.previous) : nothing} ${this.renderVerify()}`;
  }

  private renderActive(info: FairnessInfo): TemplateResult {
    const t = fairnessStrings(this.lang);
    const problem = clientSeedProblem(this.clientSeed);
    return html`<section aria-labelledby="active">
      <h3 id="active">${t.activeSeeds}</h3>
      <dl>
        <dt>${t.serverSeedHash}</dt>
        <dd><code part="hash">${info.serverSeedHash}</code><br /><span class="note">${t.serverSeedHashNote}</span></dd>
        <dt>${t.nonce}</dt>
        <dd>${info.nonce} <span class="note">${t.nextNonce(info.nonce + 1)}</span></dd>
      </dl>
      <div class="field">
        <label for="client-seed">${t.clientSeed}</label>
        <input id="client-seed" type="text" autocomplete="off" spellcheck="false" .value=${this.clientSeed}
          aria-invalid=${problem ? 'true' : 'false'} aria-describedby=${problem ? 'seed-problem' : 'rotate-note'}
          @input=${(e: Event) => (this.clientSeed = (e.target as HTMLInputElement).value)}
          @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && void this.rotate()} />
        <button class="primary" ?disabled=${problem !== null || this.busy !== null} @click=${() => void this.rotate()}>${t.rotate}</button>
      </div>
      ${problem ? html`<p id="seed-problem" class="problem">${clientSeedMessage(problem, t)}</p>` : nothing}
      <p id="rotate-note" class="note">${t.rotateNote}</p>
      ${this.error ? html`<p role="alert">${this.error}</p>` : nothing}
    </section>`;
  }

  private renderPrevious(previous: NonNullable<FairnessInfo['previous']>): TemplateResult {
    const t = fairnessStrings(this.lang);
    return html`<section aria-labelledby="previous">
      <h3 id="previous">${t.previousPair}</h3>
      <dl>
        <dt>${t.previousServerSeed}</dt>
        <dd><code>${previous.serverSeed}</code></dd>
        <dt>${t.previousServerSeedHash}</dt>
        <dd><code>${previous.serverSeedHash}</code></dd>
        <dt>${t.previousClientSeed}</dt>
        <dd><code>${previous.clientSeed}</code></dd>
        <dt>${t.lastNonce}</dt>
        <dd>${previous.lastNonce}</dd>
      </dl>
    </section>`;
  }

  private renderVerify(): TemplateResult {
    const t = fairnessStrings(this.lang);
    const picked = this.picked;
    return html`<section aria-labelledby="verify">
      <h3 id="verify">${t.verifyTitle}</h3>
      <p class="note">${t.verifyNote}</p>
      <div class="field">
        <label for="round">${t.round}</label>
        <select id="round" @change=${(e: Event) => ((this.pick = (e.target as HTMLSelectElement).value), (this.result = null))}>
          ${this.rounds.map((round) => html`<option value=${round.id} ?selected=${round.id === picked}>${this.roundLabel(round)}</option>`)}
          <option value=${OTHER} ?selected=${picked === OTHER}>${t.otherRound}</option>
        </select>
      </div>
      ${picked === OTHER
        ? html`<div class="field">
            <label for="round-id">${t.roundId}</label>
            <input id="round-id" type="text" autocomplete="off" spellcheck="false" .value=${this.typedId}
              @input=${(e: Event) => (this.typedId = (e.target as HTMLInputElement).value)}
              @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && void this.verify()} />
          </div>`
        : nothing}
      <button class="primary" ?disabled=${this.busy !== null} @click=${() => void this.verify()}>${t.verify}</button>
      ${verdictView(this.result, this.busy === 'verify', t)}
    </section>`;
  }

  /** A round in the picker: when, the stake, the multiplier and how it ended. */
  private roundLabel(round: PlayedRound): string {
    const money = roundMoney(this.lang, round.currency);
    const createdAt = (round as { createdAt?: unknown }).createdAt;
    const when = typeof createdAt === 'string' ? roundTime(createdAt, this.clock.now(), this.lang) : `#${round.id.slice(-8)}`;
    return `${when} · ${money.amount(round.amount)} · ${money.multiplier(round.multiplier)} · ${historyStrings(this.lang).results[roundResult(round)]}`;
  }
}

/** A failure in the player's words (never the server's own text). */
const messageOf = (error: unknown, lang: string) => {
  const { title, action } = playerError(error, lang);
  return `${title}. ${action}`;
};
