import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findGameByRoute } from '@rgs/schema';

/** Where a game's build (scripts/browser-build.mjs) writes its files and the manifest naming them. */
const ASSETS = join('dist', 'assets');
const MANIFEST = join('dist', '.vite', 'manifest.json');
/** The manifest key of every game page's entry module. */
export const ENTRY_SOURCE = 'src/ui/main.ts';
/** A built file's name: content-hashed, no directory, nothing to escape. */
export const ASSET_NAME = /^[A-Za-z0-9_-]+\.js$/;

/** One output chunk of Vite's build manifest (the fields the play origin reads). */
interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/** A game's built page bundle, read once from its Vite manifest. File names are relative to `dir`. */
export interface GameBundle {
  /** The folder the files are served from: `<gamesDir>/<route>/dist/assets`. */
  readonly dir: string;
  /** The content-hashed entry module (`dice-DAYyaaKx.js`). */
  readonly entry: string;
  /** What the entry imports statically, transitively: the browser fetches these before running it. */
  readonly imports: readonly string[];
  /** What a dynamic import of the module whose source path ends with `source` adds to the entry's files (itself first). */
  loads(source: string): readonly string[];
}

/** Reads `<gamesDir>/<route>/dist/.vite/manifest.json`; throws when the game has no built bundle. */
export function readGameBundle(gamesDir: string, route: string): GameBundle {
  const path = join(gamesDir, route, MANIFEST);
  if (!existsSync(path)) throw new Error(`game ${route} has no built bundle (${join(route, MANIFEST)}): build it first`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const name = (key: string): string => {
    const file = manifest[key]?.file.replace(/^assets\//, '');
    if (!file || !ASSET_NAME.test(file)) throw new Error(`game ${route}: the manifest names ${key} as ${file}, not a file under assets/`);
    return file;
  };
  // Static imports, depth first, each once: the chunk graph may loop back to the entry.
  const closure = (key: string, seen = new Set<string>([key])): string[] => {
    for (const next of manifest[key]?.imports ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      closure(next, seen);
    }
    return [...seen];
  };
  if (!manifest[ENTRY_SOURCE]?.isEntry) throw new Error(`game ${route}: the manifest has no entry ${ENTRY_SOURCE}`);
  const eager = closure(ENTRY_SOURCE);
  return {
    dir: join(gamesDir, route, ASSETS),
    entry: name(ENTRY_SOURCE),
    imports: eager.slice(1).map(name),
    loads(source) {
      const key = Object.keys(manifest).find((k) => manifest[k]!.src?.endsWith(source));
      if (!key) throw new Error(`game ${route}: the manifest has no module ${source}`);
      return closure(key).filter((k) => !eager.includes(k)).map(name);
    },
  };
}

/** The keys of the catalog games whose folder under `gamesDir` has a built bundle (its manifest). */
export function builtGames(gamesDir: string): string[] {
  return readdirSync(gamesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(gamesDir, entry.name, MANIFEST)))
    .map((entry) => findGameByRoute(entry.name)?.key)
    .filter((key): key is string => key !== undefined);
}
