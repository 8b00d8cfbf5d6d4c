import { describe, expect, it } from 'vitest';
import { readConfig as readConfigOf } from './config.mjs';

// The API's default shape on a 6-core machine; the bench asks the API for it (main.mjs).
const SIZING = { processes: 3, pool: 8 };
const readConfig = (env, argv) => readConfigOf(env, argv, () => SIZING);

describe('the bench knobs', () => {
  it('measures every level by default, and one level of 32 players under --profile', () => {
    expect(readConfig({}, [])).toMatchObject({ profile: false, graphqlLayer: false, levels: [1, 8, 32, 128], seconds: 10, warmupSeconds: 15 });
    expect(readConfig({}, ['--profile'])).toMatchObject({ profile: true, graphqlLayer: false, levels: [32] });
  });

  it('measures the GraphQL layer at 8 players by default, or at the one level given', () => {
    expect(readConfig({}, ['--graphql-layer'])).toMatchObject({ graphqlLayer: true, profile: false, levels: [8] });
    // One process with no pool: the API's sizing is not asked for (it takes a subprocess), and nothing is sized.
    expect(readConfigOf({}, ['--graphql-layer'], () => expect.unreachable('asked for the API sizing'))).toEqual({
      profile: false,
      graphqlLayer: true,
      levels: [8],
      seconds: 10,
      warmupSeconds: 15,
    });
    expect(readConfig({ BENCH_PLAYERS: '32', BENCH_SECONDS: '5', BENCH_WARMUP_SECONDS: '3' }, ['--graphql-layer'])).toMatchObject({
      graphqlLayer: true,
      levels: [32],
      seconds: 5,
      warmupSeconds: 3,
    });
  });

  it("runs the API and the floor in the API's own default shape unless told otherwise", () => {
    expect(readConfig({}, [])).toMatchObject({ processes: 3, pool: 8 });
    expect(readConfig({ BENCH_API_PROCESSES: '1', BENCH_POOL: '2' }, [])).toMatchObject({ processes: 1, pool: 2 });
    expect(() => readConfig({ BENCH_POOL: '0' }, [])).toThrow('BENCH_POOL must be a whole number of at least 1, got "0"');
  });

  it('refuses the knobs --graphql-layer has nothing to apply to, instead of ignoring them', () => {
    const refusal = (what) => `--graphql-layer measures one server process with a fixed answer; it does not take ${what}`;
    expect(() => readConfig({ BENCH_POOL: '2' }, ['--graphql-layer'])).toThrow(refusal('BENCH_POOL'));
    expect(() => readConfig({ BENCH_API_PROCESSES: '2', BENCH_NODE_ARGS: '--jitless' }, ['--graphql-layer'])).toThrow(
      refusal('BENCH_API_PROCESSES, BENCH_NODE_ARGS'),
    );
    expect(() => readConfig({ BENCH_PROFILE_DIR: '/x' }, ['--graphql-layer'])).toThrow(refusal('BENCH_PROFILE_DIR'));
    expect(() => readConfig({}, ['--graphql-layer', '--profile'])).toThrow(refusal('--profile'));
    expect(() => readConfig({ BENCH_PLAYERS: '8,32' }, ['--graphql-layer'])).toThrow(
      '--graphql-layer measures one level: set BENCH_PLAYERS to one number, not 8,32',
    );
  });

  it('refuses an argument or a BENCH_ variable it does not know', () => {
    expect(() => readConfig({}, ['--graphql'])).toThrow(/^unknown argument --graphql; the bench knows --profile, --graphql-layer and:/);
    expect(() => readConfig({ BENCH_PLAYER: '8' }, [])).toThrow(/^unknown variable BENCH_PLAYER; /);
  });
});
