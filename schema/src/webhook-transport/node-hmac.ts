import { createHmac } from 'node:crypto';
import type { HmacSha256Hex } from '../signature';

/**
 * Node's native HMAC-SHA256 for webhook signatures on the server: the same digest as the isomorphic
 * `hmacSha256Hex`, at a fraction of its CPU (two of them per settled bet on the money path).
 */
export const nodeHmacSha256Hex: HmacSha256Hex = (key, parts) => {
  const mac = createHmac('sha256', key);
  for (const part of parts) mac.update(part);
  return mac.digest('hex');
};
