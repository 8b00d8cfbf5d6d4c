export { DECK_SIZE, RANKS, SUITS, cardOf, cardText, rankIndex, type HiloCard, type Rank, type Suit } from './cards';
export { drawCards } from './deck';
export { HILO_CARDS, MAX_MULTIPLIER, MAX_SKIPS } from './limits';
export { hiloGame } from './game';
export { hiloMultiplier } from './multiplier';
export { CHOICES, RANK_COUNT, choicesOn, exactMultiplier, reachesCap, winningRanks, wins, type Choice } from './odds';
export { hiloPlaybook, likelierSide } from './playbook';
export {
  guessParamsSchema,
  hiloParamsSchema,
  skipParamsSchema,
  type GuessParams,
  type HiloMove,
  type HiloOutcome,
  type HiloParams,
  type HiloState,
} from './rules';
export { currentCard, guessCounts, isLost, isOver, skipsLeft } from './run';
export { hiloStrings } from './strings';
