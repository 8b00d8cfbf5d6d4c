// @vitest-environment happy-dom
import { Window } from 'happy-dom';
import { html, nothing } from 'lit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Game, GameStrings } from '../seam/define-game';
import { GameShell } from './game-shell';
import { defineGame } from '../seam/define-game';
import { demoPlay } from './demo-play';
import { createHostBridge, type HostBridge } from './host-bridge';
import type { PlayedRound } from './played-round';

const HOST = 'https://casino.example';

/** The smallest game: the shell itself, with a bridge whose parent page records what it hears. */
class TestGame extends GameShell {
  protected readonly game = 'dice';
  protected readonly rulesText = '';
  protected readonly gameStrings: GameStrings = { en: {}, pt: {}, es: {} };
  protected loadGame(): Promise<Game> {
    return Promise.reject(new Error('no demo play in this test'));
  }
  protected renderBoard(): typeof nothing {
    return nothing;
  }
  protected renderActions() {
    return html``;
  }
  /** Live and not in the middle of a call. */
  get ready(): boolean {
    return this.source !== null && !this.busy;
  }
  useBridge(bridge: HostBridge): void {
    this.bridge = bridge;
  }
  bet(): Promise<PlayedRound | null> {
    return this.placeBet({ target: 50.5, condition: 'over' });
  }
  /** What a card game would pass to its cards' backs. */
  get cardBackLogo(): string | null {
    return this.cardLogoUrl;
  }
}
customElements.define('test-game', TestGame);

const round = (id: string, status: PlayedRound['status'], payout: string): PlayedRound => ({
  id,
  betId: id,
  game: 'dice',
  status,
  amount: '1.0000000000',
  payout,
  multiplier: payout === '0.0000000000' ? '0' : '1.98',
  freeBet: false,
  params: { target: 50.5, condition: 'over' },
  state: null,
  outcome: null,
  currency: 'USD',
});

/** A play API that answers the session queries, then each placeBet with the next of `bets`. */
function fakeApi(bets: { balance: string | null; round: PlayedRound }[], options: { unauthenticated?: string; cardLogoUrl?: string } = {}) {
  const queries: string[] = [];
  const fetch = vi.fn(async (_url: string, init: { body: string }) => {
    const { query } = JSON.parse(init.body) as { query: string };
    queries.push(query);
    if (options.unauthenticated) {
      return Response.json({ errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED', reason: options.unauthenticated } }] }, { status: 401 });
    }
    if (query.includes('placeBet')) return Response.json({ data: { placeBet: { __typename: 'PlaceBetSuccess', ...bets.shift()! } } });
    if (query.includes('games')) {
      return Response.json({ data: { session: { showBalance: true, showRules: false, logoUrl: null, cardLogoUrl: options.cardLogoUrl ?? null, wireCurrency: 'USD' }, games: [{ key: 'dice', minBet: '0.1', maxBet: '100' }] } });
    }
    return Response.json({ data: { balance: '1000.0000000000' } });
  });
  vi.stubGlobal('fetch', fetch);
  return queries;
}

function mount(options: { token: string | null; currencyAttribute?: string }) {
  const frame = new Window({ url: `https://play.example/dice#host=${encodeURIComponent(HOST)}` });
  const posted: unknown[] = [];
  Object.defineProperty(frame, 'parent', { value: { postMessage: (message: unknown, origin: string) => origin === HOST && posted.push(message) } });
  const el = document.createElement('test-game') as TestGame;
  el.useBridge(createHostBridge(frame as unknown as globalThis.Window));
  el.apiUrl = 'https://api.example';
  if (options.currencyAttribute) el.currency = options.currencyAttribute;
  if (options.token) el.accessToken = `Bearer ${options.token}`;
  document.body.appendChild(el);
  return { el, posted, messages: (type: string) => posted.filter((m) => (m as { type: string }).type === type) };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('GameShell host messages', () => {
  it('posts the exact bet_result of a won, a lost and a void round, with the balance each move returned', async () => {
    const queries = fakeApi([
      { balance: '1000.9800000000', round: round('rnd_won', 'CLOSED', '1.9800000000') },
      { balance: '999.9800000000', round: round('rnd_lost', 'CLOSED', '0.0000000000') },
      { balance: null, round: round('rnd_void', 'VOID', '0.0000000000') },
    ]);
    // A display currency on the element must not relabel the wire-currency balance.
    const { el, messages } = mount({ token: 't0k', currencyAttribute: 'BRL' });
    await vi.waitFor(() => expect(el.ready).toBe(true));
    for (let i = 0; i < 3; i++) await el.bet();

    const common = { type: 'bet_result', game: 'dice', amount: '1.0000000000', currency: 'USD', freeBet: false };
    expect(messages('bet_result')).toStrictEqual([
      { ...common, roundId: 'rnd_won', betId: 'rnd_won', payout: '1.9800000000', multiplier: '1.98', status: 'won', balance: '1000.9800000000' },
      { ...common, roundId: 'rnd_lost', betId: 'rnd_lost', payout: '0.0000000000', multiplier: '0', status: 'lost', balance: '999.9800000000' },
      { ...common, roundId: 'rnd_void', betId: 'rnd_void', payout: '0.0000000000', multiplier: '0', status: 'void' },
    ]);
    expect(messages('balance_update')).toStrictEqual([
      { type: 'balance_update', balance: '1000.0000000000', currency: 'USD' },
      { type: 'balance_update', balance: '1000.9800000000', currency: 'USD' },
      { type: 'balance_update', balance: '999.9800000000', currency: 'USD' },
    ]);
    // The rounds are read with their betId.
    expect(queries.find((q) => q.includes('placeBet'))).toMatch(/\bbetId\b/);
  });

  it('posts auth_required with the API’s reason when the token is refused, and `missing` without one', async () => {
    fakeApi([], { unauthenticated: 'expired' });
    const live = mount({ token: 'old' });
    await vi.waitFor(() => expect(live.messages('auth_required')).toStrictEqual([{ type: 'auth_required', reason: 'expired' }]));
    const shell = mount({ token: null });
    expect(shell.messages('auth_required')).toStrictEqual([{ type: 'auth_required', reason: 'missing' }]);
  });
});

describe('GameShell card logo', () => {
  it('keeps the session’s cardLogoUrl for a card game to put on its cards’ backs', async () => {
    const queries = fakeApi([], { cardLogoUrl: 'https://cdn.example/cards.png' });
    const { el } = mount({ token: 't0k' });
    await vi.waitFor(() => expect(el.ready).toBe(true));
    expect(el.cardBackLogo).toBe('https://cdn.example/cards.png');
    expect(queries.find((q) => q.includes('session'))).toMatch(/\bcardLogoUrl\b/);
  });

  it('has none before the session opens, when the session has none, and in demo play', async () => {
    fakeApi([]);
    const { el } = mount({ token: 't0k' });
    expect(el.cardBackLogo).toBeNull();
    await vi.waitFor(() => expect(el.ready).toBe(true));
    expect(el.cardBackLogo).toBeNull();

    const coin = defineGame({ key: 'coin', strings: { en: {}, pt: {}, es: {} }, params: z.strictObject({}), floatCount: () => 1,
      start: () => ({ outcome: {}, step: { state: {}, multiplier: '0', end: { payout: '0' } } }) });
    expect((await demoPlay(coin).open('coin')).cardLogoUrl).toBeNull();
  });
});
