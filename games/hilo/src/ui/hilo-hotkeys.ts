import type { Hotkey } from '@rgs/game-kit/ui';
import type { Choice } from '../odds';

/** What HiLo's keys do, and when they do it. */
export interface HiloKeyActions {
  readonly t: (key: string) => string;
  readonly guess: (choice: Choice) => void;
  readonly canGuess: (choice: Choice) => boolean;
  readonly skip: () => void;
  readonly canSkip: () => boolean;
  readonly cashOut: () => void;
  readonly canCashOut: () => boolean;
}

/** HiLo's keys, listed in the shell's keyboard help: H higher, L lower, S same, N skip card, C cash out. */
export function hiloHotkeys(actions: HiloKeyActions): Hotkey[] {
  const key = (letter: string, word: string, run: () => void, enabled: () => boolean): Hotkey => ({
    key: letter,
    get label() {
      return actions.t(word);
    },
    run,
    enabled,
  });
  const guess = (letter: string, choice: Choice) => key(letter, choice, () => actions.guess(choice), () => actions.canGuess(choice));
  return [
    guess('h', 'higher'),
    guess('l', 'lower'),
    guess('s', 'same'),
    key('n', 'skipCard', actions.skip, actions.canSkip),
    key('c', 'cashout', actions.cashOut, actions.canCashOut),
  ];
}
