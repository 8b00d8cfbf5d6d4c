import { z } from 'zod';
import { currencyObjectSchema } from './currency';
import { isLocaleCode } from './languages';
import { printableText } from './printable-text';

/** Contract limit of the operator's `token` / `sessionToken`. */
export const MAX_OPERATOR_TOKEN_LENGTH = 512;

/** Longest player id we accept (the contract sets none; ids are opaque operator keys). */
export const MAX_USER_ID_LENGTH = 255;

/** Longest display name (shown in multiplayer games). */
export const MAX_USER_NAME_LENGTH = 64;

/** Longest logo URL we keep; real ones are far shorter. */
export const MAX_URL_LENGTH = 2048;

const displayUrl = printableText(MAX_URL_LENGTH).refine(
  (value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  },
  { message: 'must be an http(s) URL' },
);

const operatorToken = printableText(MAX_OPERATOR_TOKEN_LENGTH);

/**
 * Body of `POST /session`. Unknown fields are ignored (the contract grows additively). `theme` keeps
 * whatever object was sent: invalid colours are dropped key by key later, never a 400. Every string
 * we store or echo is bounded and printable, so nothing that passes here can fail later at the
 * database, after the operator's `balance_check` was already sent.
 */
export const sessionRequestSchema = z
  .object({
    clientId: z.string().trim().min(1).max(128),
    userId: printableText(MAX_USER_ID_LENGTH),
    currency: currencyObjectSchema.optional(),
    language: z.string().max(35, 'must be at most 35 characters').refine(isLocaleCode, { message: 'must be a locale code such as en, pt or es' }).optional(),
    theme: z.record(z.string(), z.unknown()).optional(),
    logoUrl: displayUrl.optional(),
    cardLogoUrl: displayUrl.optional(),
    token: operatorToken.optional(),
    sessionToken: operatorToken.optional(),
    showBalance: z.boolean().optional(),
    showRules: z.boolean().optional(),
    userName: printableText(MAX_USER_NAME_LENGTH).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.token !== undefined && value.sessionToken !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['sessionToken'], message: 'send only one of token and sessionToken' });
    }
  })
  .transform(({ sessionToken, token, ...rest }) => ({ ...rest, operatorToken: token ?? sessionToken }));

/** The parsed session request; `token`/`sessionToken` are merged into `operatorToken`. */
export type SessionRequest = z.output<typeof sessionRequestSchema>;

/** Body of a successful `POST /session`. */
export const sessionResponseSchema = z.object({
  token: z.string(),
  gameUrl: z.string(),
  sessionUser: z.record(z.string(), z.unknown()),
});

/** The session response. */
export type SessionResponse = z.output<typeof sessionResponseSchema>;

/** The `gameUrl` query parameters, in the contract's order. */
export const GAME_URL_PARAMS = ['token', 'bg', 'accent', 'bgLight', 'lang', 'cur', 'curPrefix'] as const;
