import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import { hostMessageSchema } from '@rgs/schema/messages';
import { authReasonOf, createHostBridge, findHostOrigin, hostMessages, MalformedHostMessageError, type EndedRound } from './host-bridge';

const HOST = 'https://casino.example';
const PLAY = 'https://play.example';

const round = (overrides: Partial<EndedRound>): EndedRound => ({
  id: 'rnd_1',
  betId: 'rnd_1',
  game: 'dice',
  status: 'CLOSED',
  amount: '1.0000000000',
  stake: '1.0000000000',
  payout: '1.9800000000',
  multiplier: '1.98',
  freeBet: false,
  params: { target: 50.5, condition: 'over' },
  state: null,
  outcome: { roll: 71.2 },
  currency: 'USD',
  ...overrides,
});

/** A game frame at `url` whose parent page only records what is posted to it. */
function framedGame(url: string, options: { referrer?: string; framed?: boolean } = {}) {
  const win = new Window({ url });
  const posted: { message: unknown; targetOrigin: string }[] = [];
  const parent = { postMessage: vi.fn((message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin })) };
  if (options.framed !== false) Object.defineProperty(win, 'parent', { value: parent });
  Object.defineProperty(win.document, 'referrer', { value: options.referrer ?? '' });
  const game = win as unknown as Window & typeof globalThis & globalThis.Window;
  return { win: game, parent, posted, bridge: createHostBridge(game) };
}

const fragment = (origin: string) => `#host=${encodeURIComponent(origin)}`;

describe('hostMessages.betResult', () => {
  it('is exactly the §6 payload for a won round, with the balance the move returned', () => {
    expect(hostMessages.betResult(round({}), '1000.9800000000')).toStrictEqual({
      type: 'bet_result',
      roundId: 'rnd_1',
      betId: 'rnd_1',
      game: 'dice',
      amount: '1.0000000000',
      payout: '1.9800000000',
      multiplier: '1.98',
      currency: 'USD',
      freeBet: false,
      status: 'won',
      balance: '1000.9800000000',
    });
  });

  it('is exactly the §6 payload for a lost round', () => {
    const lost = round({ id: 'rnd_2', betId: 'rnd_2', payout: '0.0000000000', multiplier: '0', currency: 'EUR' });
    expect(hostMessages.betResult(lost, '998.0000000000')).toStrictEqual({
      type: 'bet_result',
      roundId: 'rnd_2',
      betId: 'rnd_2',
      game: 'dice',
      amount: '1.0000000000',
      payout: '0.0000000000',
      multiplier: '0',
      currency: 'EUR',
      freeBet: false,
      status: 'lost',
      balance: '998.0000000000',
    });
  });

  it('is exactly the §6 payload for a void round, without a balance when the move returned none', () => {
    const voided = round({ id: 'rnd_3', betId: 'rnd_3', game: 'mines', status: 'VOID', amount: '2.5', payout: '0', multiplier: '0', freeBet: true });
    expect(hostMessages.betResult(voided, null)).toStrictEqual({
      type: 'bet_result',
      roundId: 'rnd_3',
      betId: 'rnd_3',
      game: 'mines',
      amount: '2.5',
      payout: '0',
      multiplier: '0',
      currency: 'USD',
      freeBet: true,
      status: 'void',
    });
  });

  it('refuses a round it cannot describe exactly', () => {
    expect(() => hostMessages.betResult(round({ payout: '1e3' }), null)).toThrow();
    expect(() => hostMessages.betResult(round({ betId: '' }), null)).toThrow();
    expect(() => hostMessages.betResult(round({}), '-1')).toThrow();
  });
});

