import { isPublicAddress } from './address-policy';
import ipaddr from 'ipaddr.js';

export type WebhookUrlCheck = { readonly ok: true; readonly url: URL; readonly allowListed: boolean } | { readonly ok: false; readonly message: string };

/** True when the URL's `host:port` (or its bare host) is on the private allow-list. */
export function isAllowListed(url: URL, allowPrivate: readonly string[]): boolean {
  if (allowPrivate.length === 0) return false;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const host = url.hostname.toLowerCase();
  return allowPrivate.some((entry) => {
    const e = entry.trim().toLowerCase();
    return e === `${host}:${port}` || e === host;
  });
}

/**
 * Checks what can be checked before connecting: HTTPS only, no credentials in the URL, and an IP
 * literal must be public. Host names are checked again at connect time by the guarded resolver,
 * which is what actually stops DNS tricks; this check gives an operator a clear message at setup.
 */
export function checkWebhookUrl(raw: string, allowPrivate: readonly string[] = []): WebhookUrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'not an absolute URL' };
  }
  if (url.username || url.password) return { ok: false, message: 'credentials in the URL are not allowed' };
  const allowListed = isAllowListed(url, allowPrivate);
  if (url.protocol !== 'https:' && !(allowListed && url.protocol === 'http:')) {
    return { ok: false, message: 'webhooks are delivered over HTTPS only' };
  }
  if (!allowListed) {
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    if (ipaddr.isValid(literal) && !isPublicAddress(literal)) {
      return { ok: false, message: `address ${literal} is not a public address` };
    }
  }
  return { ok: true, url, allowListed };
}
