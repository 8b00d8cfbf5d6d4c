import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Orientation } from './table-layout';

/** From this board width (CSS px) the table lies across; below it, it stands up as on a phone. */
export const WIDE_FROM = 520;

/** The table's orientation for a board `width` px wide. */
export function orientationFor(width: number): Orientation {
  return width >= WIDE_FROM ? 'wide' : 'tall';
}

/**
 * Watches the board's width (the element `board` finds, once it is drawn) and reports the
 * orientation that fits it: the board, not the window, is what the table must fit, whether the game
 * has a page of its own or a column of the operator's.
 */
export class TableFitController implements ReactiveController {
  private observer: ResizeObserver | null = null;

  constructor(
    host: ReactiveControllerHost,
    private readonly board: () => Element | null | undefined,
    private readonly report: (orientation: Orientation) => void,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    if (this.observer || typeof ResizeObserver === 'undefined') return;
    const board = this.board();
    if (!board) return;
    this.observer = new ResizeObserver((entries) => {
      const width = entries[0]?.contentRect.width ?? 0;
      if (width > 0) this.report(orientationFor(width));
    });
    this.observer.observe(board);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
  }
}
