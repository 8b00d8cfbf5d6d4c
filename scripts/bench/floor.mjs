// The floor: the least a settled dice bet can cost on this stack. It serves the bench's request (POST
// /graphql with the placeBet document, `Authorization: Bearer <player token>`) on raw node:http and
// does the API's work per bet with nothing around it: no GraphQL, no framework, no ORM. Each step
// names the API code it mirrors and writes the rows that code writes, in the API's own database, so
// the API's workers (outbox, recovery) finish whatever the floor leaves undone. floor.test.mjs holds
// every INSERT and UPDATE here to the columns of the API's own statement.
// Env: DATABASE_URL, TOKEN_KEY (the API's), FLOOR_PORT, FLOOR_PROCESSES, FLOOR_POOL.
import cluster from 'node:cluster';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import DecimalJs from 'decimal.js';
import postgres from 'postgres';
import { Agent, request } from 'undici';
import { deriveKeys, firstFloat, newId, open, seal, sign } from './floor-crypto.mjs';

const env = (name) => process.env[name] || fail(`the floor needs ${name}`);
const fail = (message) => {
  throw new Error(message);
};
const processes = Number(process.env.FLOOR_PROCESSES ?? 1);

if (cluster.isPrimary && processes > 1) {
  // As the API: identical processes sharing the port; a player's keep-alive connection stays on one.
  for (let i = 0; i < processes; i++) cluster.fork();
  process.once('SIGTERM', () => Object.values(cluster.workers ?? {}).forEach((w) => w?.process.kill('SIGTERM')));
} else {
  serve();
}

