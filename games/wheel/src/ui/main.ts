import { WheelGame } from './wheel-game';

// The play origin's wheel page has an <rgs-wheel> element; this bundle gives it life.
if (!customElements.get('rgs-wheel')) customElements.define('rgs-wheel', WheelGame);
