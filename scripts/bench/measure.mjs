// What the bench reads off the machine: CPU time and memory of processes (from /proc), Postgres's
// ceiling (`pgbench -N`), and the bets that were answered but not honoured (lost bets).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const CLK_TCK = 100; // Linux's USER_HZ: /proc times are in 1/100 s

/** Runs a command to completion; throws with its stderr when it fails. */
export function run(command, args, options = {}) {
  const res = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 2 ** 20, ...options });
  if (res.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${res.stderr || res.error?.message}`);
  return res.stdout;
}

/** CPU seconds (user + system) used so far by these pids; a process that exited counts no more. */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return ticks / CLK_TCK;
}

/** CPU seconds every process of the machine has used so far (all cores), from /proc/stat. */
export function machineCpuSeconds() {
  const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal: everything but idle and iowait is work.
  const busy = times.slice(0, 8).reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + Number(t)), 0);
  return busy / CLK_TCK;
}

/** Resident memory of these pids, in MiB. */
export function rssMiB(pids) {
  let kib = 0;
  for (const pid of pids) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // exited
    }
  }
  return Math.round(kib / 1024);
}

function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Every Postgres server process on this machine (backends, WAL writer, checkpointer…). */
export function postgresPids() {
  return pgrep(['-x', 'postgres']);
}

/** A process and its children (the cluster's workers). */
export function processTree(pid) {
  return [pid, ...pgrep(['-P', String(pid)])];
}

function pgrep(args) {
  const out = spawnSync('pgrep', args, { encoding: 'utf8' }).stdout.trim();
  return out ? out.split('\n').map(Number) : [];
}

/** The value at percentile `p` of sorted numbers, or null for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Two decimals, for the report. */
export const round2 = (n) => (n === null || n === undefined || !Number.isFinite(n) ? null : Math.round(n * 100) / 100);

/** Resolves once `url` answers 200; throws after `seconds`. */
export async function waitFor(url, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then((res) => res.ok, () => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not come up within ${seconds} s`);
}

/**
 * `pgbench -N` (no updates of the small tables) for `seconds` with `clients` clients, or as many as
 * the server has connections free (the API's and the floor's pools stay open meanwhile).
 */
export async function pgbench(sql, dbUrl, clients, seconds) {
  const [{ free }] = await sql`
    SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int
           - (SELECT count(*) FROM pg_stat_activity)::int AS free`;
  // A few connections stay free for anyone else on the server.
  const used = Math.max(1, Math.min(clients, free - 5));
  const env = { ...process.env, PGOPTIONS: '-c client_min_messages=warning' };
  run('pgbench', ['-i', '-q', '-s', '1', dbUrl], { env });
  const out = run('pgbench', ['-N', '-c', String(used), '-j', String(Math.min(used, availableParallelism())), '-T', String(seconds), dbUrl], { env });
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  return { clients: used, tps: tps ? Math.round(Number(tps)) : null };
}

/**
 * Bets answered PlaceBetSuccess that were not honoured: the round is not CLOSED in the database, or
 * it won and the wallet holds its debit but no credit. A credit the outbox is still retrying is
 * waited for (up to `graceSeconds`); what is missing after that is lost.
 */
export async function lostBets({ sql, walletUrl, customerId, userIds, answered, graceSeconds = 10 }) {
  const closed = new Set();
  for (let i = 0; i < answered.length; i += 10_000) {
    const ids = answered.slice(i, i + 10_000);
    const rows = await sql`SELECT id FROM rounds WHERE id = ANY(${sql.array(ids)}) AND status = 'closed'`;
    for (const row of rows) closed.add(row.id);
  }
  const unclosed = answered.filter((id) => !closed.has(id)).length;
  const deadline = Date.now() + graceSeconds * 1000;
  for (;;) {
    const won = await sql`
      SELECT id FROM rounds
      WHERE customer_id = ${customerId} AND user_id = ANY(${sql.array(userIds)}) AND status = 'closed' AND payout > 0`;
    const owed = new Set(won.map((row) => row.id));
    const credited = new Set();
    for (const userId of userIds) {
      const res = await fetch(`${walletUrl}/transactions?userId=${encodeURIComponent(userId)}`);
      if (!res.ok) throw new Error(`wallet /transactions answered ${res.status}`);
      for (const record of await res.json()) {
        // An instant bet sent with roundClosed: false is a winning round: its credit is owed too.
        if (record.kind === 'bet' && !record.roundClosed) owed.add(record.betId);
        if (record.kind === 'win') credited.add(record.betId);
      }
    }
    const uncredited = [...owed].filter((id) => !credited.has(id)).length;
    if (uncredited === 0 || Date.now() >= deadline) return { unclosed, uncredited, lost: unclosed + uncredited };
    await sleep(500);
  }
}
