import type { Context } from 'hono';
import { stringifyExact } from '@rgs/schema';
import { UnauthorizedError } from '../accounts';
import type { RateLimits } from '../http/rate-limits';
import type { AccountService } from '../accounts';
import type { SessionService } from '../sessions';
import { errorResponse } from './error-response';
import { clientIdOf, operatorSecret, readJsonBody } from './operator-request';
import { ValidationError } from '../common/validation';

/** Dependencies of `POST /session`. */
export interface SessionRouteDeps {
  readonly accounts: AccountService;
  readonly sessions: SessionService;
  readonly limits: RateLimits;
  readonly onError?: (error: unknown) => void;
}

/**
 * `POST /session`. A blocked caller gets 429 first; then the operator secret is checked (401) before
 * any other field is looked at and before anything is created; then the request is validated (400).
 */
export function sessionRoute(deps: SessionRouteDeps) {
  return async (c: Context, remoteAddress: string): Promise<Response> => {
    const ipKey = `ip:${remoteAddress}`;
    try {
      await deps.limits.assertNotBlocked([ipKey]);
      const secret = operatorSecret(c);
      if (!secret) {
        await deps.limits.recordAuthFailure([ipKey]);
        throw new UnauthorizedError();
      }
      const body = await readJsonBody(c);
      const clientId = clientIdOf(body);
      if (!clientId) throw new ValidationError('Invalid client id');
      const clientKey = `client:${clientId}`;
      await deps.limits.assertNotBlocked([clientKey]);
      const account = await deps.accounts.authenticate(clientId, secret).catch(async (error: unknown) => {
        if (error instanceof UnauthorizedError) await deps.limits.recordAuthFailure([clientKey, ipKey]);
        throw error;
      });
      await deps.limits.consumeSession(clientId);
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
