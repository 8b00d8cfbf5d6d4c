// @vitest-environment happy-dom
import { render } from 'lit';
import { TestControllerHost as Host } from '../../testing';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerPreferences, PreferencesChange } from '../play-source';
import { SoundController } from './sound-controller';
import { SOUND_NAMES, type SoundName, type ToneContext } from './sound-effects';
import { renderSoundToggle } from './sound-toggle';

/** A fake AudioContext that writes down every node it makes and every call made on them. */
class FakeContext {
  readonly calls: string[] = [];
  readonly destination = { name: 'speakers' } as unknown as AudioNode;
  state: AudioContextState = 'running';
  currentTime = 10;
  private param(owner: string) {
    return {
      setValueAtTime: (value: number, at: number) => this.calls.push(`${owner}.set ${value} @${at.toFixed(3)}`),
      linearRampToValueAtTime: (value: number, at: number) => this.calls.push(`${owner}.linear ${value} @${at.toFixed(3)}`),
      exponentialRampToValueAtTime: (value: number, at: number) => this.calls.push(`${owner}.exp ${value} @${at.toFixed(3)}`),
    };
  }
  createOscillator(): OscillatorNode {
    const oscillator = {
      type: 'sine',
      frequency: this.param('freq'),
      connect: (node: { label?: string }) => {
        this.calls.push(`osc(${oscillator.type}) -> gain`);
        return node;
      },
      start: (at: number) => this.calls.push(`start @${at.toFixed(3)}`),
      stop: (at: number) => this.calls.push(`stop @${at.toFixed(3)}`),
    };
    return oscillator as unknown as OscillatorNode;
  }
  createGain(): GainNode {
    return {
      gain: this.param('gain'),
      connect: (node: AudioNode) => {
        this.calls.push(node === this.destination ? 'gain -> speakers' : 'gain -> ?');
        return node;
      },
    } as unknown as GainNode;
  }
  async resume(): Promise<void> {
    this.calls.push('resume');
    this.state = 'running';
  }
  async close(): Promise<void> {
    this.calls.push('close');
    this.state = 'closed';
  }
}

/** A play source's keeping of choices: writes down each change and answers as the API does. */
class Keeper {
  readonly changes: PreferencesChange[] = [];
  kept: PlayerPreferences = { fastMode: false, sound: false };
  async setPreferences(change: PreferencesChange): Promise<PlayerPreferences> {
    this.changes.push(change);
    this.kept = { ...this.kept, ...change };
    return this.kept;
  }
}

