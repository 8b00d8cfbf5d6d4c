import { z } from 'zod';
import { checkMoney, Decimal, isJsonNumber, MONEY_DECIMALS, type LosslessNumber } from '../money';
import { isDomainError } from '../errors';

/**
 * A JSON number as our parsers deliver it: a LosslessNumber from `parseExact` (the raw text kept),
 * or a finite JS number when a caller built the object in code. Strings are refused: the contract
 * types these fields as numbers.
 */
export const jsonNumber = z.custom<LosslessNumber | number>(
  (value) => isJsonNumber(value) || (typeof value === 'number' && Number.isFinite(value)),
  { message: 'Expected a finite number' },
);

/** A JSON number turned into an exact Decimal (any sign, any precision). */
export const jsonDecimal = jsonNumber.transform((value) => new Decimal(value.toString()));

/**
 * A JSON number that is an amount by the money rules (finite, non-negative, at most 10 decimal places,
 * at most 28 integer digits, so numeric(38,10) holds it exactly), as an exact Decimal. Anything else
 * is refused, never rounded; `field` names it in the message.
 */
export const moneyField = (field: string) =>
  jsonDecimal.transform((value, ctx) => {
    try {
      return checkMoney(value, field, MONEY_DECIMALS);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: isDomainError(error) ? error.message : `Invalid ${field}` });
      return z.NEVER;
    }
  });

/** A non-negative amount with at most 10 decimal places, as an exact Decimal. */
export const moneyAmount = moneyField('amount');

/** A strictly positive finite decimal (exchange rates). */
export const positiveDecimal = jsonDecimal.refine((value) => value.isFinite() && value.isPositive() && !value.isZero(), {
  message: 'Expected a positive number',
});

/** A JSON number that is a safe integer, as a JS number. */
export const jsonInteger = jsonNumber
  .transform((value) => Number(value.toString()))
  .refine((value) => Number.isSafeInteger(value), { message: 'Expected an integer' });
