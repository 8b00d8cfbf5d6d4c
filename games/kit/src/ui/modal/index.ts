// The kit's modal (`<rgs-modal>`) and the player-facing rules it shows.
export { RgsModal } from './modal';
export { ModalCloseEvent, type ModalCloseReason } from './modal-close-event';
export { modalStrings } from './modal-strings';
export type { ModalStrings } from './translations/modal-strings';
export { renderRules, rulesFor, rulesStyles, type RulesByLanguage, type RulesContent } from './rules-content';
export { deepActiveElement, focusIsLost, tabStopsWithin } from './deep-focus';
export { RgsRules } from './rules-view';
