import { Hono, type Context } from 'hono';
import type { YogaServerInstance } from 'graphql-yoga';
import { ErrorCodes } from '@rgs/schema';
import type { GraphQLContext } from '../graphql';
import { errorResponse } from '../rest/error-response';
import { freeBetRoutes, type FreeBetRouteDeps } from '../rest/freebet-routes';
import { requireJson } from '../rest/operator-request';
import { PayloadTooLargeError } from '../rest/request-errors';
import { sessionRoute, type SessionRouteDeps } from '../rest/session-route';
import { bodyCap, MAX_BODY_BYTES } from './body-cap';

/** What the HTTP layer routes to. */
export interface AppDeps extends SessionRouteDeps, FreeBetRouteDeps {
  readonly playApi: YogaServerInstance<object, GraphQLContext>;
}

/** The node adapter puts the socket here; in-process test requests have none. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The operator endpoints: JSON only, authenticated by `x-operator-secret`. */
const OPERATOR_ROUTES = ['/session', '/freebets/*'] as const;

// A GraphQL client reads `errors`; an operator reads the REST shims' `{code, message}`.
const tooLarge = (c: Context): Response => {
  const error = new PayloadTooLargeError(MAX_BODY_BYTES);
  if (c.req.path !== '/graphql') return errorResponse(c, error);
  return c.json({ errors: [{ message: error.message, extensions: { code: ErrorCodes.PAYLOAD_TOO_LARGE } }] }, 413);
};

/** The API's routes: the operator REST shims, the play API, and a health check. Routes stay thin. */
export function createApp(deps: AppDeps): Hono<{ Bindings: NodeBindings }> {
  const app = new Hono<{ Bindings: NodeBindings }>();
  const createSession = sessionRoute(deps);
  const freeBets = freeBetRoutes(deps);
  const addressOf = (c: Context<{ Bindings: NodeBindings }>): string => c.env?.incoming?.socket?.remoteAddress ?? 'local';

  app.use('*', bodyCap(MAX_BODY_BYTES, tooLarge));
  app.on('POST', [...OPERATOR_ROUTES], requireJson);
  app.get('/health', (c) => c.json({ ok: true }));
  app.post('/session', (c) => createSession(c, addressOf(c)));
  app.post('/freebets/issue', (c) => freeBets.issue(c, addressOf(c)));
  app.post('/freebets/cancel', (c) => freeBets.cancel(c, addressOf(c)));
  // The socket goes along, so operator calls (testWebhook) count failed attempts per caller address.
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => deps.playApi.fetch(c.req.raw, { req: c.env?.incoming }));
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404));
  return app;
}
