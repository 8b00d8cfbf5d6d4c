import { RouletteGame } from './roulette-game';

// The play origin's roulette page has an <rgs-roulette> element; this bundle gives it life.
if (!customElements.get('rgs-roulette')) customElements.define('rgs-roulette', RouletteGame);
