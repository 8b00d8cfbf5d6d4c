// The defuse element under test: a hand-driven clock, a play source on the real rules with chosen
// live wires, and the helpers its tests read the board with. Imported by the element's tests only.
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { vi } from 'vitest';
import { defuseParamsSchema, playDefuse, type DefuseParams } from '../rules';
import { DefuseGame } from './defuse-game';

/** Floats that draw `wires` as the live ones, in that order (each the index of its wire among those left). */
function floatsDrawing(wires: readonly number[]): number[] {
  const left = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  return wires.map((wire, i) => {
    const index = left.indexOf(wire);
    left.splice(index, 1);
    return (index + 0.5) / (10 - i);
  });
}

/** A play source settling each bet on the real rules, with the next of `draws` as its live wires. */
function fakeSource(placed: DefuseParams[], draws: number[][]): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = defuseParamsSchema.parse(raw);
      placed.push(params);
      const { outcome, state } = playDefuse(params, floatsDrawing(draws.shift()!));
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, state.multiplier).toFixed(10), multiplier: state.multiplier, params, state, outcome,
      };
      return { round, balance: '100' };
    },
  });
}

/** The element with a hand-driven clock, the fake play source, and reduced motion as the test sets it. */
export class TestDefuse extends DefuseGame {
  readonly manual = new ManualFrameClock();
  readonly placed: DefuseParams[] = [];
  /** The live wires of each next round, in draw order. */
  readonly draws: number[][] = [];
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.draws);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
  /** The id of the round on the board, null before the first. */
  get shownRound(): string | null {
    return this.sequence.shown?.round.id ?? null;
  }
}
customElements.define('test-defuse', TestDefuse);

/** Puts a TestDefuse on the page, live, in `lang`. */
export const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestDefuse>('test-defuse', { lang, before: (el) => (el.reduced = reduced) });

/** One element of the game's shadow root. */
export const $ = <T extends Element = HTMLElement>(el: TestDefuse, selector: string) => el.shadowRoot!.querySelector(selector) as T;
/** Every element of the game's shadow root that matches. */
export const $$ = <T extends Element = HTMLElement>(el: TestDefuse, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
/** An element's text, its white space collapsed. */
export const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** Wire `n`'s button. */
export const wire = (el: TestDefuse, n: number) => $<HTMLButtonElement>(el, `button.wire[data-wire="${n}"]`);
/** The primary button (Bet). */
export const betButton = (el: TestDefuse) => $<HTMLButtonElement>(el, 'button.primary');
/** The bomb picture's accessible name. */
export const bombName = (el: TestDefuse) => $(el, 'svg[role="img"]').getAttribute('aria-label');
/** The odds above the bomb, each as "label value". */
export const odds = (el: TestDefuse) => $$(el, '.odds div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
/** What the shell's result banner shows (null before a round is told). */
export const banner = (el: TestDefuse) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;
/** The wires marked, as their buttons say: pressed, with their names. */
export const pressed = (el: TestDefuse) => $$(el, 'button.wire[aria-pressed="true"]').map((b) => b.getAttribute('aria-label'));
/** The wires drawn cut in two, in wire order. */
export const cutWires = (el: TestDefuse) => $$(el, 'g.wire.cut').map((g) => Number(g.getAttribute('data-wire')));
/** How many pairs of scissors wait on the board. */
export const scissors = (el: TestDefuse) => $$(el, 'g.scissors').length;
/** The timer's classes: its state (armed, defused, blown). */
export const leds = (el: TestDefuse) => $(el, 'g.timer').getAttribute('class');

/** Clicks the wires' buttons, one after another. */
export async function mark(el: TestDefuse, ...wires: number[]): Promise<void> {
  for (const n of wires) {
    wire(el, n).click();
    await el.updateComplete;
  }
}

/** Presses a key on the element (or on `target` inside it). */
export async function key(el: TestDefuse, name: string, target: EventTarget = el): Promise<void> {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}

/** Picks a number of live wires as the browser does on a click or an arrow key. */
export async function pickLive(el: TestDefuse, count: number): Promise<void> {
  const radio = $$<HTMLInputElement>(el, 'input[name="defuse-live"]').find((r) => r.value === String(count))!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
export async function bet(el: TestDefuse): Promise<void> {
  const next = `rnd_${el.placed.length + 1}`;
  betButton(el).click();
  await vi.waitUntil(() => el.shownRound === next);
  await el.updateComplete;
}

/** Moves the clock on by `ms` and waits for the board to redraw. */
export async function advance(el: TestDefuse, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

