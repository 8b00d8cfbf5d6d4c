import { SafeGame } from './safe-game';

// The play origin's safe page has an <rgs-safe> element; this bundle gives it life.
if (!customElements.get('rgs-safe')) customElements.define('rgs-safe', SafeGame);
