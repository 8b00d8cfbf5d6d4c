import { z } from 'zod';
import { DomainError, ErrorCodes } from '@rgs/schema';

/** A request field is missing, malformed or out of range. */
export class ValidationError extends DomainError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super(ErrorCodes.VALIDATION_FAILED, message, details);
  }
}

/** One readable sentence from zod issues: `currency.code: must be …; userId: Required`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses with a zod schema, classic or zod/mini (the games' params), or throws `ValidationError` with the issues in its message. */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, value: unknown, what = 'request'): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new ValidationError(`Invalid ${what}: ${describeIssues(result.error.issues)}`);
  return result.data;
}
