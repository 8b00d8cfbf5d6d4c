import { PlayingCard } from './playing-card.component';

export * from './playing-card.component';

if (!customElements.get('rgs-playing-card')) customElements.define('rgs-playing-card', PlayingCard);

declare global {
  interface HTMLElementTagNameMap {
    'rgs-playing-card': PlayingCard;
  }
}
