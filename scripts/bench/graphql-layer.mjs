// `npm run bench -- --graphql-layer`: what the HTTP and GraphQL layers cost per request on their own.
// The full bench can only say how much more CPU the API spends per bet than the floor; this mode says
// how much of that the chosen stack takes before any of the money path runs. Three servers
// (api/scripts/graphql-layer-server.ts) answer the bench's own bet request, the same way, with nothing
// behind them: node:http, a bare Yoga, and the play API as production configures it. Each is loaded by
// the bench's players (one keep-alive connection each) and measured from /proc, one after the other,
// with the GC pauses the server itself observed: a request's objects that outlive it show there first.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { startLoad } from './load.mjs';
import { cpuSeconds, percentile, round2 } from './measure.mjs';

const SERVERS = ['raw', 'yoga', 'play-api'];
const PORT = 4104;

/** Measures each server at `players` concurrent requests; returns one row per server. */
export async function measureGraphqlLayer({ root, players, seconds, warmupSeconds }) {
  const rows = [];
  for (const server of SERVERS) {
    const child = fork(`${root}api/scripts/graphql-layer-server.ts`, [server, String(PORT)], {
      cwd: `${root}api`,
      // graphql-js checks `instanceof` more slowly outside production: measure what production runs.
      env: { ...process.env, NODE_ENV: 'production' },
      execArgv: ['--import', 'tsx', '--conditions=@rgs/source'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    try {
      await Promise.race([once(child, 'message'), once(child, 'exit').then(([code]) => Promise.reject(new Error(`${server} server exited (${code})`)))]);
      const gcPauses = async () => {
        child.send('gc-pauses');
        const [message] = await once(child, 'message');
        return message.gcPauses;
      };
      rows.push({ kind: 'graphql-layer', server, players, ...(await drive(`http://127.0.0.1:${PORT}`, child.pid, gcPauses, { players, seconds, warmupSeconds })) });
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  }
  const raw = rows.find((r) => r.server === 'raw');
  return rows.map((r) => ({ ...r, cpuToRaw: round2(r.cpuMsPerRequest / raw.cpuMsPerRequest) }));
}

async function drive(url, pid, gcPauses, { players, seconds, warmupSeconds }) {
  // The bench's own players and request. Every answer carries the same round, so there are no ids
  // to keep for a lost-bet check.
  const load = startLoad(url, Array.from({ length: players }, () => 'graphql-layer-bench'), { keepAnswered: false });
  try {
    await sleep(warmupSeconds * 1000);
    const gcBefore = await gcPauses();
    const cpuBefore = cpuSeconds([pid]);
    load.beginMeasure();
    await sleep(seconds * 1000);
    const { settled, errors, firstError, latencies, elapsed } = load.endMeasure();
    const cpu = cpuSeconds([pid]) - cpuBefore;
    const gcAfter = await gcPauses();
    if (errors > 0) throw new Error(`${errors} requests were not answered with the settled round; first: ${firstError}`);
    return {
      requests: settled,
      requestsPerSecond: Math.round(settled / elapsed),
      p50Ms: round2(percentile(latencies, 50)),
      p99Ms: round2(percentile(latencies, 99)),
      // Three decimals: these are hundredths of a millisecond.
      cpuMsPerRequest: Math.round((cpu * 1000 * 1000) / settled) / 1000,
      // The main thread's GC pauses per request, in microseconds: the young generation's, and the rest.
      youngGcUsPerRequest: round2(((gcAfter.youngMs - gcBefore.youngMs) * 1000) / settled),
      otherGcUsPerRequest: round2(((gcAfter.otherMs - gcBefore.otherMs) * 1000) / settled),
    };
  } finally {
    await load.stop();
  }
}

/** The stderr table of this mode. */
export function renderLayerTable(rows) {
  const lines = [
    '| server | requests/s | p50 ms | p99 ms | CPU ms per request | CPU ÷ node:http | young GC µs per request | other GC µs per request |',
    '| ------ | ---------: | -----: | -----: | -----------------: | --------------: | ----------------------: | ----------------------: |',
    ...rows.map(
      (r) =>
        `| ${r.server} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.cpuMsPerRequest} | ${r.cpuToRaw} | ${r.youngGcUsPerRequest} | ${r.otherGcUsPerRequest} |`,
    ),
  ];
  return lines.join('\n');
}
