import { describe, expect, it } from 'vitest';
import { parseExact } from '../money';
import { sessionRequestSchema } from './session-request';
import { BUILT_IN_THEME, isHexColor, pickValidTheme, resolveTheme } from './theme';
import { resolveLanguage } from './languages';

const base = { clientId: 'op', userId: 'u1', currency: { code: 'USD' } };
const parse = (body: unknown) => sessionRequestSchema.safeParse(body);

describe('session request', () => {
  it('accepts a minimal request and merges the token alias', () => {
    const result = parse({ ...base, sessionToken: 'abc' });
    expect(result.success && result.data.operatorToken).toBe('abc');
    expect(parse({ ...base, token: 'xyz' }).data?.operatorToken).toBe('xyz');
  });

  it('refuses both token and sessionToken', () => {
    expect(parse({ ...base, token: 'a', sessionToken: 'b' }).success).toBe(false);
  });

  it('limits the operator token to 512 characters', () => {
    expect(parse({ ...base, token: 'x'.repeat(512) }).success).toBe(true);
    expect(parse({ ...base, token: 'x'.repeat(513) }).success).toBe(false);
  });

  it.each([
    ['missing clientId', { userId: 'u' }],
    ['empty userId', { clientId: 'op', userId: '' }],
    ['numeric userId', { clientId: 'op', userId: 5 }],
    ['showBalance not boolean', { ...base, showBalance: 'yes' }],
    ['bad language', { ...base, language: '12' }],
    ['javascript logo', { ...base, logoUrl: 'javascript:alert(1)' }],
    ['theme not an object', { ...base, theme: 'dark' }],
    ['prefix without rate', { ...base, currency: { code: 'BRL', prefix: 'R$' } }],
    ['rate as string', { ...base, currency: { code: 'BRL', prefix: 'R$', rate: '5' } }],
    ['zero rate', { ...base, currency: { code: 'BRL', prefix: 'R$', rate: 0 } }],
    ['bad code', { ...base, currency: { code: 'U$' } }],
  ])('refuses %s', (_name, body) => {
    expect(parse(body).success).toBe(false);
  });

  it.each([
    ['a NUL in userId', { ...base, userId: 'u\u0000x' }, 'userId: must not contain control characters'],
    ['a newline in userId', { ...base, userId: 'u\nx' }, 'userId: must not contain control characters'],
    ['a C1 control in userName', { ...base, userName: 'a\u0085b' }, 'userName: must not contain control characters'],
    ['a lone surrogate in userId', { ...base, userId: 'u\ud800' }, 'userId: must not contain control characters'],
    ['a line separator in token', { ...base, token: 'a\u2028b' }, 'token: must not contain control characters'],
    ['DEL in sessionToken', { ...base, sessionToken: 'a\u007f' }, 'sessionToken: must not contain control characters'],
    ['a tab in logoUrl', { ...base, logoUrl: 'https://cdn.example.com/lo\tgo.png' }, 'logoUrl: must not contain control characters'],
    ['a control in the prefix', { ...base, currency: { code: 'BRL', prefix: 'R\u0000', rate: 5 } }, 'currency.prefix: must not contain control characters'],
    ['a 256-character userId', { ...base, userId: 'u'.repeat(256) }, 'userId: must be at most 255 characters'],
    ['a 65-character userName', { ...base, userName: 'n'.repeat(65) }, 'userName: must be at most 64 characters'],
    ['a 2049-character logoUrl', { ...base, logoUrl: `https://x.example/${'a'.repeat(2031)}` }, 'logoUrl: must be at most 2048 characters'],
    ['a 38-character language', { ...base, language: `en${'-abcdefgh'.repeat(4)}` }, 'language: must be at most 35 characters'],
  ])('refuses %s with a message naming the field', (_name, body, message) => {
    const result = parse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([message]);
  });

  it('accepts printable non-ASCII text: accents, emoji, spaces', () => {
    const result = parse({ ...base, userId: 'joão silva 😀', userName: 'Zoë 👩‍💻', token: 'ref:ñ' });
    expect(result.data).toMatchObject({ userId: 'joão silva 😀', userName: 'Zoë 👩‍💻', operatorToken: 'ref:ñ' });
  });

  it.each([
    ['1e400', 'currency.rate: rate is too large'],
    ['1e-400', 'currency.rate: rate has more than 10 decimal places'],
    ['0.00000000001', 'currency.rate: rate has more than 10 decimal places'],
    ['1' + '0'.repeat(28), 'currency.rate: rate is too large'],
    ['0', 'currency.rate: rate must be a number greater than 0'],
    ['-0', 'currency.rate: rate must be a number greater than 0'],
    ['-5', 'currency.rate: rate must be a number greater than 0'],
  ])('refuses a legacy rate of %s rather than rounding it', (rate, message) => {
    const result = parse(parseExact(`{"clientId":"op","userId":"u","currency":{"code":"EUR","prefix":"€","rate":${rate}}}`));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([message]);
  });

  it.each([
    ['0.0000000001', '0.0000000001'],
    ['9'.repeat(28) + '.' + '9'.repeat(10), '9'.repeat(28) + '.' + '9'.repeat(10)],
    ['5e2', '500'],
  ])('accepts a legacy rate of %s exactly', (rate, expected) => {
    const result = parse(parseExact(`{"clientId":"op","userId":"u","currency":{"code":"EUR","prefix":"€","rate":${rate}}}`));
    expect(result.data?.currency?.rate?.toFixed()).toBe(expected);
  });

  it('keeps an exact legacy rate from lossless JSON and upper-cases codes', () => {
    const body = parseExact('{"clientId":"op","userId":"u","currency":{"code":"brl","prefix":"R$","rate":5.1234567891}}');
    const result = parse(body);
    expect(result.data?.currency?.code).toBe('BRL');
    expect(result.data?.currency?.rate?.toFixed()).toBe('5.1234567891');
  });

  it('ignores unknown fields', () => {
    expect(parse({ ...base, somethingNew: 1 }).success).toBe(true);
  });
});

describe('theme', () => {
  it.each(['#fff', '#FFFFFF', '#0d1117aa'])('accepts %s', (c) => expect(isHexColor(c)).toBe(true));
  it.each(['red', 'rgb(1,2,3)', '#ffff', '#12345', 'fff', '#GGGGGG', 1])('refuses %s', (c) => expect(isHexColor(c)).toBe(false));

  it('drops only the invalid key', () => {
    expect(pickValidTheme({ buttonColor: 'red', darkBackground: '#000', other: '#fff' })).toEqual({ darkBackground: '#000' });
  });

  it('resolves per key: session, customer, built-in', () => {
    expect(resolveTheme({ buttonColor: '#111' }, { buttonColor: '#222', darkBackground: '#333' })).toEqual({
      buttonColor: '#111',
      darkBackground: '#333',
      darkLightBackground: BUILT_IN_THEME.darkLightBackground,
    });
    expect(resolveTheme({ buttonColor: 'bad' } as never, {})).toEqual(BUILT_IN_THEME);
  });
});

describe('language', () => {
  it('maps locales to the games’ languages with en as fallback', () => {
    expect(resolveLanguage('pt-BR')).toBe('pt');
    expect(resolveLanguage('es_MX')).toBe('es');
    expect(resolveLanguage('fr')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });
});
