import { DiamondsGame } from './diamonds-game';

// The play origin's diamonds page has an <rgs-diamonds> element; this bundle gives it life.
if (!customElements.get('rgs-diamonds')) customElements.define('rgs-diamonds', DiamondsGame);
