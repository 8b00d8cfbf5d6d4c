import type { Context, MiddlewareHandler } from 'hono';
import { OPERATOR_SECRET_HEADER, parseExact } from '@rgs/schema';
import { ValidationError } from '../common/validation';
import { errorResponse } from './error-response';
import { UnsupportedMediaTypeError } from './request-errors';

/**
 * True for `application/json`, alone or with a UTF-8 charset (JSON is UTF-8; RFC 8259 defines no
 * other parameter), in any letter case.
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.filter(Boolean).every((param) => /^charset\s*=\s*"?utf-8"?$/.test(param));
}

/** Refuses an operator request whose body is not declared JSON: 415, before anything is read. */
export const requireJson: MiddlewareHandler = async (c, next) => {
  if (!isJsonContentType(c.req.header('content-type'))) return errorResponse(c, new UnsupportedMediaTypeError());
  await next();
};

/**
 * The body parsed losslessly (numbers keep their text); throws `ValidationError` on bad JSON. Its
 * size is bounded before this runs (the app's body cap).
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  try {
    return parseExact(text);
  } catch {
    throw new ValidationError('Malformed JSON body');
  }
}

/** The operator credential header, or undefined when absent or empty. */
export function operatorSecret(c: Context): string | undefined {
  return c.req.header(OPERATOR_SECRET_HEADER) || undefined;
}

/** The client id of a parsed body, when it is a non-empty string. */
export function clientIdOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>).clientId;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
