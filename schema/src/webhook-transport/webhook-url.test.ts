import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isAllowListed } from './webhook-url';

describe('checkWebhookUrl', () => {
  it('accepts a public HTTPS URL', () => {
    const r = checkWebhookUrl('https://wallet.example.com/hook');
    expect(r.ok && r.url.toString()).toBe('https://wallet.example.com/hook');
  });

  it.each([
    ['not a url', 'not an absolute URL'],
    ['http://wallet.example.com/hook', 'HTTPS only'],
    ['ftp://wallet.example.com/hook', 'HTTPS only'],
    ['https://user:pw@wallet.example.com/hook', 'credentials'],
    ['https://127.0.0.1/hook', 'not a public address'],
    ['https://10.1.2.3/hook', 'not a public address'],
    ['https://169.254.169.254/latest', 'not a public address'],
    ['https://[::1]/hook', 'not a public address'],
    ['https://[::ffff:127.0.0.1]/hook', 'not a public address'],
    ['https://[fd00::1]/hook', 'not a public address'],
    ['https://0.0.0.0/hook', 'not a public address'],
  ])('refuses %s', (url, message) => {
    const r = checkWebhookUrl(url);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(message);
  });

  it('lets an allow-listed host:port use HTTP on a private address, and nothing else', () => {
    expect(checkWebhookUrl('http://127.0.0.1:4002/wallet', ['127.0.0.1:4002']).ok).toBe(true);
    expect(checkWebhookUrl('http://127.0.0.1:4003/wallet', ['127.0.0.1:4002']).ok).toBe(false);
    expect(checkWebhookUrl('http://localhost:9000/x', ['localhost']).ok).toBe(true);
  });
});

describe('isAllowListed', () => {
  it('matches default ports and is case-insensitive', () => {
    expect(isAllowListed(new URL('https://Wallet.Local/x'), ['wallet.local:443'])).toBe(true);
    expect(isAllowListed(new URL('http://wallet.local/x'), ['wallet.local:80'])).toBe(true);
    expect(isAllowListed(new URL('http://wallet.local/x'), [])).toBe(false);
  });
});
