import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import { bodyWithinCap } from './body-cap';

/** What the Node server serves: the app, and the same Yoga instance it mounts as a Node listener. */
export interface NodeListenerTargets {
  readonly app: Pick<Hono, 'fetch'>;
  readonly playApi: (req: IncomingMessage, res: ServerResponse) => unknown;
}

/**
 * The API's Node request listener. `/graphql` is the hot path: Yoga serves Node's request itself
 * rather than through a second fetch adapter, but only when the headers prove the body within the
 * cap. Anything else (a chunked body, a declared length over the cap) goes through the app, whose
 * body cap answers 413 having read at most the limit; so the cap holds on both paths with one rule.
 */
export function createNodeListener(targets: NodeListenerTargets): (req: IncomingMessage, res: ServerResponse) => void {
  const rest = getRequestListener(targets.app.fetch);
  return (req, res) => {
    if (req.url?.startsWith('/graphql') && bodyWithinCap(req.headers)) void targets.playApi(req, res);
    else void rest(req, res);
  };
}
