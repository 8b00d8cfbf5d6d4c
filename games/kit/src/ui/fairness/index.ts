// The fairness panel (`<rgs-fairness>`: seeds, rotation, checking a round) and the check it runs.
export { FairnessPanel } from './fairness-panel';
export { SeedsRotatedEvent } from './seeds-rotated-event';
export { CLIENT_SEED_MAX, clientSeedMessage, clientSeedProblem, type ClientSeedProblem } from './client-seed-check';
export { checkSentence, verifyPlayedRound, type RoundVerification, type VerifyOptions } from './round-verification';
export { outcomeText } from './outcome-text';
export { fairnessStrings } from './fairness-strings';
export type { FairnessStrings } from './translations/fairness-strings';
export { verdictView, type VerdictResult } from './verdict-view';
export type { RoundCheck, Verdict, CheckFailure } from '../verify-round';
