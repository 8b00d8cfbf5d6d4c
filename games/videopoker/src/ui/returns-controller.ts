import type { PlayedRound } from '@rgs/game-kit/ui';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Card } from '../deck';
import type { HandName } from '../paytable';
import type { HoldReturns } from './hold-return';

/**
 * The expected return of every hold of the hand on the table, counted by the rules' own exact code
 * (fetched at the first deal, never with the page) a moment after each deal. The host re-renders when
 * they arrive; until then, and if the count ever fails, the hand plays the same without them.
 */
export class ReturnsController implements ReactiveController {
  private counted: { readonly roundId: string; readonly returns: HoldReturns } | null = null;
  private counting: typeof import('./hold-return') | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Counts the holds of the hand dealt in round `roundId`. */
  async count(roundId: string, dealt: readonly Card[]): Promise<void> {
    try {
      this.counting ??= await import('./hold-return');
      this.counted = { roundId, returns: await this.counting.holdReturns(dealt) };
      this.host.requestUpdate();
    } catch {
      // The returns are a help, not the game.
    }
  }

  /** The returns of round `roundId`'s hand, once counted; null before (or for another round). */
  of(roundId: string): HoldReturns | null {
    return this.counted?.roundId === roundId ? this.counted.returns : null;
  }

  /**
   * Once a hand drawn on other holds than the suggested ones is over: the hand the suggestion would
   * have made (the same deck order, its holds). Null otherwise, or before the code has arrived (it
   * comes with the first deal's returns).
   */
  suggestionWouldMake(round: PlayedRound): HandName | null {
    return this.counting?.suggestionWouldMake(round) ?? null;
  }

  hostConnected(): void {}
}
