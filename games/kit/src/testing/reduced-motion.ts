import { vi } from 'vitest';

/** Answers `prefers-reduced-motion` as a player's browser would (undone by `vi.unstubAllGlobals()`). */
export function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
