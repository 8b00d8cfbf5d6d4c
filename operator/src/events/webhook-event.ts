import type { ActionType, EventKind, GameDefinition, WebhookRequest } from '@rgs/schema';

/** The wire currency when a webhook has no `currency` field (sessions created without one). */
export const DEFAULT_CURRENCY = 'USD';

/**
 * A webhook body after parsing: every field of the contract's "Webhook request" (the schema's
 * `WebhookRequest`, each amount an exact Decimal), with `currency` made explicit. Fields the contract
 * adds later are ignored, as its versioning rules ask.
 */
export interface WebhookEvent extends Omit<WebhookRequest, 'currency'> {
  /** Wire currency of every amount: the body's `currency`, or `USD` when the body has none. */
  readonly currency: string;
}

/**
 * What an event means to a wallet.
 * - `canonical`: one of the catalog's 68 events (or `<game>_close`), its movement named by `kind`.
 * - `alias`: a compatibility-only name (or the legacy credit-shaped `videopoker_bet`), classified by
 *   its action type: `kind` is that type, undefined when the event does not carry exactly one action.
 * - `unknown`: any other name; `prefix` is the name before its last `_` (the whole name without one),
 *   `kind` the type of its single action, if it has exactly one.
 */
export type EventClassification =
  | { readonly type: 'balance_check' }
  | { readonly type: 'canonical'; readonly game: GameDefinition; readonly kind: EventKind }
  | { readonly type: 'alias'; readonly game: GameDefinition; readonly kind: ActionType | undefined; readonly usual: ActionType }
  | { readonly type: 'unknown'; readonly prefix: string; readonly kind: ActionType | undefined };

/** Why a body was refused: not JSON (or not UTF-8) at all, or a field that breaks the contract's shapes. */
export type WebhookParseErrorCode = 'not_json' | 'invalid_field';

export type ParsedWebhook =
  | { readonly ok: true; readonly event: WebhookEvent; readonly classification: EventClassification }
  | { readonly ok: false; readonly code: WebhookParseErrorCode; readonly reason: string };
