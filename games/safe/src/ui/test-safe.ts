// The safe element under test: a play source settling each bet on the real paytables with codes the
// test chooses, a hand-driven frame clock, and helpers that read the board as a player sees it.
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { countMatches, safeMultiplier, safeParamsSchema, type SafeParams } from '../rules';
import { SafeGame } from './safe-game';

/** A play source settling each bet on the real paytables with the next of `codes`; `hold` keeps an answer back until released. */
export function fakeSource(placed: SafeParams[], codes: number[][], hold: { release: (() => void) | null; on: boolean }): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = safeParamsSchema.parse(raw);
      placed.push(params);
      if (hold.on) await new Promise<void>((resolve) => (hold.release = resolve));
      const code = codes.shift()!;
      const matches = countMatches(params.guess, code);
      const multiplier = safeMultiplier(params.dials, matches);
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params, state: { guess: params.guess, code, matches, multiplier }, outcome: { code },
      };
      return { round, balance: '100' };
    },
  });
}

/** The safe with a test's play source, clock, random digits and motion preference. */
export class TestSafe extends SafeGame {
  readonly manual = new ManualClock();
  readonly placed: SafeParams[] = [];
  readonly codes: number[][] = [];
  readonly hold: { release: (() => void) | null; on: boolean } = { release: null, on: false };
  readonly randoms: number[] = [];
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
    this.randomDigit = () => this.randoms.shift()!;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.codes, this.hold);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
if (!customElements.get('test-safe')) customElements.define('test-safe', TestSafe);

/** Puts a test safe on the page, in `lang`, with reduced motion or not. */
export const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestSafe>('test-safe', { lang, before: (el) => (el.reduced = reduced) });

/** The first element of the shadow root matching `selector`. */
export const $ = <T extends Element = HTMLElement>(el: TestSafe, selector: string) => el.shadowRoot!.querySelector(selector) as T;
/** Every element of the shadow root matching `selector`. */
export const $$ = (el: TestSafe, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
/** An element's text, spaces collapsed. */
export const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** The Bet button. */
export const betButton = (el: TestSafe) => $<HTMLButtonElement>(el, 'button.primary');
/** The board's accessible name. */
export const safeName = (el: TestSafe) => $(el, 'svg[role="img"]').getAttribute('aria-label');
/** The lock's radios. */
export const radios = (el: TestSafe) => $$(el, 'input[type="radio"][name="safe-dials"]') as HTMLInputElement[];
/** The code's spinbuttons. */
export const dials = (el: TestSafe) => $$(el, '[role="spinbutton"]') as HTMLElement[];
/** The digit on each spinbutton. */
export const guessShown = (el: TestSafe) => dials(el).map((d) => d.getAttribute('aria-valuenow'));
/** The digits on the brass plates above the drums. */
export const plates = (el: TestSafe) => $$(el, '.plate text').map(text);
/** The digit each drum shows in its window. */
export const drums = (el: TestSafe) => $$(el, 'svg.drum').map((d) => d.getAttribute('data-digit'));
/** Each lamp: off, hit or miss. */
export const lamps = (el: TestSafe) => $$(el, 'g.lamp').map((g) => g.getAttribute('class')!.replace('lamp', '').trim());
/** The paytable's lines as a screen reader reads them. */
export const paytable = (el: TestSafe) => $$(el, '.paytable li').map((li) => text(li.querySelector('.sr')));
/** The result banner's result (null until a round is told). */
export const banner = (el: TestSafe) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;
/** Whether the door has swung open on the vault. */
export const doorOpen = (el: TestSafe) => $(el, '.vault') !== null;

/** Presses a key on a dial as the browser delivers it: a keydown that bubbles out of the shadow root. */
export async function press(el: TestSafe, target: HTMLElement, key: string): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(event);
  await el.updateComplete;
  return event;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
export async function bet(el: TestSafe): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

/** Moves the frame clock on and waits for the board to draw it. */
export async function advance(el: TestSafe, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

