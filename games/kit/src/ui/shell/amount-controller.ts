import type { ReactiveController, ReactiveControllerHost, TemplateResult } from 'lit';
import { decimalText, parseDecimal, readDecimalInput } from '../decimal';
import type { MoneyFormat } from '../format/money-format';
import { fill, gameLanguage, stringsFor, type StringKey } from '../i18n';
import { renderAmount } from './bet-amount';
import { amountProblemWords, maxStake, readStake, scaleAmount, type StakeContext, type StakeReading } from './stake-amount';

/** What the amount field reads of the shell and writes back to it. */
export interface AmountHost {
  /** The amount as the player typed it (the shell's `amount`). */
  readonly text: () => string;
  readonly setText: (text: string) => void;
  readonly lang: () => string;
  readonly t: (key: StringKey | (string & {})) => string;
  readonly money: () => MoneyFormat;
  readonly context: () => StakeContext;
  /** The game's limits in the shown currency, null when unknown. */
  readonly shownLimits: () => { min: string; max: string } | null;
  /** Whether the field cannot change now (a call under way, autobet, a round in play). */
  readonly disabled: () => boolean;
  /**
   * The wire stake the amount is locked to (a free bet's), or null when the player's amount is bet.
   * Locked, the field shows that stake read-only and says why; what the player typed comes back after.
   */
  readonly lockedStake: () => string | null;
}

type Element = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

/**
 * The bet amount: the field, ½, 2× and Max (which asks once before it sets the maximum), the
 * limits and the reason an amount cannot be bet; or, while a free bet is on, its stake, locked.
 */
export class AmountController implements ReactiveController {
  /** The maximum Max asks to confirm (shown currency); null when not asking. */
  private confirming: string | null = null;
  private confirmed = false;

  constructor(
    private readonly element: Element,
    private readonly host: AmountHost,
  ) {
    element.addController(this);
  }

  /** Lit's hook; the field keeps no state across connections. */
  hostConnected(): void {}

  /**
   * The typed amount read against the limits and the balance; a locked stake as it is (the server
   * enforces a free bet's stake from its grant, and a free bet needs no balance).
   */
  get reading(): StakeReading {
    const locked = this.host.lockedStake();
    return locked !== null ? { stake: locked, problem: null } : readStake(this.host.text(), this.host.context());
  }

  /** Sets decimal text as the field shows it: with the language's decimal comma. */
  setText(text: string): void {
    this.host.setText(gameLanguage(this.host.lang()) === 'en' ? text : text.replace('.', ','));
  }

  /** The field with its steps, limits and reason. */
  render(): TemplateResult {
    const { host } = this;
    const money = host.money();
    const limits = host.shownLimits();
    const problem = this.reading.problem;
    const locked = host.lockedStake();
    return renderAmount(
      {
        strings: stringsFor(host.lang()),
        value: locked === null ? host.text() : this.shownText(locked),
        sign: money.sign,
        disabled: host.disabled(),
        locked: locked === null ? null : host.t('freeBetAmount'),
        limits: limits ? fill(host.t('limits'), limits) : null,
        problem: problem ? amountProblemWords(problem, money, (key) => host.t(key)) : null,
        canScale: readDecimalInput(host.text()) !== null,
        canMax: maxStake(host.context()) !== null,
        confirm: this.confirming === null || locked !== null ? null : fill(host.t('maxConfirm'), { amount: money.amount(money.toWire(this.confirming) ?? this.confirming) }),
      },
      {
        input: (text) => {
          host.setText(text);
          this.setConfirming(null);
        },
        half: () => this.setText(scaleAmount(host.text(), 'half', host.context())),
        double: () => this.setText(scaleAmount(host.text(), 'double', host.context())),
        max: () => void this.askMax(),
        confirmMax: () => void this.answerMax(true),
        cancelMax: () => void this.answerMax(false),
      },
    );
  }

  /** A wire stake as the field shows it: the shown currency's decimal text, with the language's decimal comma. */
  private shownText(wire: string): string {
    const shown = this.host.money().toDisplay(wire);
    const text = shown === null ? wire : decimalText(parseDecimal(shown)!);
    return gameLanguage(this.host.lang()) === 'en' ? text : text.replace('.', ',');
  }

  private setConfirming(max: string | null): void {
    this.confirming = max;
    this.element.requestUpdate();
  }

  private async askMax(): Promise<void> {
    const max = maxStake(this.host.context());
    if (max === null) return;
    if (this.confirmed) return this.setText(max);
    this.setConfirming(max);
    await this.element.updateComplete;
    this.element.renderRoot.querySelector<HTMLElement>('.confirm-max')?.focus();
  }

  private async answerMax(confirmed: boolean): Promise<void> {
    if (confirmed && this.confirming !== null) {
      this.confirmed = true;
      this.setText(this.confirming);
    }
    this.setConfirming(null);
    await this.element.updateComplete;
    this.element.renderRoot.querySelector<HTMLElement>(`button.step[aria-label="${this.host.t('maxName')}"]`)?.focus();
  }
}
