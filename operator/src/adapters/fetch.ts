import type { WalletHandler, WalletResponse } from '../wallet/wallet-handler';
import { DEFAULT_MAX_BODY_BYTES, JSON_CONTENT_TYPE, adapterAnswer, checkAdapter, declaredTooLarge, type AdapterOptions } from './adapter-support';

/**
 * The wallet handler as a fetch-style function, `(request: Request) => Promise<Response>`, for
 * servers built on the Fetch API (Deno, Bun, Cloudflare Workers, Hono, Next.js route handlers…).
 * It reads the body's exact bytes (413 past `maxBodyBytes`), answers non-POST requests 405, and an
 * unexpected failure 500 after telling `onError`.
 */
export function toFetchHandler(wallet: WalletHandler, options: AdapterOptions = {}): (request: Request) => Promise<Response> {
  checkAdapter('toFetchHandler', wallet, options, true);
  const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const onError = options.onError ?? ((error: unknown) => console.error('wallet webhook failed:', error));
  return async (request) => {
    if (request.method !== 'POST') return respond(adapterAnswer.methodNotAllowed(), { allow: 'POST' });
    try {
      const rawBody = await readFetchBody(request, maxBytes);
      if (!rawBody) return respond(adapterAnswer.tooLarge(maxBytes));
      return respond(await wallet.handle({ headers: request.headers, rawBody }));
    } catch (error) {
      onError(error);
      return respond(adapterAnswer.internalError());
    }
  };
}

function respond(answer: WalletResponse, extraHeaders: Record<string, string> = {}): Response {
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': JSON_CONTENT_TYPE, ...extraHeaders } });
}

/** The body's exact bytes, up to `maxBytes`; undefined past them (the stream is cancelled, not buffered). */
async function readFetchBody(request: Request, maxBytes: number): Promise<Uint8Array | undefined> {
  if (declaredTooLarge(request.headers.get('content-length'), maxBytes)) return undefined;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