function serve() {
  const { tokenKey, restKey } = deriveKeys(env('TOKEN_KEY'));
  // schema/money/decimal.ts: the one Decimal of amounts (60 digits, rounding down, never an exponent).
  const Decimal = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_DOWN, toExpNeg: -100, toExpPos: 100 });
  // db/open-database.ts: postgres.js with named prepared statements, numeric kept as text.
  const sql = postgres(env('DATABASE_URL'), {
    max: Number(process.env.FLOOR_POOL ?? 10),
    prepare: true,
    onnotice: () => {},
    types: { numeric: { to: 1700, from: [1700], serialize: String, parse: String } },
  });
  // schema/webhook-transport: a keep-alive undici agent, 4 s for the whole answer.
  const walletAgent = new Agent({ headersTimeout: 4000, bodyTimeout: 4000, keepAliveTimeout: 10_000, connections: 256 });

  // sessions/player-token.ts: the same AES-256-GCM check of the same token, claims [session, customer, user, expiry].
  const checkToken = (header) => {
    const token = header?.replace(/^Bearer\s+/i, '').trim();
    if (!token || token.length > 2048) return undefined;
    const opened = open(tokenKey, token, 'player-token');
    let claims;
    try {
      claims = opened && JSON.parse(opened);
    } catch {
      return undefined;
    }
    if (!Array.isArray(claims) || claims.length !== 4 || claims.slice(0, 3).some((c) => typeof c !== 'string')) return undefined;
    if (typeof claims[3] !== 'number' || Date.now() >= claims[3]) return undefined;
    return { sessionId: claims[0], customerId: claims[1], userId: claims[2] };
  };

  // The API's caches: a session never changes, an account is kept (five minutes there), the seed pair
  // as this process last saw it. Misses read the rows the API wrote; they happen in the warm-up.
  const sessions = new Map();
  const accounts = new Map();
  const pairs = new Map();
  const sessionOf = async (claims) => {
    let session = sessions.get(claims.sessionId);
    if (!session) {
      const [row] = await sql`SELECT customer_id, user_id, currency_mode, wire_currency, operator_token FROM sessions WHERE id = ${claims.sessionId}`;
      if (!row) return undefined;
      session = { id: claims.sessionId, customerId: row.customer_id, userId: row.user_id, wire: row.wire_currency, hasCurrency: row.currency_mode !== 'none', operatorToken: row.operator_token };
      sessions.set(session.id, session);
    }
    return session.customerId === claims.customerId && session.userId === claims.userId ? session : undefined;
  };
  const accountOf = async (customerId) => {
    if (accounts.has(customerId)) return accounts.get(customerId);
    const [row] = await sql`SELECT webhook_url, secret_sealed FROM customers WHERE id = ${customerId}`;
    const secret = row?.secret_sealed && open(restKey, row.secret_sealed, customerId);
    return secret ? accounts.set(customerId, { webhookUrl: row.webhook_url, secret }).get(customerId) : undefined;
  };
  // fairness/fairness-sealing.ts: an active pair's server seed is sealed at rest, a revealed one clear.
  const toPair = (row) => ({
    id: row.id,
    nonce: Number(row.nonce),
    clientSeed: row.client_seed,
    serverSeed: /^[0-9a-f]{64}$/.test(row.server_seed) ? row.server_seed : open(restKey, row.server_seed, `seed_pairs.server_seed:${row.id}`),
  });
  // fairness/fairness-service.ts ensureActive: the active pair, or a new one (64 hex, its sha256 hex committed).
  const pairOf = async (key, session) => {
    const cached = pairs.get(key);
    if (cached) return cached;
    for (let attempt = 0; attempt < 3; attempt++) {
      const [found] = await sql`
        SELECT id, nonce, server_seed, client_seed FROM seed_pairs
        WHERE customer_id = ${session.customerId} AND user_id = ${session.userId} AND status = 'active' LIMIT 1`;
      if (found) return toPair(found);
      const id = newId('seed');
      const serverSeed = randomBytes(32).toString('hex');
      const [made] = await sql`
        INSERT INTO seed_pairs (id, customer_id, user_id, server_seed, server_seed_hash, client_seed, nonce, status)
        VALUES (${id}, ${session.customerId}, ${session.userId}, ${seal(restKey, serverSeed, `seed_pairs.server_seed:${id}`)},
                ${createHash('sha256').update(serverSeed).digest('hex')}, ${randomBytes(8).toString('hex')}, 0, 'active')
        ON CONFLICT (customer_id, user_id) WHERE status = 'active' DO NOTHING
        RETURNING id, nonce, server_seed, client_seed`;
      if (made) return toPair(made);
    }
    throw new Error('no active seed pair');
  };

  // wallet/wallet-client.ts: sign `<t>.<body>` (HMAC-SHA256, hex), send both headers; exactly 200 commits.
  const post = async (account, payload) => {
    try {
      const res = await request(account.webhookUrl, {
        method: 'POST',
        dispatcher: walletAgent,
        headers: { 'x-service-signature': sign(account.secret, payload), 'x-webhook-secret': account.secret, 'content-type': 'application/json', accept: 'application/json' },
        body: payload,
      });
      const text = await res.body.text();
      // The body is advisory: a balance is read from its own digits (never through a float) when it has one.
      const balance = /"balance"\s*:\s*(\d+(?:\.\d{1,10})?)\s*[,}]/.exec(text)?.[1];
      return { status: res.statusCode, balance: balance === undefined ? undefined : new Decimal(balance), text };
    } catch (error) {
      return { status: null, text: String(error) };
    }
  };
  // wallet/webhook-payload.ts buildMoneyEvent: the contract's fields in the API's order, amounts written exactly.
  const moneyEvent = (session, kind, betId, transactionId, amount, roundClosed) =>
    `{"event":"dice_${kind}","userId":${JSON.stringify(session.userId)},"customerId":${JSON.stringify(session.customerId)},` +
    `"betId":"${betId}","transactionId":"${transactionId}","roundClosed":${roundClosed},"actions":[{"type":"${kind}","amount":${amount.toFixed()}}]` +
    (session.operatorToken ? `,"sessionToken":${JSON.stringify(session.operatorToken)}` : '') +
    (session.hasCurrency ? `,"currency":${JSON.stringify(session.wire)}` : '') +
    '}';

  // wallet/outbox.ts + common/group-commit.ts: deliveries recorded in batches (a 20 ms window), off the answer's path.
  let delivered = [];
  let draining = null;
  const drain = async () => {
    while (delivered.length > 0) {
      const ids = delivered.splice(0, 500);
      const list = (values) => `{${values.join(',')}}`;
      await sql`
        UPDATE transactions AS t
        SET status = 'committed', attempts = d.attempts, last_status = d.last_status, last_error = NULL, committed_at = ${new Date().toISOString()}::timestamptz
        FROM unnest(${list(ids)}::text[], ${list(ids.map(() => 1))}::int[], ${list(ids.map(() => 200))}::int[])
          AS d(id, attempts, last_status)
        WHERE t.id = d.id AND t.status = 'pending'`.catch((error) => console.error(error));
    }
    draining = null;
  };
  const recordDelivered = (id) => {
    delivered.push(id);
    draining ??= new Promise((resolve) => setTimeout(resolve, 20)).then(drain);
  };

  const answer = (placeBet) => ({ status: 200, body: { data: { placeBet } } });

  // One bet, as rounds/round-engine.ts placeBet plays an instant game paid for.
  const placeBet = async (claims, input) => {
    const session = await sessionOf(claims);
    const account = session && (await accountOf(session.customerId));
    if (!account) return { status: 401, body: { errors: [{ message: 'rejected', extensions: { code: 'UNAUTHENTICATED' } }] } };
    const refused = checkInput(input, session, Decimal);
    if (refused) return answer({ __typename: 'ValidationError', message: refused });
    const { target, condition } = input.params;
    const stake = new Decimal(input.amount);
    const key = `${session.customerId}\u0000${session.userId}`;
    const roundId = newId('rnd');
    const debitId = newId('txn');
    const at = new Date().toISOString();
    let pair = await pairOf(key, session);
    let bet;
    for (let attempt = 0; !bet; attempt++) {
      if (attempt === 6) throw new Error('the nonce kept moving');
      const nonce = pair.nonce + 1;
      // games/dice: roll = floor(f × 10001) hundredths, from the round's first provably-fair float.
      const hundredths = Math.floor(firstFloat(pair.serverSeed, pair.clientSeed, nonce) * 10001);
      const t = new Decimal(String(target)).times(100).toNumber();
      const won = condition === 'over' ? hundredths > t : hundredths < t;
      const multiplier = won ? new Decimal(9900).dividedBy(condition === 'over' ? 10000 - t : t).toDecimalPlaces(4).toString() : '0';
      const payout = won ? stake.times(multiplier).toDecimalPlaces(10) : new Decimal(0);
      const roll = hundredths / 100;
      const debit = moneyEvent(session, 'bet', roundId, debitId, stake, !won);
      // rounds/round-opening.ts insertTakingNonce: nonce + 1, the round (outcome sealed) and its debit in ONE statement.
      const [row] = await sql`
    WITH pair AS (
      UPDATE seed_pairs SET nonce = nonce + 1
      WHERE id = ${pair.id} AND status = 'active' AND nonce = ${pair.nonce}
      RETURNING id, nonce),
    round AS (
      INSERT INTO rounds (id, customer_id, user_id, session_id, game, lifecycle, exclusive, opens, status, version, currency, amount, stake, payout,
                          multiplier, demo, free_bet, free_bet_id, free_bets_remaining, params, state, outcome, seed_pair_id, nonce, balance,
                          created_at, updated_at, closed_at, idempotency_key)
      SELECT ${roundId}, ${session.customerId}, ${session.userId}, ${session.id}, 'dice', 'instant', false, false, 'pending', 0,
             ${session.wire}, ${stake.toFixed()}::numeric, ${stake.toFixed()}::numeric, ${payout.toFixed()}::numeric, ${multiplier}, false, false, null, null::int,
             ${{ target, condition }}::jsonb, ${{ roll, target, condition, won }}::jsonb,
             ${seal(restKey, JSON.stringify({ roll }), `rounds.outcome:${roundId}`)}::jsonb, pair.id, pair.nonce,
             null::numeric, ${at}::timestamptz, ${at}::timestamptz, null::timestamptz, null
      FROM pair
      RETURNING id, customer_id, created_at), debit AS (
        INSERT INTO transactions (id, round_id, customer_id, kind, amount, status, payload, attempts, created_at)
        SELECT ${debitId}, round.id, round.customer_id, 'bet', ${stake.toFixed()}::numeric, 'pending', ${debit}, 1, round.created_at
        FROM round
        RETURNING id)
    SELECT (SELECT count(*) FROM round)::int AS inserted, sp.id, sp.nonce, sp.server_seed, sp.client_seed
    FROM seed_pairs sp
    WHERE sp.customer_id = ${session.customerId} AND sp.user_id = ${session.userId} AND sp.status = 'active'`;
      if (!row) throw new Error('the player has no active seed pair');
      if (row.inserted > 0) bet = { won, payout, debit };
      // Taken: the pair as this process now knows it. Missed: another process or a rotation moved it.
      pair = row.inserted > 0 ? { ...pair, nonce } : toPair(row);
      pairs.set(key, pair);
    }

    // rounds/debit-sender.ts: the signed debit; exactly 200 commits.
    const sent = await post(account, bet.debit);
    // No answer: it may have committed. The round stays pending; the API's recovery retries it once.
    if (sent.status === null) return answer({ __typename: 'WalletUnavailableError', message: sent.text });
    const now = new Date().toISOString();
    if (sent.status !== 200) {
      // A definite refusal voids the round (round-settlement.ts), here in one statement.
      await sql`
        WITH debit AS (
          UPDATE transactions SET status = 'rejected', last_status = ${sent.status}, last_error = ${sent.text.slice(0, 500)}
          WHERE id = ${debitId} AND status = 'pending' RETURNING id)
        UPDATE rounds SET status = 'void', version = version + 1, updated_at = ${now}::timestamptz, closed_at = ${now}::timestamptz
        WHERE id = ${roundId} AND status = 'pending' AND EXISTS (SELECT 1 FROM debit)`;
      return answer({ __typename: 'WalletRejectedError', message: `the wallet answered HTTP ${sent.status}` });
    }
    // rounds/round-store.ts settleCommittedDebit: debit committed, round closed, its credit into the outbox: ONE statement.
    const creditId = bet.won ? newId('txn') : null;
    const credit = bet.won ? moneyEvent(session, 'win', roundId, creditId, bet.payout, true) : null;
    // Leased (wallet/outbox.ts initialLease), so the outbox worker leaves the immediate delivery alone.
    const lease = new Date(Date.parse(now) + 30_000).toISOString();
    const creditCte = credit
      ? sql`, credit AS (
        INSERT INTO transactions (id, round_id, customer_id, kind, amount, status, payload, attempts, next_attempt_at, created_at)
        SELECT ${creditId}, ${roundId}, ${session.customerId}, 'win', ${bet.payout.toFixed()}::numeric, 'pending', ${credit}, 0,
               ${lease}::timestamptz, ${now}::timestamptz
        FROM debit
        RETURNING id)`
      : sql``;
    const settled = await sql`
    WITH debit AS (
      UPDATE transactions
      SET status = 'committed', attempts = ${1}, last_status = ${200}, last_error = NULL, committed_at = ${now}::timestamptz
      WHERE id = ${debitId} AND status = 'pending'
      RETURNING id)${creditCte}
    UPDATE rounds
    SET status = 'closed', balance = ${sent.balance?.toFixed() ?? null}::numeric, version = version + 1, updated_at = ${now}::timestamptz,
        closed_at = ${now}::timestamptz
    WHERE id = ${roundId} AND status = 'pending' AND EXISTS (SELECT 1 FROM debit)
    RETURNING id`;
    if (settled.length === 0) throw new Error(`round ${roundId} was settled by someone else`);

    // wallet/outbox.ts deliver: the signed credit at once; one not answered 200 stays in the outbox for the API's worker.
    let balance = sent.balance;
    if (credit) {
      const result = await post(account, credit);
      balance = result.status === 200 ? result.balance : undefined;
      if (result.status === 200) recordDelivered(creditId);
    }
    // Shaped as the API answers the bench's document (graphql/scalars.ts: amounts with 10 places).
    return answer({
      __typename: 'PlaceBetSuccess',
      balance: balance ? balance.toFixed(10) : null,
      round: { id: roundId, status: 'CLOSED', payout: bet.payout.toFixed(10) },
    });
  };

  createServer((req, res) => {
    const reply = (status, body) => {
      const text = JSON.stringify(body);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) }).end(text);
    };
    if (req.method === 'GET' && req.url === '/health') return reply(200, { ok: true });
    if (req.method !== 'POST' || req.url !== '/graphql') return reply(404, { errors: [{ message: 'not found' }] });
    // As the API's body cap (http/body-cap.ts): a body over 64 KiB is refused, and never read whole.
    if (Number(req.headers['content-length'] ?? 0) > 65_536) return reply(413, { errors: [{ message: 'body too large' }] });
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => ((size += chunk.length) > 65_536 ? req.destroy() : chunks.push(chunk)));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply(400, { errors: [{ message: 'the body must be JSON' }] });
      }
      // The floor answers one operation, the bench's placeBet, and reads only its variables.
      if (typeof body?.query !== 'string' || !/^\s*mutation\b[\s\S]*\bplaceBet\s*\(/.test(body.query)) {
        return reply(400, { errors: [{ message: 'the floor serves only the placeBet mutation' }] });
      }
      const claims = checkToken(req.headers.authorization);
      if (!claims) return reply(401, { errors: [{ message: 'rejected', extensions: { code: 'UNAUTHENTICATED' } }] });
      placeBet(claims, body.variables?.input).then(
        (result) => reply(result.status, result.body),
        (error) => {
          console.error(error);
          reply(500, { errors: [{ message: 'Unexpected error.' }] });
        },
      );
    });
  }).listen(Number(env('FLOOR_PORT')), '127.0.0.1');
}

