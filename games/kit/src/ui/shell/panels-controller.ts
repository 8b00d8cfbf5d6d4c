import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Game } from '../../seam/define-game';
import type { MoneyFormat } from '../format/money-format';
import type { BetHistory } from '../history/history';
import type { RulesByLanguage } from '../modal/rules-content';
import type { PlayedRound } from '../played-round';
import type { PlaySource } from '../play-source';
import { loadPanel } from './lazy-panels';
import type { ShellPanel } from './top-bar';

/** What the panels show, read at each render from the shell. */
export interface PanelsContext {
  readonly source: PlaySource | null;
  readonly game: string;
  readonly lang: string;
  /** This session's rounds, newest first (the fairness panel's picker). */
  readonly rounds: readonly PlayedRound[];
  readonly money: MoneyFormat;
  readonly loadGame: () => Promise<Game>;
  readonly loadPlayerRules: () => Promise<RulesByLanguage | null>;
  /** The shell's words: the panels' titles, and what the rules say while loading or when they cannot. */
  readonly words: { readonly rules: string; readonly fairness: string; readonly history: string; readonly loading: string; readonly rulesMissing: string };
  /** A panel's code could not be fetched (the player is told, in their words). */
  readonly onError: (error: unknown) => void;
}

type RulesState = RulesByLanguage | 'failed' | null;

/**
 * The shell's three panels, each an `<rgs-modal>` fetched the first time it opens: the game's rules
 * (its player-facing rules, loaded then too), fairness (`<rgs-fairness>`) and my bets
 * (`<rgs-history>`). Once loaded a panel stays in the page, closed, so my bets keeps its list and a
 * second opening is instant; the modal puts focus back where it was when it closes.
 */
export class PanelsController implements ReactiveController {
  private current: ShellPanel | null = null;
  private readonly loaded = new Set<ShellPanel>();
  private rules: RulesState = null;
  private rulesTitle: ((rules: RulesByLanguage, lang: string) => string) | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly context: () => PanelsContext,
  ) {
    host.addController(this);
  }

  /** The panel showing, or null. */
  get open(): ShellPanel | null {
    return this.current;
  }

  /** My bets, once it has been opened (the shell puts each settled round on top of it). */
  get history(): BetHistory | null {
    return this.host.renderRoot.querySelector<BetHistory>('rgs-history');
  }

  hostConnected(): void {}

  /** Opens a panel, fetching its code (and, for the rules, the game's rules) the first time. */
  async show(panel: ShellPanel): Promise<void> {
    const context = this.context();
    try {
      await loadPanel(panel);
    } catch (error) {
      context.onError(error);
      return;
    }
    this.loaded.add(panel);
    this.current = panel;
    this.host.requestUpdate();
    if (panel === 'rules' && (this.rules === null || this.rules === 'failed')) await this.loadRules(context);
  }

  private async loadRules(context: PanelsContext): Promise<void> {
    try {
      const [rules, view] = await Promise.all([context.loadPlayerRules(), import('../modal/rules-view')]);
      this.rulesTitle = (all, lang) => view.rulesFor(all, lang).title;
      this.rules = rules ?? 'failed';
    } catch {
      this.rules = 'failed';
    }
    this.host.requestUpdate();
  }

  private readonly onClosed = (): void => {
    this.current = null;
    this.host.requestUpdate();
  };

  /** The panels opened so far, the current one open. */
  render(): TemplateResult {
    const context = this.context();
    const { words } = context;
    const modal = (panel: ShellPanel, label: string, content: TemplateResult) =>
      this.loaded.has(panel)
        ? html`<rgs-modal label=${label} lang=${context.lang} .open=${this.current === panel} @rgs-modal-close=${this.onClosed}>${content}</rgs-modal>`
        : nothing;
    const rules = this.rules === null || this.rules === 'failed' ? null : this.rules;
    return html`${modal(
      'rules',
      rules && this.rulesTitle ? this.rulesTitle(rules, context.lang) : words.rules,
      html`<rgs-rules lang=${context.lang} .rules=${rules} fallback=${this.rules === 'failed' ? words.rulesMissing : words.loading}></rgs-rules>`,
    )}
    ${modal(
      'fairness',
      words.fairness,
      html`<rgs-fairness .source=${context.source} .rounds=${context.rounds} .loadGame=${context.loadGame} lang=${context.lang}></rgs-fairness>`,
    )}
    ${modal(
      'history',
      words.history,
      html`<rgs-history titled .source=${context.source} game=${context.game} lang=${context.lang} .loadGame=${context.loadGame} .moneyFormat=${context.money}></rgs-history>`,
    )}`;
  }
}
