/** One keyboard shortcut: the key, what it does (shown in the help list), and when it applies. */
export interface Hotkey {
  /** A `KeyboardEvent.key` value: 'Space' (or ' '), 'Enter', 'Escape', 'ArrowUp', a letter ('h', any case)… */
  readonly key: string;
  /** What it does, in the player's language ("Bet", "Cash out"). */
  readonly label: string;
  readonly run: (event: KeyboardEvent) => void;
  /** Whether it does anything now (a disabled action lets the key through); always when absent. */
  readonly enabled?: () => boolean;
}

/** A line of the help list: a key and what it does, and whether it would do it now. */
export interface HotkeyHelp {
  readonly key: string;
  readonly label: string;
  readonly enabled: boolean;
}

/** Whether a key press is the space bar. */
export function isSpace(event: KeyboardEvent): boolean {
  return event.key === ' ' || event.key === 'Spacebar' || event.code === 'Space';
}

/** Whether a binding's key is the key pressed (letters regardless of case or Shift). */
export function matchesKey(key: string, event: KeyboardEvent): boolean {
  if (key === 'Space' || key === ' ') return isSpace(event);
  return key.length === 1 ? event.key.toLowerCase() === key.toLowerCase() : event.key === key;
}
