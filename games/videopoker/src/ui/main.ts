import { VideopokerGame } from './videopoker-game';

// The play origin's video poker page has an <rgs-videopoker> element; this bundle gives it life.
if (!customElements.get('rgs-videopoker')) customElements.define('rgs-videopoker', VideopokerGame);
