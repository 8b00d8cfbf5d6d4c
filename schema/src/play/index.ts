export { ROUND_FIELDS, type PlayedRound, type PlayedRoundStatus } from './played-round';
