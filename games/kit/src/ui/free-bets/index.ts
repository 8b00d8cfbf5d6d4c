// The FREE BETS section: the player's grants of a game, the switch, and playing one.
export { RgsFreeBets } from './free-bets';
export { FreeBetsController, type FreeBetMove, type FreeBetsHost } from './free-bets-controller';
export { freeBetsOf, type FreeBetOffer, type FreeBetsSource } from './free-bets-source';
export { FreeBetsToggleEvent } from './free-bets-toggle-event';
export { freeBetsExpiryWords, freeBetsLeftWords } from './free-bet-words';
