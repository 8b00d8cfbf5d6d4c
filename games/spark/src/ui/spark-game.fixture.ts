// The spark element under test, on a play source with no network, and the readings its tests share.
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { playSpark, sparkParamsSchema, type SparkParams } from '../rules';
import { SparkGame } from './spark-game';

/** A play source settling each bet on the real rules with the next of `points`; `hold` keeps an answer back until released. */
function fakeSource(placed: SparkParams[], points: number[], hold: { release: (() => void) | null; on: boolean }): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = sparkParamsSchema.parse(raw);
      placed.push(params);
      if (hold.on) await new Promise<void>((resolve) => (hold.release = resolve));
      const point = points.shift()!;
      const state = playSpark(params, (point + 0.5) / 10_000);
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, state.multiplier).toFixed(10), multiplier: state.multiplier, params, state, outcome: { point },
      };
      return { round, balance: '100' };
    },
  });
}

/** The element with a hand-driven clock, a recorded play source and a reduced-motion switch. */
export class TestSpark extends SparkGame {
  readonly manual = new ManualClock();
  readonly placed: SparkParams[] = [];
  readonly points: number[] = [];
  readonly hold: { release: (() => void) | null; on: boolean } = { release: null, on: false };
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.points, this.hold);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
customElements.define('test-spark', TestSpark);

/** Puts a spark on the page, in `lang`, with reduced motion when asked. */
export const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestSpark>('test-spark', { lang, before: (el) => (el.reduced = reduced) });

/** The first element under the game's shadow root matching `selector`. */
export const $ = <T extends Element = HTMLElement>(el: TestSpark, selector: string) => el.shadowRoot!.querySelector(selector) as T;
/** Every element under the game's shadow root matching `selector`. */
export const $$ = (el: TestSpark, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
/** An element's text with its white space collapsed. */
export const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** The Bet button. */
export const betButton = (el: TestSpark) => $<HTMLButtonElement>(el, 'button.primary');
/** The board's accessible name. */
export const boardName = (el: TestSpark) => $(el, 'svg[role="img"]').getAttribute('aria-label');
/** Each child's text, joined by a space (a term and its value, a label and its amount). */
export const parts = (node: Element) => [...node.children].map(text).join(' ');
/** The zone, win chance and multiplier under the fuse, each as "term value". */
export const odds = (el: TestSpark) => $$(el, '.odds div').map(parts);
/** The outcome line under the fuse. */
export const outcome = (el: TestSpark) => text($(el, '.outcome'));
/** The bubble over the spark. */
export const bubble = (el: TestSpark) => text($(el, '.bubble'));
/** What the shell's result banner shows (null before a round is told). */
export const banner = (el: TestSpark) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;
/** The native slider of this accessible name. */
export const slider = (el: TestSpark, name: string) => $<HTMLInputElement>(el, `input[type="range"][aria-label="${name}"]`);
/** The text field of the window's start or width. */
export const field = (el: TestSpark, field: 'start' | 'width') => $<HTMLInputElement>(el, `#spark-${field}`);
/** The spark's place on the board (viewBox x of its group's translate), or null when none is drawn. */
export const sparkX = (el: TestSpark) => {
  const transform = $(el, 'g.spark')?.getAttribute('transform');
  return transform ? Number(/translate\((-?[0-9.]+)/.exec(transform)![1]) : null;
};

/** Presses a key on `target`, as the browser sends it. */
export async function press(target: HTMLElement, key: string, shiftKey = false, el?: TestSpark): Promise<void> {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true, cancelable: true }));
  await el?.updateComplete;
}

/** Types into a field, and leaves it unless told not to. */
export async function type(el: TestSpark, which: 'start' | 'width', value: string, leave = true): Promise<void> {
  const input = field(el, which);
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  if (leave) input.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
export async function bet(el: TestSpark): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

/** Moves the clock on and waits for the board to draw. */
export async function advance(el: TestSpark, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

