import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Game } from '../../seam/define-game';
import { playerError } from '../errors/player-error';
import { fairnessStrings } from '../fairness/fairness-strings';
import { panelStyles, verdictStyles } from '../fairness/panel.styles';
import { verifyPlayedRound } from '../fairness/round-verification';
import { verdictView, type VerdictResult } from '../fairness/verdict-view';
import type { MoneyFormat } from '../format';
import type { PlaySource, RoundProof } from '../play-source';
import { stringsFor } from '../i18n';
import type { HistoryItem } from './history-item';
import { historyStrings } from './history-strings';
import { roundDetailStyles } from './round-detail.styles';
import { roundMoney } from './round-money';
import { paramEntries } from './round-params';
import { roundDateTime } from './round-time';

/**
 * One round in full: when, the stake, the multiplier and payout, its params as readable pairs, its
 * outcome as JSON (collapsed), its fairness data (the server seed once revealed), and "Verify", which
 * recomputes it in the browser and says what was checked in one sentence (`data-verdict` on it).
 * Fairness data a row lacks, or a seed not revealed when the row was read, is fetched when it opens.
 *
 * @csspart detail - the whole details block.
 * @cssprop --rgs-text, --rgs-text-muted, --rgs-border, --rgs-focus, --rgs-win, --rgs-loss - the theme palette.
 */
export class RoundDetail extends LitElement {
  static override styles = [panelStyles, verdictStyles, roundDetailStyles];

  static override properties = {
    round: { attribute: false },
    source: { attribute: false },
    loadGame: { attribute: false },
    lang: { type: String },
    timeZone: { type: String, attribute: 'time-zone' },
    moneyFormat: { attribute: false },
    proof: { state: true },
    checking: { state: true },
    result: { state: true },
  };

  declare round: HistoryItem | null;
  declare source: PlaySource | null;
  /** The game's rules, loaded only when the round is verified. */
  declare loadGame: () => Promise<Game>;
  declare lang: string;
  /** The time zone of times shown; the browser's when empty. */
  declare timeZone: string;
  /** How amounts are shown (the session's); the round's own currency when null. */
  declare moneyFormat: MoneyFormat | null;
  declare protected proof: RoundProof | null;
  declare protected checking: boolean;
  declare protected result: VerdictResult | null;

  constructor() {
    super();
    this.round = null;
    this.source = null;
    this.loadGame = () => Promise.reject(new Error('no game rules'));
    this.lang = 'en';
    this.timeZone = '';
    this.moneyFormat = null;
    this.proof = null;
    this.checking = false;
    this.result = null;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('round') && changed.get('round')?.id !== this.round?.id) {
      this.proof = null;
      this.result = null;
    }
  }

  override updated(changed: PropertyValues<this>): void {
    const round = this.round;
    // A row without a revealed seed may be out of date: the player may have rotated since it was read.
    if ((changed.has('round') || changed.has('source')) && round && this.source && typeof round.serverSeed !== 'string' && !this.proof) {
      void this.source.proof(round.id).then(
        (proof) => {
          if (proof && this.round?.id === round.id) this.proof = proof;
        },
        () => undefined,
      );
    }
  }

  private async verify(): Promise<void> {
    const round = this.round;
    if (!round || !this.source || this.checking) return;
    this.checking = true;
    try {
      const verification = await verifyPlayedRound(round.id, { source: this.source, loadGame: this.loadGame, lang: this.lang });
      if (verification.proof) this.proof = verification.proof;
      this.result = { verdict: verification.verdict, sentence: verification.sentence };
    } catch (error) {
      const { title, action } = playerError(error, this.lang);
      this.result = { verdict: null, sentence: fairnessStrings(this.lang).failed(`${title}. ${action}`) };
    } finally {
      this.checking = false;
    }
  }

  override render(): TemplateResult | typeof nothing {
    const round = this.round;
    if (!round) return nothing;
    const t = historyStrings(this.lang);
    const money = this.moneyFormat ?? roundMoney(this.lang, round.currency);
    const params = paramEntries(round.params, t);
    return html`<div part="detail">
      <dl>
        ${round.createdAt
          ? html`<dt>${t.time}</dt><dd><time datetime=${round.createdAt}>${roundDateTime(round.createdAt, this.lang, this.timeZone || undefined)}</time></dd>`
          : nothing}
        <dt>${t.bet}</dt><dd>${money.amount(round.freeBet ? round.stake : round.amount)}${round.freeBet ? ` · ${stringsFor(this.lang).freeBet}` : ''}</dd>
        <dt>${t.multiplier}</dt><dd>${money.multiplier(round.multiplier)}</dd>
        <dt>${t.payout}</dt><dd>${money.amount(round.payout)}</dd>
        <dt>${t.roundId}</dt><dd><code>${round.id}</code></dd>
      </dl>
      <h4>${t.params}</h4>
      ${params.length
        ? html`<dl class="params">${params.map(([label, value]) => html`<dt>${label}</dt><dd>${value}</dd>`)}</dl>`
        : html`<p class="note">${t.noParams}</p>`}
      ${round.outcome === null || round.outcome === undefined
        ? html`<h4>${t.outcome}</h4><p class="note">${t.outcomeHidden}</p>`
        : html`<details><summary>${t.outcome}</summary><pre>${JSON.stringify(round.outcome, null, 2)}</pre></details>`}
      ${this.renderFairness(round)}
    </div>`;
  }

  private renderFairness(round: HistoryItem): TemplateResult {
    const t = historyStrings(this.lang);
    const f = fairnessStrings(this.lang);
    const proof = this.proof;
    const hash = proof?.serverSeedHash ?? round.serverSeedHash;
    const seed = proof ? proof.serverSeed : round.serverSeed;
    const clientSeed = proof?.clientSeed ?? round.clientSeed;
    const nonce = proof?.nonce ?? round.nonce;
    return html`<h4>${t.fairness}</h4>
      <dl>
        <dt>${f.serverSeedHash}</dt><dd>${hash ? html`<code>${hash}</code>` : '…'}</dd>
        <dt>${f.serverSeed}</dt><dd>${seed === undefined ? '…' : seed ? html`<code>${seed}</code>` : html`<span class="note">${f.notRevealed}</span>`}</dd>
        <dt>${f.clientSeed}</dt><dd>${clientSeed !== undefined ? html`<code>${clientSeed}</code>` : '…'}</dd>
        <dt>${f.roundNonce}</dt><dd>${nonce ?? '…'}</dd>
      </dl>
      <button class="primary" ?disabled=${this.checking || !this.source} @click=${() => void this.verify()}>${f.verify}</button>
      ${verdictView(this.result, this.checking, f)}`;
  }
}
