import { CardHand } from './card-hand.component';

export * from './card-hand.component';

if (!customElements.get('rgs-card-hand')) customElements.define('rgs-card-hand', CardHand);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-card-hand': CardHand;
  }
}
