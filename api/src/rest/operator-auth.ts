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

/** An operator's credential, however the request carried it (REST body or GraphQL argument). */
export interface OperatorCredential {
  /** The `x-operator-secret` header's value, or undefined when absent or empty. */
  readonly secret: string | undefined;
  readonly clientId: string;
  /** The caller's address: failed attempts are counted against it. */
  readonly address: string;
}

/**
 * Authenticates an operator request (`/session`, `/freebets/*`) in the one order they all keep: a
 * missing secret is 401 before the body is read; a missing or malformed `clientId` is 400; then
 * {@link authenticateOperatorCredential}; then the endpoint's allowance is taken (429). Nothing is
 * written before it answers.
 */
export async function authenticateOperator(
  c: Context,
  deps: OperatorAuthDeps,
  remoteAddress: string,
  options: OperatorAuthOptions,
): Promise<{ account: Account; body: unknown }> {
  const secret = operatorSecret(c);
  if (!secret) await refuseMissingSecret(deps, remoteAddress);
  const body = await readJsonBody(c);
  const clientId = clientIdOf(body);
  if (clientId === undefined) throw new ValidationError(options.missingClientId);
  const account = await authenticateOperatorCredential(deps, { secret, clientId, address: remoteAddress });
  await options.consume(clientId);
  return { account, body };
}

/**
 * The credential check every operator entry point shares (REST and the GraphQL `testWebhook`): a
 * missing secret is UNAUTHORIZED and counts as a failed attempt of the address; a malformed client id
 * is VALIDATION_FAILED; a caller locked out for failed attempts (its address, or its address for this
 * client id) is RATE_LIMITED; a wrong secret, an unknown client or an operator with no secret is
 * UNAUTHORIZED and counts as a failed attempt.
 */
export async function authenticateOperatorCredential(deps: OperatorAuthDeps, credential: OperatorCredential): Promise<Account> {
  if (!credential.secret) return refuseMissingSecret(deps, credential.address);
  const clientId = clientIdOf({ clientId: credential.clientId });
  if (clientId === undefined || !isClientId(clientId)) throw new ValidationError('Invalid client id', { field: 'clientId' });
  const attempt = await deps.limits.beginAuth({ address: credential.address, clientId });
  const account = await deps.accounts.authenticate(clientId, credential.secret).catch(async (error: unknown) => {
    if (error instanceof UnauthorizedError) await attempt.failed();
    throw error;
  });
  await attempt.succeeded();
  return account;
}

async function refuseMissingSecret(deps: OperatorAuthDeps, address: string): Promise<never> {
  const attempt = await deps.limits.beginAuth({ address });
  await attempt.failed();
  throw new UnauthorizedError();
}
