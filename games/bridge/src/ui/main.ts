import { BridgeGame } from './bridge-game';

// The play origin's bridge page has an <rgs-bridge> element; this bundle gives it life.
if (!customElements.get('rgs-bridge')) customElements.define('rgs-bridge', BridgeGame);
