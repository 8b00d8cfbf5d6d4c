import type { EarlyOpen } from '@rgs/schema/play';

/** What the page's early request is matched on: the same URL, body and token as the request it stands for. */
export interface EarlyRequestKey {
  readonly url: string;
  readonly body: string;
  readonly token: string;
}

/** Finds an answer already under way for a request, and hands it over once. */
export type EarlyResponses = (key: EarlyRequestKey) => Promise<Response> | null;

/**
 * The game page's early request to go live (`EARLY_OPEN_SCRIPT`), when it is the request about to be
 * sent: it is taken once, so a later identical request (a reconnect) asks the API anew.
 */
export const takePageEarlyOpen: EarlyResponses = (key) => {
  const holder = globalThis as { __rgsEarlyOpen?: EarlyOpen };
  const early = holder.__rgsEarlyOpen;
  if (!early || early.url !== key.url || early.body !== key.body || early.token !== key.token) return null;
  delete holder.__rgsEarlyOpen;
  return early.response;
};
