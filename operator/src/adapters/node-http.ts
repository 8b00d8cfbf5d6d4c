import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WalletHandler } from '../wallet/wallet-handler';
import { DEFAULT_MAX_BODY_BYTES, adapterAnswer, checkAdapter, readNodeBody, writeAnswer, type AdapterOptions } from './adapter-support';

/**
 * The wallet handler as a Node `http` request listener: `createServer(toNodeListener(wallet))`.
 * It reads the body's exact bytes (413 past `maxBodyBytes`), answers non-POST requests 405, and an
 * unexpected failure 500 after telling `onError`.
 */
export function toNodeListener(wallet: WalletHandler, options: AdapterOptions = {}): (req: IncomingMessage, res: ServerResponse) => void {
  checkAdapter('toNodeListener', wallet, options, true);
  const maxBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const onError = options.onError ?? ((error: unknown) => console.error('wallet webhook failed:', error));
  return (req, res) => {
    void (async () => {
      if (req.method !== 'POST') return writeAnswer(res, adapterAnswer.methodNotAllowed(), { allow: 'POST' });
      const rawBody = await readNodeBody(req, maxBytes);
      // The rest of an oversized body is not read: close the connection after answering.
      if (!rawBody) return writeAnswer(res, adapterAnswer.tooLarge(maxBytes), { connection: 'close' });
      writeAnswer(res, await wallet.handle({ headers: req.headers, rawBody }));
    })().catch((error: unknown) => {
      onError(error);
      if (!res.headersSent && !res.destroyed) writeAnswer(res, adapterAnswer.internalError());
      else res.destroy();
    });
  };
}
