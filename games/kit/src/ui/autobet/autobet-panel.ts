import { RgsAutobetPanel } from './autobet-panel.component';

export * from './autobet-panel.component';

if (!customElements.get('rgs-autobet-panel')) customElements.define('rgs-autobet-panel', RgsAutobetPanel);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-autobet-panel': RgsAutobetPanel;
  }
}
