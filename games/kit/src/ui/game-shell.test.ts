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
  amount: '1.0000000000', stake: '1.0000000000',
  payout,
  multiplier: payout === '0.0000000000' ? '0' : '1.98',
  freeBet: false,
  params: { target: 50.5, condition: 'over' },
  state: null,
  outcome: null,
  currency: 'USD',
});

/** A play API that answers the going-live query, then each placeBet with the next of `bets`. */
function fakeApi(bets: { balance: string | null; round: PlayedRound }[], options: { unauthenticated?: string; cardLogoUrl?: string } = {}) {
  const queries: string[] = [];
  const fetch = vi.fn(async (_url: string, init: { body: string }) => {
    const { query } = JSON.parse(init.body) as { query: string };
    queries.push(query);
    if (options.unauthenticated) {
      return Response.json({ errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED', reason: options.unauthenticated } }] }, { status: 401 });
    }
    if (query.includes('placeBet')) return Response.json({ data: { placeBet: { __typename: 'PlaceBetSuccess', ...bets.shift()! } } });
    if (query === 'query { balance }') return Response.json({ data: { balance: '1000.0000000000' } });
    if (query.includes('games')) {
      const session = { showBalance: true, showRules: false, logoUrl: null, cardLogoUrl: options.cardLogoUrl ?? null, wireCurrency: 'USD' };
      return Response.json({ data: { session, games: [{ key: 'dice', minBet: '0.1', maxBet: '100' }], balance: '1000.0000000000', activeRound: null, freeBets: [] } });
    }
    if (query.includes('freeBets')) return Response.json({ data: { freeBets: [] } });
    throw new Error(`unexpected query: ${query}`);
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
    // Going live took one request (its free bets included) and one more for the balance this session shows; the rest are the bets.
    expect(queries.filter((q) => !q.includes('placeBet'))).toHaveLength(2);
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
    expect((await demoPlay(coin).open('coin')).session.cardLogoUrl).toBeNull();
  });
});

// --- The players' experience: layout, amount, feedback, keys, errors, connection -----------------

/** A game with a board that takes focus, and the session's player id to remember choices by. */
class PlayGame extends GameShell {
  protected readonly game = 'dice';
  protected readonly gameStrings: GameStrings = { en: {}, pt: {}, es: {} };
  protected loadGame(): Promise<Game> {
    return Promise.reject(new Error('no demo play in this test'));
  }
  protected renderBoard() {
    return html`<div class="board" tabindex="0">board</div>`;
  }
  protected override betParams(): unknown {
    return { target: 50.5, condition: 'over' };
  }
  get ready(): boolean {
    return this.source !== null && !this.busy;
  }
  useBridge(bridge: HostBridge): void {
    this.bridge = bridge;
  }
}
customElements.define('play-game', PlayGame);

interface ApiOptions {
  readonly balance?: string;
  readonly userId?: string;
  readonly showRules?: boolean;
  /** The player's choices the session reports (both off when absent). */
  readonly preferences?: { fastMode: boolean; sound: boolean };
  /** Answers placeBet with this GraphQL error instead of a round. */
  readonly betError?: { message: string; code: string };
}

/** The play API again, answering every placeBet with a won dice round; `offline` makes every request fail with no answer. */
function playApi(options: ApiOptions = {}) {
  const state = { offline: false, bets: 0, queries: [] as string[], saved: [] as unknown[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { query, variables } = JSON.parse(init.body) as { query: string; variables?: { input?: object } };
      state.queries.push(query);
      if (state.offline) throw new TypeError('Failed to fetch');
      if (query.includes('setPreferences')) {
        state.saved.push(variables?.input);
        return Response.json({ data: { setPreferences: { fastMode: false, sound: false, ...options.preferences, ...variables?.input } } });
      }
      if (query.includes('placeBet')) {
        if (options.betError) return Response.json({ errors: [{ message: options.betError.message, extensions: { code: options.betError.code } }] });
        state.bets += 1;
        return Response.json({ data: { placeBet: { __typename: 'PlaceBetSuccess', balance: '1000.9800000000', round: round(`rnd_${state.bets}`, 'CLOSED', '1.9800000000') } } });
      }
      if (query === 'query { balance }') return Response.json({ data: { balance: options.balance ?? '1000.0000000000' } });
      if (query.includes('games')) {
        const session = { showBalance: true, showRules: options.showRules ?? false, logoUrl: null, cardLogoUrl: null, currency: 'USD', currencyPrefix: null, displayRate: null, wireCurrency: 'USD', userId: options.userId ?? 'p-1', preferences: options.preferences ?? { fastMode: false, sound: false } };
        const games = [{ key: 'dice', title: 'Dice', minBet: '0.1', maxBet: '100' }];
        return Response.json({ data: { session, games, balance: options.balance ?? '1000.0000000000', activeRound: null, freeBets: [] } });
      }
      if (query.includes('freeBets')) return Response.json({ data: { freeBets: [] } });
      if (query.includes('__typename')) return Response.json({ data: { __typename: 'Query' } });
      throw new Error(`unexpected query: ${query}`);
    }),
  );
  return state;
}

