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

  it('keeps an exact legacy rate from lossless JSON and upper-cases codes', () => {
    const body = parseExact('{"clientId":"op","userId":"u","currency":{"code":"brl","prefix":"R$","rate":5.1234567891234}}');
    const result = parse(body);
    expect(result.data?.currency?.code).toBe('BRL');
    expect(result.data?.currency?.rate?.toFixed()).toBe('5.1234567891234');
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
