import { BlackjackGame } from './blackjack-game';

// The play origin's blackjack page has an <rgs-blackjack> element; this bundle gives it life.
if (!customElements.get('rgs-blackjack')) customElements.define('rgs-blackjack', BlackjackGame);
