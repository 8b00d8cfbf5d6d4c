/** Messages the game posts to the host page (the contract's "Messages to the host page"). */
export type HostMessage =
  | { type: 'service:resize'; height: number }
  | { type: 'balance_update'; balance: string; currency: string }
  | { type: 'auth_required'; reason: string }
  | {
      type: 'bet_result';
      roundId: string;
      game: string;
      amount: string;
      payout: string;
      multiplier: string;
      currency: string;
      freeBet: boolean;
      won: boolean;
    };

/** The game's side of the iframe channel. */
export interface HostBridge {
  post(message: HostMessage): void;
  /** Posts `service:resize` whenever the element's height changes. */
  observeHeight(element: Element): () => void;
  /** Calls `onToken` for `{type: 'service:upgrade', token | search}` from the parent's origin only. */
  onUpgrade(onToken: (token: string) => void): () => void;
}

/** The parent's origin, as the browser reported it when it loaded this frame. */
function parentOrigin(win: Window): string | null {
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/** Builds the bridge; outside an iframe it is silent. */
export function createHostBridge(win: Window): HostBridge {
  const framed = win.parent !== win;
  const hostOrigin = parentOrigin(win);
  return {
    post(message) {
      // Only the page that framed us hears us; without a known origin nothing is sent.
      if (framed && hostOrigin) win.parent.postMessage(message, hostOrigin);
    },
    observeHeight(element) {
      let last = 0;
      const observer = new ResizeObserver(() => {
        const height = Math.ceil(element.getBoundingClientRect().height);
        if (height > 0 && height !== last) {
          last = height;
          this.post({ type: 'service:resize', height });
        }
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    onUpgrade(onToken) {
      const listener = (event: MessageEvent) => {
        if (!framed || event.source !== win.parent || !hostOrigin || event.origin !== hostOrigin) return;
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
