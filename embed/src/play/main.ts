import { fileURLToPath } from 'node:url';
import { builtGames } from './game-bundle';
import { createPlayServer } from './play-server';

/** Runs the play origin from the environment (`npm start` uses it on :4001). */
async function main(): Promise<void> {
  // From embed/dist/server to the repository's games/ folder, where each game builds its bundle.
  const gamesDir = process.env.PLAY_GAMES_DIR ?? fileURLToPath(new URL('../../../games', import.meta.url));
  const server = createPlayServer({
    // A game is a folder: without PLAY_GAMES, every game whose bundle is built is served.
    games: process.env.PLAY_GAMES ? process.env.PLAY_GAMES.split(',').map((g) => g.trim()).filter(Boolean) : builtGames(gamesDir),
    // The built files sit beside the server bundle: dist/public next to dist/server.
    publicDir: process.env.PLAY_PUBLIC_DIR ?? fileURLToPath(new URL('../public', import.meta.url)),
    gamesDir,
    apiUrl: process.env.API_URL ?? 'http://localhost:4000',
    host: process.env.PLAY_HOST ?? '0.0.0.0',
    port: Number(process.env.PLAY_PORT ?? 4001),
  });
  await server.start();
  console.log(`play origin listening on ${server.url}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
