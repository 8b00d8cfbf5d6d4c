import { GameRuleError, ZERO_MULTIPLIER, defineGame, localeOf, payoutOf, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { CASE_COUNT } from './board';
import { CASES_FLOATS, drawCases } from './draw';
import { bankerOffer } from './offer';
import { casesParamsSchema, openParamsSchema, type CasesOutcome, type CasesParams, type CasesState, type OpenParams } from './rules';
import { casesStrings } from './strings';

/** A round as the rules see it. */
type CasesRound = RoundContext<CasesParams, CasesOutcome, CasesState>;

/** The values of the cases still closed: the player's and every other case not opened yet. */
function closedValues(round: CasesRound, state: CasesState): string[] {
  const opened = new Set(state.opened.map((o) => o.case));
  return round.outcome.cases.filter((_, index) => !opened.has(index));
}

/** Throws ROUND_NOT_OPEN once every other case is open (the player's case has paid). */
function assertOpen(state: CasesState): void {
  if (state.opened.length >= CASE_COUNT - 1) throw new GameRuleError('ROUND_NOT_OPEN', 'This cases round is over');
}

/** The step ending the round at `multiplier`: stake × multiplier, rounded down to 10 places ("0" is a loss). */
function ended(round: CasesRound, state: CasesState, multiplier: string): RuleStep<CasesState> {
  return { state, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Opens another case: the banker's offer moves; the last other case ends the round paying the player's own. */
function open(round: CasesRound, params: OpenParams): RuleStep<CasesState> {
  const { state } = round;
  assertOpen(state);
  const index = params.case;
  if (index === state.pick) throw new GameRuleError('INVALID_ACTION', 'Your own case opens last, by itself', { case: index });
  if (state.opened.some((o) => o.case === index)) throw new GameRuleError('ALREADY_REVEALED', `Case ${index + 1} is already open`, { case: index });
  const next: CasesState = { ...state, opened: [...state.opened, { case: index, value: round.outcome.cases[index]! }] };
  // Only the player's case is left closed: it opens and pays what it holds.
  if (next.opened.length === CASE_COUNT - 1) return ended(round, next, round.outcome.cases[state.pick]!);
  return { state: next, multiplier: bankerOffer(closedValues(round, next)) };
}

/** Cases: twelve shuffled multipliers; keep one case, open the others, take the banker's offer or keep your case to the end. */
export const casesGame = defineGame({
  key: 'cases',
  params: casesParamsSchema,
  floatCount: () => CASES_FLOATS,

  start(params, floats) {
    const outcome: CasesOutcome = { cases: drawCases(floats) };
    const state: CasesState = { pick: params.pick, opened: [] };
    return { outcome, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { open: { params: openParamsSchema, play: open } },

  cashout(round) {
    const { state } = round;
    assertOpen(state);
    if (state.opened.length === 0) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Open a case to hear the banker’s first offer');
    const offer = bankerOffer(closedValues(round, state));
    if (offer === ZERO_MULTIPLIER) throw new GameRuleError('CASHOUT_NOT_ALLOWED', 'Every closed case holds 0×: the banker offers nothing');
    return ended(round, state, offer);
  },

  // The default would close a round with no case opened as a loss; the player is owed the banker's
  // standing offer instead: the mean of the closed cases, floored (0.99× before any case is opened).
  expire(round) {
    assertOpen(round.state);
    return ended(round, round.state, bankerOffer(closedValues(round, round.state)));
  },

  strings: casesStrings,

  // "your case 7 held 1.5×; cases 1–12: 0.1×, 0×, …", multipliers in the player's digits.
  describeOutcome({ cases }, { pick }, lang) {
    const format = new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 });
    const times = (value: string) => `${format.format(Number(value))}×`;
    return casesStrings[lang].outcome
      .replace('{n}', String(pick + 1))
      .replace('{value}', times(cases[pick]!))
      .replace('{values}', cases.map(times).join(', '));
  },
});
