import type { AutobetStopReason } from '../autobet-controller';

/** Every word the autobet panel says, in one language. */
export interface AutobetStrings {
  readonly title: string;
  readonly count: string;
  /** The "no limit on the number of bets" checkbox (shown after an ∞ sign). */
  readonly unlimited: string;
  readonly onWin: string;
  readonly onLoss: string;
  readonly reset: string;
  readonly increase: string;
  /** The percentage field's name for screen readers ("On loss: increase by, percent"). */
  readonly percent: string;
  readonly stopOnProfit: string;
  readonly stopOnLoss: string;
  readonly optional: string;
  readonly start: string;
  readonly stop: string;
  readonly stopping: string;
  /** "Bets placed: 3 of 10", or without a limit "Bets placed: 3". */
  readonly played: (played: number, count: number | null) => string;
  readonly profit: string;
  readonly errors: {
    readonly count: (max: string) => string;
    readonly percent: (max: string) => string;
    readonly amount: string;
  };
  /** Why the last run ended, as the status line says it. */
  readonly stopped: Readonly<Record<AutobetStopReason, string>>;
}
