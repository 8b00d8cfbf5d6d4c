import { demoSiteRoutes } from '../demo-site/demo-routes';
import { createReferenceWallet } from './reference-wallet';

// The demo site shows the games it is told about (npm start passes every installed game).
function demoGames(): string[] {
  const games = process.env.DEMO_GAMES?.split(',').map((g) => g.trim()).filter(Boolean) ?? [];
  if (games.length === 0) throw new Error('DEMO_GAMES (comma-separated game keys) is required with DEMO_API_URL');
  return games;
}

/** Runs the reference wallet from the environment (the demo site and local development use it). */
async function main(): Promise<void> {
  const secret = process.env.WALLET_SECRET;
  const customerId = process.env.WALLET_CUSTOMER_ID;
  if (!secret || !customerId) throw new Error('WALLET_SECRET and WALLET_CUSTOMER_ID are required');
  const port = Number(process.env.WALLET_PORT ?? 4002);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`WALLET_PORT must be a port number, got ${process.env.WALLET_PORT}`);
  // With DEMO_API_URL set, the same port also serves the demo operator site (npm start does this).
  const apiUrl = process.env.DEMO_API_URL;
  const extraRoutes = apiUrl
    ? demoSiteRoutes({
        apiUrl,
        playUrl: process.env.DEMO_PLAY_URL ?? 'http://localhost:4001',
        clientId: process.env.DEMO_CLIENT_ID ?? 'demo',
        secret: () => secret,
        games: demoGames(),
      })
    : undefined;
  const wallet = createReferenceWallet({
    extraRoutes,
    customerId,
    webhookSecret: secret,
    host: process.env.WALLET_HOST ?? '127.0.0.1',
    port,
    openingBalance: process.env.WALLET_OPENING_BALANCE ?? '1000',
    // Nobody reads the request log of this process: keeping it would grow with every bet.
    recordRequests: false,
  });
  await wallet.start();
  console.log(`reference wallet listening on ${wallet.url}${apiUrl ? `; demo site on ${new URL(wallet.url).origin}` : ''}`);
  const stop = () => void wallet.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
