// `npm run bench`: dice bets per second, p50/p99 latency and the API's CPU time per settled bet,
// through GraphQL against the reference wallet over HTTP, at 1, 8 and 32 concurrent players; then
// the same machine's Postgres ceiling (`pgbench -N`, same client count) for the ratio.
// Prints one JSON object per line. Needs a Postgres server (DATABASE_URL, default the local one).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';

const root = new URL('..', import.meta.url).pathname;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const levels = (process.env.BENCH_PLAYERS ?? '1,8,32').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const apiProcesses = process.env.BENCH_API_PROCESSES ?? String(Math.max(2, availableParallelism()));
const apiPort = 4101;
const walletPort = 4102;
const dbName = 'rgs_bench';
const dbUrl = withDatabase(serverUrl, dbName);
const CLK_TCK = 100; // Linux's USER_HZ: /proc times are in 1/100 s

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function run(command, args, env = process.env) {
  const res = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${res.stderr}`);
  return res.stdout;
}

function psql(sql) {
  run('psql', [serverUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql]);
}

/** CPU seconds (user + system) used so far by these pids. */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // a process that exited has no more CPU to count
    }
  }
  return ticks / CLK_TCK;
}

/** Every Postgres server process on this machine (backends, WAL writer, checkpointer…). */
function postgresPids() {
  const out = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).stdout.trim();
  return out ? out.split('\n').map(Number) : [];
}

function childPids(pid) {
  const out = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return out ? out.split('\n').map(Number) : [];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function waitFor(url) {
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}

const children = [];
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', stopAll);

async function main() {
  run('npx', ['turbo', 'run', 'build', '--filter=@rgs/api', '--filter=@rgs/operator', '--output-logs=errors-only']);
  psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  psql(`CREATE DATABASE ${dbName}`);

  const tokenKey = randomBytes(32).toString('hex');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    TOKEN_KEY: tokenKey,
    WEBHOOK_ALLOW_PRIVATE: `127.0.0.1:${walletPort}`,
    // One benchmark player bets as fast as the API answers (about 300 a second at 1 player), far over
    // a real player's per-session limit (30 a second sustained): lift it so it measures, not throttles.
    PLAY_RATE_LIMIT_PER_SECOND: '100000',
  };
  const account = JSON.parse(
    run('node', ['api/dist/admin.js', 'customer', 'create', '--client-id', 'bench', '--webhook-url', `http://127.0.0.1:${walletPort}/wallet`], env),
  );

  const wallet = spawn('node', ['operator/dist/reference-wallet/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, WALLET_PORT: String(walletPort), WALLET_CUSTOMER_ID: account.customerId, WALLET_SECRET: account.secret, WALLET_OPENING_BALANCE: '1000000000' },
  });
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/some/dir" profiles the API processes.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const api = spawn('node', [...nodeArgs, 'api/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, API_PORT: String(apiPort), API_HOST: '127.0.0.1', API_PROCESSES: apiProcesses, DATABASE_POOL: process.env.BENCH_POOL ?? '16' },
  });
  children.push(wallet, api);
  await waitFor(`http://127.0.0.1:${walletPort}/health`);
  await waitFor(`http://127.0.0.1:${apiPort}/health`);
  const apiPids = () => [api.pid, ...childPids(api.pid)];

  // Each player has its own keep-alive connection, as a browser would: with several API processes a
  // player's requests then stay on one process, as they do behind a connection-balancing proxy.
  // Fresh per level: connections left idle through pgbench would be closed by the server.
  let dispatcher = new Agent({ connections: 1, pipelining: 1 });
  const post = async (path, body, headers, via = dispatcher) => {
    const res = await request(`http://127.0.0.1:${apiPort}${path}`, {
      method: 'POST',
      dispatcher: via,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: res.statusCode, body: await res.body.json() };
  };
  const session = async (userId) => {
    const res = await post('/session', { clientId: 'bench', userId, currency: { code: 'USD' } }, { 'x-operator-secret': account.secret });
    if (res.status !== 200) throw new Error(`session: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token;
  };
  const PLACE = 'mutation($input: PlaceBetInput!) { placeBet(input: $input) { __typename ... on PlaceBetSuccess { balance round { status payout } } } }';
  const variables = { input: { game: 'dice', amount: '1', params: { target: 50.5, condition: 'over' } } };

  console.log(JSON.stringify({
    kind: 'machine',
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    apiProcesses: Number(apiProcesses),
    seconds,
  }));

  for (const players of levels) {
    await dispatcher.close();
    dispatcher = new Agent({ connections: 1, pipelining: 1 });
    const tokens = await Promise.all(Array.from({ length: players }, (_, i) => session(`bench-${players}-${i}`)));
    let measuring = false;
    let stopping = false;
    const latencies = [];
    let settled = 0;
    let errors = 0;
    const player = async (token) => {
      const headers = { authorization: `Bearer ${token}` };
      const connection = new Agent({ connections: 1, pipelining: 1 });
      while (!stopping) {
        const started = performance.now();
        const res = await post('/graphql', { query: PLACE, variables }, headers, connection).catch(() => undefined);
        const ms = performance.now() - started;
        if (!measuring) continue;
        if (res?.status === 200 && res.body.data?.placeBet?.__typename === 'PlaceBetSuccess' && res.body.data.placeBet.round.status === 'CLOSED') {
          settled += 1;
          latencies.push(ms);
        } else {
          errors += 1;
        }
      }
      await connection.close();
    };
    const running = tokens.map(player);
    await sleep(warmupSeconds * 1000);
    const cpuBefore = cpuSeconds(apiPids());
    const walletBefore = cpuSeconds([wallet.pid]);
    const postgresBefore = cpuSeconds(postgresPids());
    const loadBefore = process.cpuUsage();
    const startedAt = performance.now();
    measuring = true;
    await sleep(seconds * 1000);
    measuring = false;
    const elapsed = (performance.now() - startedAt) / 1000;
    const cpuUsed = cpuSeconds(apiPids()) - cpuBefore;
    const walletUsed = cpuSeconds([wallet.pid]) - walletBefore;
    const postgresUsed = cpuSeconds(postgresPids()) - postgresBefore;
    const load = process.cpuUsage(loadBefore);
    const loadUsed = (load.user + load.system) / 1e6;
    stopping = true;
    await Promise.all(running);
    latencies.sort((a, b) => a - b);
    const round = (n) => (n === null ? null : Math.round(n * 100) / 100);
    console.log(JSON.stringify({
      kind: 'api',
      game: 'dice',
      players,
      settledBets: settled,
      errors,
      betsPerSecond: Math.round(settled / elapsed),
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      apiCpuMsPerBet: settled ? round((cpuUsed * 1000) / settled) : null,
      // The rest of the machine's CPU per bet, so the whole budget is visible: all on the same cores.
      walletCpuMsPerBet: settled ? round((walletUsed * 1000) / settled) : null,
      postgresCpuMsPerBet: settled ? round((postgresUsed * 1000) / settled) : null,
      loadGeneratorCpuMsPerBet: settled ? round((loadUsed * 1000) / settled) : null,
    }));

    const pgbench = pgbenchTps(players);
    console.log(JSON.stringify({ kind: 'postgres', tool: 'pgbench -N', clients: players, tps: pgbench, apiToPostgresRatio: pgbench ? round(settled / elapsed / pgbench) : null }));
  }
  await dispatcher.close();
}

function pgbenchTps(clients) {
  const env = { ...process.env, PGOPTIONS: '-c client_min_messages=warning' };
  run('pgbench', ['-i', '-q', '-s', '1', dbUrl], env);
  const out = run('pgbench', ['-N', '-c', String(clients), '-j', String(Math.min(clients, availableParallelism())), '-T', String(seconds), dbUrl], env);
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  return tps ? Math.round(Number(tps)) : null;
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => {
    stopAll();
    setTimeout(() => process.exit(), 500).unref();
  });
