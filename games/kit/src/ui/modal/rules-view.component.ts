import { LitElement, css, html, type TemplateResult } from 'lit';
import { paletteVar } from '../theme/palette-var';
import { renderRules, rulesFor, rulesStyles, type RulesByLanguage } from './rules-content';

/**
 * A game's rules as the body of a rules modal: {@link renderRules} of the player's language in a
 * shadow root of its own, so the page that shows it needs neither the rules' styles nor their code
 * until the modal first opens. Without `rules` it shows `fallback` (what to say while the rules
 * load, or when they cannot).
 *
 * @cssprop --rgs-text - the text (the theme palette).
 */
export class RgsRules extends LitElement {
  static override styles = [
    rulesStyles,
    css`
      :host {
        display: block;
        color: ${paletteVar('--rgs-text')};
      }
    `,
  ];

  static override properties = {
    rules: { attribute: false },
    lang: { type: String },
    fallback: { type: String },
  };

  /** The game's rules in every language it speaks; null while none are known. */
  declare rules: RulesByLanguage | null;
  /** 'en', 'pt' or 'es': which rules show, and the headings' language. */
  declare lang: string;
  /** Shown instead of the rules while `content` is null. */
  declare fallback: string;

  constructor() {
    super();
    this.rules = null;
    this.lang = 'en';
    this.fallback = '';
  }

  override render(): TemplateResult {
    return this.rules ? renderRules(rulesFor(this.rules, this.lang), this.lang) : html`<p>${this.fallback}</p>`;
  }
}
