// The human table printed on stderr at the end of a run: every level's API run, floor run and pgbench.

const COLUMNS = [
  ['players', (r) => r.players],
  ['run', (r) => r.kind],
  ['bets/s', (r) => r.betsPerSecond],
  ['p50 ms', (r) => r.p50Ms],
  ['p99 ms', (r) => r.p99Ms],
  ['errors', (r) => r.errors],
  ['lost', (r) => r.lostBets],
  ['own CPU', (r) => r.cpuMsPerBet],
  ['wallet CPU', (r) => r.walletCpuMsPerBet],
  ['Postgres CPU', (r) => r.postgresCpuMsPerBet],
  ['load CPU', (r) => r.loadGeneratorCpuMsPerBet],
  ['other CPU', (r) => r.otherCpuMsPerBet],
  ['RSS MiB', (r) => r.rssMiB],
  ['bets/s ÷ floor', (r) => r.toFloor?.betsPerSecond],
  ['CPU ÷ floor', (r) => r.toFloor?.cpuMsPerBet],
];

/** A Markdown table (it reads as well in a terminal as in the README): CPU columns are ms per settled bet. */
export function renderTable(rows) {
  const lines = rows.map((r) =>
    r.kind === 'postgres'
      ? [r.players, `pgbench -N (${r.clients} clients)`, r.tps, '', '', '', '', '', '', '', '', '', '', '', ''].map(text)
      : COLUMNS.map(([, read]) => text(read(r))),
  );
  const header = COLUMNS.map(([name]) => name);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) => `| ${cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 1 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`;
  return [row(header), rule, ...lines.map(row)].join('\n');
}

function text(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value >= 1000 ? value.toLocaleString('en-US') : String(value);
  return String(value);
}
