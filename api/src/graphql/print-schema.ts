import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema';

/** The play API's SDL as checked in at `api/schema.graphql` (sorted, so field order never causes drift). */
export function printPlaySchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
