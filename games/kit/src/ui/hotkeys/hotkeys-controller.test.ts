// @vitest-environment happy-dom
import { LitElement, html } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import type { Hotkey } from './hotkey';
import { HotkeysController } from './hotkeys-controller';

/** A game with a bet key (Space), a half key (h) and a skip key (Escape), and the fields a game has. */
class KeysGame extends LitElement {
  static override properties = { busy: { type: Boolean } };
  declare busy: boolean;
  readonly ran: string[] = [];
  framed = false;
  keys!: HotkeysController;
  readonly bindings: Hotkey[] = [
    { key: 'Space', label: 'Bet', run: () => this.ran.push('bet'), enabled: () => !this.busy },
    { key: 'h', label: 'Halve the bet', run: () => this.ran.push('half') },
    { key: 'Escape', label: 'Skip the animation', run: () => this.ran.push('skip') },
  ];

  constructor() {
    super();
    this.busy = false;
  }

  override connectedCallback(): void {
    this.keys ??= new HotkeysController(this, this.bindings, { framed: this.framed });
    super.connectedCallback();
  }

  override render() {
    return html`<div class="board">board</div>
      <input class="amount" type="text" /><input class="auto" type="checkbox" /><select class="risk"><option>low</option></select>
      <textarea class="note"></textarea><button class="half">½</button><div class="fake-button" role="button" tabindex="0">2×</div>
      <dialog open><p class="in-dialog">rules</p></dialog>`;
  }
}
customElements.define('keys-game', KeysGame);

async function mount(framed = false): Promise<KeysGame> {
  const game = document.createElement('keys-game') as KeysGame;
  game.framed = framed;
  document.body.appendChild(game);
  await game.updateComplete;
  return game;
}

const inside = (game: KeysGame, selector: string) => game.shadowRoot!.querySelector<HTMLElement>(selector)!;
/** Presses a key on a target as the browser would: bubbling, composed, cancelable. */
function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, code: key === ' ' ? 'Space' : '', bubbles: true, composed: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HotkeysController', () => {
  it('runs a binding for a key pressed in the game and stops the page from scrolling on Space', async () => {
    const game = await mount();
    const event = press(inside(game, '.board'), ' ');
    expect(game.ran).toEqual(['bet']);
    expect(event.defaultPrevented).toBe(true);
    press(game, 'h');
    press(game, 'H', { shiftKey: true });
    press(game, 'Escape');
    expect(game.ran).toEqual(['bet', 'half', 'half', 'skip']);
  });

  it('lets a disabled binding’s key through untouched', async () => {
    const game = await mount();
    game.busy = true;
    const event = press(inside(game, '.board'), ' ');
    expect(game.ran).toEqual([]);
    expect(event.defaultPrevented).toBe(false);
  });

  it('ignores a held-down Space, but repeats other keys', async () => {
    const game = await mount();
    const held = press(game, ' ', { repeat: true });
    press(game, 'h', { repeat: true });
    expect(game.ran).toEqual(['half']);
    expect(held.defaultPrevented).toBe(false);
  });

  it.each(['.amount', '.auto', '.risk', '.note'])('ignores keys typed into %s, except Escape', async (field) => {
    const game = await mount();
    const space = press(inside(game, field), ' ');
    press(inside(game, field), 'h');
    press(inside(game, field), 'Escape');
    expect(game.ran).toEqual(['skip']);
    expect(space.defaultPrevented).toBe(false);
  });

  it('leaves Space and Enter to a focused button (it acts on them itself), but not other keys', async () => {
    const game = await mount();
    game.keys.add({ key: 'Enter', label: 'Bet', run: () => game.ran.push('enter') });
    for (const button of ['.half', '.fake-button']) {
      expect(press(inside(game, button), ' ').defaultPrevented).toBe(false);
      press(inside(game, button), 'Enter');
    }
    press(inside(game, '.half'), 'h');
    press(inside(game, '.board'), 'Enter');
    expect(game.ran).toEqual(['half', 'enter']);
  });

  it('ignores presses with Ctrl, Alt or Meta, presses inside a dialog, and presses already handled', async () => {
    const game = await mount();
    press(game, 'h', { ctrlKey: true });
    press(game, 'h', { altKey: true });
    press(game, 'h', { metaKey: true });
    press(inside(game, '.in-dialog'), ' ');
    press(inside(game, '.in-dialog'), 'Escape');
    inside(game, '.board').addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    press(inside(game, '.board'), 'h');
    expect(game.ran).toEqual([]);
  });

  it('in its own frame, hears keys pressed with nothing focused, once each, and never from the page around it', async () => {
    const game = await mount(true);
    press(document.body, ' ');
    press(document.documentElement, 'h');
    press(inside(game, '.board'), 'h');
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    press(outside, 'h');
    expect(game.ran).toEqual(['bet', 'half', 'half']);
  });

  it('outside a frame (embedded in a page), hears only keys pressed inside the game', async () => {
    const game = await mount(false);
    press(document.body, ' ');
    press(game, 'h');
    expect(game.ran).toEqual(['half']);
  });

  it('stops listening once the game leaves the page', async () => {
    const game = await mount(true);
    game.remove();
    press(game, 'h');
    press(document.body, 'h');
    expect(game.ran).toEqual([]);
  });

  it('lists its keys for the help popover, with a game’s own keys added and removed', async () => {
    const game = await mount();
    const remove = game.keys.add({ key: 'r', label: 'Reveal a random tile', run: () => game.ran.push('random'), enabled: () => false });
    game.busy = true;
    expect(game.keys.help()).toEqual([
      { key: 'Space', label: 'Bet', enabled: false },
      { key: 'h', label: 'Halve the bet', enabled: true },
      { key: 'Escape', label: 'Skip the animation', enabled: true },
      { key: 'r', label: 'Reveal a random tile', enabled: false },
    ]);
    remove();
    expect(game.keys.help().map((line) => line.key)).toEqual(['Space', 'h', 'Escape']);
  });
});
