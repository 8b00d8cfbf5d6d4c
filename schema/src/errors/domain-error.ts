import type { ErrorCode } from './error-codes';

/**
 * Base of every expected failure. Subclasses fix `code`; callers branch on `code`, never on
 * the message. `details` carries structured facts (limits, balance) safe to show a client.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}

/** True when `error` is an expected failure carrying one of our codes. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
