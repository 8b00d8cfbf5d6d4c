/**
 * The ended round whose result waits for the game's animation. `settled` resolves once it lands (the
 * game announces it) or is let go: autobet waits on it before its next round.
 */
export class RoundLanding {
  private pending: { readonly id: string; readonly done: () => void } | null = null;
  private promise: Promise<void> = Promise.resolve();

  /** Resolves once the latest round expected has landed (at once when none is). */
  get settled(): Promise<void> {
    return this.promise;
  }

  /** A round ended and its animation began: wait for it (a round still waiting is let go). */
  expect(id: string): void {
    this.release();
    let done: () => void = () => {};
    this.promise = new Promise((resolve) => (done = resolve));
    this.pending = { id, done };
  }

  /** The round landed: whoever waits on it goes on. */
  land(id: string): void {
    if (this.pending?.id === id) this.release();
  }

  /** Lets whoever waits go on (the element left the page). */
  release(): void {
    this.pending?.done();
    this.pending = null;
  }
}
