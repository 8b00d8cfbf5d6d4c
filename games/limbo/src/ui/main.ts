import { LimboGame } from './limbo-game';

// The play origin's limbo page has an <rgs-limbo> element; this bundle gives it life.
if (!customElements.get('rgs-limbo')) customElements.define('rgs-limbo', LimboGame);
