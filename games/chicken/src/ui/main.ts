import { ChickenGame } from './chicken-game';

// The play origin's chicken page has an <rgs-chicken> element; this bundle gives it life.
if (!customElements.get('rgs-chicken')) customElements.define('rgs-chicken', ChickenGame);
