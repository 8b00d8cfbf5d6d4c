import { CoinGame } from './coin-game';

// The play origin's coin page has an <rgs-coin> element; this bundle gives it life.
if (!customElements.get('rgs-coin')) customElements.define('rgs-coin', CoinGame);
