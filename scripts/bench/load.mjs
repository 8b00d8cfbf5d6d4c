// The load generator: players betting dice as fast as they are answered, the same for the API and
// the floor. Each player has its own keep-alive connection, as a browser would: with several server
// processes a player's requests then stay on one process, as behind a connection-balancing proxy.
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';

/** The bench's bet: the document and variables the API and the floor both receive. */
export const PLACE_BET = {
  query: 'mutation($input: PlaceBetInput!) { placeBet(input: $input) { __typename ... on PlaceBetSuccess { balance round { id status payout } } } }',
  variables: { input: { game: 'dice', amount: '1', params: { target: 50.5, condition: 'over' } } },
};

/**
 * Opens a session per user through the API's `/session` (the floor shares its database and token
 * key). The API admits 100 session creations a second per operator: a 429 is retried once its
 * `Retry-After` has passed, as an operator would.
 */
export async function openSessions(apiUrl, secret, userIds) {
  const open = async (userId) => {
    for (let attempt = 1; ; attempt++) {
      const res = await request(`${apiUrl}/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-operator-secret': secret },
        body: JSON.stringify({ clientId: 'bench', userId, currency: { code: 'USD' } }),
      });
      const body = await res.body.json();
      if (res.statusCode === 200) return body.token;
      if (res.statusCode !== 429 || attempt === 5) throw new Error(`session: ${res.statusCode} ${JSON.stringify(body)}`);
      await sleep(Number(res.headers['retry-after'] ?? 1) * 1000);
    }
  };
  const tokens = [];
  for (let i = 0; i < userIds.length; i += 50) tokens.push(...(await Promise.all(userIds.slice(i, i + 50).map(open))));
  return tokens;
}

/**
 * Starts one betting loop per token against `url`. Latencies and counts are kept only between
 * `beginMeasure()` and `endMeasure()`; the id of every bet answered as settled is kept for the
 * lost-bet check, warm-up included (unless `keepAnswered` is false: a server with nothing behind it
 * answers every bet with the same round).
 */
export function startLoad(url, tokens, { keepAnswered = true } = {}) {
  let measuring = false;
  let stopping = false;
  let latencies = [];
  let settled = 0;
  let errors = 0;
  let firstError;
  const answered = [];
  const body = JSON.stringify(PLACE_BET);

  const player = async (token) => {
    const connection = new Agent({ connections: 1, pipelining: 1 });
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    while (!stopping) {
      const started = performance.now();
      let status;
      let result;
      try {
        const res = await request(`${url}/graphql`, { method: 'POST', dispatcher: connection, headers, body });
        status = res.statusCode;
        result = await res.body.json();
      } catch (error) {
        result = { transport: String(error) };
      }
      const ms = performance.now() - started;
      const bet = result?.data?.placeBet;
      const ok = status === 200 && bet?.__typename === 'PlaceBetSuccess' && bet.round?.status === 'CLOSED' && typeof bet.round.id === 'string';
      if (ok && keepAnswered) answered.push(bet.round.id);
      if (!measuring) continue;
      if (ok) {
        settled += 1;
        latencies.push(ms);
      } else {
        errors += 1;
        firstError ??= `${status ?? 'no answer'} ${JSON.stringify(result).slice(0, 300)}`;
      }
    }
    await connection.close();
  };
  const running = tokens.map(player);

  let startedAt = 0;
  return {
    beginMeasure() {
      latencies = [];
      settled = 0;
      errors = 0;
      measuring = true;
      startedAt = performance.now();
    },
    /** The measured window: settled bets, errors, sorted latencies (ms) and its length (s). */
    endMeasure() {
      measuring = false;
      const elapsed = (performance.now() - startedAt) / 1000;
      return { settled, errors, firstError, latencies: latencies.sort((a, b) => a - b), elapsed };
    },
    /** Stops every player after its bet in flight; resolves with the ids of every bet answered as settled. */
    async stop() {
      stopping = true;
      await Promise.all(running);
      return answered;
    },
  };
}
