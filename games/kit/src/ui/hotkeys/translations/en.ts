import type { HotkeysStrings } from './hotkeys-strings';

/** English shortcut words. */
export const en: HotkeysStrings = {
  shortcuts: 'Keyboard shortcuts',
  keys: { Space: 'Space', Enter: 'Enter', Escape: 'Esc', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Backspace: 'Backspace', Tab: 'Tab' },
};
