import { compareDecimal } from '@rgs/game-kit/ui';
import { cardText, handTotal, type Card } from '../cards';
import type { Winner } from '../tableau';
import type { CardsModule } from './lazy-cards';

/** The string key of a verdict: "Player wins", "Banker wins", "Tie". */
export const VERDICT_KEY = { player: 'playerWins', banker: 'bankerWins', tie: 'tieWins' } as const satisfies Record<Winner, string>;

/** How a spot came out of the coup shown: `won` (it paid more than its chip), `push` (its chip came back) or none. */
export function spotTone(returned: string | undefined): 'won' | 'push' | '' {
  if (returned === undefined || returned === '0') return '';
  return returned === '1' ? 'push' : 'won';
}

/** How a round came out for the player: more back than the wager, exactly the wager, or less. */
export function roundTone(amount: string, payout: string): 'win' | 'even' | 'loss' {
  const order = compareDecimal(payout, amount);
  return order > 0 ? 'win' : order === 0 ? 'even' : 'loss';
}

/** A decimal in the player's digits: "0.95" → "0,95" in pt and es. */
export function localDigits(text: string, lang: string): string {
  return lang === 'en' ? text : text.replace('.', ',');
}

/** The total of the cards face up so far; null before any is. */
export function shownTotal(cards: readonly Card[], shown: number): number | null {
  return shown === 0 ? null : handTotal(cards.slice(0, shown));
}

/**
 * A hand as a screen reader hears it: "Player: Three of clubs, Eight of hearts. 1." The kit's words
 * once its cards have loaded (they have by the first deal), the short "3♣" before that.
 */
export function handWords(name: string, cards: readonly Card[], total: number | null, lang: string, module: CardsModule | null): string {
  if (module) return module.handLabel({ label: name, cards, total: total === null ? null : { kind: 'total', value: total } }, lang);
  const names = cards.map(cardText).join(', ') || '—';
  return total === null ? `${name}: ${names}.` : `${name}: ${names}. ${total}.`;
}
