// @vitest-environment happy-dom
import { render, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { SoundController, soundKey } from './sound-controller';
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

/** A host that counts the updates it is asked for and hands out its controllers' lifecycle. */
class Host implements ReactiveControllerHost {
  readonly controllers: ReactiveController[] = [];
  updates = 0;
  addController(controller: ReactiveController): void {
    this.controllers.push(controller);
  }
  removeController(): void {}
  requestUpdate(): void {
    this.updates++;
  }
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
  disconnect(): void {
    for (const controller of this.controllers) controller.hostDisconnected?.();
  }
}

/** Storage in a Map, writing down what was stored. */
class MapStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

function setup(playerId: string | null = 'p-1', storage: MapStorage | null = new MapStorage()) {
  const contexts: FakeContext[] = [];
  const host = new Host();
  const sound = new SoundController(host, {
    playerId,
    storage,
    createContext: () => {
      const context = new FakeContext();
      contexts.push(context);
      return context as unknown as ToneContext;
    },
  });
  return { host, sound, contexts, storage };
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

  it('remembers the choice per player, under a key with the player’s id', () => {
    const storage = new MapStorage();
    const first = setup('player-7', storage);
    expect(first.sound.toggle()).toBe(true);
    expect(storage.items).toEqual(new Map([['rgs:sound:player-7', '1']]));
    expect(soundKey('player-7')).toBe('rgs:sound:player-7');
    expect(setup('player-7', storage).sound.enabled).toBe(true);
    expect(setup('player-8', storage).sound.enabled).toBe(false);
    first.sound.setEnabled(false);
    expect(storage.items.get('rgs:sound:player-7')).toBe('0');
    expect(setup('player-7', storage).sound.enabled).toBe(false);
  });

  it('reads the player’s choice once the session names the player', () => {
    const storage = new MapStorage();
    storage.setItem('rgs:sound:late', '1');
    const { sound, host } = setup(null, storage);
    expect(sound.enabled).toBe(false);
    sound.playerId = 'late';
    expect(sound.enabled).toBe(true);
    expect(host.updates).toBe(1);
  });

  it('keeps the choice for the page when there is no player, no storage, or storage throws', () => {
    const anonymous = setup(null);
    anonymous.sound.setEnabled(true);
    expect(anonymous.sound.enabled).toBe(true);
    expect(anonymous.storage!.items.size).toBe(0);
    const refused = setup('p', { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } } as unknown as MapStorage);
    expect(refused.sound.enabled).toBe(false);
    refused.sound.setEnabled(true);
    expect(refused.sound.enabled).toBe(true);
    expect(setup('p', null).sound.enabled).toBe(false);
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
    const storage = new MapStorage();
    storage.setItem('rgs:sound:p-1', '1');
    const { sound, contexts } = setup('p-1', storage);
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
    const silent = new SoundController(host, { playerId: null, storage: null, createContext: () => { throw new Error('no audio'); } });
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
