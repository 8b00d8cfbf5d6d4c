// Autobet: rounds played one at a time through the shell, with exact stake and profit arithmetic.
export {
  AutobetController,
  AutobetSettingsError,
  type AutobetOptions,
  type AutobetRound,
  type AutobetStake,
  type AutobetState,
  type AutobetStopReason,
  type PlaceOne,
  type VisibilitySource,
} from './autobet-controller';
export { RgsAutobetPanel } from './autobet-panel';
export {
  DEFAULT_AUTOBET_FORM,
  MAX_AUTOBET_COUNT,
  MAX_AUTOBET_PERCENT,
  readAutobetForm,
  settingsProblems,
  type AutobetAdjust,
  type AutobetField,
  type AutobetFieldError,
  type AutobetForm,
  type AutobetFormResult,
  type AutobetSettings,
} from './autobet-settings';
export { autobetStrings } from './autobet-strings';
export type { AutobetStrings } from './translations/autobet-strings';
