import { HiloGame } from './hilo-game';

// The play origin's HiLo page has an <rgs-hilo> element; this bundle gives it life.
if (!customElements.get('rgs-hilo')) customElements.define('rgs-hilo', HiloGame);
