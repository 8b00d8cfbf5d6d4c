// The messages' own entry point: the rest of `@rgs/schema` (decimals, the catalog) stays out of the live bundle.
import { authRequiredReasonSchema, hostMessageSchema, type AuthRequiredReason, type BetResultMessage, type HostMessage } from '@rgs/schema/messages';
import * as z from 'zod/mini';
import type { PlayedRound } from './played-round';

export type { AuthRequiredReason, HostMessage } from '@rgs/schema/messages';

/** A round that has ended: settled (won or lost) or void (its debit was not committed). */
export type EndedRound = PlayedRound & { readonly status: 'CLOSED' | 'VOID' };

// Every message is parsed by `@rgs/schema` before it can be posted: a malformed one throws here
// (a bug the tests catch) and never reaches the host page.
const parsed = <M extends HostMessage>(message: M): M => hostMessageSchema.parse(message) as M;

/** The messages a game posts to its host page (INTERFACES.md §6), each built and checked against the schema. */
export const hostMessages = {
  /** `service:resize`: the height the game needs. */
  resize: (height: number) => parsed({ type: 'service:resize', height }),
  /** `balance_update`: the player's balance, in the session's wire currency. */
  balanceUpdate: (balance: string, currency: string) => parsed({ type: 'balance_update', balance, currency }),
  /** `auth_required`: why the game cannot play. */
  authRequired: (reason: AuthRequiredReason) => parsed({ type: 'auth_required', reason }),
  /** `bet_result`: the round as the play source reported it; `balance` when the move returned one. */
  betResult(round: EndedRound, balance: string | null): BetResultMessage {
    return parsed({
      type: 'bet_result',
      roundId: round.id,
      betId: round.betId,
      game: round.game,
      amount: round.amount,
      payout: round.payout,
      multiplier: round.multiplier,
      currency: round.currency,
      freeBet: round.freeBet,
      // Won means the round paid something (a `*_win` credit follows), as the contract's round table reads.
      status: round.status === 'VOID' ? 'void' : /[1-9]/.test(round.payout) ? 'won' : 'lost',
      ...(balance === null ? {} : { balance }),
    });
  },
};

/** The `auth_required` reason for the API's `UNAUTHENTICATED` reason; one it does not name reads as a refused token. */
export function authReasonOf(reason: string | undefined): AuthRequiredReason {
  return z.catch(authRequiredReasonSchema, 'rejected').parse(reason);
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
