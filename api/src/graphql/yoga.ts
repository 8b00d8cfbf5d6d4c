import type { IncomingMessage } from 'node:http';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { OPERATOR_SECRET_HEADER } from '@rgs/schema';
import { createContext, type GraphQLContext, type OperatorCaller, type PlayServices } from './context';
import { hideSuggestionsPlugin } from './hide-suggestions';
import { requestLimitPlugins } from './request-limits';
import { schema } from './schema';
import { createSessionRateLimiter, sessionRateLimitPlugin, type SessionRateLimiter } from './session-rate-limit';

/** How the play API is exposed. */
export interface PlayApiOptions {
  readonly graphiql?: boolean;
  /** Production: no introspection, no "Did you mean …" suggestions, and CORS only for `corsOrigins`. */
  readonly production?: boolean;
  /** Browser origins allowed in production: the play origin, and hosts that mount games with the SDK. */
  readonly corsOrigins?: readonly string[];
  /** Per-session request limits (in memory with the defaults when not given). */
  readonly rateLimiter?: SessionRateLimiter;
}

// A browser caches the preflight this long, so a game going live pays it once, not before every request.
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** The play API's Yoga server, mounted at `/graphql`. Errors are masked (the default) and never unmasked. */
export function createPlayApi(services: PlayServices, options: PlayApiOptions = {}): YogaServerInstance<object, GraphQLContext> {
  const production = options.production ?? false;
  const corsOrigins = [...(options.corsOrigins ?? [])];
  // Yoga reads an empty origin list as "any origin": never let production fall into that.
  if (production && corsOrigins.length === 0) throw new Error('The play API needs at least one CORS origin in production (the play origin)');
  const plugins: Plugin[] = [...requestLimitPlugins(), sessionRateLimitPlugin(options.rateLimiter ?? createSessionRateLimiter()) as Plugin];
  // Outside production the schema stays explorable (GraphiQL, tooling) and any origin may call.
  if (production) plugins.push(useDisableIntrospection(), hideSuggestionsPlugin());
  return createYoga<object, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql ?? false,
    landingPage: false,
    // The HTTP layer caps every body before Yoga sees it (http/body-cap.ts, on the Node listener's
    // direct path and through the app alike); Yoga's own limit would wrap every request's body in one
    // more stream and Request to count the same bytes again.
    maxRequestBodySize: false,
    plugins,
    cors: production
      ? {
          origin: corsOrigins,
          methods: ['GET', 'POST', 'OPTIONS'],
          allowedHeaders: ['content-type', 'authorization'],
          // The player token travels in `Authorization`, never in a cookie.
          credentials: false,
          maxAge: PREFLIGHT_MAX_AGE_SECONDS,
        }
      : { maxAge: PREFLIGHT_MAX_AGE_SECONDS },
    context: (initial) => {
      const { headers } = initial.request;
      const operator = new RequestOperator(headers, (initial as { req?: IncomingMessage }).req);
      return createContext(services, headers.get('authorization'), operator);
    },
  });
}

/**
 * The operator's credential and address as one request carries them, read only by the operator's
 * fields (testWebhook), never by a player's request. A class and not an object literal with getters:
 * such a literal, closing over the request, kept every request's objects alive through the young
 * generation's collections (8 players on the GraphQL-layer bench: 1.04 MB promoted per scavenge
 * against 0.17 MB, and each scavenge twice as long; decision 0031).
 */
class RequestOperator implements OperatorCaller {
  readonly #headers: Headers;
  readonly #req: IncomingMessage | undefined;

  constructor(headers: Headers, req: IncomingMessage | undefined) {
    this.#headers = headers;
    this.#req = req;
  }

  get secret(): string | undefined {
    return this.#headers.get(OPERATOR_SECRET_HEADER) || undefined;
  }

  // Served as the Node listener or through the app's mount, the socket is here; an in-process request
  // has none, and every such caller counts as one address.
  get address(): string {
    return this.#req?.socket?.remoteAddress ?? 'local';
  }
}
