// `npm run bench`: settled dice bets per second, p50/p99 latency, errors, lost bets and the CPU per
// settled bet of every process involved, for the API (GraphQL, against the reference wallet over HTTP)
// and for the floor (floor.mjs: the same work per bet with nothing around it), at each level of
// concurrent players after a warm-up; then Postgres's ceiling at the same client count (`pgbench -N`).
// Prints one JSON object per run on stdout and a table on stderr. `--profile` (or BENCH_PROFILE=1)
// records one level of each under perf instead and writes flame graphs; `--graphql-layer` measures the
// HTTP and GraphQL layers alone instead (graphql-layer.mjs). Knobs: config.mjs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import postgres from 'postgres';
import { readConfig } from './config.mjs';
import { openSessions, startLoad } from './load.mjs';
import {
  cpuSeconds, lostBets, machineCpuSeconds, percentile, pgbench, postgresPids, processTree, round2, rssMiB, run, waitFor,
} from './measure.mjs';
import { measureGraphqlLayer, renderLayerTable } from './graphql-layer.mjs';
import { PERF_NODE_ARGS, foldPerfData, perfRecord, writeFlameGraph } from './profile.mjs';
import { renderTable } from './report.mjs';

const root = new URL('../..', import.meta.url).pathname;
const PORTS = { api: 4101, wallet: 4102, floor: 4103 };
const DB_NAME = 'rgs_bench';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = withDatabase(serverUrl, DB_NAME);
const children = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

