import { PulseGame } from './pulse-game';

// The play origin's pulse page has an <rgs-pulse> element; this bundle gives it life.
if (!customElements.get('rgs-pulse')) customElements.define('rgs-pulse', PulseGame);
