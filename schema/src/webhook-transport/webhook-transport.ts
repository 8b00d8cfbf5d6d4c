import { EventEmitter } from 'node:events';
import { Agent, request, type Dispatcher } from 'undici';
import { guardedLookup } from './address-policy';
import type { TransportResult, WebhookTransport, WebhookTransportOptions } from './transport-types';
import { checkWebhookUrl, type WebhookUrlCheck } from './webhook-url';

const DEFAULT_TIMEOUT_MS = 4000;
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;
const MAX_CHECKED_URLS = 10_000;

// Failures that happen before a single byte of the request can have left: money cannot have moved.
const NOT_SENT_CODES: Readonly<Record<string, 'dns' | 'connect' | 'unsafe-address'>> = {
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EAI_FAIL: 'dns',
  EAI_NODATA: 'dns',
  ECONNREFUSED: 'connect',
  EHOSTUNREACH: 'connect',
  ENETUNREACH: 'connect',
  UND_ERR_CONNECT_TIMEOUT: 'connect',
  ERR_TLS_CERT_ALTNAME_INVALID: 'connect',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'connect',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'connect',
  CERT_HAS_EXPIRED: 'connect',
  ERR_UNSAFE_ADDRESS: 'unsafe-address',
};

/**
 * The only way webhooks leave the service. Public destinations go through an agent whose resolver
 * refuses non-public addresses at connect time; only allow-listed `host:port` pairs use a plain
 * agent. Redirects are never followed (undici's `request` has no redirect handling unless asked),
 * and one deadline covers resolving, connecting, sending and reading the answer.
 */
export function createWebhookTransport(options: WebhookTransportOptions = {}): WebhookTransport {
  const allowPrivate = options.allowPrivate ?? [];
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const agentOptions = { headersTimeout: timeoutMs, bodyTimeout: timeoutMs, keepAliveTimeout: 10_000, connections: 256 };
  const guarded = new Agent({ ...agentOptions, connect: { timeout: timeoutMs, lookup: guardedLookup } });
  // Created lazily: production never allow-lists anything, so it never exists there.
  let trusted: Agent | undefined;

  // An account's URL is checked once, not parsed again for every webhook (the guarded resolver still
  // checks every address it connects to). Bounded: a flood of distinct URLs only empties it.
  const checks = new Map<string, WebhookUrlCheck>();
  const checkOnce = (rawUrl: string): WebhookUrlCheck => {
    let check = checks.get(rawUrl);
    if (check === undefined) {
      if (checks.size >= MAX_CHECKED_URLS) checks.clear();
      check = checkWebhookUrl(rawUrl, allowPrivate);
      checks.set(rawUrl, check);
    }
    return check;
  };

  async function post(rawUrl: string, body: string, headers: Readonly<Record<string, string>>): Promise<TransportResult> {
    const check = checkOnce(rawUrl);
    if (!check.ok) return { kind: 'not-sent', reason: 'policy', message: check.message };
    const dispatcher: Dispatcher = check.allowListed ? (trusted ??= new Agent(agentOptions)) : guarded;
    // One deadline over the whole exchange. undici takes an EventEmitter as its signal (documented
    // beside AbortSignal): an AbortController and its AbortSignal cost about 5 µs more per call.
    const deadline = new EventEmitter();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      deadline.emit('abort');
    }, timeoutMs);
    try {
      const res = await request(check.url, {
        method: 'POST',
        dispatcher,
        signal: deadline,
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
      // A wallet's answer declares its few dozen bytes: read at once. Without a length, read in chunks to the cap.
      const length = Number(res.headers['content-length']);
      const text = Number.isSafeInteger(length) && length <= maxResponseBytes ? await res.body.text() : await readCapped(res.body, maxResponseBytes);
      return { kind: 'response', status: res.statusCode, body: text };
    } catch (error) {
      return classify(error, timedOut ? `no complete answer within ${timeoutMs} ms` : undefined);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    post,
    async close() {
      await Promise.all([guarded.close(), trusted?.close()]);
    },
  };
}

async function readCapped(body: Dispatcher.ResponseData['body'], cap: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > cap) {
      body.destroy();
      return '';
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** What a failed exchange means for the money; `deadline` says why, when the deadline ended it. */
function classify(error: unknown, deadline: string | undefined): TransportResult {
  const codes = errorCodes(error);
  const message = error instanceof Error ? error.message : String(error);
  const notSent = codes.map((code) => NOT_SENT_CODES[code]).find(Boolean);
  if (notSent) return { kind: 'not-sent', reason: notSent, message };
  if (deadline !== undefined) return { kind: 'no-answer', reason: 'timeout', message: deadline };
  if (codes.includes('UND_ERR_HEADERS_TIMEOUT') || codes.includes('UND_ERR_BODY_TIMEOUT')) {
    return { kind: 'no-answer', reason: 'timeout', message };
  }
  // Reset, closed socket, half an answer: the operator may have committed, so this is not "not sent".
  return { kind: 'no-answer', reason: 'network', message };
}

// undici wraps the root cause one or two `cause` levels down depending on where it failed.
function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}
