import { LaunchGame } from './launch-game';

// The play origin's launch page has an <rgs-launch> element; this bundle gives it life.
if (!customElements.get('rgs-launch')) customElements.define('rgs-launch', LaunchGame);
