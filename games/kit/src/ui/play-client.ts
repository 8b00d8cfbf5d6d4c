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

/** The player's side of the GraphQL play API. */
export interface PlayClient {
  request<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** A client for `{apiUrl}/graphql` with `Authorization: Bearer <token>`; the token never leaves the header. */
export function createPlayClient(options: { apiUrl: string; token: string; fetch?: typeof fetch }): PlayClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return {
    async request<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
      const res = await doFetch(`${options.apiUrl.replace(/\/+$/, '')}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json().catch(() => ({}))) as { data?: T; errors?: { message: string; extensions?: { code?: string; reason?: string } }[] };
      const error = body.errors?.[0];
      if (error) throw new PlayApiError(error.extensions?.code ?? 'ERROR', error.message, error.extensions?.reason);
      if (!res.ok || !body.data) throw new PlayApiError('HTTP_ERROR', `The play API answered ${res.status}`);
      return body.data;
    },
  };
}

/** Unwraps a mutation union: the success value, or a `PlayApiError` carrying the typed error's code. */
export function unwrap<T extends { __typename: string }>(result: T & { code?: string; message?: string }, success: string): T {
  if (result.__typename !== success) throw new PlayApiError(result.code ?? result.__typename, result.message ?? result.__typename);
  return result;
}
