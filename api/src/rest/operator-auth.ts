import type { Context } from 'hono';
import { isClientId, UnauthorizedError, type Account, type AccountService } from '../accounts';
import { ValidationError } from '../common/validation';
import type { RateLimits } from '../http/rate-limits';
import { clientIdOf, operatorSecret, readJsonBody } from './operator-request';

/** What authenticating an operator request needs. */
export interface OperatorAuthDeps {
  readonly accounts: AccountService;
  readonly limits: RateLimits;
}

/** How one endpoint's requests are counted once authenticated, and what it says of a missing client id. */
export interface OperatorAuthOptions {
  /** Takes one request from the operator's allowance for this endpoint (429 when spent). */
  readonly consume: (clientId: string) => Promise<void>;
  readonly missingClientId: string;
}

/**
 * Authenticates an operator request (`/session`, `/freebets/*`) in the one order they all keep: a
 * missing secret is 401 before the body is read; a missing or malformed `clientId` is 400; a caller
 * locked out for failed attempts (its address, or its address for this client id) gets 429; a wrong
 * secret, an unknown client or an operator with no secret is 401 (and counts as a failed attempt);
 * then the endpoint's allowance is taken (429). Nothing is written before it answers.
 */
export async function authenticateOperator(
  c: Context,
  deps: OperatorAuthDeps,
  remoteAddress: string,
  options: OperatorAuthOptions,
): Promise<{ account: Account; body: unknown }> {
  const secret = operatorSecret(c);
  if (!secret) {
    const attempt = await deps.limits.beginAuth({ address: remoteAddress });
    await attempt.failed();
    throw new UnauthorizedError();
  }
  const body = await readJsonBody(c);
  const clientId = clientIdOf(body);
  if (clientId === undefined) throw new ValidationError(options.missingClientId);
  if (!isClientId(clientId)) throw new ValidationError('Invalid client id');
  const attempt = await deps.limits.beginAuth({ address: remoteAddress, clientId });
  const account = await deps.accounts.authenticate(clientId, secret).catch(async (error: unknown) => {
    if (error instanceof UnauthorizedError) await attempt.failed();
    throw error;
  });
  await attempt.succeeded();
  await options.consume(clientId);
  return { account, body };
}
