import { describe, expect, it } from 'vitest';
import { decimalParts, parseDecimal } from '../decimal';
import { exactNumberFormat, localeOf } from './exact-number-format';

const parts = (text: string, min: number, max: number) => decimalParts(parseDecimal(text)!, min, max);

describe('localeOf', () => {
  it('maps the game languages to Brazilian Portuguese, neutral Spanish and English', () => {
    expect(['en', 'pt', 'pt-BR', 'PT_br', 'es', 'es-419', 'fr', '', null, undefined].map(localeOf)).toStrictEqual(['en', 'pt-BR', 'pt-BR', 'pt-BR', 'es', 'es', 'en', 'en', 'en', 'en']);
  });
});

describe('exactNumberFormat', () => {
  it('groups and separates as each locale does', () => {
    const value = parts('1234567.5', 2, 10);
    expect(exactNumberFormat('en', {})(value)).toBe('1,234,567.50');
    expect(exactNumberFormat('pt-BR', {})(value)).toBe('1.234.567,50');
    expect(exactNumberFormat('es', {})(value)).toBe('1.234.567,50');
    // Spanish leaves four-digit numbers ungrouped.
    expect(exactNumberFormat('es', {})(parts('1234.5', 0, 2))).toBe('1234,5');
  });

  it('keeps every digit, where a float would round', () => {
    const huge = parts('12345678901234567890.1234567891', 0, 10);
    expect(exactNumberFormat('en', {})(huge)).toBe('12,345,678,901,234,567,890.1234567891');
    expect(Number('12345678901234567890.1234567891').toLocaleString('en', { maximumFractionDigits: 10 })).toBe('12,345,678,901,234,567,000');
  });

  it('puts the minus sign where the locale does, including for values between 0 and −1', () => {
    const usd = exactNumberFormat('en', { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' });
    expect(usd(parts('-0.5', 2, 2))).toBe('-$0.50');
    expect(usd(parts('-12.5', 2, 2))).toBe('-$12.50');
    expect(exactNumberFormat('es', { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' })(parts('-0.5', 2, 2))).toBe('-0,50\u00a0€');
    expect(exactNumberFormat('pt-BR', {})(parts('-0.25', 0, 2))).toBe('-0,25');
  });

  it('replaces the currency sign with a given symbol, keeping the locale’s layout', () => {
    const value = parts('10', 2, 2);
    expect(exactNumberFormat('pt-BR', { style: 'currency', currency: 'XXX', currencyDisplay: 'narrowSymbol' })(value, 'R$')).toBe('R$\u00a010,00');
    expect(exactNumberFormat('es', { style: 'currency', currency: 'XXX', currencyDisplay: 'narrowSymbol' })(value, 'R$')).toBe('10,00\u00a0R$');
    expect(exactNumberFormat('en', { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' })(value, 'R$')).toBe('R$10.00');
  });

  // Node 20 (ICU with Intl.NumberFormat v3) formats decimal strings exactly: this is the proof that
  // the BigInt-and-join path prints what Intl itself prints, in every locale and currency layout.
  it('prints exactly what Node 20’s Intl prints for the same decimal string', () => {
    expect(new Intl.NumberFormat('en', { maximumFractionDigits: 20 }).format('0.30000000000000000001' as unknown as number)).toBe('0.30000000000000000001');
    const values = ['0', '0.5', '1', '12.3', '999.999', '1234.5', '12345.678', '1000000', '-0.05', '-98765.4321', '31415926535897932384.6264338327'];
    for (const locale of ['en', 'pt-BR', 'es']) {
      for (const options of [{}, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }, { style: 'currency', currency: 'BRL', currencyDisplay: 'narrowSymbol' }, { style: 'unit', unit: 'percent' }] as Intl.NumberFormatOptions[]) {
        const ours = exactNumberFormat(locale, options);
        for (const [min, max] of [[0, 10], [2, 2], [2, 4]] as const) {
          const intl = new Intl.NumberFormat(locale, { ...options, minimumFractionDigits: min, maximumFractionDigits: max, roundingMode: 'trunc' } as Intl.NumberFormatOptions);
          for (const value of values) {
            const expected = intl.format(value as unknown as number);
            expect([locale, options, min, max, value, ours(parts(value, min, max))]).toStrictEqual([locale, options, min, max, value, expected]);
          }
        }
      }
    }
  });
});
