import { MONEY_DECIMALS } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { MULTIPLIER_DECIMALS as KIT_MULTIPLIER_DECIMALS } from '../../multiplier';
import { WIRE_DECIMALS, currencyDigits } from './currency-digits';
import { MULTIPLIER_DECIMALS, createMoneyFormat } from './money-format';

const NBSP = '\u00a0';
const fmt = (lang: string, currency: string, extra: { prefix?: string | null; rate?: string | null } = {}) => createMoneyFormat({ lang, currency, ...extra });

describe('currencyDigits', () => {
  it('gives ISO 4217 fiat its minor unit and anything else (crypto, sweepstakes) up to 8 places from 2', () => {
    expect(['USD', 'brl', 'JPY', 'KWD', 'CLP'].map(currencyDigits)).toStrictEqual([
      { fiat: true, min: 2 },
      { fiat: true, min: 2 },
      { fiat: true, min: 0 },
      { fiat: true, min: 3 },
      { fiat: true, min: 0 },
    ]);
    for (const code of ['BTC', 'ETH', 'USDT', 'SC', 'GC', 'XBT', '']) expect([code, currencyDigits(code)]).toStrictEqual([code, { fiat: false, min: 2 }]);
  });

  it('mirrors the wire’s and the kit’s decimal places', () => {
    expect(WIRE_DECIMALS).toBe(MONEY_DECIMALS);
    expect(MULTIPLIER_DECIMALS).toBe(KIT_MULTIPLIER_DECIMALS);
  });
});

describe('createMoneyFormat: wallet-currency mode', () => {
  it('shows amounts in each language’s conventions, with the code’s narrow symbol', () => {
    expect(['en', 'pt', 'es'].map((lang) => fmt(lang, 'USD').amount('1234.5000000000'))).toStrictEqual(['$1,234.50', `$${NBSP}1.234,50`, `1234,50${NBSP}$`]);
    expect(['en', 'pt', 'es'].map((lang) => fmt(lang, 'BRL').amount('12345.5'))).toStrictEqual(['R$12,345.50', `R$${NBSP}12.345,50`, `12.345,50${NBSP}R$`]);
    expect(fmt('pt', 'EUR').amount('0.5')).toBe(`€${NBSP}0,50`);
    expect(fmt('fr', 'USD').amount('1')).toBe('$1.00');
    expect(fmt('pt', 'BRL').locale).toBe('pt-BR');
    expect(fmt('en', 'USD').converts).toBe(false);
  });

  it('trims trailing zeros but keeps the minor unit, and shows every digit the API sent', () => {
    const usd = fmt('en', 'USD');
    expect(['2.0000000000', '0.1050000000', '0.0000000001', '0', '-3.5'].map(usd.amount)).toStrictEqual(['$2.00', '$0.105', '$0.0000000001', '$0.00', '-$3.50']);
    expect(['100', '100.5'].map(fmt('en', 'JPY').amount)).toStrictEqual(['¥100', '¥100.5']);
    // No float on the way: a 20-digit balance keeps all its digits.
    expect(usd.amount('12345678901234567890.1234567891')).toBe('$12,345,678,901,234,567,890.1234567891');
  });

  it('shows crypto and unknown codes after the number, from 2 up to 8 places', () => {
    expect(fmt('en', 'BTC').amount('0.0001234567')).toBe(`0.00012345${NBSP}BTC`);
    expect(fmt('pt', 'BTC').amount('1')).toBe(`1,00${NBSP}BTC`);
    expect(fmt('es', 'usdt').amount('12345.6')).toBe(`12.345,60${NBSP}USDT`);
    expect(fmt('en', 'SC').amount('12.5')).toBe(`12.50${NBSP}SC`);
    // Intl knows KWD but has no symbol for it: the code goes after the number too.
    expect(fmt('en', 'KWD').amount('1.5')).toBe(`1.500${NBSP}KWD`);
  });

  it('shows the operator’s prefix in place of the symbol, where the locale puts currency signs', () => {
    expect(['en', 'pt', 'es'].map((lang) => fmt(lang, 'BRL', { prefix: 'R$' }).amount('10'))).toStrictEqual(['R$10.00', `R$${NBSP}10,00`, `10,00${NBSP}R$`]);
    expect(fmt('en', 'SC', { prefix: ' SC ' }).amount('12.5')).toBe('SC12.50');
    expect(fmt('en', 'USD', { prefix: '' }).amount('1')).toBe('$1.00');
  });

  it('passes text that is not a decimal through rather than inventing a number', () => {
    expect(fmt('en', 'USD').amount('n/a')).toBe('n/a');
  });

  it('shows the bare number while the currency is not known yet', () => {
    expect(fmt('pt', '').amount('1234.5')).toBe('1.234,50');
  });

  it('sends a typed amount as it is, cut to the wire’s places or a game’s stake precision', () => {
    const usd = fmt('en', 'USD');
    expect(usd.toWire('1.23456789012')).toBe('1.2345678901');
    expect(usd.toWire('1.239', 2)).toBe('1.23');
    expect(usd.toWire(' 5 ')).toBe('5');
    expect(usd.toDisplay('2.5000000000')).toBe('2.5');
    for (const bad of ['', '-1', '1e3', '1,5', 'abc', '.5', '1.']) expect([bad, usd.toWire(bad)]).toStrictEqual([bad, null]);
    expect(usd.toDisplay('abc')).toBeNull();
  });
});

