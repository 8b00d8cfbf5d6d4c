import { describe, expect, it } from 'vitest';
import { computeSignature, hmacSha256Hex, sign, verify, WebhookSignatureError } from '../signature';
import { nodeHmacSha256Hex } from './node-hmac';

describe("Node's HMAC for webhook signatures", () => {
  it.each([
    ['ascii', '{"event":"dice_bet","actions":[{"type":"bet","amount":1.5}]}'],
    ['multi-byte text', '{"userId":"joão 🎲 ß","amount":0.0000000001}'],
    ['bytes', new TextEncoder().encode('{"event":"balance_check"}')],
    ['empty', ''],
  ])('gives the same digest as the isomorphic one for %s', (_label, payload) => {
    expect(nodeHmacSha256Hex('whsec_k€y', ['1700000000.', payload])).toBe(hmacSha256Hex('whsec_k€y', ['1700000000.', payload]));
    expect(computeSignature('s', 1700000000, payload, nodeHmacSha256Hex)).toBe(computeSignature('s', 1700000000, payload));
  });

  it('signs the contract header with it', () => {
    const header = sign({ secret: 'whsec_test', payload: '{}', timestamp: 1700000000, hmac: nodeHmacSha256Hex });
    // HMAC-SHA256("whsec_test", "1700000000.{}"), computed independently with openssl.
    expect(header).toBe('t=1700000000,v1=35495024f4ef3f94e5a93e22221544c4b75e9a42300cd965ab81cb85cd994e91');
  });

  it('verifies with it: the digest verify compares is the one the given HMAC computes', () => {
    const now = () => 1700000000_000;
    const header = sign({ secret: 'whsec_test', payload: '{}', now, hmac: nodeHmacSha256Hex });
    expect(verify({ secret: 'whsec_test', payload: '{}', header, now, hmac: nodeHmacSha256Hex })).toEqual({ timestamp: 1700000000 });
    expect(() => verify({ secret: 'whsec_other', payload: '{}', header, now, hmac: nodeHmacSha256Hex })).toThrow(WebhookSignatureError);
    // An HMAC of the caller's own that answers a fixed digest: only that digest passes.
    const fixed = () => 'ab'.repeat(32);
    expect(verify({ secret: 'whsec_test', payload: '{}', header: `t=1700000000,v1=${'ab'.repeat(32)}`, now, hmac: fixed })).toEqual({ timestamp: 1700000000 });
    expect(() => verify({ secret: 'whsec_test', payload: '{}', header, now, hmac: fixed })).toThrow('The signature does not match the body');
  });
});
