import { classifyError, isErrorCode, type PlayerErrorKind } from './error-kind';
import { errorStrings } from './translations';
import type { ErrorText } from './translations/error-strings';

/** A failure as the player is told about it: never the server's own text. */
export interface PlayerError {
  /** The code behind it (for logs and tests; not shown). */
  readonly code: string;
  readonly kind: PlayerErrorKind;
  /** What happened, in the player's language. */
  readonly title: string;
  /** What to do about it, in the player's language. */
  readonly action: string;
  /** Whether sending the same request again may succeed (the shell may offer "try again"). */
  readonly retryable: boolean;
}

/** What the shell knows that makes a message more useful. */
export interface PlayerErrorContext {
  /** The game's stake limits, already formatted for display (`MoneyFormat.amount`), for `BET_LIMIT`. */
  readonly limits?: { readonly min: string; readonly max: string } | null;
}

const reasonOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && typeof (error as { reason?: unknown }).reason === 'string' ? (error as { reason: string }).reason : undefined;

/**
 * The translated title and action for any failure: every service error code, `HTTP_ERROR`, a network
 * failure (fetch's `TypeError`), `ERROR` and unknown codes. The error's `message` is never read, so
 * no raw server text can reach the player.
 */
export function playerError(error: unknown, lang: string | null | undefined, context: PlayerErrorContext = {}): PlayerError {
  const strings = errorStrings(lang);
  const { code, kind, retryable } = classifyError(error);
  let text: ErrorText;
  if (kind === 'network') text = strings.network;
  else if (kind === 'server') text = strings.server;
  else if (isErrorCode(code)) text = strings.codes[code];
  else text = strings.unknown;
  const reason = reasonOf(error);
  if (code === 'UNAUTHENTICATED' && reason !== undefined && Object.prototype.hasOwnProperty.call(strings.session, reason)) {
    text = strings.session[reason as keyof typeof strings.session];
  }
  const action = code === 'BET_LIMIT' && context.limits ? strings.betRange(context.limits.min, context.limits.max) : text.action;
  return { code, kind, title: text.title, action, retryable };
}