describe('createMoneyFormat: display-conversion mode', () => {
  // The legacy contract mode: the wire is USD, the player sees BRL at the operator's rate.
  const brl = fmt('pt', 'BRL', { prefix: 'R$', rate: '5.123456' });

  it('shows wire × rate, computed exactly and cut to the display currency’s minor unit', () => {
    expect(brl.converts).toBe(true);
    // 1.2345 × 5.123456 = 6.324906432 exactly.
    expect(brl.amount('1.2345000000')).toBe(`R$${NBSP}6,32`);
    expect(brl.toDisplay('1.2345000000')).toBe('6.32');
    expect(brl.amount('1000')).toBe(`R$${NBSP}5.123,45`);
    expect(fmt('en', 'BRL', { rate: '5.2' }).amount('1')).toBe('R$5.20');
    expect(fmt('en', 'BTC', { rate: '0.0000157' }).amount('12.34')).toBe(`0.00019373${NBSP}BTC`);
  });

  it('sends a typed display amount as wire ÷ rate, cut down so the stake never exceeds what was typed', () => {
    expect(brl.toWire('6.32')).toBe('1.2335423589');
    const fivePointTwo = fmt('en', 'BRL', { rate: '5.2' });
    expect(fivePointTwo.toWire('10')).toBe('1.923076923');
    expect(fivePointTwo.toWire('10', 2)).toBe('1.92');
    expect(fivePointTwo.toWire('0')).toBe('0');
  });

  it('refuses a rate that is not a positive decimal', () => {
    for (const rate of ['0', '-1', 'abc', '']) expect(() => fmt('en', 'BRL', { rate })).toThrow(RangeError);
    expect(fmt('en', 'BRL', { rate: null }).converts).toBe(false);
  });
});

describe('multiplier, percent and number', () => {
  it('writes multipliers with 2 to 4 places and a × sign', () => {
    const en = fmt('en', 'USD');
    expect(['2.0000', '1.0102', '1000', '0', '1.23456'].map(en.multiplier)).toStrictEqual(['2.00×', '1.0102×', '1,000.00×', '0.00×', '1.2345×']);
    expect(fmt('pt', 'BRL').multiplier('1.0102')).toBe('1,0102×');
    expect(fmt('es', 'EUR').multiplier('12345.5')).toBe('12.345,50×');
  });

  it('writes percentage points in the locale, cut to 2 places unless asked otherwise', () => {
    expect(['en', 'pt', 'es'].map((lang) => fmt(lang, 'USD').percent(49.5))).toStrictEqual(['49.5%', '49,5%', `49,5${NBSP}%`]);
    expect(fmt('en', 'USD').percent('33.33333')).toBe('33.33%');
    expect(fmt('en', 'USD').percent(0.1, 4)).toBe('0.1%');
    expect(fmt('en', 'USD').percent(99)).toBe('99%');
  });

  it('writes plain numbers with the locale’s grouping and decimal comma', () => {
    expect(['en', 'pt', 'es'].map((lang) => fmt(lang, 'USD').number(1234))).toStrictEqual(['1,234', '1.234', '1234']);
    expect(fmt('es', 'USD').number('12345.5')).toBe('12.345,5');
    expect(fmt('en', 'USD').number(10n ** 21n)).toBe('1,000,000,000,000,000,000,000');
    expect(fmt('en', 'USD').number('2.123456789', 3)).toBe('2.123');
    expect(fmt('en', 'USD').number(Number.NaN)).toBe('NaN');
  });
});

describe('createMoneyFormat: typing stakes and fixed places', () => {
  it('takes the wire’s 10 places in wallet-currency mode and the shown places when converting', () => {
    expect(fmt('en', 'USD').inputPlaces).toBe(10);
    expect(fmt('en', 'BTC').inputPlaces).toBe(10);
    expect(fmt('pt', 'BRL', { rate: '5.1' }).inputPlaces).toBe(2);
    expect(fmt('en', 'JPY', { rate: '150' }).inputPlaces).toBe(0);
    expect(fmt('en', 'BTC', { rate: '0.00002' }).inputPlaces).toBe(8);
  });

  it('names the sign a field shows beside a typed amount', () => {
    expect(['USD', 'BRL', 'EUR', 'BTC', 'SC'].map((code) => fmt('en', code).sign)).toStrictEqual(['$', 'R$', '€', 'BTC', 'SC']);
    expect(fmt('pt', 'BRL', { prefix: 'R$ ', rate: '5' }).sign).toBe('R$');
  });

  it('writes a number with exactly the places asked, cut and never rounded up, in the locale’s digits', () => {
    expect(fmt('en', 'USD').fixed('75', 2)).toBe('75.00');
    expect(fmt('pt', 'USD').fixed('1234.567', 2)).toBe('1.234,56');
    expect(fmt('es', 'USD').fixed(0.5, 2)).toBe('0,50');
    expect(fmt('en', 'USD').fixed('x', 2)).toBe('x');
  });
});
