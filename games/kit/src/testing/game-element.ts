import { expect } from 'vitest';
import type { Timers } from '../ui/feedback/frame-clock';
import type { GameShell } from '../ui/game-shell';
import type { HostBridge } from '../ui/host-bridge';

/** A host page that hears nothing: a game's element tests are about its board; the kit's tests cover the messages. */
export const quietBridge: HostBridge = {
  hostOrigin: null,
  balanceUpdate() {},
  authRequired() {},
  betResult() {},
  observeHeight: () => () => {},
  onUpgrade: () => () => {},
};

/**
 * Puts a game element (a test subclass registered as `tag`) on the page with a player token, in
 * `lang` when given, after `before` has set it up, and waits for its first render. The subclass's
 * `goLive` hands it the test's play source, so nothing leaves the page.
 */
export async function mountGame<T extends GameShell>(tag: string, options: { lang?: string; before?: (el: T) => void } = {}): Promise<T> {
  const el = document.createElement(tag) as T;
  el.accessToken = 'Bearer t';
  if (options.lang) el.lang = options.lang;
  options.before?.(el);
  document.body.appendChild(el);
  await el.updateComplete;
  return el;
}

/** Timers whose every wait is over at once (on the next microtask). */
const instantTimers: Timers = { set: (run) => (queueMicrotask(run), 0), clear: () => {} };

/** Makes the game's pauses (autobet's between moves and rounds) pass at once. */
export function skipPauses(el: GameShell): void {
  (el as unknown as { timers: Timers }).timers = instantTimers;
}

/** An element that renders asynchronously, as every kit component does. */
type Rendering = HTMLElement & { readonly updateComplete: Promise<boolean> };

/** Chooses the game's Auto tab and answers its autobet panel once it has loaded and rendered. */
export async function openAutobet(el: GameShell): Promise<Rendering> {
  const find = () => el.shadowRoot!.querySelector<Rendering>('rgs-autobet-panel');
  el.shadowRoot!.querySelector<HTMLButtonElement>('#tab-auto')!.click();
  await expect.poll(async () => {
    await el.updateComplete;
    return find() !== null;
  }).toBe(true);
  const panel = find()!;
  await panel.updateComplete;
  return panel;
}

/** Types a number of rounds into the autobet panel and starts it, as a player does. */
export async function startAutobet(panel: Rendering, rounds: number): Promise<void> {
  const count = panel.shadowRoot!.querySelector<HTMLInputElement>('#count')!;
  count.value = String(rounds);
  count.dispatchEvent(new Event('input'));
  await panel.updateComplete;
  panel.shadowRoot!.querySelector<HTMLButtonElement>('button[part="start"]')!.click();
}

/** The game's FREE BETS section once it shows, defined and drawn (its code loads the first time it shows). */
export async function freeBetsSection(el: GameShell): Promise<Rendering> {
  await customElements.whenDefined('rgs-free-bets');
  const section = el.shadowRoot!.querySelector<Rendering>('rgs-free-bets');
  if (!section) throw new Error('the game shows no FREE BETS section');
  await section.updateComplete;
  return section;
}
