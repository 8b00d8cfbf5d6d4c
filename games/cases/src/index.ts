export { CASE_COUNT, CASE_VALUES, TOP_VALUE, hundredthsOf, type CaseValue } from './board';
export { CASES_FLOATS, drawCases } from './draw';
export { casesGame } from './game';
export { bankerOffer } from './offer';
export { casesPlaybook } from './playbook';
export {
  casesParamsSchema,
  openParamsSchema,
  type CasesOutcome,
  type CasesParams,
  type CasesState,
  type OpenParams,
  type OpenedCase,
} from './rules';
export { casesStrings } from './strings';