async function mountPlay(): Promise<PlayGame> {
  const frame = new Window({ url: 'https://play.example/dice' });
  const el = document.createElement('play-game') as PlayGame;
  el.useBridge(createHostBridge(frame as unknown as globalThis.Window));
  el.apiUrl = 'https://api.example';
  el.accessToken = 'Bearer t0k';
  document.body.appendChild(el);
  await vi.waitFor(() => expect(el.ready).toBe(true));
  await el.updateComplete;
  return el;
}

const q = <T extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const words = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const primary = (el: PlayGame) => q<HTMLButtonElement>(el, 'button.play')!;
const named = (el: PlayGame, name: string) => q<HTMLButtonElement>(el, `button[aria-label="${name}"]`);

async function typeAmount(el: PlayGame, text: string): Promise<void> {
  const input = q<HTMLInputElement>(el, 'input[name="amount"]')!;
  input.value = text;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

/** Lets every pending answer arrive and the element draw it. */
async function settleShell(el: PlayGame): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

describe('GameShell layout', () => {
  it('has a top bar (title, balance, named tools of 44 px), the board with its results, and the bet controls', async () => {
    playApi({ showRules: true });
    const el = await mountPlay();
    expect(words(q(el, '.topbar .title'))).toBe('Dice');
    expect(words(q(el, '.topbar .balance'))).toBe('Balance $1,000.00');
    const tools = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.tools > button')].map((b) => b.getAttribute('aria-label'));
    expect(tools).toStrictEqual(['Rules', 'Fairness', 'My bets', 'Sound effects', 'Fast mode']);
    expect(q(el, '.tools rgs-hotkeys-help')).not.toBeNull();
    // Sound and fast mode are toggles, off until the player turns them on.
    expect([named(el, 'Sound effects')!.getAttribute('aria-pressed'), named(el, 'Fast mode')!.getAttribute('aria-pressed')]).toStrictEqual(['false', 'false']);
    expect(q(el, '.stage rgs-recent-results')).not.toBeNull();
    expect(q(el, '.stage .board')).not.toBeNull();
    expect(q(el, '.stage rgs-result-banner')).not.toBeNull();
    expect([...el.shadowRoot!.querySelectorAll('[role="tab"]')].map(words)).toStrictEqual(['Manual', 'Auto']);
    expect(words(q(el, 'label[for="amount"]'))).toBe('Bet amount');
    expect([...el.shadowRoot!.querySelectorAll('button.step')].map((b) => b.getAttribute('aria-label') ?? b.textContent)).toStrictEqual(['Half the bet', '2×', 'Max bet']);
    expect(words(q(el, '#amount-limits'))).toBe('Min $0.10 · Max $100.00');
    expect(words(primary(el))).toBe('Bet');
    expect(primary(el).getAttribute('aria-disabled')).toBe('false');
  });
});

describe('GameShell bet amount', () => {
  it('says why an amount cannot be bet before any request, and refuses the bet while it cannot', async () => {
    const api = playApi({ balance: '50.0000000000' });
    const el = await mountPlay();
    const cases: [string, string][] = [
      ['abc', 'Enter the bet as a number, such as 1.50'],
      ['0.12345678901', 'Use at most 10 decimal places'],
      ['0', 'Enter a bet above 0'],
      ['0.05', 'The minimum bet is $0.10'],
      ['100.5', 'The maximum bet is $100.00'],
      ['60', 'Not enough balance for this bet: you have $50.00'],
    ];
    for (const [text, reason] of cases) {
      await typeAmount(el, text);
      expect([text, words(q(el, '#amount-problem'))]).toStrictEqual([text, `⚠ ${reason}`]);
      expect(q(el, 'input[name="amount"]')!.getAttribute('aria-invalid')).toBe('true');
      expect(primary(el).getAttribute('aria-disabled')).toBe('true');
      expect(primary(el).getAttribute('aria-describedby')).toBe('amount-problem');
      primary(el).click();
      el.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, composed: true, cancelable: true }));
      await settleShell(el);
    }
    expect(api.queries.filter((query) => query.includes('placeBet'))).toStrictEqual([]);
    await typeAmount(el, '2,5');
    expect(words(q(el, '#amount-problem'))).toBe('');
    expect(primary(el).getAttribute('aria-disabled')).toBe('false');
  });

  it('asks once before betting the maximum: Cancel leaves the amount, Confirm sets it, and later Max sets it at once', async () => {
    playApi({ balance: '50.0000000000' });
    const el = await mountPlay();
    const max = () => named(el, 'Max bet')!;
    max().click();
    await el.updateComplete;
    await el.updateComplete;
    expect(words(q(el, '.confirm span'))).toBe('Bet the maximum, $50.00?');
    expect(el.shadowRoot!.activeElement).toBe(q(el, '.confirm-max'));
    [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.confirm button')].find((b) => words(b) === 'Cancel')!.click();
    await el.updateComplete;
    expect(q(el, '.confirm')).toBeNull();
    expect(q<HTMLInputElement>(el, 'input[name="amount"]')!.value).toBe('1');
    max().click();
    await el.updateComplete;
    q<HTMLButtonElement>(el, '.confirm-max')!.click();
    await el.updateComplete;
    expect(q<HTMLInputElement>(el, 'input[name="amount"]')!.value).toBe('50');
    await typeAmount(el, '3');
    max().click();
    await el.updateComplete;
    expect(q(el, '.confirm')).toBeNull();
    expect(q<HTMLInputElement>(el, 'input[name="amount"]')!.value).toBe('50');
  });

  it('halves and doubles the amount within the limits', async () => {
    playApi();
    const el = await mountPlay();
    q<HTMLButtonElement>(el, 'button[title="Double the bet"]')!.click();
    await el.updateComplete;
    expect(q<HTMLInputElement>(el, 'input[name="amount"]')!.value).toBe('2');
    await typeAmount(el, '0.15');
    named(el, 'Half the bet')!.click();
    await el.updateComplete;
    expect(q<HTMLInputElement>(el, 'input[name="amount"]')!.value).toBe('0.1');
  });
});

