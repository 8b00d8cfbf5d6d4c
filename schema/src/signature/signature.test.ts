import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { computeSignature, sign } from './sign';
import { parseSignatureHeader, verify } from './verify';
import { WebhookSignatureError } from './signature-error';
import { constantTimeEqual } from './constant-time';

// Known answers computed once with node:crypto's HMAC, independent of the implementation under test.
const VECTORS = [
  {
    secret: 'whsec_test_secret',
    t: 1767225600,
    body: '{"event":"balance_check","userId":"u1","customerId":"c1","actions":[]}',
    digest: 'b1554e87f1303035d0932e870e5df923793e194222dd874c07b12b899fc2e5e1',
  },
  {
    secret: 's3cr3t',
    t: 1700000000,
    body: '{"event":"dice_bet","amount":0.1000000001}',
    digest: 'b15b7db55103ed1a1b645df98e29f421e978c3e405270b96996c149bf73d834b',
  },
  { secret: 'ünïcødé-secret', t: 1, body: 'ünïcødé body €', digest: 'bb170e77390d18a5720dbca5db0f8abb47ed979978096db9bd70b3d4edeacd57' },
];

const at = (seconds: number) => () => seconds * 1000;

function expectFailure(fn: () => unknown, reason: WebhookSignatureError['reason']): void {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect((error as WebhookSignatureError).reason).toBe(reason);
    return;
  }
  throw new Error(`expected a ${reason} failure`);
}

describe('sign', () => {
  it.each(VECTORS)('matches the known answer for $secret', ({ secret, t, body, digest }) => {
    expect(computeSignature(secret, t, body)).toBe(digest);
    expect(sign({ secret, payload: body, timestamp: t })).toBe(`t=${t},v1=${digest}`);
  });

  it('signs raw bytes the same as their UTF-8 text', () => {
    const body = 'ünïcødé body €';
    expect(computeSignature('k', 5, new TextEncoder().encode(body))).toBe(computeSignature('k', 5, body));
  });

  it('agrees with node:crypto on random inputs', () => {
    for (let i = 0; i < 50; i++) {
      const secret = `s-${Math.random()}`;
      const body = JSON.stringify({ i, r: Math.random() });
      const t = 1_700_000_000 + i;
      const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      expect(computeSignature(secret, t, body)).toBe(expected);
    }
  });

  it('takes the timestamp from the injected clock', () => {
    expect(sign({ secret: 'k', payload: 'x', now: () => 1_234_567_890_999 })).toMatch(/^t=1234567890,v1=[0-9a-f]{64}$/);
  });

  it('refuses a negative or fractional timestamp', () => {
    expect(() => sign({ secret: 'k', payload: 'x', timestamp: -1 })).toThrow(RangeError);
    expect(() => sign({ secret: 'k', payload: 'x', timestamp: 1.5 })).toThrow(RangeError);
  });
});

describe('verify', () => {
  const { secret, t, body, digest } = VECTORS[0]!;
  const header = `t=${t},v1=${digest}`;

  it('accepts a valid signature and returns its timestamp', () => {
    expect(verify({ secret, payload: body, header, now: at(t) })).toEqual({ timestamp: t });
  });

  it('accepts the edges of the tolerance on both sides', () => {
    expect(() => verify({ secret, payload: body, header, now: at(t + 300) })).not.toThrow();
    expect(() => verify({ secret, payload: body, header, now: at(t - 300) })).not.toThrow();
  });

  it('rejects an old timestamp', () => {
    expectFailure(() => verify({ secret, payload: body, header, now: at(t + 301) }), 'timestamp_outside_tolerance');
  });

  it('rejects a timestamp from the future', () => {
    expectFailure(() => verify({ secret, payload: body, header, now: at(t - 301) }), 'timestamp_outside_tolerance');
  });

  it('honours a custom tolerance', () => {
    expectFailure(() => verify({ secret, payload: body, header, now: at(t + 11), toleranceSeconds: 10 }), 'timestamp_outside_tolerance');
  });

  it('rejects a missing or blank header', () => {
    expectFailure(() => verify({ secret, payload: body, header: undefined, now: at(t) }), 'missing_header');
    expectFailure(() => verify({ secret, payload: body, header: '  ', now: at(t) }), 'missing_header');
  });

  it('rejects a missing secret', () => {
    expectFailure(() => verify({ secret: '', payload: body, header, now: at(t) }), 'missing_secret');
  });

  it.each([
    ['no t', `v1=${digest}`],
    ['no v1', `t=${t}`],
    ['t not a number', `t=abc,v1=${digest}`],
    ['v1 not hex', `t=${t},v1=xyz`],
    ['v1 upper case', `t=${t},v1=${digest.toUpperCase()}`],
    ['duplicate t', `t=${t},t=${t},v1=${digest}`],
    ['garbage', 'garbage'],
  ])('rejects a malformed header (%s)', (_name, bad) => {
    expectFailure(() => verify({ secret, payload: body, header: bad, now: at(t) }), 'malformed_header');
  });

  it('rejects a body changed by one byte', () => {
    expectFailure(() => verify({ secret, payload: body.replace('u1', 'u2'), header, now: at(t) }), 'signature_mismatch');
  });

  it('rejects a re-serialised body that differs from the raw bytes', () => {
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    expectFailure(() => verify({ secret, payload: reserialised, header, now: at(t) }), 'signature_mismatch');
  });

  it('rejects the right body signed with another secret', () => {
    expectFailure(() => verify({ secret: 'other', payload: body, header, now: at(t) }), 'signature_mismatch');
  });

  it('rejects a timestamp swapped without re-signing', () => {
    expectFailure(() => verify({ secret, payload: body, header: `t=${t + 1},v1=${digest}`, now: at(t) }), 'signature_mismatch');
  });

  it('accepts when any of several v1 entries matches and ignores unknown schemes', () => {
    const other = 'a'.repeat(64);
    expect(() => verify({ secret, payload: body, header: `t=${t},v0=zz,v1=${other},v1=${digest}`, now: at(t) })).not.toThrow();
  });

  it('parses headers with spaces', () => {
    expect(parseSignatureHeader(` t=${t} , v1=${digest} `)).toEqual({ timestamp: t, signatures: [digest] });
  });
});

describe('constantTimeEqual', () => {
  it('compares by value', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('', 'a')).toBe(false);
  });
});
