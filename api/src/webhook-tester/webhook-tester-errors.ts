import type { TesterInputErrorCode } from '@rgs/operator/tester';

/** Why a webhook test did not start. Nothing was sent to the wallet in any of these cases. */
export type WebhookTestErrorCode = TesterInputErrorCode | 'WEBHOOK_TEST_BUSY';

/**
 * A refused webhook test. Its codes are the tester's own (the operator kit names them, and the CLI
 * prints the same ones), so they are not the service's `ErrorCode`s and this is not a DomainError.
 */
export abstract class WebhookTestError extends Error {
  constructor(
    readonly code: WebhookTestErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The balance, user id or session token given for the run is refused (`INVALID_BALANCE`, `BALANCE_OUT_OF_WINDOW`, `INVALID_OPTION`). */
export class WebhookTestInputError extends WebhookTestError {
  constructor(code: Exclude<TesterInputErrorCode, 'URL_REFUSED'>, message: string) {
    super(code, message);
  }
}

/** The account's webhook URL is one live webhooks would not reach either (`URL_REFUSED`). */
export class WebhookTestUrlError extends WebhookTestError {
  constructor(
    message: string,
    readonly webhookUrl: string,
  ) {
    super('URL_REFUSED', message);
  }
}

/** Another run for the same client id has not finished (`WEBHOOK_TEST_BUSY`). */
export class WebhookTestBusyError extends WebhookTestError {
  constructor(clientId: string) {
    super('WEBHOOK_TEST_BUSY', `A webhook test is already running for client id ${clientId}; wait for its report before starting another`);
  }
}
