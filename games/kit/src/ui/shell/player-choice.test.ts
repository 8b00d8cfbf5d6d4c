import { describe, expect, it } from 'vitest';
import { demoPlay } from '../demo-play';
import { coin } from '../fairness/test-coin';
import type { PlayClient } from '../play-client';
import { remotePlay, type PlayerPreferences, type PreferencesChange } from '../play-source';
import { PlayerChoice } from './player-choice';

/** A source's keeping of choices whose answers the test releases one at a time, in any order. */
class HeldKeeper {
  readonly changes: PreferencesChange[] = [];
  private readonly waiting: { change: PreferencesChange; resolve: (p: PlayerPreferences) => void; reject: (e: Error) => void }[] = [];
  kept: PlayerPreferences = { fastMode: false, sound: false };
  setPreferences(change: PreferencesChange): Promise<PlayerPreferences> {
    this.changes.push(change);
    return new Promise((resolve, reject) => this.waiting.push({ change, resolve, reject }));
  }
  /** Answers the oldest save still waiting, keeping its change as the server would (or failing it). */
  answer(failure?: Error): void {
    const next = this.waiting.shift()!;
    if (failure) return next.reject(failure);
    this.kept = { ...this.kept, ...next.change };
    next.resolve(this.kept);
  }
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('PlayerChoice', () => {
  it('is off until the session says otherwise, and takes the session’s value on going live', () => {
    const fast = new PlayerChoice('fastMode');
    const sound = new PlayerChoice('sound');
    expect([fast.on, sound.on]).toStrictEqual([false, false]);
    const keeper = new HeldKeeper();
    expect(fast.goLive(keeper, { fastMode: true, sound: false })).toBe(true);
    expect(sound.goLive(keeper, { fastMode: true, sound: false })).toBe(false);
    expect([fast.on, sound.on]).toStrictEqual([true, false]);
    expect(keeper.changes).toStrictEqual([]);
  });

  it('keeps its value when the source gives no preferences', () => {
    const choice = new PlayerChoice('sound');
    expect(choice.goLive(new HeldKeeper(), null)).toBe(false);
    expect(choice.on).toBe(false);
  });

  it('changes at once and saves only its own field through the source, one save after another', async () => {
    const keeper = new HeldKeeper();
    const fast = new PlayerChoice('fastMode');
    fast.goLive(keeper, { fastMode: false, sound: true });
    fast.set(true);
    expect(fast.on).toBe(true);
    fast.set(false);
    fast.set(true);
    expect(fast.on).toBe(true);
    await settle();
    // The second save waits for the first, so the server cannot keep an older change last.
    expect(keeper.changes).toStrictEqual([{ fastMode: true }]);
    keeper.answer();
    await settle();
    expect(keeper.changes).toStrictEqual([{ fastMode: true }, { fastMode: false }]);
    keeper.answer();
    await settle();
    keeper.answer();
    await settle();
    expect(keeper.changes).toStrictEqual([{ fastMode: true }, { fastMode: false }, { fastMode: true }]);
    expect(keeper.kept).toStrictEqual({ fastMode: true, sound: false });
  });

  it('holds for the page when a save fails, quietly, and still saves the next change', async () => {
    const keeper = new HeldKeeper();
    const sound = new PlayerChoice('sound');
    sound.goLive(keeper, null);
    sound.set(true);
    await settle();
    keeper.answer(new Error('Failed to fetch'));
    await settle();
    expect(sound.on).toBe(true);
    sound.set(false);
    await settle();
    expect(keeper.changes).toStrictEqual([{ sound: true }, { sound: false }]);
  });

  it('a change made before going live is the player’s latest word: it holds over the session’s and is saved then', async () => {
    const keeper = new HeldKeeper();
    const sound = new PlayerChoice('sound');
    sound.set(true);
    expect(sound.on).toBe(true);
    expect(sound.goLive(keeper, { fastMode: false, sound: false })).toBe(false);
    expect(sound.on).toBe(true);
    await settle();
    expect(keeper.changes).toStrictEqual([{ sound: true }]);
  });
});

describe('choices kept by the play sources', () => {
  it('the demo keeps them in memory for the page: a new open answers them, and a change naming nothing is refused', async () => {
    const demo = demoPlay(coin);
    expect((await demo.open('coin')).session.preferences).toStrictEqual({ fastMode: false, sound: false });
    const fast = new PlayerChoice('fastMode');
    const sound = new PlayerChoice('sound');
    fast.goLive(demo, null);
    sound.goLive(demo, null);
    fast.set(true);
    sound.set(true);
    sound.set(false);
    await settle();
    expect((await demo.open('coin')).session.preferences).toStrictEqual({ fastMode: true, sound: false });
    await expect(demo.setPreferences({})).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await demo.setPreferences({ sound: true })).toStrictEqual({ fastMode: true, sound: true });
    expect((await demoPlay(coin).open('coin')).session.preferences).toStrictEqual({ fastMode: false, sound: false });
  });

  it('the play API is sent the setPreferences mutation with the one changed field', async () => {
    const requests: { query: string; variables: Record<string, unknown> | undefined }[] = [];
    const client: PlayClient = {
      async request<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
        requests.push({ query, variables });
        return { setPreferences: { fastMode: false, sound: true } } as T;
      },
    };
    const sound = new PlayerChoice('sound');
    sound.goLive(remotePlay(client), { fastMode: false, sound: false });
    sound.set(true);
    await settle();
    expect(requests).toStrictEqual([
      { query: 'mutation($input: PlayerPreferencesInput!) { setPreferences(input: $input) { fastMode sound } }', variables: { input: { sound: true } } },
    ]);
  });
});
