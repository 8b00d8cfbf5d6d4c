import { DoorsGame } from './doors-game';

// The play origin's doors page has an <rgs-doors> element; this bundle gives it life.
if (!customElements.get('rgs-doors')) customElements.define('rgs-doors', DoorsGame);
