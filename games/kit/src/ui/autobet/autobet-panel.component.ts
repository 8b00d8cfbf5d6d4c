import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { AutobetController } from './autobet-controller';
import { DEFAULT_AUTOBET_FORM, MAX_AUTOBET_COUNT, MAX_AUTOBET_PERCENT, readAutobetForm, type AutobetAdjust, type AutobetField, type AutobetFieldError, type AutobetForm } from './autobet-settings';
import { autobetStrings } from './autobet-strings';
import { autobetPanelStyles } from './autobet-panel.styles';
import { compareDecimal } from '../decimal';

type Errors = Partial<Record<AutobetField, AutobetFieldError>>;
const FIELD_ORDER: readonly AutobetField[] = ['count', 'winPercent', 'lossPercent', 'stopOnProfit', 'stopOnLoss'];

/**
 * The autobet settings and its start/stop button, for an {@link AutobetController} the shell owns:
 * number of bets (or no limit), what to do on a win and on a loss (back to the base bet, or increase
 * by a percentage), and optional profit and loss stops. Fields are checked when the player starts,
 * each wrong one saying why next to it (and again as it is corrected); the first wrong one gets focus.
 * While a run is on, the settings are locked, the button stops it, and the counters follow each round;
 * the status line (a polite live region) says why the run ended.
 *
 * @csspart start - the start / stop button (never `disabled`: it keeps focus; see KeepFocusController).
 * @csspart counters - bets placed and profit.
 * @csspart status - why the last run ended.
 * @cssprop --rgs-surface-raised, --rgs-text - the panel and its text (the theme palette).
 * @cssprop --rgs-surface, --rgs-border, --rgs-focus, --rgs-accent-solid, --rgs-on-accent, --rgs-color-scheme - the fields and the start button (the kit's `controls`).
 */
export class RgsAutobetPanel extends LitElement {
  static override styles = autobetPanelStyles;

  static override properties = {
    controller: { attribute: false },
    lang: { type: String },
    currency: { type: String },
    format: { attribute: false },
    disabled: { type: Boolean, reflect: true },
    form: { state: true },
    errors: { state: true },
  };

  /** The run to drive (the shell makes it with its `placeOne`). */
  declare controller: AutobetController | null;
  /** 'en', 'pt' or 'es' (anything else reads English). */
  declare lang: string;
  /** Shown after the profit ("USD"); empty for none. */
  declare currency: string;
  /** How the profit is shown ("$1.50", "-R$ 2,00"), in the same currency as the stakes; when null, as decimal text and `currency`. */
  declare format: ((amount: string) => string) | null;
  /** No run can start (no session yet, or the player must sign in). */
  declare disabled: boolean;
  declare private form: AutobetForm;
  declare private errors: Errors;
  private unsubscribe: (() => void) | null = null;

