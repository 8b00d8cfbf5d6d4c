// The playing cards of the card games (Blackjack, Baccarat, HiLo, Video Poker), on their own entry so
// that games without cards never load them: `import { … } from '@rgs/game-kit/ui/cards'`.
export { PlayingCard } from './playing-card';
export { CardHand, DEAL_STAGGER_MS } from './card-hand';
export { RANKS, SUITS, faceOf, isRed, type CardFace, type HandCard, type Rank, type Suit } from './card';
export { cardLabel } from './card-label';
export { handLabel, totalText, type HandState, type HandTotal } from './hand-total';
