import { BetHistory } from './history.component';

export * from './history.component';

if (!customElements.get('rgs-history')) customElements.define('rgs-history', BetHistory);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-history': BetHistory;
  }
}