describe('GameShell feedback', () => {
  it('shows the banner with the multiplier and payout in the player’s currency, and counts the balance up', async () => {
    const api = playApi();
    const el = await mountPlay();
    primary(el).click();
    await settleShell(el);
    expect(api.bets).toBe(1);
    const banner = q<HTMLElement & { result: unknown; updateComplete: Promise<boolean> }>(el, 'rgs-result-banner')!;
    expect(banner.result).toStrictEqual({ outcome: 'win', multiplier: '1.98×', payout: '$1.98' });
    await banner.updateComplete;
    expect(words(banner.shadowRoot!.querySelector('[role="status"]'))).toBe('You won 1.98× $1.98');
    await vi.waitFor(() => expect(words(q(el, '.balance-amount'))).toBe('$1,000.98'));
    // The session's rounds feed the strip of recent results.
    const strip = q<HTMLElement & { rounds: unknown[] }>(el, 'rgs-recent-results')!;
    expect(strip.rounds.map((r) => (r as { id: string }).id)).toStrictEqual(['rnd_1']);
  });

  it('takes fast mode and sound from the session, and keeps a toggle through the play API', async () => {
    const api = playApi();
    const first = await mountPlay();
    expect(named(first, 'Fast mode')!.getAttribute('aria-pressed')).toBe('false');
    expect(named(first, 'Sound effects')!.getAttribute('aria-pressed')).toBe('false');
    named(first, 'Fast mode')!.click();
    await first.updateComplete;
    expect(named(first, 'Fast mode')!.getAttribute('aria-pressed')).toBe('true');
    expect(first.style.getPropertyValue('--rgs-motion-scale')).toBe('0.25');
    await vi.waitFor(() => expect(api.saved).toStrictEqual([{ fastMode: true }]));
    first.remove();

    playApi({ preferences: { fastMode: true, sound: true } });
    const again = await mountPlay();
    expect(named(again, 'Fast mode')!.getAttribute('aria-pressed')).toBe('true');
    expect(named(again, 'Sound effects')!.getAttribute('aria-pressed')).toBe('true');
    expect(again.style.getPropertyValue('--rgs-motion-scale')).toBe('0.25');
  });
});

