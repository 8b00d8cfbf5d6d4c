import type { FrameClock } from '../ui/feedback/frame-clock';

/** A frame clock a test moves by hand: frames run only when `advance` is called, so animations never race the test. */
export class ManualFrameClock implements FrameClock {
  time = 1000;
  private queue = new Map<number, () => void>();
  private next = 1;
  now = () => this.time;
  request = (callback: () => void) => {
    this.queue.set(this.next, callback);
    return this.next++;
  };
  cancel = (handle: number) => void this.queue.delete(handle);
  /** Frames waiting to run. */
  get pending(): number {
    return this.queue.size;
  }
  /** Moves time on and runs the frames that were waiting. */
  advance(ms: number): void {
    this.time += ms;
    const callbacks = [...this.queue.values()];
    this.queue.clear();
    for (const callback of callbacks) callback();
  }
}
