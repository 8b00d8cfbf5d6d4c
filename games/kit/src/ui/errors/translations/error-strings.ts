import type { ErrorCode } from '@rgs/schema';
import type { AuthRequiredReason } from '@rgs/schema/messages';

/** What a player reads about one failure: what happened, and what to do about it. */
export interface ErrorText {
  readonly title: string;
  readonly action: string;
}

/** Every word the errors and the connection state say, in one language. */
export interface ErrorStrings {
  /** One entry per service error code; a new code fails to compile (and its test) until translated. */
  readonly codes: Readonly<Record<ErrorCode, ErrorText>>;
  /** `UNAUTHENTICATED` by the reason the API gives (`codes.UNAUTHENTICATED` when it gives none). */
  readonly session: Readonly<Record<AuthRequiredReason, ErrorText>>;
  /** No answer at all: offline, connection reset, DNS (fetch rejected with a TypeError). */
  readonly network: ErrorText;
  /** An HTTP error without a GraphQL answer (`HTTP_ERROR`): a proxy or the server in trouble. */
  readonly server: ErrorText;
  /** A GraphQL error without a code (`ERROR`), a code this kit does not know, or anything else. */
  readonly unknown: ErrorText;
  /** `BET_LIMIT`'s action when the shell knows the limits (already formatted). */
  readonly betRange: (min: string, max: string) => string;
  /** The banner while requests get no answer. */
  readonly reconnecting: string;
  /** Said once the connection is back. */
  readonly reconnected: string;
  /** The button that probes at once instead of waiting for the next try. */
  readonly retryNow: string;
}
