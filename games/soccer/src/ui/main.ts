import { SoccerGame } from './soccer-game';

// The play origin's soccer page has an <rgs-soccer> element; this bundle gives it life.
if (!customElements.get('rgs-soccer')) customElements.define('rgs-soccer', SoccerGame);
