import { z } from 'zod';
import { currencyObjectSchema } from './currency';
import { isLocaleCode } from './languages';

/** Contract limit of the operator's `token` / `sessionToken`. */
export const MAX_OPERATOR_TOKEN_LENGTH = 512;

const displayUrl = z
  .string()
  .max(2048)
  .refine(
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

const operatorToken = z.string().min(1).max(MAX_OPERATOR_TOKEN_LENGTH, `must be at most ${MAX_OPERATOR_TOKEN_LENGTH} characters`);

/**
 * Body of `POST /session`. Unknown fields are ignored (the contract grows additively). `theme` keeps
 * whatever object was sent: invalid colours are dropped key by key later, never a 400.
 */
export const sessionRequestSchema = z
  .object({
    clientId: z.string().trim().min(1).max(128),
    userId: z.string().min(1).max(255),
    currency: currencyObjectSchema.optional(),
    language: z.string().refine(isLocaleCode, { message: 'must be a locale code such as en, pt or es' }).optional(),
    theme: z.record(z.string(), z.unknown()).optional(),
    logoUrl: displayUrl.optional(),
    cardLogoUrl: displayUrl.optional(),
    token: operatorToken.optional(),
    sessionToken: operatorToken.optional(),
    showBalance: z.boolean().optional(),
    showRules: z.boolean().optional(),
    userName: z.string().min(1).max(64).optional(),
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
