import { Decimal, parseMoney } from '@rgs/schema';
import { checkWebhookUrl } from '@rgs/schema/webhook-transport';
import { amountText } from './scenario';

/** Why the tester refused to start; nothing was sent. */
export type TesterInputErrorCode = 'INVALID_OPTION' | 'INVALID_BALANCE' | 'BALANCE_OUT_OF_WINDOW' | 'URL_REFUSED';

export class TesterInputError extends Error {
  constructor(
    readonly code: TesterInputErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TesterInputError';
  }
}

/** The diagnostic (balance exactly 0.00) or the full suite (0.10 through 1.00). */
export type TesterMode = 'diagnostic' | 'full';

const FULL_MIN = new Decimal('0.10');
const FULL_MAX = new Decimal('1.00');

/**
 * The contract's balance window. The full suite moves at most the balance (the concurrency check
 * debits it all), and a small balance means a wallet that misbehaves while being tested loses little.
 */
export function testerMode(balance: string | Decimal): { mode: TesterMode; balance: Decimal } {
  let value: Decimal;
  try {
    value = parseMoney(balance, { field: 'balance' });
  } catch (error) {
    throw new TesterInputError('INVALID_BALANCE', `the opening balance must be a decimal amount such as 0.50: ${(error as Error).message}`);
  }
  if (value.isZero()) return { mode: 'diagnostic', balance: value };
  if (value.gte(FULL_MIN) && value.lte(FULL_MAX)) return { mode: 'full', balance: value };
  throw new TesterInputError(
    'BALANCE_OUT_OF_WINDOW',
    `the opening balance ${amountText(value)} is outside the tester's window: give the test user exactly 0.00 for the diagnostic, or 0.10 to 1.00 for the full suite`,
  );
}

/** The text fields every run needs, checked before anything is sent. */
export function checkTesterTarget(input: { url: string; secret: string; customerId: string; userId: string; sessionToken?: string; allowPrivate: readonly string[] }): URL {
  for (const [name, value] of [['secret', input.secret], ['customerId', input.customerId], ['userId', input.userId]] as const) {
    if (typeof value !== 'string' || value.trim() === '') throw new TesterInputError('INVALID_OPTION', `${name} is required`);
  }
  if (input.sessionToken !== undefined && (input.sessionToken === '' || input.sessionToken.length > 512)) {
    throw new TesterInputError('INVALID_OPTION', 'sessionToken must be 1 to 512 characters when given');
  }
  const check = checkWebhookUrl(input.url, input.allowPrivate);
  if (!check.ok) {
    throw new TesterInputError(
      'URL_REFUSED',
      `the webhook URL is refused: ${check.message} (as for live webhooks, a plain-HTTP or private address is reached only when WEBHOOK_ALLOW_PRIVATE names its host:port)`,
    );
  }
  return check.url;
}

/** The run's default time limit: a healthy wallet passes the full suite in well under a minute. */
export const DEFAULT_TIME_LIMIT_MS = 10 * 60_000;

/** The run's time limit: the default, or a whole number of milliseconds from 1; anything else is refused, never ignored. */
export function testerTimeLimit(value: number | undefined): number {
  if (value === undefined) return DEFAULT_TIME_LIMIT_MS;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new TesterInputError('INVALID_OPTION', `timeLimitMs must be a whole number of milliseconds from 1, not ${String(value)}`);
  }
  return value;
}
