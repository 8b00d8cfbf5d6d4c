// @vitest-environment happy-dom
import { LitElement, html, nothing } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { KeepFocusController } from './keep-focus';

/** A game whose Bet button is disabled while a bet is placed, and replaced by Cash out while a round is open. */
class FocusGame extends LitElement {
  static override properties = { busy: { type: Boolean }, roundOpen: { type: Boolean } };
  declare busy: boolean;
  declare roundOpen: boolean;
  readonly focus_ = new KeepFocusController(this, '.bet', { fallback: '.cashout' });

  constructor() {
    super();
    this.busy = false;
    this.roundOpen = false;
  }

  override render() {
    return html`<input class="amount" />
      ${this.roundOpen ? nothing : html`<button class="bet" ?disabled=${this.busy}>Bet</button>`}
      ${this.roundOpen ? html`<button class="cashout" ?disabled=${this.busy}>Cash out</button>` : nothing}`;
  }
}
customElements.define('focus-game', FocusGame);

async function mount(): Promise<FocusGame> {
  const game = document.createElement('focus-game') as FocusGame;
  document.body.appendChild(game);
  await game.updateComplete;
  return game;
}

const get = (game: FocusGame, selector: string) => game.shadowRoot!.querySelector<HTMLElement>(selector);
const focused = (game: FocusGame) => game.shadowRoot!.activeElement;

/**
 * Sets properties and waits for the render, then does what browsers do and happy-dom does not: a
 * focused control that became disabled or left the page loses focus to the page (the focus fix-up).
 */
async function set(game: FocusGame, props: Partial<Pick<FocusGame, 'busy' | 'roundOpen'>>): Promise<void> {
  Object.assign(game, props);
  await game.updateComplete;
  const active = focused(game);
  if (active instanceof HTMLButtonElement && active.disabled) {
    active.disabled = false; // happy-dom refuses to blur a disabled element
    active.blur();
    active.disabled = true;
  }
  if (active && !active.isConnected) (document.activeElement as HTMLElement | null)?.blur();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('KeepFocusController', () => {
  it('puts focus back on the Bet button once the bet it was disabled for is placed', async () => {
    const game = await mount();
    get(game, '.bet')!.focus();
    await set(game, { busy: true });
    expect(document.activeElement).toBe(document.body); // what the browser does to a disabled button
    expect(game.focus_.kept).toBe(true);
    await set(game, { busy: false });
    expect(focused(game)).toBe(get(game, '.bet'));
  });

  it('follows the round to the fallback when the button is replaced, and back again', async () => {
    const game = await mount();
    get(game, '.bet')!.focus();
    await set(game, { busy: true });
    await set(game, { busy: false, roundOpen: true });
    expect(focused(game)).toBe(get(game, '.cashout'));
    await set(game, { busy: true });
    await set(game, { busy: false, roundOpen: false });
    expect(focused(game)).toBe(get(game, '.bet'));
  });

  it('lets go when the player moves focus elsewhere meanwhile', async () => {
    const game = await mount();
    get(game, '.bet')!.focus();
    await set(game, { busy: true });
    get(game, '.amount')!.focus();
    await set(game, { busy: false });
    expect(focused(game)).toBe(get(game, '.amount'));
    expect(game.focus_.kept).toBe(false);
  });

  it('takes no focus the player never gave it', async () => {
    const game = await mount();
    await set(game, { busy: true });
    await set(game, { busy: false });
    expect(document.activeElement).toBe(document.body);
    expect(game.focus_.kept).toBe(false);
  });
});
