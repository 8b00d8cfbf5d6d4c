import { KenoGame } from './keno-game';

// The play origin's keno page has an <rgs-keno> element; this bundle gives it life.
if (!customElements.get('rgs-keno')) customElements.define('rgs-keno', KenoGame);
