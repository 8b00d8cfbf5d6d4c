import { describe, expect, it } from 'vitest';
import { PlayApiError } from '../play-client';
import type { Timers } from '../feedback/frame-clock';
import { TestControllerHost } from '../../testing';
import { BACKOFF_MS, ConnectionController, type ConnectionState } from './connection-controller';

/** Timers that only fire when the test says so. */
class FakeTimers implements Timers {
  private next = 1;
  readonly scheduled = new Map<number, { callback: () => void; ms: number }>();
  set(callback: () => void, ms: number): number {
    const id = this.next++;
    this.scheduled.set(id, { callback, ms });
    return id;
  }
  clear(handle: number): void {
    this.scheduled.delete(handle);
  }
  /** The waits of the timers still pending. */
  get waits(): number[] {
    return [...this.scheduled.values()].map((t) => t.ms);
  }
  /** Fires the only pending timer. */
  fire(): void {
    expect(this.scheduled.size).toBe(1);
    const [id, timer] = [...this.scheduled][0]!;
    this.scheduled.delete(id);
    timer.callback();
  }
}

/** A probe whose every call waits until the test answers it. */
class FakeProbe {
  readonly calls: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  readonly probe = () => new Promise<unknown>((resolve, reject) => this.calls.push({ resolve: () => resolve({ __typename: 'Query' }), reject }));
  get last() {
    return this.calls[this.calls.length - 1]!;
  }
}

/** Lets the probe's promise chain run (microtasks only: no clock involved). */
async function settle(): Promise<void> {
  for (let hop = 0; hop < 10; hop += 1) await Promise.resolve();
}

function setup(options: { online?: boolean; backoffMs?: number[] } = {}) {
  const host = new TestControllerHost();
  const timers = new FakeTimers();
  const probe = new FakeProbe();
  const events = new EventTarget();
  const changes: ConnectionState[] = [];
  let online = options.online ?? true;
  const controller = new ConnectionController(host, {
    probe: probe.probe,
    timers,
    events,
    isOnline: () => online,
    backoffMs: options.backoffMs,
    onChange: (state) => changes.push(state),
  });
  expect(host.controllers).toStrictEqual([controller]);
  controller.hostConnected();
  const goOffline = () => {
    online = false;
    events.dispatchEvent(new Event('offline'));
  };
  const goOnline = () => {
    online = true;
    events.dispatchEvent(new Event('online'));
  };
  return { host, timers, probe, controller, changes, goOffline, goOnline };
}

