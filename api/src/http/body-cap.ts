import type { IncomingHttpHeaders } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * The largest body any route reads. Operator requests are a few hundred bytes and a GraphQL
 * operation (a `placeBet` is under 1 KiB) far less than this.
 */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Bounds the body while it streams: a declared length over `maxBytes` is refused unread, and a
 * chunked body is refused as soon as it passes `maxBytes`. The refusal closes the connection, so
 * the rest of an oversized upload is never read (not even drained to keep the connection alive).
 */
export function bodyCap(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const res = tooLarge(c);
      res.headers.set('connection', 'close');
      return res;
    },
  });
}

/**
 * True when the headers alone prove the body is within `maxBytes`: no chunked body, and a declared
 * length (which Node's parser enforces) of at most `maxBytes`, or none (HTTP/1.1: no body). Lets the
 * hot path skip the streaming cap without skipping the limit.
 */
export function bodyWithinCap(headers: IncomingHttpHeaders, maxBytes = MAX_BODY_BYTES): boolean {
  if (headers['transfer-encoding'] !== undefined) return false;
  const declared = headers['content-length'];
  if (declared === undefined) return true;
  return /^\d{1,15}$/.test(declared) && Number(declared) <= maxBytes;
}
