import type { HotkeysStrings } from './hotkeys-strings';

/** Portuguese (Brazil) shortcut words. */
export const pt: HotkeysStrings = {
  shortcuts: 'Atalhos de teclado',
  keys: { Space: 'Espaço', Enter: 'Enter', Escape: 'Esc', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Backspace: 'Backspace', Tab: 'Tab' },
};
