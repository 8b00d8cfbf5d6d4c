import { MinesGame } from './mines-game';

// The play origin's mines page has an <rgs-mines> element; this bundle gives it life.
if (!customElements.get('rgs-mines')) customElements.define('rgs-mines', MinesGame);