/** The API's own default shape on this machine, from its sources: one definition, not a copy here. */
function apiDefaultSizing() {
  const script = "const { defaultSizing } = await import('./src/config.ts'); console.log(JSON.stringify(defaultSizing(Number(process.argv[1]))));";
  const args = ['--import', 'tsx', '--conditions=@rgs/source', '--input-type=module', '-e', script, String(availableParallelism())];
  return JSON.parse(run('node', args, { cwd: join(root, 'api') }));
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Stops a server (its workers with it) and resolves once it has exited. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function start(script, args, env) {
  const child = spawn('node', [...args, script], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

async function main() {
  const config = readConfig(process.env, process.argv.slice(2), apiDefaultSizing);
  if (config.graphqlLayer) {
    // Run from the sources: nothing to build, and no database or wallet behind the servers.
    const rows = await measureGraphqlLayer({ root, players: config.levels[0], seconds: config.seconds, warmupSeconds: config.warmupSeconds });
    for (const row of rows) console.log(JSON.stringify(row));
    console.error(renderLayerTable(rows));
    return;
  }
  if (config.profile) run('perf', ['--version']); // before minutes of building and warming up, not after
  run('npx', ['turbo', 'run', 'build', '--filter=@rgs/api', '--filter=@rgs/operator', '--output-logs=errors-only'], { cwd: root });
  const psql = (command) => run('psql', [serverUrl, '-v', 'ON_ERROR_STOP=1', '-qc', command]);
  psql(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  psql(`CREATE DATABASE ${DB_NAME}`);

  // One TOKEN_KEY for the API and the floor: the floor opens the API's player tokens and sealed rows.
  const tokenKey = randomBytes(32).toString('hex');
  const walletBase = `http://127.0.0.1:${PORTS.wallet}`;
  const base = { NODE_ENV: 'production', DATABASE_URL: dbUrl, TOKEN_KEY: tokenKey, WEBHOOK_ALLOW_PRIVATE: `127.0.0.1:${PORTS.wallet}` };
  const account = JSON.parse(
    run('node', ['api/dist/admin.js', 'customer', 'create', '--client-id', 'bench', '--webhook-url', `${walletBase}/wallet`], {
      cwd: root,
      env: { ...process.env, ...base },
    }),
  );
  const wallet = start('operator/dist/reference-wallet/main.js', [], {
    ...base,
    WALLET_PORT: String(PORTS.wallet),
    WALLET_CUSTOMER_ID: account.customerId,
    WALLET_SECRET: account.secret,
    WALLET_OPENING_BALANCE: '1000000000',
  });
  // Profiling makes V8 keep a code log too: it goes beside the flame graphs, not into the working tree.
  const profileDir = config.profile ? resolve(config.profileDir ?? mkdtempSync(join(tmpdir(), 'rgs-bench-profile-'))) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const nodeArgsOf = (kind) => [
    ...config.nodeArgs,
    ...(profileDir ? [...PERF_NODE_ARGS, '--no-logfile-per-isolate', `--logfile=${join(profileDir, `${kind}.v8.log`)}`] : []),
  ];
  const api = start('api/dist/main.js', nodeArgsOf('api'), {
    ...base,
    API_PORT: String(PORTS.api),
    API_HOST: '127.0.0.1',
    API_PROCESSES: String(config.processes),
    DATABASE_POOL: String(config.pool),
    // One benchmark player bets as fast as it is answered, far over a real player's per-session
    // limit (30 a second sustained): lift it so the bench measures, not throttles.
    PLAY_RATE_LIMIT_PER_SECOND: '100000',
  });
  await waitFor(`${walletBase}/health`);
  await waitFor(`http://127.0.0.1:${PORTS.api}/health`, 60);
  // Started once the API has migrated the database it shares.
  const floor = start('scripts/bench/floor.mjs', nodeArgsOf('floor'), {
    ...base,
    FLOOR_PORT: String(PORTS.floor),
    FLOOR_PROCESSES: String(config.processes),
    FLOOR_POOL: String(config.pool),
  });
  await waitFor(`http://127.0.0.1:${PORTS.floor}/health`);

  const sql = postgres(dbUrl, { max: 2, onnotice: () => {} });
  try {
    const [{ server_version: pgVersion }] = await sql`SHOW server_version`;
    const [{ synchronous_commit: synchronousCommit }] = await sql`SHOW synchronous_commit`;
    console.log(JSON.stringify({
      kind: 'machine',
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      postgres: pgVersion,
      synchronousCommit,
      processes: config.processes,
      pool: config.pool,
      warmupSeconds: config.warmupSeconds,
      seconds: config.seconds,
    }));

    const servers = {
      api: { url: `http://127.0.0.1:${PORTS.api}`, pids: () => processTree(api.pid) },
      floor: { url: `http://127.0.0.1:${PORTS.floor}`, pids: () => processTree(floor.pid) },
    };
    const context = { config, sql, account, walletBase, apiUrl: servers.api.url, walletPid: wallet.pid };

    if (profileDir) {
      const players = config.levels[0];
      for (const kind of ['api', 'floor']) {
        const data = join(profileDir, `${kind}.perf.data`);
        const result = await measureRun(context, kind, servers[kind], players, () => perfRecord(servers[kind].pids(), config.seconds, data));
        const title = `${kind === 'api' ? 'API' : 'floor'}: dice at ${players} players`;
        const samples = writeFlameGraph(await foldPerfData(data), title, join(profileDir, kind));
        console.log(JSON.stringify({ ...result, profiled: true, samples, flameGraph: join(profileDir, `${kind}.svg`) }));
      }
      console.error(`flame graphs (and folded stacks, perf data) in ${profileDir}`);
      return;
    }

    const ratio = (a, b) => (a && b ? round2(a / b) : null);
    const levels = [];
    for (const players of config.levels) {
      const measured = () => sleep(config.seconds * 1000);
      const apiRun = await measureRun(context, 'api', servers.api, players, measured);
      const floorRun = await measureRun(context, 'floor', servers.floor, players, measured);
      apiRun.toFloor = { betsPerSecond: ratio(apiRun.betsPerSecond, floorRun.betsPerSecond), cpuMsPerBet: ratio(apiRun.cpuMsPerBet, floorRun.cpuMsPerBet) };
      for (const line of [apiRun, floorRun]) console.log(JSON.stringify(line));
      levels.push([apiRun, floorRun]);
    }
    // pgbench last, with the API and the floor stopped: their pools (processes × BENCH_POOL each) would
    // otherwise hold connections pgbench needs, and their idle workers would share its cores.
    await Promise.all([stop(api), stop(floor)]);
    const rows = [];
    for (const [apiRun, floorRun] of levels) {
      const bench = await pgbench(sql, dbUrl, apiRun.players, config.seconds);
      const pg = {
        kind: 'postgres',
        tool: 'pgbench -N',
        players: apiRun.players,
        clients: bench.clients,
        tps: bench.tps,
        apiToPostgresRatio: ratio(apiRun.betsPerSecond, bench.tps),
        floorToPostgresRatio: ratio(floorRun.betsPerSecond, bench.tps),
      };
      console.log(JSON.stringify(pg));
      rows.push(apiRun, floorRun, pg);
    }
    console.error(`\nCPU columns: ms of CPU per settled bet. ${config.processes} server processes, ${config.warmupSeconds} s warm-up, ${config.seconds} s measured.\n`);
    console.error(renderTable(rows));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/**
 * One run: `players` new sessions bet against `server` through the warm-up, then for the measured
 * window (`window()` resolves when it is over), then stop; the bets they were told were settled are
 * then checked in the database and at the wallet.
 */
async function measureRun({ config, sql, account, walletBase, apiUrl, walletPid }, kind, server, players, window) {
  const userIds = Array.from({ length: players }, (_, i) => `bench-${kind}-${players}-${i}`);
  const tokens = await openSessions(apiUrl, account.secret, userIds);
  const load = startLoad(server.url, tokens);
  await sleep(config.warmupSeconds * 1000);
  const pids = server.pids();
  const before = { own: cpuSeconds(pids), wallet: cpuSeconds([walletPid]), pg: cpuSeconds(postgresPids()), machine: machineCpuSeconds(), load: process.cpuUsage() };
  load.beginMeasure();
  await window();
  const measured = load.endMeasure();
  const used = {
    own: cpuSeconds(pids) - before.own,
    wallet: cpuSeconds([walletPid]) - before.wallet,
    pg: cpuSeconds(postgresPids()) - before.pg,
    machine: machineCpuSeconds() - before.machine,
  };
  const loadUsage = process.cpuUsage(before.load);
  used.load = (loadUsage.user + loadUsage.system) / 1e6;
  const rss = rssMiB(server.pids());
  const walletRss = rssMiB([walletPid]);
  const answered = await load.stop();
  const lost = await lostBets({ sql, walletUrl: walletBase, customerId: account.customerId, userIds, answered });
  const perBet = (seconds) => (measured.settled ? round2((seconds * 1000) / measured.settled) : null);
  return {
    kind,
    game: 'dice',
    players,
    settledBets: measured.settled,
    errors: measured.errors,
    ...(measured.firstError ? { firstError: measured.firstError } : {}),
    lostBets: lost.lost,
    lostUnclosed: lost.unclosed,
    lostUncredited: lost.uncredited,
    betsPerSecond: Math.round(measured.settled / measured.elapsed),
    p50Ms: round2(percentile(measured.latencies, 50)),
    p99Ms: round2(percentile(measured.latencies, 99)),
    // CPU per settled bet of the server's processes, then of the rest of the machine: all share the same cores.
    cpuMsPerBet: perBet(used.own),
    walletCpuMsPerBet: perBet(used.wallet),
    postgresCpuMsPerBet: perBet(used.pg),
    loadGeneratorCpuMsPerBet: perBet(used.load),
    // Whatever else ran meanwhile (the other server idling, the kernel's own threads, anything outside the bench).
    otherCpuMsPerBet: perBet(Math.max(0, used.machine - used.own - used.wallet - used.pg - used.load)),
    rssMiB: rss,
    // The reference wallet keeps every request it was sent (for tests): it grows through the run.
    walletRssMiB: walletRss,
  };
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    children.forEach((child) => child.kill('SIGTERM'));
    setTimeout(() => process.exit(), 500).unref();
  });
