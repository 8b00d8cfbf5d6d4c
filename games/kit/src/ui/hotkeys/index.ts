// Keyboard play: shortcuts, their help popover, and focus that stays where the player left it.
export { HotkeysController, type HotkeysOptions } from './hotkeys-controller';
export { RgsHotkeysHelp } from './hotkeys-help';
export { isSpace, matchesKey, type Hotkey, type HotkeyHelp } from './hotkey';
export { hotkeysStrings, keyName } from './hotkeys-strings';
export type { HotkeysStrings } from './translations/hotkeys-strings';
export { KeepFocusController, type KeepFocusOptions } from './keep-focus';
