import type { Context } from 'hono';
import { isDomainError, type ErrorCode } from '@rgs/schema';
import { RateLimitedError } from '../http/limiter-store';

// The contract's statuses for the REST shims; everything expected and not listed is a 400.
const STATUS: Partial<Record<ErrorCode, 401 | 404 | 413 | 415 | 429>> = {
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
};

/** Maps a failure to the contract's status and a `{code, message}` body; unexpected ones become a bare 500. */
export function errorResponse(c: Context, error: unknown, onUnexpected?: (error: unknown) => void): Response {
  if (!isDomainError(error)) {
    onUnexpected?.(error);
    return c.json({ code: 'INTERNAL', message: 'Internal error' }, 500);
  }
  if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ code: error.code, message: error.message }, STATUS[error.code] ?? 400);
}
