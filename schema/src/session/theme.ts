/** A resolved theme: every key set. */
export interface Theme {
  /** Bet/Cashout button and highlight; also the card-back tint. */
  readonly buttonColor: string;
  /** Main background. */
  readonly darkBackground: string;
  /** Secondary/sidebar background. */
  readonly darkLightBackground: string;
}

/** The theme keys, in the contract's order. */
export const THEME_KEYS = ['buttonColor', 'darkBackground', 'darkLightBackground'] as const;

/** The contract's built-in defaults. */
export const BUILT_IN_THEME: Theme = Object.freeze({
  buttonColor: '#FFFFFF',
  darkBackground: '#0D1117',
  darkLightBackground: '#161B22',
});

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** True for `#RGB`, `#RRGGBB` or `#RRGGBBAA`; named colours and `rgb()` are refused. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** Keeps only the theme keys whose value is a valid hex colour; an invalid value drops that key alone. */
export function pickValidTheme(input: unknown): Partial<Theme> {
  if (input === null || typeof input !== 'object') return {};
  const source = input as Record<string, unknown>;
  const out: Partial<Record<keyof Theme, string>> = {};
  for (const key of THEME_KEYS) {
    const value = source[key];
    if (isHexColor(value)) out[key] = value;
  }
  return out;
}

/** Resolves each key on its own: valid session value, then customer default, then built-in. */
export function resolveTheme(session: Partial<Theme> = {}, customer: Partial<Theme> = {}): Theme {
  const pick = (key: keyof Theme): string => {
    const fromSession = session[key];
    if (isHexColor(fromSession)) return fromSession;
    const fromCustomer = customer[key];
    if (isHexColor(fromCustomer)) return fromCustomer;
    return BUILT_IN_THEME[key];
  };
  return { buttonColor: pick('buttonColor'), darkBackground: pick('darkBackground'), darkLightBackground: pick('darkLightBackground') };
}
