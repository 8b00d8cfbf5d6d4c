/** An animation's clock and frame source; tests drive them by hand. */
export interface FrameClock {
  now(): number;
  request(callback: () => void): number;
  cancel(handle: number): void;
}

/** The browser's clock and animation frames. */
export const browserFrameClock: FrameClock = {
  now: () => performance.now(),
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/** Timers a component sets (the window's; fakes in tests). */
export interface Timers {
  set(callback: () => void, ms: number): number;
  clear(handle: number): void;
}

/** The window's timers. */
export const browserTimers: Timers = {
  set: (callback, ms) => window.setTimeout(callback, ms),
  clear: (handle) => window.clearTimeout(handle),
};
