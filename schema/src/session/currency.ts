import { z } from 'zod';
import { positiveDecimal } from '../wire/json-number';

/** ISO 4217 codes are three letters; sweepstakes codes agreed with the service may be 2 to 10 characters. */
const CURRENCY_CODE = /^[A-Z][A-Z0-9]{1,9}$/;

/** A currency code, normalised to upper case. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => CURRENCY_CODE.test(code), { message: 'currency.code must be an ISO 4217 or agreed sweepstakes code' });

/**
 * The session's `currency` object. With `code` only it is wallet-currency mode (the recommended one);
 * with `prefix` and `rate` it is the legacy display-conversion mode, whose wire currency is USD.
 */
export const currencyObjectSchema = z
  .object({
    code: currencyCodeSchema,
    prefix: z.string().min(1).max(8).optional(),
    rate: positiveDecimal.optional(),
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
