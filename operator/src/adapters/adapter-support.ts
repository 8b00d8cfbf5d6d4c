import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringifyExact } from '@rgs/schema';
import { checkOptions, rule, type OptionSpec } from '../options/check-options';
import type { WalletHandler, WalletResponse } from '../wallet/wallet-handler';

/** Options every adapter takes. */
export interface BodyLimitOptions {
  /** Largest body read, in bytes. Default 1 MiB; a larger body is answered 413 and never handled. */
  readonly maxBodyBytes?: number;
}

/** Options of the adapters that answer unexpected failures themselves (Node's http, fetch-style). */
export interface AdapterOptions extends BodyLimitOptions {
  /** Told about an unexpected failure (a storage that threw) before the 500 answer. Default: console.error. */
  readonly onError?: (error: unknown) => void;
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const BODY_LIMIT_SPEC: Readonly<Record<string, OptionSpec>> = { maxBodyBytes: { rule: rule.positiveInteger } };
const ADAPTER_SPEC: Readonly<Record<string, OptionSpec>> = { ...BODY_LIMIT_SPEC, onError: { rule: rule.function } };

/** Refuses a handler that is not one and options the adapter would not honour. */
export function checkAdapter(where: string, wallet: WalletHandler, options: AdapterOptions, withOnError: boolean): void {
  const problem = rule.withMethod('handle')(wallet);
  if (problem) throw new TypeError(`${where}: the wallet handler ${problem} (pass createWalletHandler(...))`);
  checkOptions(where, options, withOnError ? ADAPTER_SPEC : BODY_LIMIT_SPEC);
}

export const JSON_CONTENT_TYPE = 'application/json';

/** The wallet's answers that come from the adapter itself, in the handler's `{success, message}` shape. */
export const adapterAnswer = {
  methodNotAllowed: (): WalletResponse => failure(405, 'Method not allowed: the wallet endpoint takes POST'),
  tooLarge: (maxBytes: number): WalletResponse => failure(413, `Request body is larger than ${maxBytes} bytes`),
  internalError: (): WalletResponse => failure(500, 'The wallet failed to process the webhook; nothing was committed by this answer'),
};

function failure(status: number, message: string): WalletResponse {
  return { status, body: stringifyExact({ success: false, message }) };
}

/** Writes a wallet answer on a Node response. */
export function writeAnswer(res: ServerResponse, answer: WalletResponse, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(answer.status, { 'content-type': JSON_CONTENT_TYPE, 'content-length': Buffer.byteLength(answer.body), ...extraHeaders });
  res.end(answer.body);
}

/** A declared Content-Length above the limit: refused before a byte is read. */
export function declaredTooLarge(contentLength: string | null | undefined, maxBytes: number): boolean {
  const declared = Number(contentLength);
  return contentLength != null && Number.isFinite(declared) && declared > maxBytes;
}

/**
 * Reads a Node request's body as its exact bytes, up to `maxBytes`; undefined once it grows past
 * them (the rest is discarded, not buffered). Rejects when the stream fails or the client aborts.
 */
export function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<Uint8Array | undefined> {
  if (declaredTooLarge(req.headers['content-length'], maxBytes)) {
    req.resume();
    return Promise.resolve(undefined);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      chunks.length = 0;
      req.resume();
      resolve(undefined);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('aborted', () => reject(new Error('the client aborted the request')));
  });
}
