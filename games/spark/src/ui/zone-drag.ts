import type { SparkWindow } from '../odds';
import { hundredthsAt, hundredthsPerPixels } from './fuse-geometry';
import { dragTo, grab, type Grip } from './window-edit';

/** How near an end of the window (in screen pixels) a press takes that end rather than the whole window. */
const GRIP_REACH_PX = 18;

/** What the drag reads and moves on its game. */
export interface ZoneDragHost {
  /** The board's SVG as drawn now, or null. */
  readonly board: () => Element | null;
  readonly window: () => SparkWindow;
  readonly setWindow: (window: SparkWindow) => void;
  /** True while the zone cannot move (a bet on its way, autobet). */
  readonly locked: () => boolean;
}

/**
 * The pointer on the board: a press takes the nearer end of the zone (within 18 px) or the zone
 * itself, or moves the zone to where it was pressed; the zone then follows the pointer, which the
 * board captures, until it is let go. Its handlers go on the element holding the board.
 */
export class ZoneDrag {
  private grip: Grip | null = null;

  constructor(private readonly host: ZoneDragHost) {}

  readonly down = (event: PointerEvent): void => {
    if (this.host.locked() || event.button !== 0) return;
    const at = this.pointerAt(event);
    if (at === null) return;
    const window = this.host.window();
    this.grip = grab(at.hundredths, window, hundredthsPerPixels(GRIP_REACH_PX, at.boardPx));
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    event.preventDefault();
    // A press outside the zone moves it there at once; on it, the zone moves only as the pointer does.
    const outside = at.hundredths < window.start || at.hundredths > window.start + window.width;
    if (this.grip.part === 'move' && outside) this.host.setWindow(dragTo(this.grip, at.hundredths, window));
  };

  readonly move = (event: PointerEvent): void => {
    if (!this.grip || this.host.locked()) return;
    const at = this.pointerAt(event);
    if (at !== null) this.host.setWindow(dragTo(this.grip, at.hundredths, this.host.window()));
  };

  readonly up = (): void => {
    this.grip = null;
  };

  /** Where on the fuse (hundredths) a pointer is, and how wide the board is drawn; null while it is not drawn. */
  private pointerAt(event: PointerEvent): { hundredths: number; boardPx: number } | null {
    const box = this.host.board()?.getBoundingClientRect();
    if (!box || box.width <= 0) return null;
    return { hundredths: hundredthsAt((event.clientX - box.left) / box.width), boardPx: box.width };
  }
}
