import type { PlayedRound, Timers } from '@rgs/game-kit/ui';
import { describe, expect, it } from 'vitest';
import { RoundEnding } from './round-ending';

const round = (id: string) => ({ id }) as PlayedRound;

/** A host that counts its updates, timers run by hand, and the rounds told. */
function setup() {
  const told: string[] = [];
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: Timers = { set: (run) => (pending.set(++next, run), next), clear: (handle) => void pending.delete(handle) };
  const host = { updates: 0, addController() {}, removeController() {}, requestUpdate() { this.updates += 1; }, updateComplete: Promise.resolve(true) };
  const ending = new RoundEnding(host, { timers: () => timers, announce: (r) => told.push(r.id) });
  return { ending, told, pending, host };
}

describe('RoundEnding', () => {
  it('tells a round when its time is up, once', () => {
    const { ending, told, pending } = setup();
    ending.play(round('a'), 900);
    expect(ending.playing).toBe(true);
    expect(told).toEqual([]);
    [...pending.values()][0]!();
    expect(told).toEqual(['a']);
    expect(ending.playing).toBe(false);
    ending.land();
    expect(told).toEqual(['a']);
  });

  it('tells at once with no time to wait, and lands the one playing before a new one', () => {
    const { ending, told, pending } = setup();
    ending.play(round('a'), 0);
    ending.play(round('b'), 500);
    ending.play(round('c'), 500);
    expect(told).toEqual(['a', 'b']);
    expect(pending.size).toBe(1);
  });

  it('never leaves a round untold when the element leaves the page', () => {
    const { ending, told } = setup();
    ending.play(round('a'), 900);
    ending.hostDisconnected();
    expect(told).toEqual(['a']);
  });
});
