export { createRunLock, WEBHOOK_TEST_LEASE_SECONDS, type RunLock } from './run-lock';
export { WebhookTestBusyError, WebhookTestError, WebhookTestInputError, WebhookTestUrlError, type WebhookTestErrorCode } from './webhook-tester-errors';
export { createWebhookTesterService, type WebhookTestRequest, type WebhookTesterService, type WebhookTesterServiceDeps } from './webhook-tester-service';
