import type { Hotkey } from '@rgs/game-kit/ui';

/** What the keys act on. */
export interface HoldKeysTarget {
  /** A string in the player's language, read each time the help list is shown. */
  t(key: string): string;
  /** Whether the hand can take a hold or a draw now (manual play, a hand open, nothing under way). */
  canHold(): boolean;
  toggle(index: number): void;
  takeSuggestion(): void;
  draw(): void;
}

/** The hand's keys, listed in the help: 1–5 hold or release a card, H takes the suggested holds, Enter draws. */
export function holdKeys(target: HoldKeysTarget): Hotkey[] {
  const key = (name: string, label: () => string, run: () => void): Hotkey => ({
    key: name,
    get label() {
      return label();
    },
    run,
    enabled: () => target.canHold(),
  });
  return [
    ...[0, 1, 2, 3, 4].map((i) => key(String(i + 1), () => `${target.t('hold')} ${i + 1}`, () => target.toggle(i))),
    key('h', () => target.t('useSuggested'), () => target.takeSuggestion()),
    key('Enter', () => target.t('draw'), () => target.draw()),
  ];
}
