import type { EarlyResponses } from './early-open';

/** A failure the play API reported: a GraphQL error code, or a typed result's code. */
export class PlayApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Why, when the API says (`UNAUTHENTICATED`: `missing`, `expired` or `rejected`). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'PlayApiError';
  }
}

/** How one request may be sent. */
export interface RequestOptions {
  /**
   * Send it once more when the first attempt got no answer at all (a network error), with the same
   * body. Only for operations that are safe to repeat: queries, and a `placeBet` carrying an
   * `idempotencyKey` (the service answers the round the key first placed and never bets twice).
   */
  readonly retryOnNetworkError?: boolean;
}

/** The player's side of the GraphQL play API. */
export interface PlayClient {
  request<T>(query: string, variables?: Record<string, unknown>, options?: RequestOptions): Promise<T>;
}

/**
 * A client for `{apiUrl}/graphql` with `Authorization: Bearer <token>`; the token never leaves the header.
 * `early` hands over an answer the page already asked for (the game page's early going-live request);
 * if that request got no answer at all, the client asks again itself.
 */
export function createPlayClient(options: { apiUrl: string; token: string; fetch?: typeof fetch; early?: EarlyResponses }): PlayClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async request<T>(query: string, variables?: Record<string, unknown>, requestOptions: RequestOptions = {}): Promise<T> {
      const url = `${options.apiUrl.replace(/\/+$/, '')}/graphql`;
      const init: RequestInit = {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ query, variables }),
      };
      const send = () => doFetch(url, init);
      const early = options.early?.({ url, body: init.body as string, token: options.token });
      // fetch rejects only when no HTTP answer came (offline, reset, DNS); an HTTP error status resolves.
      const res = await (early ?? send()).catch((error: unknown) => {
        if (early) return send();
        if (!requestOptions.retryOnNetworkError || isAbort(error)) throw error;
        return send();
      });
      const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: { message: string; extensions?: { code?: string; reason?: string } }[] };
      const error = body.errors?.[0];
      if (error) throw new PlayApiError(error.extensions?.code ?? 'ERROR', error.message, error.extensions?.reason);
      if (!res.ok || !body.data) throw new PlayApiError('HTTP_ERROR', `The play API answered ${res.status}`);
      return body.data;
    },
  };
}

/** A fresh key for one bet attempt (`placeBet`'s `idempotencyKey`): a random UUID. */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  // randomUUID needs a secure context; getRandomValues works everywhere.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Unwraps a mutation union: the success value, or a `PlayApiError` carrying the typed error's code. */
export function unwrap<T extends { __typename: string }>(result: T & { code?: string; message?: string }, success: string): T {
  if (result.__typename !== success) throw new PlayApiError(result.code ?? result.__typename, result.message ?? result.__typename);
  return result;
}
