import { RgsFreeBets } from './free-bets.component';

export * from './free-bets.component';

if (!customElements.get('rgs-free-bets')) customElements.define('rgs-free-bets', RgsFreeBets);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-free-bets': RgsFreeBets;
  }
}
