// @vitest-environment happy-dom
import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { TestControllerHost } from '../../testing/test-controller-host';
import type { Timers } from '../feedback/frame-clock';
import { createMoneyFormat } from '../format/money-format';
import type { PlayResult } from '../play-source';
import type { PlayedRound } from '../played-round';
import type { RgsFreeBets } from './free-bets';
import { FreeBetsController, type FreeBetMove } from './free-bets-controller';
import type { FreeBetOffer, FreeBetsSource } from './free-bets-source';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');

const grant = (freeBetId: string, remainingCount: number, change: Partial<FreeBetOffer> = {}): FreeBetOffer => ({
  freeBetId,
  stake: '1.0000000000',
  remainingCount,
  expiresAt: null,
  ...change,
});

const played = (id: string, status: PlayedRound['status'], freeBet = true): PlayedRound => ({
  id, betId: id, game: 'dice', status, amount: '1.0000000000', stake: '1.0000000000', payout: '0', multiplier: '0', freeBet,
  params: {}, state: null, outcome: null, currency: 'USD',
});

/** A promise the test settles when it wants. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

/** The player's grants as the server would answer each read, the test answering each one in turn. */
class FakeFreeBets implements FreeBetsSource {
  readonly reads: { game: string; answer: ReturnType<typeof later<readonly FreeBetOffer[]>> }[] = [];
  readonly placed: { game: string; stake: string; params: unknown }[] = [];
  freeBets(game: string): Promise<readonly FreeBetOffer[]> {
    const answer = later<readonly FreeBetOffer[]>();
    this.reads.push({ game, answer });
    return answer.promise;
  }
  async placeFreeBet(game: string, stake: string, params: unknown): Promise<PlayResult> {
    this.placed.push({ game, stake, params });
    return { round: played(`rnd_${this.placed.length}`, 'CLOSED'), balance: '0' };
  }
  /** Answers the latest read. */
  async answer(grants: readonly FreeBetOffer[]): Promise<void> {
    this.reads.at(-1)!.answer.resolve(grants);
    await flush();
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Timers that fire when the test says, remembering how long each was set for. */
class ManualTimers implements Timers {
  readonly timers: { ms: number; run: () => void; cleared: boolean }[] = [];
  set = (run: () => void, ms: number) => this.timers.push({ ms, run, cleared: false }) - 1;
  clear = (handle: number) => void (this.timers[handle]!.cleared = true);
  get pending() {
    return this.timers.filter((timer) => !timer.cleared);
  }
  fire(): void {
    const timer = this.pending.at(-1)!;
    timer.cleared = true;
    timer.run();
  }
}

function setup() {
  const host = new TestControllerHost();
  const timers = new ManualTimers();
  let now = NOW;
  let turnedOn = 0;
  const controller = new FreeBetsController(host, {
    game: () => 'dice',
    money: () => createMoneyFormat({ lang: 'en', currency: 'USD' }),
    lang: () => 'en',
    disabled: () => false,
    turnedOn: () => void turnedOn++,
    now: () => now,
    timers: () => timers,
  });
  const source = new FakeFreeBets();
  return {
    host, timers, controller, source,
    turnedOn: () => turnedOn,
    advance: (ms: number) => void (now += ms),
  };
}

/** The shell's move: it runs the work and hands back its round (null when it failed). */
const move: FreeBetMove = async (work) => {
  try {
    return (await work()).round;
  } catch {
    return null;
  }
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FreeBetsController', () => {
  it('reads the game’s grants as it goes live, and offers the oldest, switched off', async () => {
    const { controller, source, host } = setup();
    void controller.goLive(source);
    expect(source.reads.map((read) => read.game)).toStrictEqual(['dice']);
    expect(controller.current).toBeNull();
    await source.answer([grant('fb_old', 2), grant('fb_new', 5)]);
    expect(controller.current).toStrictEqual(grant('fb_old', 2));
    expect(controller.offers.map((offer) => offer.freeBetId)).toStrictEqual(['fb_old', 'fb_new']);
    expect(controller.on).toBe(false);
    expect(host.updates).toBeGreaterThan(0);
  });

  it('shows nothing and reads nothing for a source without free bets (demo play)', async () => {
    const { controller } = setup();
    await controller.goLive(null);
    expect(controller.current).toBeNull();
    controller.set(true);
    expect(controller.on).toBe(false);
  });

  it('turns on only while there is a grant, and tells the game when it did', async () => {
    const { controller, source, turnedOn } = setup();
    void controller.goLive(source);
    controller.set(true);
    expect([controller.on, turnedOn()]).toStrictEqual([false, 0]);
    await source.answer([grant('fb_1', 3)]);
    controller.set(true);
    controller.set(true);
    expect([controller.on, turnedOn()]).toStrictEqual([true, 1]);
    controller.set(false);
    expect(controller.on).toBe(false);
  });

  it('plays the grant’s stake with the game’s params, takes one off at once, then reads the grants again', async () => {
    const { controller, source } = setup();
    void controller.goLive(source);
    await source.answer([grant('fb_1', 3, { stake: '0.5000000000' })]);
    controller.set(true);
    const round = await controller.play(move, { target: 50.5, condition: 'over' });
    expect(round?.id).toBe('rnd_1');
    expect(source.placed).toStrictEqual([{ game: 'dice', stake: '0.5000000000', params: { target: 50.5, condition: 'over' } }]);
    // Before the read answers, the section already says one fewer.
    expect(controller.current?.remainingCount).toBe(2);
    expect(source.reads).toHaveLength(2);
    await source.answer([grant('fb_1', 2, { stake: '0.5000000000' })]);
    expect([controller.current?.remainingCount, controller.on]).toStrictEqual([2, true]);
  });

  it('shows the next grant when one runs out, and goes (switched off) when none is left', async () => {
    const { controller, source } = setup();
    void controller.goLive(source);
    await source.answer([grant('fb_a', 1), grant('fb_b', 2, { stake: '2.0000000000' })]);
    controller.set(true);
    await controller.play(move, {});
    expect(controller.current).toStrictEqual(grant('fb_b', 2, { stake: '2.0000000000' }));
    expect(controller.on).toBe(true);
    await source.answer([grant('fb_b', 2, { stake: '2.0000000000' })]);
    await controller.play(move, {});
    await source.answer([grant('fb_b', 1, { stake: '2.0000000000' })]);
    await controller.play(move, {});
    expect([controller.current, controller.on]).toStrictEqual([null, false]);
    await source.answer([]);
    expect([controller.current, controller.on]).toStrictEqual([null, false]);
    expect(source.placed.map((bet) => bet.stake)).toStrictEqual(['1.0000000000', '2.0000000000', '2.0000000000']);
  });

  it('switches off when a read finds no grant left (cancelled by the operator), and stays off when one comes later', async () => {
    const { controller, source } = setup();
    void controller.goLive(source);
    await source.answer([grant('fb_1', 3)]);
    controller.set(true);
    void controller.refresh();
    await source.answer([]);
    expect([controller.current, controller.on]).toStrictEqual([null, false]);
    void controller.refresh();
    await source.answer([grant('fb_2', 4)]);
    expect([controller.current?.freeBetId, controller.on]).toStrictEqual(['fb_2', false]);
  });

  it('drops a read answered after a bet took one off (it was asked before)', async () => {
    const { controller, source } = setup();
    void controller.goLive(source);
    await source.answer([grant('fb_1', 3)]);
    controller.set(true);
    void controller.refresh();
    const stale = source.reads.at(-1)!.answer;
    await controller.play(move, {});
    stale.resolve([grant('fb_1', 3)]);
    await flush();
    expect(controller.current?.remainingCount).toBe(2);
  });

  it('takes nothing off for a bet that failed or came back void (its free bet returns to the grant), and reads again', async () => {
    const { controller, source } = setup();
    void controller.goLive(source);
    await source.answer([grant('fb_1', 3)]);
    controller.set(true);
    expect(await controller.play(async () => null, {})).toBeNull();
    expect([controller.current?.remainingCount, source.reads.length]).toStrictEqual([3, 2]);
    await source.answer([grant('fb_1', 3)]);
    const voided = await controller.play(async (work) => ({ ...(await work()).round, status: 'VOID' as const }), {});
    expect(voided?.status).toBe('VOID');
    expect([controller.current?.remainingCount, source.reads.length]).toStrictEqual([3, 3]);
  });

  it('reads the grants again when a free-bet round that stayed open ends, and not for other rounds', async () => {
    const { controller, source } = setup();
    void controller.goLive(source);
    await source.answer([grant('fb_1', 3)]);
    controller.set(true);
    await controller.play(async () => played('rnd_open', 'OPEN'), { mines: 3 });
    expect(controller.current?.remainingCount).toBe(2);
    await source.answer([grant('fb_1', 2)]);
    expect(source.reads).toHaveLength(2);
    controller.ended(played('rnd_other', 'CLOSED', false));
    expect(source.reads).toHaveLength(2);
    controller.ended(played('rnd_open', 'CLOSED'));
    controller.ended(played('rnd_open', 'CLOSED'));
    expect(source.reads).toHaveLength(3);
  });

  it('keeps what it shows when a read fails', async () => {
    const { controller, source } = setup();
    void controller.goLive(source);
    await source.answer([grant('fb_1', 3)]);
    void controller.refresh();
    source.reads.at(-1)!.answer.reject(new Error('offline'));
    await flush();
    expect(controller.current).toStrictEqual(grant('fb_1', 3));
  });

  it('drops a grant as it expires (switching off when it was the last) and reads the grants again', async () => {
    const { controller, source, timers, advance } = setup();
    void controller.goLive(source);
    const soon = new Date(NOW + 60_000).toISOString();
    await source.answer([grant('fb_soon', 3, { expiresAt: soon }), grant('fb_past', 1, { expiresAt: new Date(NOW - 1).toISOString() })]);
    // An already expired grant is never offered.
    expect(controller.offers.map((offer) => offer.freeBetId)).toStrictEqual(['fb_soon']);
    controller.set(true);
    expect(timers.pending.map((timer) => timer.ms)).toStrictEqual([60_000]);
    advance(60_000);
    timers.fire();
    expect([controller.current, controller.on]).toStrictEqual([null, false]);
    expect(source.reads).toHaveLength(2);
  });

  it('waits for an expiry months away in steps setTimeout can take', async () => {
    const { controller, source, timers } = setup();
    void controller.goLive(source);
    await source.answer([grant('fb_1', 3, { expiresAt: new Date(NOW + 90 * 86_400_000).toISOString() })]);
    expect(timers.pending.map((timer) => timer.ms)).toStrictEqual([2 ** 31 - 1]);
    timers.fire();
    expect(controller.current?.freeBetId).toBe('fb_1');
  });

  it('starts over when the session changes or ends: nothing shown, switched off, no expiry waited for', async () => {
    const { controller, source, timers } = setup();
    void controller.goLive(source);
    await source.answer([grant('fb_1', 3, { expiresAt: new Date(NOW + 1000).toISOString() })]);
    controller.set(true);
    await controller.goLive(null);
    expect([controller.current, controller.on, timers.pending.length]).toStrictEqual([null, false, 0]);
  });

  it('renders the section with the grant, and its switch turns free bets on and off', async () => {
    const { controller, source } = setup();
    const root = document.createElement('div');
    document.body.appendChild(root);
    render(controller.render(), root);
    expect(root.querySelector('rgs-free-bets')).toBeNull();
    void controller.goLive(source);
    await source.answer([grant('fb_1', 3)]);
    render(controller.render(), root);
    // The section's code is fetched the first time it shows; the element upgrades with what it was given.
    await customElements.whenDefined('rgs-free-bets');
    const section = root.querySelector<RgsFreeBets>('rgs-free-bets')!;
    await section.updateComplete;
    expect(section.offer).toStrictEqual(grant('fb_1', 3));
    expect(section.on).toBe(false);
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    expect(controller.on).toBe(true);
    render(controller.render(), root);
    await section.updateComplete;
    expect(section.shadowRoot!.querySelector('[role="switch"]')!.getAttribute('aria-checked')).toBe('true');
  });
});
