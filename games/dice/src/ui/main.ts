import { DiceGame } from './dice-game';

// The play origin's dice page has an <rgs-dice> element; this bundle gives it life.
if (!customElements.get('rgs-dice')) customElements.define('rgs-dice', DiceGame);
