// The floor copies the API's money-path SQL by hand (it has no drizzle); this keeps the copies honest.
// Every row the floor writes must be written with the columns the API's own statement writes, or the
// floor would do less work than the API (or write rows the API then reads differently) and every
// ratio to it would be wrong.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
// A template's interpolation (one level of nested braces, as in `${{ target }}`) stands for a value.
const INTERPOLATION = /\$\{(?:[^{}]|\{[^{}]*\})*\}/g;

const source = (path) => readFileSync(new URL(path, root), 'utf8');

/** Each INSERT's column list and each UPDATE's assigned columns in a source's SQL, in order. */
function writes(code) {
  const text = code.replace(INTERPOLATION, '?');
  const inserts = [...text.matchAll(/INSERT INTO (\w+) \(([^)]*)\)/g)].map(([, table, columns]) => `insert ${table} (${list(columns.split(','))})`);
  const updates = [...text.matchAll(/UPDATE (\w+)(?: AS \w+)?\s+SET ([\s\S]*?)\s+(?:FROM|WHERE)\b/g)].map(
    ([, table, assignments]) => `update ${table} set ${list(assignments.split(',').map((a) => a.split('=')[0]))}`,
  );
  return [...inserts, ...updates];
}

const list = (names) => names.map((name) => name.trim()).join(', ');

// The API's statements for the same work: the open, the settle with its credit, the delivery record.
const API_FILES = ['api/src/rounds/round-opening.ts', 'api/src/rounds/round-store.ts', 'api/src/wallet/outbox.ts'];

// The floor's two writes that the API makes through drizzle's builder, with no SQL text to compare:
// a player's first seed pair (fairness/seed-store.ts) and a round voided by a refused debit, which
// the bench's wallet never answers.
const BUILDER_ONLY = [
  'insert seed_pairs (id, customer_id, user_id, server_seed, server_seed_hash, client_seed, nonce, status)',
  'update transactions set status, last_status, last_error',
  'update rounds set status, version, updated_at, closed_at',
];

const apiWrites = () => new Set(API_FILES.map(source).flatMap(writes));
const unmatched = (floorCode, api) => writes(floorCode).filter((write) => !api.has(write) && !BUILDER_ONLY.includes(write));

describe('the floor', () => {
  it("writes every row with the columns the API's statement writes", () => {
    const api = apiWrites();
    const floor = source('scripts/bench/floor.mjs');
    expect(unmatched(floor, api)).toEqual([]);
    // All seven are compared: the pair's nonce, the round, the debit, the debit committed, the round
    // settled, its credit, and the delivery recorded.
    expect(writes(floor).filter((write) => api.has(write))).toHaveLength(7);
  });

  it('finds a column the floor no longer writes', () => {
    const floor = source('scripts/bench/floor.mjs').replace('closed_at, idempotency_key)', 'closed_at)');
    expect(unmatched(floor, apiWrites())).toEqual([
      'insert rounds (id, customer_id, user_id, session_id, game, lifecycle, exclusive, opens, status, version, currency, amount, stake, payout, multiplier, demo, free_bet, free_bet_id, free_bets_remaining, params, state, outcome, seed_pair_id, nonce, balance, created_at, updated_at, closed_at)',
    ]);
  });
});
