import { createReferenceWallet } from './reference-wallet';

/** Runs the reference wallet from the environment (the demo site and local development use it). */
async function main(): Promise<void> {
  const secret = process.env.WALLET_SECRET;
  const customerId = process.env.WALLET_CUSTOMER_ID;
  if (!secret || !customerId) throw new Error('WALLET_SECRET and WALLET_CUSTOMER_ID are required');
  const wallet = createReferenceWallet({
    customerId,
    webhookSecret: secret,
    host: process.env.WALLET_HOST ?? '127.0.0.1',
    port: Number(process.env.WALLET_PORT ?? 4002),
    openingBalance: process.env.WALLET_OPENING_BALANCE ?? '1000',
  });
  await wallet.start();
  console.log(`reference wallet listening on ${wallet.url}`);
  const stop = () => void wallet.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
