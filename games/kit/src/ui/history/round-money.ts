import { createMoneyFormat, type MoneyFormat } from '../format';

const formats = new Map<string, MoneyFormat>();

/** The money format of a round's own currency in a language (wallet-currency mode), made once per pair. */
export function roundMoney(lang: string | null | undefined, currency: string): MoneyFormat {
  const key = `${lang ?? ''}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = createMoneyFormat({ lang, currency });
    formats.set(key, format);
  }
  return format;
}
