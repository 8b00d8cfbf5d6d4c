import { GraphQLError, Kind, valueFromASTUntyped } from 'graphql';
import { Decimal, MONEY_DECIMALS, formatMoneyFixed, isDecimal } from '@rgs/schema';
import { builder } from './builder';

const DECIMAL_TEXT = /^\d+(\.\d+)?$/;

function parseDecimal(value: unknown): Decimal {
  if (typeof value !== 'string' || !DECIMAL_TEXT.test(value)) {
    throw new GraphQLError('Decimal must be a string of digits with an optional fraction, such as "1.25"', {
      extensions: { code: 'INVALID_AMOUNT' },
    });
  }
  const decimal = new Decimal(value);
  if (decimal.decimalPlaces() > MONEY_DECIMALS) {
    throw new GraphQLError(`Decimal has more than ${MONEY_DECIMALS} decimal places`, { extensions: { code: 'INVALID_AMOUNT' } });
  }
  return decimal;
}

/** Amounts as strings with 10 decimal places ("1.2500000000"): exact in every client language. */
export const DecimalScalar = builder.scalarType('Decimal', {
  description: 'An exact non-negative decimal amount written as a string, such as "1.2500000000" (up to 10 places).',
  serialize: (value) => formatMoneyFixed(isDecimal(value) ? value : new Decimal(String(value))),
  parseValue: parseDecimal,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Decimal must be written as a string', { extensions: { code: 'INVALID_AMOUNT' } });
    return parseDecimal(ast.value);
  },
});

/** Free-form JSON (game params, state, outcome). */
export const JsonScalar = builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

/** Instants as ISO 8601 text in UTC. */
export const DateTimeScalar = builder.scalarType('DateTime', {
  description: 'An instant as ISO 8601 text in UTC.',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be ISO 8601');
    return date;
  },
});
