import type { HotkeysStrings } from './hotkeys-strings';

/** Neutral Spanish shortcut words. */
export const es: HotkeysStrings = {
  shortcuts: 'Atajos de teclado',
  keys: { Space: 'Espacio', Enter: 'Intro', Escape: 'Esc', ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Backspace: 'Retroceso', Tab: 'Tab' },
};
