// Test helpers shared by the volt element's tests (never imported by the bundle).
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { VOLT_LADDERS, voltParamsSchema, type VoltParams } from '../rules';
import { VoltGame } from './volt-game';

/** A play source settling each bet on the real ladders at the next of `levels`; `hold` keeps an answer back until released. */
function fakeSource(placed: VoltParams[], levels: number[], hold: { release: (() => void) | null; on: boolean }): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = voltParamsSchema.parse(raw);
      placed.push(params);
      if (hold.on) await new Promise<void>((resolve) => (hold.release = resolve));
      const level = levels.shift()!;
      const multiplier = VOLT_LADDERS[params.risk].multipliers[level]!;
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params, state: { level, multiplier }, outcome: { level },
      };
      return { round, balance: '100' };
    },
  });
}

/** Volt on a hand-driven clock and a fake play source: bets settle at the levels a test lines up. */
export class TestVolt extends VoltGame {
  readonly manual = new ManualClock();
  readonly placed: VoltParams[] = [];
  readonly levelsToReach: number[] = [];
  readonly hold: { release: (() => void) | null; on: boolean } = { release: null, on: false };
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.levelsToReach, this.hold);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
if (!customElements.get('test-volt')) customElements.define('test-volt', TestVolt);

/** Puts a volt on the page, reduced motion and language as asked. */
export const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestVolt>('test-volt', { lang, before: (el) => (el.reduced = reduced) });

/** One element of the game's shadow root. */
export const $ = <T extends Element = HTMLElement>(el: TestVolt, selector: string) => el.shadowRoot!.querySelector(selector) as T;
/** Every element of the game's shadow root matching `selector`. */
export const $$ = (el: TestVolt, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
/** An element's text, its spaces collapsed. */
export const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** The Bet button. */
export const betButton = (el: TestVolt) => $<HTMLButtonElement>(el, 'button.primary');
/** The coil's accessible name. */
export const coilName = (el: TestVolt) => $(el, 'svg[role="img"]').getAttribute('aria-label');
/** The risk radios. */
export const radios = (el: TestVolt) => $$(el, 'input[type="radio"][name="volt-risk"]') as HTMLInputElement[];
/** The ladder's rows as text, top rung first. */
export const ladder = (el: TestVolt) => $$(el, '.ladder li').map(text);
/** The coil's multiplier tags as text, rung 1 first. */
export const tags = (el: TestVolt) => $$(el, '.tag').map((tag) => text(tag));
/** How many rings are lit. */
export const litRings = (el: TestVolt) => $$(el, '.ring.lit').length;
/** How many tags are lit (or marked as hit). */
export const litTags = (el: TestVolt) => $$(el, '.tag.lit, .tag.hit').length;
/** What the shell's result banner shows (null: nothing). */
export const banner = (el: TestVolt) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;
/** The height of the arc's tip, in SVG units (null when no arc is drawn). */
export const tipY = (el: TestVolt) => {
  const tip = $(el, '.arc-tip');
  return tip ? Number(tip.getAttribute('cy')) : null;
};

/** Picks a risk as the browser does on a click or an arrow key: it becomes checked and fires `change`. */
export async function pick(el: TestVolt, value: string): Promise<void> {
  const radio = radios(el).find((r) => r.value === value)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
export async function bet(el: TestVolt): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

/** Moves the frame clock on by `ms` and waits for the board to draw it. */
export async function advance(el: TestVolt, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}
