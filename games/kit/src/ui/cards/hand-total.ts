import { faceOf, type HandCard } from './card';
import { cardLabel, cardStrings } from './card-label';

/**
 * What a hand's badge says. The game computes it (the kit knows no game's rules): a plain or soft
 * total, a natural, a bust, or a text of the game's own already in the player's language.
 */
export type HandTotal =
  | { readonly kind: 'total'; readonly value: number; readonly soft?: boolean }
  | { readonly kind: 'blackjack' }
  | { readonly kind: 'bust'; readonly value?: number }
  | { readonly kind: 'text'; readonly text: string };

/** How a hand stands: being played, settled, or nothing to highlight. */
export type HandState = 'idle' | 'active' | 'won' | 'lost' | 'push';

/** The badge text of a total: "17", "soft 17", "Blackjack", "Bust". */
export function totalText(total: HandTotal, lang: string | null | undefined): string {
  const strings = cardStrings(lang);
  switch (total.kind) {
    case 'total':
      return total.soft ? strings.soft(total.value) : String(total.value);
    case 'blackjack':
      return strings.blackjack;
    case 'bust':
      return total.value === undefined ? strings.bust : `${strings.bust} (${total.value})`;
    case 'text':
      return total.text;
  }
}

/** A hand as a screen reader hears it: "Dealer: Ace of spades, Face-down card. 11." with its state. */
export function handLabel(
  hand: { readonly label?: string; readonly cards: readonly HandCard[]; readonly total?: HandTotal | null; readonly state?: HandState },
  lang: string | null | undefined,
): string {
  const strings = cardStrings(lang);
  const cards = hand.cards.length === 0 ? strings.noCards : hand.cards.map((card) => cardLabel(faceOf(card), lang)).join(', ');
  const parts = [`${hand.label || strings.hand}: ${cards}`];
  if (hand.total) parts.push(totalText(hand.total, lang));
  if (hand.state && hand.state !== 'idle') parts.push(strings[hand.state]);
  return `${parts.join('. ')}.`;
}