/** Lets the fire-and-forget saves run. */
const saved = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup() {
  const contexts: FakeContext[] = [];
  const host = new Host();
  const sound = new SoundController(host, {
    createContext: () => {
      const context = new FakeContext();
      contexts.push(context);
      return context as unknown as ToneContext;
    },
  });
  return { host, sound, contexts };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SoundController', () => {
  it('is off by default and makes no AudioContext while off', () => {
    const { sound, contexts } = setup();
    expect(sound.enabled).toBe(false);
    for (const name of SOUND_NAMES) sound.play(name);
    expect(contexts).toHaveLength(0);
  });

  it('takes the session’s choice on going live, and asks for an update only when it changed', () => {
    const off = setup();
    off.sound.goLive(new Keeper(), { fastMode: true, sound: false });
    expect(off.sound.enabled).toBe(false);
    expect(off.host.updates).toBe(0);
    const on = setup();
    on.sound.goLive(new Keeper(), { fastMode: false, sound: true });
    expect(on.sound.enabled).toBe(true);
    expect(on.host.updates).toBe(1);
    const none = setup();
    none.sound.goLive(new Keeper(), null);
    expect(none.sound.enabled).toBe(false);
  });

  it('keeps a toggle through the source as the sound choice alone, shown before it is saved', async () => {
    const { sound, host } = setup();
    const keeper = new Keeper();
    keeper.kept = { fastMode: true, sound: false };
    sound.goLive(keeper, keeper.kept);
    expect(sound.toggle()).toBe(true);
    expect(sound.enabled).toBe(true);
    expect(host.updates).toBe(1);
    await saved();
    expect(keeper.changes).toStrictEqual([{ sound: true }]);
    sound.setEnabled(false);
    await saved();
    expect(keeper.changes).toStrictEqual([{ sound: true }, { sound: false }]);
    expect(keeper.kept).toStrictEqual({ fastMode: true, sound: false });
  });

  it('stays on for the page when saving fails, without a word', async () => {
    const { sound } = setup();
    const refusing = { setPreferences: () => Promise.reject(new Error('Failed to fetch')) };
    sound.goLive(refusing, { fastMode: false, sound: false });
    sound.setEnabled(true);
    await saved();
    expect(sound.enabled).toBe(true);
  });

  it('makes one AudioContext, in the click that turns sound on, and reuses it for every sound', () => {
    const { sound, contexts, host } = setup();
    sound.toggle();
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.calls).toEqual([]);
    sound.play('bet');
    sound.play('win');
    expect(contexts).toHaveLength(1);
    expect(host.updates).toBe(1);
  });

  it('makes the context on the first sound when the choice was remembered, resuming a suspended one', () => {
    const { sound, contexts } = setup();
    sound.goLive(new Keeper(), { fastMode: false, sound: true });
    expect(contexts).toHaveLength(0);
    sound.play('tick');
    expect(contexts).toHaveLength(1);
    const context = contexts[0]!;
    context.state = 'suspended';
    context.calls.length = 0;
    sound.play('tick');
    expect(context.calls[0]).toBe('resume');
  });

  it('synthesizes a bet as one gliding note with a click-free envelope, at the context’s time', () => {
    const { sound, contexts } = setup();
    sound.setEnabled(true);
    sound.play('bet');
    expect(contexts[0]!.calls).toEqual([
      'freq.set 520 @10.000',
      'freq.exp 380 @10.080',
      'gain.set 0.0001 @10.000',
      'gain.linear 0.14 @10.005',
      'gain.exp 0.0001 @10.080',
      'osc(triangle) -> gain',
      'gain -> speakers',
      'start @10.000',
      'stop @10.100',
    ]);
  });

  it.each<[SoundName, number]>([
    ['bet', 1],
    ['tick', 1],
    ['reveal', 1],
    ['lose', 2],
    ['win', 3],
    ['bigWin', 5],
    ['cashout', 2],
  ])('plays %s as %i notes, each started and stopped', (name, notes) => {
    const { sound, contexts } = setup();
    sound.setEnabled(true);
    sound.play(name);
    const calls = contexts[0]!.calls;
    expect(calls.filter((call) => call.startsWith('start'))).toHaveLength(notes);
    expect(calls.filter((call) => call.startsWith('stop'))).toHaveLength(notes);
    expect(calls.filter((call) => call === 'gain -> speakers')).toHaveLength(notes);
  });

  it('stays quiet where there is no Web Audio, and closes its context when the game leaves', () => {
    const host = new Host();
    const silent = new SoundController(host, { createContext: () => { throw new Error('no audio'); } });
    silent.setEnabled(true);
    expect(() => silent.play('win')).not.toThrow();
    const { sound, contexts, host: other } = setup();
    sound.setEnabled(true);
    other.disconnect();
    expect(contexts[0]!.calls).toEqual(['close']);
  });
});

describe('renderSoundToggle', () => {
  it('is a pressed or unpressed toggle named in the player’s language, flipping sound on click', () => {
    const { sound } = setup();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const draw = (lang: string) => render(renderSoundToggle(sound, lang), container);
    draw('pt');
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent!.trim()).toBe('Efeitos sonoros');
    button.click();
    draw('es');
    expect(sound.enabled).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent!.trim()).toBe('Efectos de sonido');
    expect(container.querySelector('svg path:nth-of-type(2)')!.namespaceURI).toBe('http://www.w3.org/2000/svg');
  });
});
