import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The real entry point, run as its own process so a test can kill it with SIGKILL mid-round.
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/** A running API process. */
export interface ApiProcess {
  readonly url: string;
  readonly child: ChildProcess;
}

/**
 * Starts `main.ts` on a test database with fast background timing; resolves with its base URL once
 * it listens. The caller kills it (`killApi`).
 */
export async function startApi(options: { databaseUrl: string; tokenKey: string; allowPrivate: string; env?: Record<string, string> }): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=@rgs/source', '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      TOKEN_KEY: options.tokenKey,
      WEBHOOK_ALLOW_PRIVATE: options.allowPrivate,
      OUTBOX_LEASE_MS: '1000',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '100',
      PENDING_STALE_MS: '1000',
      RECOVERY_POLL_MS: '200',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`API exited (${code}): ${out}`)));
  });
  return { url, child };
}

/** Kills the process with SIGKILL (no cleanup of any kind) and waits until it is gone. */
export async function killApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill('SIGKILL');
  await exited;
}
