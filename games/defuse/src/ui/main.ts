import { DefuseGame } from './defuse-game';

// The play origin's defuse page has an <rgs-defuse> element; this bundle gives it life.
if (!customElements.get('rgs-defuse')) customElements.define('rgs-defuse', DefuseGame);
