import type { Context } from 'hono';
import { OPERATOR_SECRET_HEADER, parseExact } from '@rgs/schema';
import { ValidationError } from '../common/validation';

/** Largest body the operator endpoints read. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The raw body parsed losslessly (numbers keep their text); throws `ValidationError` on bad JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw new ValidationError('Request body too large');
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new ValidationError('Request body too large');
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