describe('hostMessages', () => {
  it('builds resize, balance_update and auth_required exactly', () => {
    expect(hostMessages.resize(512)).toStrictEqual({ type: 'service:resize', height: 512 });
    expect(hostMessages.balanceUpdate('998.0000000000', 'USD')).toStrictEqual({ type: 'balance_update', balance: '998.0000000000', currency: 'USD' });
    expect(hostMessages.authRequired('expired')).toStrictEqual({ type: 'auth_required', reason: 'expired' });
  });

  it('refuses what §6 does not allow', () => {
    expect(() => hostMessages.resize(0)).toThrow();
    expect(() => hostMessages.resize(Number.NaN)).toThrow();
    expect(() => hostMessages.balanceUpdate('ten', 'USD')).toThrow();
    expect(() => hostMessages.balanceUpdate('10', '')).toThrow();
  });

  it('reads the API’s UNAUTHENTICATED reason, a reason it does not name as rejected', () => {
    expect(authReasonOf('missing')).toBe('missing');
    expect(authReasonOf('expired')).toBe('expired');
    expect(authReasonOf('rejected')).toBe('rejected');
    expect(authReasonOf(undefined)).toBe('rejected');
    expect(authReasonOf('banned')).toBe('rejected');
  });
});

describe('findHostOrigin', () => {
  it('takes the origin embed.js put in the fragment, when the host sends no referrer', () => {
    expect(framedGame(`${PLAY}/dice?token=t${fragment(HOST)}`).bridge.hostOrigin).toBe(HOST);
  });

  it('falls back to the referrer’s origin without a fragment', () => {
    expect(framedGame(`${PLAY}/dice?token=t`, { referrer: `${HOST}/lobby?x=1` }).bridge.hostOrigin).toBe(HOST);
  });

  it('prefers the fragment to the referrer', () => {
    expect(framedGame(`${PLAY}/dice${fragment(HOST)}`, { referrer: 'https://other.example/' }).bridge.hostOrigin).toBe(HOST);
  });

  it.each([
    ['a wildcard', '*'],
    ['an opaque origin', 'null'],
    ['a path after the origin', `${HOST}/lobby`],
    ['a script URL', 'javascript:alert(1)'],
    ['a non-http scheme', 'ftp://casino.example'],
    ['garbage', '%%%'],
  ])('ignores %s in the fragment', (_name, value) => {
    expect(framedGame(`${PLAY}/dice${fragment(value)}`).bridge.hostOrigin).toBeNull();
    expect(framedGame(`${PLAY}/dice${fragment(value)}`, { referrer: `${HOST}/` }).bridge.hostOrigin).toBe(HOST);
  });

  it('is null with neither fragment nor referrer', () => {
    const { win } = framedGame(`${PLAY}/dice?token=t`);
    expect(findHostOrigin(win)).toBeNull();
  });
});

// The live bundle checks without zod; these cases hold its checks to the schema the server and the
// SDK's host side parse with: what one accepts the other accepts, what one refuses the other refuses.
describe('hostMessages and hostMessageSchema agree', () => {
  const cases: [string, () => unknown, object][] = [
    ['resize 1', () => hostMessages.resize(1), { type: 'service:resize', height: 1 }],
    ['resize 0.5', () => hostMessages.resize(0.5), { type: 'service:resize', height: 0.5 }],
    ['resize 0', () => hostMessages.resize(0), { type: 'service:resize', height: 0 }],
    ['resize -3', () => hostMessages.resize(-3), { type: 'service:resize', height: -3 }],
    ['balance 0', () => hostMessages.balanceUpdate('0', 'USD'), { type: 'balance_update', balance: '0', currency: 'USD' }],
    ['balance .5', () => hostMessages.balanceUpdate('.5', 'USD'), { type: 'balance_update', balance: '.5', currency: 'USD' }],
    ['balance 5.', () => hostMessages.balanceUpdate('5.', 'USD'), { type: 'balance_update', balance: '5.', currency: 'USD' }],
    ['balance -1', () => hostMessages.balanceUpdate('-1', 'USD'), { type: 'balance_update', balance: '-1', currency: 'USD' }],
    ['balance 1e3', () => hostMessages.balanceUpdate('1e3', 'USD'), { type: 'balance_update', balance: '1e3', currency: 'USD' }],
    ['no currency', () => hostMessages.balanceUpdate('1', ''), { type: 'balance_update', balance: '1', currency: '' }],
    ['reason x', () => hostMessages.authRequired('x' as never), { type: 'auth_required', reason: 'x' }],
  ];
  it.each(cases)('%s', (_, build, message) => {
    const schema = hostMessageSchema.safeParse(message).success;
    if (schema) expect(build()).toStrictEqual(message);
    else expect(build).toThrow(MalformedHostMessageError);
  });

  it('every bet_result it builds parses, and every one it refuses the schema refuses', () => {
    const variants: Partial<EndedRound>[] = [{}, { status: 'VOID', payout: '0' }, { payout: '0' }, { payout: '1e3' }, { betId: '' }, { multiplier: '-2' }, { currency: '' }, { amount: '1,5' }];
    for (const variant of variants) {
      for (const balance of [null, '5', '-5']) {
        let built: unknown = null;
        try {
          built = hostMessages.betResult(round(variant), balance);
        } catch (error) {
          expect(error).toBeInstanceOf(MalformedHostMessageError);
        }
        if (built) expect(hostMessageSchema.parse(built)).toStrictEqual(built);
        else {
          const r = round(variant);
          const raw = {
            type: 'bet_result', roundId: r.id, betId: r.betId, game: r.game, amount: r.amount, payout: r.payout, multiplier: r.multiplier,
            currency: r.currency, freeBet: r.freeBet, status: r.status === 'VOID' ? 'void' : 'lost', ...(balance === null ? {} : { balance }),
          };
          expect(hostMessageSchema.safeParse(raw).success).toBe(false);
        }
      }
    }
  });
});

