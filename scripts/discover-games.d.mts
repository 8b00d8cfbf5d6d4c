/** A game folder as the discovery finds it. */
export interface DiscoveredGame {
  readonly route: string;
  readonly key: string;
  readonly pkg: string;
  readonly exportName: string;
}

/** The installed games under `gamesDir` (default: the repository's games/), sorted by route. */
export function discoverGames(gamesDir?: string): DiscoveredGame[];

/** The source of installed-games.ts for these games; `from` picks each import's specifier (default: the package). */
export function renderInstalledGames(games: readonly DiscoveredGame[], from?: (game: DiscoveredGame) => string): string;

/** Writes installed-games.ts when it differs; returns whether it was stale. */
export function writeInstalledGames(games?: readonly DiscoveredGame[], options?: { check?: boolean }): boolean;

/** The packages with a tsconfig.json, in the order of the root package.json's `workspaces` (`dir/*` expanded, sorted). */
export function workspacePackages(dir?: string): string[];

/** The root tsconfig.json: no files of its own, a reference to each of `packages`. */
export function renderRootTsconfig(packages: readonly string[]): string;

/** Writes the root tsconfig.json when it differs; returns whether it was stale. */
export function writeRootTsconfig(packages?: readonly string[], options?: { check?: boolean }): boolean;