describe('ConnectionController', () => {
  it('starts online and stays so on answered errors', () => {
    const { controller, timers, changes } = setup();
    expect(controller.state).toBe('online');
    for (const code of ['INSUFFICIENT_FUNDS', 'UNAUTHENTICATED', 'ERROR']) expect(controller.reportFailure(new PlayApiError(code, 'x'))).toBe(false);
    expect(controller.reportFailure(new Error('bug'))).toBe(false);
    expect([controller.state, timers.waits, changes]).toStrictEqual(['online', [], []]);
  });

  it('reconnects after a request got no answer, probing with growing waits until one answers', async () => {
    const { controller, timers, probe, changes, host } = setup();
    expect(controller.reportFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect([controller.state, host.updates, changes]).toStrictEqual(['reconnecting', 1, ['reconnecting']]);
    expect([timers.waits, controller.nextProbeMs]).toStrictEqual([[1000], 1000]);
    // A second failure while already reconnecting schedules nothing more.
    expect(controller.reportFailure(new PlayApiError('HTTP_ERROR', 'The play API answered 503'))).toBe(true);
    expect(timers.waits).toStrictEqual([1000]);

    const waits: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      waits.push(timers.waits[0]!);
      timers.fire();
      expect(probe.calls.length).toBe(attempt + 1);
      probe.last.reject(new TypeError('Failed to fetch'));
      await settle();
      expect([controller.state, controller.failedProbes]).toStrictEqual(['reconnecting', attempt + 1]);
    }
    expect(waits).toStrictEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);

    timers.fire();
    probe.last.resolve();
    await settle();
    expect([controller.state, controller.failedProbes, controller.nextProbeMs, timers.waits, changes]).toStrictEqual(['online', 0, null, [], ['reconnecting', 'online']]);
  });

  it('counts a probe answered with an error as connected: the server did answer', async () => {
    const { controller, timers, probe } = setup({ backoffMs: [50] });
    controller.reportFailure(new TypeError('Failed to fetch'));
    timers.fire();
    probe.last.reject(new PlayApiError('UNAUTHENTICATED', 'expired', 'expired'));
    await settle();
    expect([controller.state, timers.waits]).toStrictEqual(['online', []]);
  });

  it('probes at once when asked, cancelling the scheduled probe and sharing one that is under way', async () => {
    const { controller, timers, probe } = setup();
    controller.reportFailure(new TypeError('Failed to fetch'));
    expect(timers.waits).toStrictEqual([1000]);
    const first = controller.probeNow();
    const again = controller.probeNow();
    expect(again).toBe(first);
    expect([probe.calls.length, timers.waits]).toStrictEqual([1, []]);
    probe.last.reject(new TypeError('Failed to fetch'));
    await expect(first).resolves.toBe('reconnecting');
    expect(timers.waits).toStrictEqual([2000]);
    const second = controller.probeNow();
    probe.last.resolve();
    await expect(second).resolves.toBe('online');
  });

  it('follows the browser: offline reconnects, online probes at once and resets the waits', async () => {
    const { controller, timers, probe, goOffline, goOnline } = setup();
    goOffline();
    expect([controller.state, timers.waits]).toStrictEqual(['reconnecting', [1000]]);
    timers.fire();
    probe.last.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(timers.waits).toStrictEqual([2000]);

    goOnline();
    expect([probe.calls.length, timers.waits]).toStrictEqual([2, []]);
    probe.last.reject(new TypeError('Failed to fetch'));
    await settle();
    // The network came back but the API did not answer yet: the waits start over (an immediate probe,
    // then 2 s), where without the online event the next wait would have been 4 s.
    expect([controller.state, controller.failedProbes, timers.waits]).toStrictEqual(['reconnecting', 1, [2000]]);
    goOnline();
    probe.last.resolve();
    await settle();
    expect([controller.state, timers.waits]).toStrictEqual(['online', []]);
  });

  it('goes online when the shell reports an answered request, ignoring a probe that was under way', async () => {
    const { controller, timers, probe, changes } = setup();
    controller.reportFailure(new TypeError('Failed to fetch'));
    timers.fire();
    controller.reportSuccess();
    expect([controller.state, timers.waits]).toStrictEqual(['online', []]);
    probe.last.reject(new TypeError('Failed to fetch'));
    await settle();
    expect([controller.state, timers.waits, changes]).toStrictEqual(['online', [], ['reconnecting', 'online']]);
  });

  it('starts reconnecting when the browser is offline from the start', () => {
    const { controller, timers } = setup({ online: false });
    expect([controller.state, timers.waits]).toStrictEqual(['reconnecting', [1000]]);
  });

  it('stops listening and probing when its host goes away', async () => {
    const { controller, timers, probe, goOffline } = setup();
    controller.reportFailure(new TypeError('Failed to fetch'));
    controller.hostDisconnected();
    expect(timers.waits).toStrictEqual([]);
    goOffline();
    expect(timers.waits).toStrictEqual([]);
    // A probe asked for after that still answers, but schedules nothing.
    const result = controller.probeNow();
    probe.last.reject(new TypeError('Failed to fetch'));
    await expect(result).resolves.toBe('reconnecting');
    expect(timers.waits).toStrictEqual([]);
  });

  it('waits 1, 2, 4, 8, 16 and then 30 seconds by default', () => {
    expect(BACKOFF_MS).toStrictEqual([1000, 2000, 4000, 8000, 16000, 30000]);
  });
});