describe('createHostBridge', () => {
  it('posts every message only to window.parent, at the fragment’s origin, never to *', () => {
    const { bridge, posted } = framedGame(`${PLAY}/dice?token=t${fragment(HOST)}`);
    bridge.balanceUpdate('998.0000000000', 'USD');
    bridge.authRequired('missing');
    bridge.betResult(round({}), '1000.9800000000');
    expect(posted).toStrictEqual([
      { message: { type: 'balance_update', balance: '998.0000000000', currency: 'USD' }, targetOrigin: HOST },
      { message: { type: 'auth_required', reason: 'missing' }, targetOrigin: HOST },
      { message: hostMessages.betResult(round({}), '1000.9800000000'), targetOrigin: HOST },
    ]);
  });

  it('posts nothing with neither referrer nor fragment', () => {
    const { bridge, parent } = framedGame(`${PLAY}/dice?token=t`);
    bridge.balanceUpdate('1', 'USD');
    bridge.authRequired('missing');
    bridge.betResult(round({}), null);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('posts nothing outside an iframe, whatever the fragment says', () => {
    const { bridge } = framedGame(`${PLAY}/dice${fragment(HOST)}`, { framed: false });
    expect(bridge.hostOrigin).toBeNull();
  });

  it('never posts a malformed message', () => {
    const { bridge, parent } = framedGame(`${PLAY}/dice${fragment(HOST)}`);
    expect(() => bridge.balanceUpdate('1,5', 'USD')).toThrow();
    expect(() => bridge.betResult(round({ multiplier: 'x2' }), null)).toThrow();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('hears service:upgrade only from its parent at the host origin the fragment gave', () => {
    const { win, parent, bridge } = framedGame(`${PLAY}/dice${fragment(HOST)}`);
    const tokens: string[] = [];
    const stop = bridge.onUpgrade((token) => tokens.push(token));
    const send = (data: unknown, origin: string, source: unknown) =>
      win.dispatchEvent(new win.MessageEvent('message', { data, origin, source: source as never }) as unknown as Event);
    send({ type: 'service:upgrade', token: 'from-elsewhere' }, 'https://evil.example', parent);
    send({ type: 'service:upgrade', token: 'from-another-window' }, HOST, win);
    send({ type: 'service:upgrade', token: 'right' }, HOST, parent);
    send({ type: 'service:upgrade', search: '?token=from-search&lang=pt' }, HOST, parent);
    stop();
    send({ type: 'service:upgrade', token: 'after-stop' }, HOST, parent);
    expect(tokens).toEqual(['right', 'from-search']);
  });
});
