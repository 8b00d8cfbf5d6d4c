import { PlinkoGame } from './plinko-game';

// The play origin's plinko page has an <rgs-plinko> element; this bundle gives it life.
if (!customElements.get('rgs-plinko')) customElements.define('rgs-plinko', PlinkoGame);
