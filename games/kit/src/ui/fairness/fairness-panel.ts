import { FairnessPanel } from './fairness-panel.component';

export * from './fairness-panel.component';

if (!customElements.get('rgs-fairness')) customElements.define('rgs-fairness', FairnessPanel);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-fairness': FairnessPanel;
  }
}
