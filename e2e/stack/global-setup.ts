import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_URL, HOST_URL, PLAY_URL, PORTS } from './ports';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the whole product as `npm start` does (same script), on its own ports and a fresh database. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await assertPortsFree([`${HOST_URL}/health`, `${PLAY_URL}/health`, `${API_URL}/health`]);
  const dataDir = mkdtempSync(join(tmpdir(), 'rgs-e2e-'));
  // The embedded database, like a newcomer's `npm start`: no DATABASE_URL.
  const { DATABASE_URL: _server, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      API_PORT: String(PORTS.api),
      PLAY_PORT: String(PORTS.play),
      DEMO_PORT: String(PORTS.host),
      PLAY_URL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout!.on('data', (c: Buffer) => (log += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (log += c.toString()));
  await waitFor([`${HOST_URL}/health`, `${PLAY_URL}/health`, `${API_URL}/health`], () => log);
  return async () => {
    // The start script's children share its process group: stop them all.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

// A stack left over from an earlier run would answer the health checks, and the specs would test its
// stale code: refuse to start instead.
async function assertPortsFree(urls: string[]): Promise<void> {
  for (const url of urls) {
    const answered = await fetch(url).then(
      () => true,
      () => false,
    );
    if (answered) throw new Error(`${url} already answers: stop that server (or set E2E_PORT_BASE) before running the e2e suite`);
  }
}

async function waitFor(urls: string[], log: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (const url of urls) {
    for (;;) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`${url} did not come up:\n${log()}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}
