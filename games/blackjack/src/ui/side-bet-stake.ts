import { compareDecimal } from '@rgs/game-kit/ui';

/** Plain decimal text as the params schema takes it: at most 28 integer digits and 10 decimal places. */
const STAKE_TEXT = /^\d{1,28}(\.\d{1,10})?$/;

/** Why a side-bet field cannot be sent: the key of the string that tells the player. */
export type StakeProblem = 'sideBetInvalid' | 'sideBetTooHigh';

/**
 * The stake a side-bet field holds, as the params take it: empty is "0" (not played) and a decimal
 * comma reads as a point (players in pt and es type "0,5"); null when it is not plain decimal text.
 */
export function readStake(text: string): string | null {
  const value = text.trim().replace(',', '.');
  if (value === '') return '0';
  return STAKE_TEXT.test(value) ? value : null;
}

/**
 * What stops a side bet from being sent: text that is not a plain decimal, or a stake over the main
 * bet (the table's rule, which the engine enforces too). A main bet the field cannot read is the
 * shell's to refuse, so only the side bet's own text is judged then.
 */
export function sideBetProblem(text: string, mainBet: string): StakeProblem | null {
  const stake = readStake(text);
  if (stake === null) return 'sideBetInvalid';
  const main = mainBet.trim() === '' ? null : readStake(mainBet);
  return main !== null && compareDecimal(stake, main) > 0 ? 'sideBetTooHigh' : null;
}
