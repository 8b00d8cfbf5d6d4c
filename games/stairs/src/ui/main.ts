import { StairsGame } from './stairs-game';

// The play origin's stairs page has an <rgs-stairs> element; this bundle gives it life.
if (!customElements.get('rgs-stairs')) customElements.define('rgs-stairs', StairsGame);
