import { BaccaratGame } from './baccarat-game';

// The play origin's baccarat page has an <rgs-baccarat> element; this bundle gives it life.
if (!customElements.get('rgs-baccarat')) customElements.define('rgs-baccarat', BaccaratGame);
