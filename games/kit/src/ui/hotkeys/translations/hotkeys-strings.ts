/** Every word the keyboard shortcuts say, in one language. */
export interface HotkeysStrings {
  /** The help button's text and the list's name. */
  readonly shortcuts: string;
  /** Names of keys that are not letters, by `KeyboardEvent.key` ('Space' for the space bar). */
  readonly keys: Readonly<Record<string, string>>;
}
