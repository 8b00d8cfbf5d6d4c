import { DomainError, ErrorCodes } from '@rgs/schema';

/** A configuration mistake found when a helper is set up: a wallet must not start on options it would misread. */
export class InvalidOptionError extends DomainError {
  constructor(message: string, option: string) {
    super(ErrorCodes.VALIDATION_FAILED, message, { option });
  }
}

/** Checks one option value; answers what is wrong with it, or undefined when it is fine. */
export type OptionRule = (value: unknown) => string | undefined;

/** The rules the helpers' options use. */
export const rule = {
  text: (value: unknown) => (typeof value === 'string' && value.length > 0 ? undefined : 'must be a non-empty string'),
  boolean: (value: unknown) => (typeof value === 'boolean' ? undefined : 'must be true or false'),
  function: (value: unknown) => (typeof value === 'function' ? undefined : 'must be a function'),
  object: (value: unknown) => (typeof value === 'object' && value !== null ? undefined : 'must be an object'),
  seconds: (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? undefined : 'must be a finite number of seconds, 0 or more',
  positiveInteger: (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? undefined : 'must be a positive integer'),
  body: (value: unknown) => (typeof value === 'string' || value instanceof Uint8Array ? undefined : 'must be the raw body as a string or bytes'),
  oneOf:
    (...values: readonly string[]): OptionRule =>
    (value) =>
      typeof value === 'string' && values.includes(value) ? undefined : `must be one of ${values.map((v) => `'${v}'`).join(', ')}`,
  withMethod:
    (method: string): OptionRule =>
    (value) =>
      typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[method] === 'function'
        ? undefined
        : `must be an object with a ${method}() method`,
} as const;

/** One option: its rule, and whether it must be given. */
export interface OptionSpec {
  readonly rule: OptionRule;
  readonly required?: boolean;
}

/**
 * Refuses options a helper would not honour: a wrong value, a missing required one, or a name it does
 * not know (a typo or an old name would otherwise be silently ignored). `renamed` maps old names to
 * their replacement so the message says what to write instead. An option set to `undefined` counts as absent.
 */
export function checkOptions(
  where: string,
  options: unknown,
  spec: Readonly<Record<string, OptionSpec>>,
  renamed: Readonly<Record<string, string>> = {},
): void {
  if (typeof options !== 'object' || options === null) throw new InvalidOptionError(`${where} needs an options object`, '');
  const given = options as Record<string, unknown>;
  for (const name of Object.keys(given)) {
    if (Object.hasOwn(spec, name)) continue;
    const instead = renamed[name];
    const hint = instead ? `; it is now called ${instead}` : `; known options: ${Object.keys(spec).join(', ')}`;
    throw new InvalidOptionError(`${where}: unknown option ${name}${hint}`, name);
  }
  checkFields(where, given, spec);
}

/**
 * The value checks of {@link checkOptions} alone, for an object that may carry more than the spec
 * names (a request handed to a handler): each named field must be present when required and valid.
 */
export function checkFields(where: string, given: unknown, spec: Readonly<Record<string, OptionSpec>>): void {
  if (typeof given !== 'object' || given === null) throw new InvalidOptionError(`${where} needs an object`, '');
  for (const [name, { rule: check, required }] of Object.entries(spec)) {
    const value = (given as Record<string, unknown>)[name];
    if (value === undefined) {
      if (required) throw new InvalidOptionError(`${where}: option ${name} is required`, name);
      continue;
    }
    const problem = check(value);
    if (problem) throw new InvalidOptionError(`${where}: option ${name} ${problem}`, name);
  }
}
