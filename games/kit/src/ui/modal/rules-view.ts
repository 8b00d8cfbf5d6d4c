import { RgsRules } from './rules-view.component';

export * from './rules-view.component';
// The shell names the rules modal after the rules it shows, once this chunk has arrived.
export { rulesFor } from './rules-content';

if (!customElements.get('rgs-rules')) customElements.define('rgs-rules', RgsRules);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-rules': RgsRules;
  }
}
