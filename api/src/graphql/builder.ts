import SchemaBuilder from '@pothos/core';
import ErrorsPlugin from '@pothos/plugin-errors';
import type { Decimal } from '@rgs/schema';
import type { GraphQLContext } from './context';

/** The one schema builder of the play API. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  Scalars: {
    Decimal: { Input: Decimal; Output: Decimal | string };
    JSON: { Input: unknown; Output: unknown };
    DateTime: { Input: Date; Output: Date };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ErrorsPlugin],
  defaultFieldNullability: false,
  errors: { directResult: true },
});

builder.queryType({});
builder.mutationType({});
