import { OPERATOR_SECRET_HEADER } from '@rgs/schema';
import type { Harness } from '../testing/harness';

/** The document a backoffice sends: every field of the report and of each refusal. */
export const TEST_WEBHOOK = `mutation TestWebhook($input: TestWebhookInput!) {
  testWebhook(input: $input) {
    __typename
    ... on TestWebhookSuccess {
      approved
      mode
      verdict
      openingBalance
      closingBalance
      balanceRestored
      counts { scenarios required advisory requiredPassed requiredFailed advisoriesPassed advisoryWarnings notRun }
      scenarios { id severity rule purpose expected outcome detail }
    }
    ... on Error { code message }
    ... on TestWebhookUrlError { webhookUrl }
    ... on InvalidInputError { field }
  }
}`;

/** POSTs {@link TEST_WEBHOOK} to the harness's API with the operator secret header (none when null). */
export async function testWebhookAs(
  h: Harness,
  input: Record<string, unknown>,
  secret: string | null,
): Promise<{ status: number; retryAfter: string | null; body: any }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null) headers[OPERATOR_SECRET_HEADER] = secret;
  const res = await h.service.app.request('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: TEST_WEBHOOK, variables: { input } }) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}
