import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PlayerTokens } from './player-token';
import { SealedBox } from '../common/sealed-box';

const key = randomBytes(32);
let now = 1_000_000;
const tokens = new PlayerTokens(key, { now: () => now });
const claims = { sessionId: 'ses_1', customerId: 'cus_1', userId: 'u1', expiresAt: 2_000_000 };

describe('PlayerTokens', () => {
  it('round-trips claims, with or without the Bearer prefix', () => {
    const token = tokens.issue(claims);
    expect(tokens.check(token)).toEqual({ ok: true, claims });
    expect(tokens.check(`Bearer ${token}`)).toEqual({ ok: true, claims });
  });

  it('does not reveal the claims in the token text', () => {
    // Long, distinctive values: a two-letter id could turn up in random ciphertext by chance.
    const visible = { ...claims, userId: 'player-with-a-very-visible-name', customerId: 'cus_visible_customer' };
    const text = tokens.issue(visible);
    expect(text).not.toContain(visible.userId);
    expect(text).not.toContain(visible.customerId);
    expect(Buffer.from(text, 'base64url').toString('latin1')).not.toContain(visible.userId);
  });

  it('reports missing, expired, tampered and foreign tokens', () => {
    const token = tokens.issue(claims);
    expect(tokens.check(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(tokens.check('Bearer ')).toEqual({ ok: false, reason: 'missing' });
    now = 2_000_000;
    expect(tokens.check(token)).toEqual({ ok: false, reason: 'expired' });
    now = 1_000_000;
    const mid = Math.floor(token.length / 2);
    const tampered = `${token.slice(0, mid)}${token[mid] === 'A' ? 'B' : 'A'}${token.slice(mid + 1)}`;
    expect(tokens.check(tampered)).toEqual({ ok: false, reason: 'rejected' });
    expect(new PlayerTokens(randomBytes(32), { now: () => now }).check(token)).toEqual({ ok: false, reason: 'rejected' });
    expect(tokens.check('x'.repeat(3000))).toEqual({ ok: false, reason: 'rejected' });
  });

  it('expires a token it has already verified, and keeps refusing what did not open', () => {
    now = 1_000_000;
    const token = tokens.issue(claims);
    expect(tokens.check(token)).toEqual({ ok: true, claims });
    expect(tokens.check(token)).toEqual({ ok: true, claims });
    now = 2_000_000;
    expect(tokens.check(token)).toEqual({ ok: false, reason: 'expired' });
    now = 1_999_999;
    expect(tokens.check(token)).toEqual({ ok: true, claims });
    now = 1_000_000;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(tokens.check(forged)).toEqual({ ok: false, reason: 'rejected' });
    expect(tokens.check(forged)).toEqual({ ok: false, reason: 'rejected' });
  });

  it('refuses a value sealed with the same key for another purpose', () => {
    const sealedSecret = new SealedBox(key).seal(JSON.stringify(['ses_1', 'cus_1', 'u1', 2_000_000]), 'cus_1');
    expect(tokens.check(sealedSecret)).toEqual({ ok: false, reason: 'rejected' });
  });
});
