export { currencyCodeSchema, currencyObjectSchema, type CurrencyObject } from './currency';
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLocaleCode, resolveLanguage, type Language } from './languages';
export {
  GAME_URL_PARAMS,
  MAX_OPERATOR_TOKEN_LENGTH,
  sessionRequestSchema,
  sessionResponseSchema,
  type SessionRequest,
  type SessionResponse,
} from './session-request';
export { isPrintableText } from './printable-text';
export { BUILT_IN_THEME, THEME_KEYS, isHexColor, pickValidTheme, resolveTheme, type Theme } from './theme';