// What the API checks of this input (graphql/scalars.ts, rounds/bet-limits.ts, games/dice rules.ts).
// Whatever the floor does not implement (free bets, idempotency keys, other games or currencies) is refused.
function checkInput(input, session, Decimal) {
  if (input?.game !== 'dice') return 'the floor plays dice only';
  if (input.freeBet || input.idempotencyKey) return 'the floor plays no free bets and takes no idempotency keys';
  if (session.wire !== 'USD') return 'the floor plays USD sessions only';
  if (typeof input.amount !== 'string' || !/^\d+(\.\d{1,10})?$/.test(input.amount)) return 'amount must be decimal text with up to 10 places';
  // Dice's limits in the catalog (schema/catalog/games.ts): 0.1 to 1000 USD.
  const amount = new Decimal(input.amount);
  if (amount.lt('0.1') || amount.gt('1000')) return 'amount must be within 0.1 and 1000';
  const p = input.params;
  if (!p || typeof p !== 'object' || Object.keys(p).length !== 2 || (p.condition !== 'over' && p.condition !== 'under')) return 'params must be {target, condition}';
  if (typeof p.target !== 'number' || p.target < 2 || p.target > 98 || !/^\d+(\.\d{1,2})?$/.test(String(p.target))) return 'target must be 2.00 to 98.00 with at most 2 decimals';
  return undefined;
}