  constructor() {
    super();
    this.controller = null;
    this.lang = 'en';
    this.currency = '';
    this.format = null;
    this.disabled = false;
    this.form = DEFAULT_AUTOBET_FORM;
    this.errors = {};
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.follow();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('controller')) this.follow();
  }

  /** Re-renders whenever the controller's run changes (it belongs to the shell, not to this element). */
  private follow(): void {
    this.unsubscribe?.();
    this.unsubscribe = this.isConnected ? (this.controller?.subscribe(() => this.requestUpdate()) ?? null) : null;
  }

  private edit(change: Partial<AutobetForm>): void {
    this.form = { ...this.form, ...change };
    // Once the player has been told what is wrong, the messages follow their corrections.
    if (Object.keys(this.errors).length > 0) {
      const result = readAutobetForm(this.form);
      this.errors = result.ok ? {} : result.errors;
    }
  }

  private readonly onSubmit = async (event: Event): Promise<void> => {
    event.preventDefault();
    const controller = this.controller;
    if (!controller || this.disabled) return;
    if (controller.state === 'running') return controller.stop('user');
    if (controller.state === 'stopping') return;
    const result = readAutobetForm(this.form);
    if (!result.ok) {
      this.errors = result.errors;
      await this.updateComplete;
      const first = FIELD_ORDER.find((field) => result.errors[field]);
      this.renderRoot.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    this.errors = {};
    void controller.start(result.settings);
  };

  private errorText(error: AutobetFieldError): string {
    const strings = autobetStrings(this.lang);
    const count = new Intl.NumberFormat(this.lang).format(MAX_AUTOBET_COUNT);
    return error === 'count' ? strings.errors.count(count) : error === 'percent' ? strings.errors.percent(MAX_AUTOBET_PERCENT) : strings.errors.amount;
  }

  /** The message under a wrong field (its `aria-describedby`), or nothing. */
  private problem(field: AutobetField): TemplateResult | typeof nothing {
    const error = this.errors[field];
    return error ? html`<p class="error" id=${`${field}-error`}>${this.errorText(error)}</p>` : nothing;
  }

  private adjustGroup(kind: 'win' | 'loss'): TemplateResult {
    const strings = autobetStrings(this.lang);
    const key = kind === 'win' ? 'onWin' : 'onLoss';
    const field: AutobetField = kind === 'win' ? 'winPercent' : 'lossPercent';
    const value = this.form[key];
    const set = (change: Partial<AutobetAdjust>) => this.edit({ [key]: { ...value, ...change } });
    const legend = kind === 'win' ? strings.onWin : strings.onLoss;
    return html`<fieldset class="field">
      <legend>${legend}</legend>
      <label class="choice"><input type="radio" name=${kind} value="reset" .checked=${value.mode === 'reset'} @change=${() => set({ mode: 'reset' })} />${strings.reset}</label>
      <div class="inline">
        <label class="choice"><input type="radio" name=${kind} value="increase" .checked=${value.mode === 'increase'} @change=${() => set({ mode: 'increase' })} />${strings.increase}</label>
        <span class="suffix"><input id=${field} inputmode="decimal" autocomplete="off" .value=${value.percent} ?disabled=${value.mode !== 'increase'}
          aria-label=${`${legend}: ${strings.increase} (${strings.percent})`} aria-invalid=${this.errors[field] ? 'true' : 'false'}
          aria-describedby=${this.errors[field] ? `${field}-error` : nothing}
          @input=${(e: Event) => set({ percent: (e.target as HTMLInputElement).value })} /><span aria-hidden="true">%</span></span>
      </div>
      ${this.problem(field)}
    </fieldset>`;
  }

  private limitField(field: 'stopOnProfit' | 'stopOnLoss'): TemplateResult {
    const strings = autobetStrings(this.lang);
    return html`<div class="field">
      <label for=${field}>${strings[field]} <span class="optional">(${strings.optional})</span></label>
      <span class="suffix"><input id=${field} inputmode="decimal" autocomplete="off" .value=${this.form[field]}
        aria-invalid=${this.errors[field] ? 'true' : 'false'} aria-describedby=${this.errors[field] ? `${field}-error` : nothing}
        @input=${(e: Event) => this.edit({ [field]: (e.target as HTMLInputElement).value })} />${this.currency ? html`<span>${this.currency}</span>` : nothing}</span>
      ${this.problem(field)}
    </div>`;
  }

  override render(): TemplateResult {
    const strings = autobetStrings(this.lang);
    const controller = this.controller;
    const state = controller?.state ?? 'idle';
    const idle = state === 'idle';
    const profit = controller?.profit ?? '0';
    const shown = this.format ? this.format(profit) : `${profit}${this.currency ? ` ${this.currency}` : ''}`;
    const signed = compareDecimal(profit, '0') > 0 ? `+${shown}` : shown;
    const counted = controller !== null && (!idle || controller.lastStopReason !== null) ? controller : null;
    const label = state === 'running' ? strings.stop : state === 'stopping' ? strings.stopping : strings.start;
    return html`<form novalidate aria-label=${strings.title} @submit=${this.onSubmit}>
      <fieldset class="settings" ?disabled=${!idle || this.disabled}>
        <div class="field">
          <label for="count">${strings.count}</label>
          <div class="inline">
            <input id="count" inputmode="numeric" autocomplete="off" .value=${this.form.count} ?disabled=${this.form.unlimited}
              aria-invalid=${this.errors.count ? 'true' : 'false'} aria-describedby=${this.errors.count ? 'count-error' : nothing}
              @input=${(e: Event) => this.edit({ count: (e.target as HTMLInputElement).value })} />
            <label class="choice"><input type="checkbox" .checked=${this.form.unlimited} @change=${(e: Event) => this.edit({ unlimited: (e.target as HTMLInputElement).checked })} /><span aria-hidden="true">∞</span> ${strings.unlimited}</label>
          </div>
          ${this.problem('count')}
        </div>
        ${this.adjustGroup('win')} ${this.adjustGroup('loss')} ${this.limitField('stopOnProfit')} ${this.limitField('stopOnLoss')}
      </fieldset>
      <div class="actions">
        <button type="submit" class="primary" part="start" aria-disabled=${state === 'stopping' || this.disabled || !controller ? 'true' : 'false'}>${label}</button>
        ${counted
          ? html`<p class="counters" part="counters">${strings.played(counted.played, counted.settings?.count ?? null)} · ${strings.profit}: ${signed}</p>`
          : nothing}
      </div>
      <p class="status" part="status" role="status">${idle && controller?.lastStopReason ? strings.stopped[controller.lastStopReason] : ''}</p>
    </form>`;
  }
}
