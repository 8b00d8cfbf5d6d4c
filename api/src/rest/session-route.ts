import type { Context } from 'hono';
import { stringifyExact } from '@rgs/schema';
import { isClientId, UnauthorizedError } from '../accounts';
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
 * `POST /session`. A missing secret is 401 before the body is looked at; then a caller locked out
 * for failed attempts (its address, or its address for this client id) gets 429; then the secret is
 * checked (401) before any other field and before anything is created; then the request is
 * validated (400) and only then does the operator's wallet hear about it.
 */
export function sessionRoute(deps: SessionRouteDeps) {
  return async (c: Context, remoteAddress: string): Promise<Response> => {
    try {
      const secret = operatorSecret(c);
      if (!secret) {
        const attempt = await deps.limits.beginAuth({ address: remoteAddress });
        await attempt.failed();
        throw new UnauthorizedError();
      }
      const body = await readJsonBody(c);
      const clientId = clientIdOf(body);
      if (clientId === undefined || !isClientId(clientId)) throw new ValidationError('Invalid client id');
      const attempt = await deps.limits.beginAuth({ address: remoteAddress, clientId });
      const account = await deps.accounts.authenticate(clientId, secret).catch(async (error: unknown) => {
        if (error instanceof UnauthorizedError) await attempt.failed();
        throw error;
      });
      await attempt.succeeded();
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
