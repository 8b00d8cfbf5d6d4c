import type { Plugin, UserConfig } from 'vite';

/** A Vite plugin writing `.br` and `.gz` variants beside every emitted text file that they make smaller. */
export function precompress(): Plugin;

/** The Vite config of the game folder holding `configUrl` (its vite.config.ts passes `import.meta.url`). */
export function gameBundle(configUrl: string): UserConfig;
