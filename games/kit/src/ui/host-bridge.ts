// The messages' rules without zod: zod's core would be most of every game's live bundle. What is
// posted is checked with the same rules the schema's zod schemas are built from, and the tests parse
// every message this module builds with `hostMessageSchema` (docs/decisions/0014).
import { AUTH_REQUIRED_REASONS, BET_RESULT_STATUSES, DECIMAL_TEXT } from '@rgs/schema/message-rules';
import type { AuthRequiredReason, BetResultMessage, HostMessage } from '@rgs/schema/messages';
import type { PlayedRound } from './played-round';

export type { AuthRequiredReason, HostMessage } from '@rgs/schema/messages';

/** A round that has ended: settled (won or lost) or void (its debit was not committed). */
export type EndedRound = PlayedRound & { readonly status: 'CLOSED' | 'VOID' };

/** A message the bridge was asked to build that breaks INTERFACES.md §6: a bug, never posted. */
export class MalformedHostMessageError extends Error {
  constructor(type: string, field: string) {
    super(`${type}: ${field} breaks INTERFACES.md §6`);
    this.name = 'MalformedHostMessageError';
  }
}

// Each check throws on a field the table would refuse, so a malformed message never reaches the host.
const check = (ok: boolean, type: string, field: string): void => {
  if (!ok) throw new MalformedHostMessageError(type, field);
};
const isDecimal = (value: unknown): value is string => typeof value === 'string' && DECIMAL_TEXT.test(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The messages a game posts to its host page (INTERFACES.md §6), each built and checked against its rules. */
export const hostMessages = {
  /** `service:resize`: the height the game needs. */
  resize(height: number): HostMessage {
    check(Number.isFinite(height) && height > 0, 'service:resize', 'height');
    return { type: 'service:resize', height };
  },
  /** `balance_update`: the player's balance, in the session's wire currency. */
  balanceUpdate(balance: string, currency: string): HostMessage {
    check(isDecimal(balance), 'balance_update', 'balance');
    check(isText(currency), 'balance_update', 'currency');
    return { type: 'balance_update', balance, currency };
  },
  /** `auth_required`: why the game cannot play. */
  authRequired(reason: AuthRequiredReason): HostMessage {
    check(AUTH_REQUIRED_REASONS.includes(reason), 'auth_required', 'reason');
    return { type: 'auth_required', reason };
  },
  /** `bet_result`: the round as the play source reported it; `balance` when the move returned one. */
  betResult(round: EndedRound, balance: string | null): BetResultMessage {
    // Won means the round paid something (a `*_win` credit follows), as the contract's round table reads.
    const status = round.status === 'VOID' ? 'void' : /[1-9]/.test(round.payout) ? 'won' : 'lost';
    const message: BetResultMessage = {
      type: 'bet_result',
      roundId: round.id,
      betId: round.betId,
      game: round.game,
      amount: round.amount,
      payout: round.payout,
      multiplier: round.multiplier,
      currency: round.currency,
      freeBet: round.freeBet,
      status,
      ...(balance === null ? {} : { balance }),
    };
    for (const field of ['roundId', 'betId', 'game', 'currency'] as const) check(isText(message[field]), 'bet_result', field);
    for (const field of ['amount', 'payout', 'multiplier'] as const) check(isDecimal(message[field]), 'bet_result', field);
    check(typeof message.freeBet === 'boolean', 'bet_result', 'freeBet');
    check(BET_RESULT_STATUSES.includes(status), 'bet_result', 'status');
    if (balance !== null) check(isDecimal(balance), 'bet_result', 'balance');
    return message;
  },
};

/** The `auth_required` reason for the API's `UNAUTHENTICATED` reason; one it does not name reads as a refused token. */
export function authReasonOf(reason: string | undefined): AuthRequiredReason {
  return (AUTH_REQUIRED_REASONS as readonly (string | undefined)[]).includes(reason) ? (reason as AuthRequiredReason) : 'rejected';
}

/** The game's side of the iframe channel. */
export interface HostBridge {
  /** The host page's origin; null when it is unknown, and then nothing is ever posted. */
  readonly hostOrigin: string | null;
  /** Posts `balance_update`. */
  balanceUpdate(balance: string, currency: string): void;
  /** Posts `auth_required`. */
  authRequired(reason: AuthRequiredReason): void;
  /** Posts `bet_result` for a round that ended. */
  betResult(round: EndedRound, balance: string | null): void;
  /** Posts `service:resize` whenever the element's height changes. */
  observeHeight(element: Element): () => void;
  /** Calls `onToken` for `{type: 'service:upgrade', token | search}` from the parent's origin only. */
  onUpgrade(onToken: (token: string) => void): () => void;
}

/** The fragment parameter in which embed.js tells the game its host page's origin. */
export const HOST_FRAGMENT_PARAM = 'host';

/** `text` when it is exactly an http(s) origin (`https://casino.example`), else null. */
function exactOrigin(text: string | null): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin of the page behind `document.referrer`, when the host's referrer policy lets one through. */
function referrerOrigin(referrer: string): string | null {
  try {
    return referrer ? exactOrigin(new URL(referrer).origin) : null;
  } catch {
    return null;
  }
}

/**
 * The host page's origin: what embed.js put in the frame's fragment (`#host=<origin>`, never sent to
 * a server, so it survives `Referrer-Policy: no-referrer`), else the referrer's origin, else null.
 * Either can be chosen by whoever framed us; that is harmless because we post only to
 * `window.parent` and the browser delivers only when the parent really has that origin.
 */
export function findHostOrigin(win: Window): string | null {
  const fragment = new URLSearchParams(win.location.hash.replace(/^#/, '')).get(HOST_FRAGMENT_PARAM);
  return exactOrigin(fragment) ?? referrerOrigin(win.document.referrer);
}

/** Builds the bridge; outside an iframe, or without the host's origin, it is silent. */
export function createHostBridge(win: Window): HostBridge {
  const framed = win.parent !== win;
  const hostOrigin = framed ? findHostOrigin(win) : null;
  // Only the page that framed us hears us, at the origin we were told; never `*`.
  const send = (message: HostMessage): void => {
    if (hostOrigin) win.parent.postMessage(message, hostOrigin);
  };
  return {
    hostOrigin,
    balanceUpdate: (balance, currency) => send(hostMessages.balanceUpdate(balance, currency)),
    authRequired: (reason) => send(hostMessages.authRequired(reason)),
    betResult: (round, balance) => send(hostMessages.betResult(round, balance)),
    observeHeight(element) {
      let last = 0;
      const observer = new ResizeObserver(() => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (height > 0 && height !== last) {
          last = height;
          send(hostMessages.resize(height));
        }
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    onUpgrade(onToken) {
      const listener = (event: MessageEvent) => {
        if (!hostOrigin || event.source !== win.parent || event.origin !== hostOrigin) return;
        const data = event.data as { type?: unknown; token?: unknown; search?: unknown } | null;
        if (data?.type !== 'service:upgrade') return;
        const token = typeof data.token === 'string' ? data.token : typeof data.search === 'string' ? new URLSearchParams(data.search).get('token') : null;
        if (token) onToken(token);
      };
      win.addEventListener('message', listener);
      return () => win.removeEventListener('message', listener);
    },
  };
}