describe('GameShell keyboard', () => {
  it('bets on Space where the player is, and keeps the focus there and on the Bet button across rounds', async () => {
    const api = playApi();
    const el = await mountPlay();
    const board = q(el, '.board')!;
    board.focus();
    board.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, composed: true, cancelable: true }));
    await settleShell(el);
    expect(api.bets).toBe(1);
    expect(el.shadowRoot!.activeElement).toBe(board);
    // The Bet button is never disabled, only refused while a round is on: it keeps the focus.
    primary(el).focus();
    primary(el).click();
    await el.updateComplete;
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    expect(primary(el).disabled).toBe(false);
    await settleShell(el);
    expect(api.bets).toBe(2);
    expect(el.shadowRoot!.activeElement).toBe(primary(el));
    const help = q<HTMLElement & { hotkeys: { key: string; label: string }[] }>(el, 'rgs-hotkeys-help')!;
    expect(help.hotkeys.map(({ key, label }) => [key, label])).toStrictEqual([['Space', 'Bet']]);
  });
});

describe('GameShell errors and connection', () => {
  it('tells a GraphQL error in the player’s words, never the server’s text', async () => {
    playApi({ betError: { message: 'wallet adapter: balance row locked (pg 40P01)', code: 'INSUFFICIENT_FUNDS' } });
    const el = await mountPlay();
    el.lang = 'pt';
    primary(el).click();
    await settleShell(el);
    const alert = q(el, '.error[role="alert"]')!;
    expect(words(alert)).toBe('Saldo insuficiente para esta aposta Diminua sua aposta ou recarregue seu saldo.');
    expect(el.shadowRoot!.textContent).not.toContain('pg 40P01');
  });

  it('shows the reconnecting state when requests get no answer, refuses bets meanwhile, and comes back on Try now', async () => {
    const api = playApi();
    const el = await mountPlay();
    api.offline = true;
    primary(el).click();
    await settleShell(el);
    const notice = q(el, '.notice.reconnecting')!;
    expect(words(notice)).toBe('Connection lost. Reconnecting… Try now');
    expect(q(el, '.error')).toBeNull();
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    api.offline = false;
    notice.querySelector('button')!.click();
    await settleShell(el);
    expect(q(el, '.notice.reconnecting')).toBeNull();
    expect(api.queries.at(-1)).toBe('query { __typename }');
    expect(primary(el).getAttribute('aria-disabled')).toBe('false');
  });
});

describe('GameShell opening without a connection', () => {
  it('opens the session once the connection is back', async () => {
    const api = playApi();
    api.offline = true;
    const frame = new Window({ url: 'https://play.example/dice' });
    const el = document.createElement('play-game') as PlayGame;
    el.useBridge(createHostBridge(frame as unknown as globalThis.Window));
    el.apiUrl = 'https://api.example';
    el.accessToken = 'Bearer t0k';
    document.body.appendChild(el);
    await vi.waitFor(() => expect(q(el, '.notice.reconnecting')).not.toBeNull());
    expect(words(q(el, '.topbar .balance'))).toBe('');
    api.offline = false;
    q(el, '.notice.reconnecting button')!.click();
    await vi.waitFor(() => expect(words(q(el, '.topbar .balance'))).toBe('Balance $1,000.00'));
    expect(q(el, '.notice.reconnecting')).toBeNull();
    expect(primary(el).getAttribute('aria-disabled')).toBe('false');
  });
});
