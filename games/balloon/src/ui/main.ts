import { BalloonGame } from './balloon-game';

// The play origin's balloon page has an <rgs-balloon> element; this bundle gives it life.
if (!customElements.get('rgs-balloon')) customElements.define('rgs-balloon', BalloonGame);
