import type { Decimal } from '@rgs/schema';
import { runWebhookTester, TesterInputError, type TesterReport } from '@rgs/operator/tester';
import type { WebhookTransport } from '@rgs/schema/webhook-transport';
import { UnauthorizedError, type AccountService } from '../accounts';
import type { Clock } from '../common/clock';
import type { RateLimits } from '../http/rate-limits';
import { authenticateOperatorCredential, type OperatorCredential } from '../rest/operator-auth';
import type { RunLock } from './run-lock';
import { WebhookTestBusyError, WebhookTestInputError, WebhookTestUrlError } from './webhook-tester-errors';

/** What running the webhook tester for an operator needs: the same transport and allow-list as live webhooks. */
export interface WebhookTesterServiceDeps {
  readonly accounts: AccountService;
  readonly limits: RateLimits;
  readonly lock: RunLock;
  /** The live webhooks' transport: probes are refused exactly where webhooks would be. */
  readonly transport: WebhookTransport;
  /** `WEBHOOK_ALLOW_PRIVATE`: the `host:port` entries live webhooks may reach over plain HTTP or privately. */
  readonly allowPrivate: readonly string[];
  readonly clock: Clock;
  readonly onError: (error: unknown) => void;
}

/** One run asked for by an operator. */
export interface WebhookTestRequest {
  readonly credential: OperatorCredential;
  /** A test user of the operator's wallet holding exactly `balance`. */
  readonly userId: string;
  /** 0.00 runs the diagnostic; 0.10 to 1.00 the full suite. */
  readonly balance: Decimal;
  readonly sessionToken?: string;
}

/** Runs the webhook tester against an operator's own wallet endpoint. */
export interface WebhookTesterService {
  /**
   * Authenticates the operator (UNAUTHORIZED, VALIDATION_FAILED for a malformed client id,
   * RATE_LIMITED), then runs the diagnostic or the full suite against the account's `webhookUrl`,
   * signed with its secret and naming its `customerId`, and answers the report. Throws a
   * WebhookTestError, having sent nothing, for a refused balance, user id or session token, a URL
   * live webhooks would not reach, or a run of the same client id still going.
   */
  test(request: WebhookTestRequest): Promise<TesterReport>;
}

export function createWebhookTesterService(deps: WebhookTesterServiceDeps): WebhookTesterService {
  return {
    async test(request) {
      const account = await authenticateOperatorCredential(deps, request.credential);
      // Authentication compared the presented secret with this one, so an account without one never gets here.
      if (account.secret === null) throw new UnauthorizedError();
      const release = await deps.lock.tryAcquire(account.clientId);
      if (!release) throw new WebhookTestBusyError(account.clientId);
      try {
        return await runWebhookTester({
          url: account.webhookUrl,
          secret: account.secret,
          customerId: account.customerId,
          userId: request.userId,
          sessionToken: request.sessionToken,
          balance: request.balance,
          allowPrivate: deps.allowPrivate,
          transport: deps.transport,
          now: () => deps.clock.now(),
        });
      } catch (error) {
        if (!(error instanceof TesterInputError)) throw error;
        if (error.code === 'URL_REFUSED') throw new WebhookTestUrlError(error.message, account.webhookUrl);
        throw new WebhookTestInputError(error.code, error.message);
      } finally {
        // The report (or the refusal) is the caller's either way; a lease left behind lapses on its own.
        await release().catch(deps.onError);
      }
    },
  };
}
