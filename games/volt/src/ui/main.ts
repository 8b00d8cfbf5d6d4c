import { VoltGame } from './volt-game';

// The play origin's volt page has an <rgs-volt> element; this bundle gives it life.
if (!customElements.get('rgs-volt')) customElements.define('rgs-volt', VoltGame);
