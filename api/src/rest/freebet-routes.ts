import type { Context } from 'hono';
import { stringifyExact } from '@rgs/schema';
import type { Account, AccountService } from '../accounts';
import type { FreeBetIssuer } from '../freebets/free-bet-issuer';
import type { RateLimits } from '../http/rate-limits';
import { errorResponse } from './error-response';
import { authenticateOperator } from './operator-auth';

/** Dependencies of `POST /freebets/issue` and `POST /freebets/cancel`. */
export interface FreeBetRouteDeps {
  readonly accounts: AccountService;
  readonly freeBets: FreeBetIssuer;
  readonly limits: RateLimits;
  readonly onError?: (error: unknown) => void;
}

/** A free-bet route: the request context and the caller's address (the failed-authentication counters key on it). */
export type FreeBetRoute = (c: Context, remoteAddress: string) => Promise<Response>;

/**
 * The two free-bet endpoints, authenticated exactly as `POST /session` is (`authenticateOperator`),
 * with their own allowance per operator; only then are the fields validated (400) and the grant
 * written. Every refusal writes nothing.
 */
export function freeBetRoutes(deps: FreeBetRouteDeps): { issue: FreeBetRoute; cancel: FreeBetRoute } {
  const handle =
    (act: (account: Account, body: unknown) => Promise<unknown>): FreeBetRoute =>
    async (c, remoteAddress) => {
      try {
        const { account, body } = await authenticateOperator(c, deps, remoteAddress, {
          consume: (clientId) => deps.limits.consumeFreeBets(clientId),
          missingClientId: 'Invalid free-bet request: clientId: is required',
        });
        const answer = await act(account, body);
        return new Response(stringifyExact(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      } catch (error) {
        return errorResponse(c, error, deps.onError);
      }
    };
  return {
    issue: handle((account, body) => deps.freeBets.issue({ customerId: account.customerId, body })),
    cancel: handle((account, body) => deps.freeBets.cancel({ customerId: account.customerId, body })),
  };
}
