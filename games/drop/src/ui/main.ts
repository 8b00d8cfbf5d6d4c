import { DropGame } from './drop-game';

// The play origin's drop page has an <rgs-drop> element; this bundle gives it life.
if (!customElements.get('rgs-drop')) customElements.define('rgs-drop', DropGame);
