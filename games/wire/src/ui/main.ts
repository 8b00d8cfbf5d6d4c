import { WireGame } from './wire-game';

// The play origin's wire page has an <rgs-wire> element; this bundle gives it life.
if (!customElements.get('rgs-wire')) customElements.define('rgs-wire', WireGame);
