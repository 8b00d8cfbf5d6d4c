import { TowerGame } from './tower-game';

// The play origin's tower page has an <rgs-tower> element; this bundle gives it life.
if (!customElements.get('rgs-tower')) customElements.define('rgs-tower', TowerGame);
