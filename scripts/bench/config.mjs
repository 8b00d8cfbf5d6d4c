// The bench's knobs, read once from the environment and the command line. A BENCH_* variable or an
// argument the bench does not know is refused: a misspelt knob would otherwise measure the defaults.

const KNOBS = {
  BENCH_PLAYERS: 'concurrent players per level, comma-separated (default 1,8,32,128; one level with --profile, default 32, and with --graphql-layer, default 8)',
  BENCH_SECONDS: 'measured seconds per run (default 10)',
  BENCH_WARMUP_SECONDS: 'warm-up seconds before each measured run (default 15)',
  BENCH_API_PROCESSES: "processes of the API and of the floor (default the API's own: one per two cores)",
  BENCH_POOL: "database connections per API (and floor) process (default the API's own: 8)",
  BENCH_NODE_ARGS: 'extra node flags for the API and floor processes, space-separated',
  BENCH_PROFILE: '1 to profile instead of measuring every level (same as --profile)',
  BENCH_PROFILE_DIR: 'where --profile writes its flame graphs (default a new temporary directory)',
};

// What --graphql-layer measures is one process serving a fixed answer: the knobs of the full run's API
// (processes, pool, node flags) and of its profile have nothing to act on there, so they are refused.
const NOT_FOR_LAYER = ['BENCH_API_PROCESSES', 'BENCH_POOL', 'BENCH_NODE_ARGS', 'BENCH_PROFILE', 'BENCH_PROFILE_DIR'];
const ARGS = ['--profile', '--graphql-layer'];

/**
 * What one `npm run bench` does. `apiSizing` answers the API's own default shape on this machine
 * (`defaultSizing` in api/src/config.ts, asked by main.mjs), which the API and the floor get unless
 * BENCH_API_PROCESSES or BENCH_POOL says otherwise; --graphql-layer, one process with no pool, never
 * asks it.
 */
export function readConfig(env, argv, apiSizing) {
  const unknown = Object.keys(env).filter((name) => name.startsWith('BENCH_') && !(name in KNOBS));
  const badArgs = argv.filter((arg) => !ARGS.includes(arg));
  if (unknown.length > 0 || badArgs.length > 0) {
    const list = Object.entries(KNOBS).map(([name, meaning]) => `  ${name}: ${meaning}`).join('\n');
    const what = [...unknown.map((n) => `variable ${n}`), ...badArgs.map((a) => `argument ${a}`)].join(', ');
    throw new Error(`unknown ${what}; the bench knows ${ARGS.join(', ')} and:\n${list}`);
  }
  const profile = argv.includes('--profile') || flag(env, 'BENCH_PROFILE');
  const graphqlLayer = argv.includes('--graphql-layer');
  if (graphqlLayer) {
    const refused = [...NOT_FOR_LAYER.filter((name) => env[name] !== undefined), ...(argv.includes('--profile') ? ['--profile'] : [])];
    if (refused.length > 0) throw new Error(`--graphql-layer measures one server process with a fixed answer; it does not take ${refused.join(', ')}`);
  }
  const levels = (env.BENCH_PLAYERS ?? (profile ? '32' : graphqlLayer ? '8' : '1,8,32,128')).split(',').map((text) => whole('BENCH_PLAYERS', text.trim(), 1));
  if (env.BENCH_PROFILE_DIR && !profile) throw new Error('BENCH_PROFILE_DIR is for --profile (or BENCH_PROFILE=1) only');
  if (profile && levels.length !== 1) throw new Error(`--profile records one level: set BENCH_PLAYERS to one number, not ${env.BENCH_PLAYERS}`);
  if (new Set(levels).size !== levels.length) throw new Error(`BENCH_PLAYERS repeats a level: ${env.BENCH_PLAYERS}`);
  if (graphqlLayer && levels.length !== 1) throw new Error(`--graphql-layer measures one level: set BENCH_PLAYERS to one number, not ${env.BENCH_PLAYERS}`);
  // One server process with a fixed answer: it has no pool, processes or node flags to size.
  if (graphqlLayer) return { profile, graphqlLayer, levels, ...measured(env) };
  const sizing = apiSizing();
  return {
    profile,
    graphqlLayer,
    profileDir: env.BENCH_PROFILE_DIR,
    levels,
    ...measured(env),
    processes: whole('BENCH_API_PROCESSES', env.BENCH_API_PROCESSES ?? String(sizing.processes), 1),
    pool: whole('BENCH_POOL', env.BENCH_POOL ?? String(sizing.pool), 1),
    nodeArgs: (env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
  };
}

/** How long each level warms up and is measured. */
function measured(env) {
  return {
    seconds: whole('BENCH_SECONDS', env.BENCH_SECONDS ?? '10', 1),
    warmupSeconds: whole('BENCH_WARMUP_SECONDS', env.BENCH_WARMUP_SECONDS ?? '15', 0),
  };
}

function whole(name, text, min) {
  if (!/^\d+$/.test(text) || Number(text) < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${text}"`);
  return Number(text);
}

function flag(env, name) {
  const value = env[name];
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}
