// What a game's browser side imports. Everything here is in every game's page already (the shell
// uses it); panels that load on demand (modal, fairness, history, autobet) are reached only by type.
export { GameShell, trim, type BetMode, type Hotkey, type PrimaryAction } from './game-shell';
export { ROUND_FIELDS, type PlayedRound } from './played-round';
export { remotePlay, type OpenedPlay, type PlayResult, type PlaySession, type PlaySource } from './play-source';
export { createHostBridge, type HostBridge, type HostMessage } from './host-bridge';
export { localeOf } from './format/exact-number-format';
export { fill, gameLanguage, stringsFor, type GameLanguage, type ShellStrings, type StringKey } from './i18n';
export { PlayApiError, createPlayClient, newIdempotencyKey, unwrap, type PlayClient, type RequestOptions } from './play-client';
export { compareDecimal, isDecimalText, multiplyDecimal, readDecimalInput, subtractDecimal } from './decimal';
export { browserFrameClock, browserTimers, type FrameClock, type Timers } from './feedback/frame-clock';
export { OutcomeAnimation, type AnimatedOutcome, type OutcomeAnimationOptions } from './feedback/outcome-animation';
export type { MoneyFormat } from './format/money-format';
export type { RulesByLanguage, RulesContent } from './modal/rules-content';
export { controls } from './controls';
export { paletteVar } from './theme/palette-var';
