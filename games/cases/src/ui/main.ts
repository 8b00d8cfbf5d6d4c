import { CasesGame } from './cases-game';

// The play origin's cases page has an <rgs-cases> element; this bundle gives it life.
if (!customElements.get('rgs-cases')) customElements.define('rgs-cases', CasesGame);
