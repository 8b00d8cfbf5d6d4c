import { Hono } from 'hono';
import type { YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql';
import { sessionRoute, type SessionRouteDeps } from '../rest/session-route';

/** What the HTTP layer routes to. */
export interface AppDeps extends SessionRouteDeps {
  readonly playApi: YogaServerInstance<object, GraphQLContext>;
}

/** The node adapter puts the socket here; in-process test requests have none. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The API's routes: the operator REST shims, the play API, and a health check. Routes stay thin. */
export function createApp(deps: AppDeps): Hono<{ Bindings: NodeBindings }> {
  const app = new Hono<{ Bindings: NodeBindings }>();
  const createSession = sessionRoute(deps);

  app.get('/health', (c) => c.json({ ok: true }));
  app.post('/session', (c) => createSession(c, c.env?.incoming?.socket?.remoteAddress ?? 'local'));
  app.on(['GET', 'POST', 'OPTIONS'], '/graphql', (c) => deps.playApi.fetch(c.req.raw, {}));
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404));
  return app;
}
