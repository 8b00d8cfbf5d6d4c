import { z } from 'zod';
import { isDomainError } from '../errors';
import { checkMoney, MONEY_DECIMALS } from '../money';
import { jsonDecimal } from '../wire/json-number';
import { printableText } from './printable-text';

/** ISO 4217 codes are three letters; sweepstakes codes agreed with the service may be 2 to 10 characters. */
const CURRENCY_CODE = /^[A-Z][A-Z0-9]{1,9}$/;

/** A currency code, normalised to upper case. */
export const currencyCodeSchema = z
  .string()
  .max(32)
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => CURRENCY_CODE.test(code), { message: 'currency.code must be an ISO 4217 or agreed sweepstakes code' });

/**
 * The legacy display rate: a JSON number greater than 0 that numeric(38,10) holds exactly (at most
 * 28 integer digits and 10 decimal places). A rate we would have to round is refused, never stored
 * rounded: `1e-400` would become 0 and `1e400` does not fit at all.
 */
export const displayRateSchema = jsonDecimal.transform((value, ctx) => {
  if (!value.isFinite() || value.isZero() || value.isNegative()) {
    ctx.addIssue({ code: 'custom', message: 'rate must be a number greater than 0' });
    return z.NEVER;
  }
  try {
    return checkMoney(value, 'rate', MONEY_DECIMALS);
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: isDomainError(error) ? error.message : 'rate is not a valid number' });
    return z.NEVER;
  }
});

/**
 * The session's `currency` object. With `code` only it is wallet-currency mode (the recommended one);
 * with `prefix` and `rate` it is the legacy display-conversion mode, whose wire currency is USD.
 */
export const currencyObjectSchema = z
  .object({
    code: currencyCodeSchema,
    prefix: printableText(8).optional(),
    rate: displayRateSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.prefix === undefined) !== (value.rate === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'currency.prefix and currency.rate go together (display-conversion mode); send code alone for wallet-currency mode',
      });
    }
  });

/** The parsed currency object. */
export type CurrencyObject = z.output<typeof currencyObjectSchema>;
