import type { IncomingMessage, ServerResponse } from 'node:http';
import { stringifyExact } from '@rgs/schema';
import type { WalletHandler } from '../wallet/wallet-handler';
import { DEFAULT_MAX_BODY_BYTES, adapterAnswer, checkAdapter, readNodeBody, writeAnswer, type BodyLimitOptions } from './adapter-support';

/** What the adapter needs of an Express request: Node's request, and the `body` a parser may have set. */
export type ExpressLikeRequest = IncomingMessage & { body?: unknown };
export type ExpressLikeNext = (error?: unknown) => void;

/** Why a body that a JSON parser already consumed cannot be used. */
export const PARSED_BODY_MESSAGE =
  'The request body was already consumed by a body parser (such as express.json()), so its signature cannot be checked: ' +
  'the signature covers the exact bytes sent, never a re-serialised object. Mount the wallet route before express.json(), ' +
  "or give it express.raw({ type: '*/*' }).";

/**
 * The wallet handler as Express-style middleware: `app.post('/wallet', toExpressHandler(wallet))`.
 * Works with no body parser (it reads the exact bytes itself, 413 past `maxBodyBytes`) or after
 * `express.raw({ type: '*\/*' })` (a Buffer body). A body a JSON parser consumed and re-built is
 * answered 500 with what to change. Unexpected failures go to `next(error)`.
 */
export function toExpressHandler(
  wallet: WalletHandler,
  options: BodyLimitOptions = {},
): (req: ExpressLikeRequest, res: ServerResponse, next: ExpressLikeNext) => void {
  checkAdapter('toExpressHandler', wallet, options, false);
  const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return (req, res, next) => {
    void (async () => {
      if (req.method !== 'POST') return writeAnswer(res, adapterAnswer.methodNotAllowed(), { allow: 'POST' });
      let rawBody: Uint8Array | string | undefined;
      if (req.body instanceof Uint8Array || typeof req.body === 'string') rawBody = req.body;
      else if (!req.readableEnded) {
        rawBody = await readNodeBody(req, maxBytes);
        if (!rawBody) return writeAnswer(res, adapterAnswer.tooLarge(maxBytes), { connection: 'close' });
      } else {
        return writeAnswer(res, { status: 500, body: stringifyExact({ success: false, message: PARSED_BODY_MESSAGE }) });
      }
      writeAnswer(res, await wallet.handle({ headers: req.headers, rawBody }));
    })().catch(next);
  };
}
