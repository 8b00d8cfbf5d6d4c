import type { Context } from 'hono';
import { stringifyExact } from '@rgs/schema';
import type { RateLimits } from '../http/rate-limits';
import type { AccountService } from '../accounts';
import type { SessionService } from '../sessions';
import { errorResponse } from './error-response';
import { authenticateOperator } from './operator-auth';

/** Dependencies of `POST /session`. */
export interface SessionRouteDeps {
  readonly accounts: AccountService;
  readonly sessions: SessionService;
  readonly limits: RateLimits;
  readonly onError?: (error: unknown) => void;
}

/**
 * `POST /session`. The operator is authenticated first (`authenticateOperator`: 401, 400 for a bad
 * client id, 429) before any other field and before anything is created; then the request is
 * validated (400) and only then does the operator's wallet hear about it.
 */
export function sessionRoute(deps: SessionRouteDeps) {
  return async (c: Context, remoteAddress: string): Promise<Response> => {
    try {
      const { account, body } = await authenticateOperator(c, deps, remoteAddress, {
        consume: (clientId) => deps.limits.consumeSession(clientId),
        missingClientId: 'Invalid client id',
      });
      const result = await deps.sessions.create({ account, body });
      return new Response(stringifyExact({ token: result.token, gameUrl: result.gameUrl, sessionUser: result.sessionUser }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    } catch (error) {
      return errorResponse(c, error, deps.onError);
    }
  };
}
