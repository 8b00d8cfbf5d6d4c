import { RussianRouletteGame } from './russian-roulette-game';

// The play origin's russian-roulette page has an <rgs-russian-roulette> element; this bundle gives it life.
if (!customElements.get('rgs-russian-roulette')) customElements.define('rgs-russian-roulette', RussianRouletteGame);
