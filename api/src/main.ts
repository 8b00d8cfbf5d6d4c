import cluster from 'node:cluster';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig, type Config } from './config';
import { connectConfiguredDatabase } from './db';
import { createNodeListener } from './http/node-listener';
import { createService } from './service';

/**
 * Starts the API. With API_PROCESSES > 1 (Postgres only) the primary migrates once and forks that many
 * identical stateless processes sharing the port, the shape the service has behind a load balancer.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isPrimary && config.processes > 1) {
    if (config.database.kind !== 'postgres') throw new Error('API_PROCESSES > 1 needs DATABASE_URL: the embedded database serves one process');
    const handle = await connectConfiguredDatabase(config);
    await handle.close();
    let stopping = false;
    for (let i = 0; i < config.processes; i++) cluster.fork();
    cluster.on('exit', (worker, code) => {
      if (stopping) return;
      console.error(`API process ${worker.process.pid} exited (${code}); starting another`);
      cluster.fork();
    });
    const stop = () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
    console.log(`API listening on http://localhost:${config.port} (${config.processes} processes)`);
    return;
  }
  await runProcess(config, { migrate: cluster.isPrimary, announce: cluster.isPrimary });
}

async function runProcess(config: Config, options: { migrate: boolean; announce: boolean }): Promise<void> {
  const database = await connectConfiguredDatabase(config, { migrate: options.migrate });
  const service = createService({
    db: database.db,
    tokenKey: config.tokenKey,
    playUrl: config.playUrl,
    webhookAllowPrivate: config.webhookAllowPrivate,
    sharedRateLimits: config.processes > 1,
    graphiql: config.env !== 'production',
    production: config.env === 'production',
    corsOrigins: config.corsOrigins,
    playRateLimits: config.playRateLimits,
    outboxTiming: config.outboxTiming,
    pendingStaleAfterMs: config.pendingStaleAfterMs,
    recoveryPollMs: config.recoveryPollMs,
  });
  service.startWorkers();
  // Every body is capped: /graphql goes straight to Yoga only when its headers prove the body small.
  const server = createServer(createNodeListener(service));
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    if (options.announce) console.log(`API listening on http://localhost:${port}`);
  });
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    server.close();
    await service.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
