// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chipsReturned, rouletteParamsSchema, type RouletteParams } from '../rules';
import { RouletteGame } from './roulette-game';
import type { Orientation } from './table-layout';

/** A play source settling each bet on the real rules with the next of `numbers`; `hold` keeps an answer back until released. */
function fakeSource(placed: { amount: string; params: RouletteParams }[], numbers: number[], hold: { release: (() => void) | null; on: boolean }): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = rouletteParamsSchema.parse(raw);
      placed.push({ amount, params });
      if (hold.on) await new Promise<void>((resolve) => (hold.release = resolve));
      const number = numbers.shift()!;
      const multiplier = String(chipsReturned(params.bets, number));
      const wager = (Number(amount) * params.bets.reduce((sum, bet) => sum + bet.chips, 0)).toFixed(10);
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount: wager, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params, state: { number, multiplier }, outcome: { number },
      };
      return { round, balance: '100' };
    },
  });
}

class TestRoulette extends RouletteGame {
  readonly manual = new ManualFrameClock();
  readonly placed: { amount: string; params: RouletteParams }[] = [];
  readonly numbersToLand: number[] = [];
  readonly hold: { release: (() => void) | null; on: boolean } = { release: null, on: false };
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.numbersToLand, this.hold);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
  /** Lays the table as a board of that width would. */
  layTable(orientation: Orientation): void {
    this.orientation = orientation;
  }
}
customElements.define('test-roulette', TestRoulette);

/** Mounts the game and waits for the part it fetches after its first drawing (stacks, arrow keys, the wheel's motion), as a player's first chip would. */
async function mount({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}): Promise<TestRoulette> {
  const el = await mountGame<TestRoulette>('test-roulette', { lang, before: (el) => (el.reduced = reduced) });
  await vi.dynamicImportSettled();
  await el.updateComplete;
  return el;
}

const $ = <T extends Element = HTMLElement>(el: TestRoulette, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestRoulette, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const betButton = (el: TestRoulette) => $<HTMLButtonElement>(el, 'button.primary');
const spot = (el: TestRoulette, name: string) => $$(el, '[role="button"]').find((b) => b.getAttribute('aria-label') === name) as SVGElement | undefined;
const tool = (el: TestRoulette, name: string) => $$(el, '.chip-tools button').find((b) => text(b) === name) as HTMLButtonElement;
const banner = (el: TestRoulette) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;
const stacks = (el: TestRoulette) => $$(el, '.stack').map((s) => `${s.parentElement!.getAttribute('data-key')} ${text(s)} ${s.getAttribute('class')!.replace('stack ', '')}`);
const wheelName = (el: TestRoulette) => $(el, 'svg.wheel').getAttribute('aria-label');

async function click(el: TestRoulette, name: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    const target = spot(el, name) ?? $$(el, '[role="button"]').find((b) => b.getAttribute('aria-label')!.startsWith(`${name}:`));
    if (!target) throw new Error(`no position named ${name}`);
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
  }
}

async function key(el: TestRoulette, target: Element, k: string): Promise<void> {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestRoulette): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

async function advance(el: TestRoulette, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-roulette> table', () => {
  it('draws the wheel and the empty table: a button for each of the 157 positions, Bet waiting for chips', async () => {
    const el = await mount();
    expect(wheelName(el)).toBe('Roulette wheel');
    expect($(el, 'svg.wheel').getAttribute('role')).toBe('img');
    expect($$(el, 'svg.wheel .pocket-number').map(text).slice(0, 5)).toEqual(['0', '32', '15', '19', '4']);
    expect($(el, 'svg.table').getAttribute('aria-label')).toBe('Roulette table');
    expect($$(el, 'g[role="group"]').map((g) => g.getAttribute('aria-label'))).toEqual(['Numbers', 'Outside bets']);
    expect($$(el, '[aria-label="Numbers"] [role="button"]')).toHaveLength(145);
    expect($$(el, '[aria-label="Outside bets"] [role="button"]').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Column 3', 'Column 2', 'Column 1', 'Dozen 1, 1 to 12', 'Dozen 2, 13 to 24', 'Dozen 3, 25 to 36', '1 to 18', 'Even', 'Red', 'Black', 'Odd', '19 to 36',
    ]);
    // The lattice is one tab stop (the 2, in the middle of zero's street); every box is one.
    expect($$(el, '[aria-label="Numbers"] [tabindex="0"]').map((b) => b.getAttribute('aria-label'))).toEqual(['Straight 2']);
    expect($$(el, '[aria-label="Outside bets"] [tabindex="0"]')).toHaveLength(12);
    expect($$(el, 'text.number').map(text).slice(0, 4)).toEqual(['0', '1', '2', '3']);
    expect($$(el, 'text.number')).toHaveLength(37);
    expect($$(el, 'text.box-label').map(text)).toEqual(['2:1', '2:1', '2:1', '1–12', '13–24', '25–36', '1–18', 'Even', 'Odd', '19–36']);
    expect(stacks(el)).toEqual([]);
    expect(text($(el, '.on-table'))).toBe('0 chips × $1.00 = $0.00');
    expect(text($(el, '.roulette-settings .note'))).toBe('Place chips on the table to bet');
    expect(betButton(el).getAttribute('aria-disabled')).toBe('true');
    // No free bets on roulette: no FREE BETS section.
    expect($(el, 'rgs-free-bets')).toBeNull();
  });

  it('takes chips by click, a right click lifting one, and stacks them with their count', async () => {
    const el = await mount();
    await click(el, 'Straight 17', 2);
    await click(el, 'Split 17 and 20');
    await click(el, 'Red');
    expect(spot(el, 'Straight 17: 2 chips')).toBeDefined();
    expect(spot(el, 'Red: 1 chip')).toBeDefined();
    expect(stacks(el)).toEqual(['straight:17 2 placed', 'split:17-20 1 placed', `red:1-3-5-7-9-12-14-16-18-19-21-23-25-27-30-32-34-36 1 placed`]);
    expect(text($(el, '.on-table'))).toBe('4 chips × $1.00 = $4.00');
    expect(betButton(el).getAttribute('aria-disabled')).toBe('false');
    spot(el, 'Straight 17: 2 chips')!.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(spot(el, 'Straight 17: 1 chip')).toBeDefined();
  });

  it('lights the numbers a position covers while it is pointed at or focused', async () => {
    const el = await mount();
    spot(el, 'Corner 17, 18, 20, and 21')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect($$(el, '.marks .covered')).toHaveLength(4);
    $(el, 'svg.table').dispatchEvent(new PointerEvent('pointerleave'));
    await el.updateComplete;
    expect($$(el, '.marks .covered')).toHaveLength(0);
  });

  it('moves over the inside lattice with the arrows: Enter places a chip, Delete lifts one; boxes take Enter too', async () => {
    const el = await mount();
    const start = spot(el, 'Straight 2')!;
    start.focus();
    await key(el, start, 'Enter');
    await key(el, spot(el, 'Straight 2: 1 chip')!, 'ArrowRight');
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('Split 2 and 5');
    expect(spot(el, 'Split 2 and 5')!.getAttribute('tabindex')).toBe('0');
    expect(spot(el, 'Straight 2: 1 chip')!.getAttribute('tabindex')).toBe('-1');
    await key(el, spot(el, 'Split 2 and 5')!, ' ');
    await key(el, spot(el, 'Split 2 and 5: 1 chip')!, 'ArrowDown');
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('Corner 1, 2, 4, and 5');
    await key(el, spot(el, 'Straight 2: 1 chip')!, 'Delete');
    await key(el, spot(el, 'Odd')!, 'Enter');
    expect(stacks(el).map((s) => s.split(' ')[0])).toEqual(['split:2-5', 'odd:1-3-5-7-9-11-13-15-17-19-21-23-25-27-29-31-33-35']);
  });

  it('turns the arrows with the table when it stands up on a narrow board', async () => {
    const el = await mount();
    el.layTable('tall');
    await el.updateComplete;
    expect($(el, 'svg.table').classList.contains('tall')).toBe(true);
    expect($(el, 'svg.table').getAttribute('viewBox')).toBe('0 0 290 544');
    const start = spot(el, 'Straight 2')!;
    start.focus();
    await key(el, start, 'ArrowDown');
    expect(el.shadowRoot!.activeElement?.getAttribute('aria-label')).toBe('Split 2 and 5');
  });

  it('undoes, clears and doubles the table, by button and by U, C and D', async () => {
    const el = await mount();
    expect(tool(el, 'Undo').disabled).toBe(true);
    await click(el, 'Straight 17');
    await click(el, 'Black');
    tool(el, 'Double').click();
    await el.updateComplete;
    expect(text($(el, '.on-table'))).toBe('4 chips × $1.00 = $4.00');
    tool(el, 'Undo').click();
    await el.updateComplete;
    expect(text($(el, '.on-table'))).toBe('2 chips × $1.00 = $2.00');
    tool(el, 'Clear').click();
    await el.updateComplete;
    expect(stacks(el)).toEqual([]);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'u', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(text($(el, '.on-table'))).toBe('2 chips × $1.00 = $2.00');
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'd', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(spot(el, 'Straight 17: 2 chips')).toBeDefined();
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(stacks(el)).toEqual([]);
  });

  it('takes at most 200 chips, and says so', async () => {
    const el = await mount();
    await click(el, 'Straight 17');
    for (let i = 0; i < 7; i++) tool(el, 'Double').click();
    await el.updateComplete;
    expect(spot(el, 'Straight 17: 128 chips')).toBeDefined();
    expect(tool(el, 'Double').disabled).toBe(true);
    await click(el, 'Straight 17', 72);
    expect(text($(el, '.on-table'))).toBe('200 chips × $1.00 = $200.00');
    await click(el, 'Straight 18');
    expect(spot(el, 'Straight 18')).toBeDefined();
    expect(text($(el, '.roulette-settings .note'))).toBe('The table takes at most 200 chips');
    expect(text($(el, '.stack text'))).toBe('200');
  });

  it('shows the chip value and the total in the player’s language', async () => {
    const el = await mount({ lang: 'pt' });
    await click(el, 'Pleno 17', 3);
    expect(text($(el, '.on-table'))).toBe('3 fichas × $ 1,00 = $ 3,00');
    expect($$(el, '[aria-label="Apostas externas"] [role="button"]').map((b) => b.getAttribute('aria-label')).slice(7, 10)).toEqual(['Par', 'Vermelho', 'Preto']);
  });
});

describe('<rgs-roulette> spin', () => {
  it('moves the money at once, spins the wheel and the ball for 2.4 s, and tells the result once the ball has settled', async () => {
    const el = await mount();
    await click(el, 'Straight 17');
    await click(el, 'Red');
    await click(el, 'Dozen 2, 13 to 24');
    el.numbersToLand.push(17);
    await bet(el);
    expect(el.placed).toEqual([
      {
        amount: '1',
        params: {
          bets: [
            { type: 'straight', numbers: [17], chips: 1 },
            { type: 'red', numbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36], chips: 1 },
            { type: 'dozen', numbers: [13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], chips: 1 },
          ],
        },
      },
    ]);
    expect(banner(el)).toBeNull();
    expect(el.spinning).toBe(true);
    expect(text($(el, '.outcome'))).toBe('Spinning…');
    expect($(el, 'button.skip')).not.toBeNull();
    const ball = () => [$(el, 'circle.ball').getAttribute('cx'), $(el, 'circle.ball').getAttribute('cy')].join(',');
    const head = () => $(el, 'g.head').getAttribute('transform');
    const before = [ball(), head()];
    await advance(el, 600);
    expect([ball(), head()]).not.toEqual(before);
    expect(stacks(el).every((s) => s.endsWith('placed'))).toBe(true);
    await advance(el, 1200);
    expect(banner(el)).toBeNull();
    await advance(el, 600);
    expect(el.spinning).toBe(false);
    expect(el.manual.pending).toBe(0);
    // 17 black: the straight (36) and the dozen (3) win, red is swept.
    expect(wheelName(el)).toBe('Roulette wheel: 17 black');
    expect(ball()).toBe('0,-88');
    expect(stacks(el)).toEqual(['straight:17 1 won', 'red:1-3-5-7-9-12-14-16-18-19-21-23-25-27-30-32-34-36 1 swept', 'dozen:13-14-15-16-17-18-19-20-21-22-23-24 1 won']);
    expect($$(el, '.marks .winner')).toHaveLength(1);
    // The boxes covering 17 are lit: its column, its dozen, black, odd and 1–18.
    expect($$(el, '.marks .lit')).toHaveLength(5);
    expect(text($(el, '.outcome'))).toBe('✓ 17 black · Paid $39.00');
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '39.00×', payout: '$39.00' });
    expect($$(el, '.last li').map(text)).toEqual(['17 black']);
    expect($(el, 'button.skip')).toBeNull();
    // The chips stay on the table for the next spin.
    expect(text($(el, '.on-table'))).toBe('3 chips × $1.00 = $3.00');
  });

  it('with reduced motion settles the ball at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    await click(el, 'Straight 17');
    el.numbersToLand.push(0);
    await bet(el);
    expect(el.spinning).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(wheelName(el)).toBe('Roulette wheel: 0 green');
    expect(text($(el, '.outcome'))).toBe('✗ 0 green · Lost');
    expect($(el, '.outcome').classList.contains('lost')).toBe(true);
    expect(stacks(el)).toEqual(['straight:17 1 swept']);
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('stops at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    await click(el, 'Even');
    el.numbersToLand.push(8);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.spinning).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✓ 8 black · Paid $2.00');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('stops at once on Escape', async () => {
    const el = await mount();
    await click(el, 'Odd');
    el.numbersToLand.push(8);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.spinning).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✗ 8 black · Lost');
  });

  it('lands the spin when the player touches the table, and gives the felt back to the chips', async () => {
    const el = await mount();
    await click(el, 'Straight 5');
    el.numbersToLand.push(5);
    await bet(el);
    await advance(el, 100);
    await click(el, 'Straight 5: 1 chip');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '36.00×' });
    expect(el.spinning).toBe(false);
    expect(stacks(el)).toEqual(['straight:5 2 placed']);
    expect($$(el, '.marks .winner')).toHaveLength(0);
    expect(text($(el, '.outcome'))).toBe('');
    // The wheel rests where it stopped: the ball in 5 at the top.
    expect(wheelName(el)).toBe('Roulette wheel');
    expect($(el, 'circle.ball').getAttribute('cy')).toBe('-88');
  });

  it('keeps the last ten numbers, newest first', async () => {
    const el = await mount({ reduced: true });
    await click(el, 'Red');
    const numbers = [3, 0, 26, 32, 15, 19, 4, 21, 2, 25, 17];
    el.numbersToLand.push(...numbers);
    for (const _ of numbers) await bet(el);
    expect($$(el, '.last li').map((li) => li.getAttribute('class'))).toEqual(['black', 'red', 'black', 'red', 'black', 'red', 'black', 'red', 'black', 'green']);
    expect($$(el, '.last li').map((li) => text(li).split(' ')[0])).toEqual(['17', '25', '2', '21', '4', '19', '15', '32', '26', '0']);
  });

  it('locks the table while a bet is on its way', async () => {
    const el = await mount();
    await click(el, 'Straight 17');
    el.hold.on = true;
    el.numbersToLand.push(1);
    betButton(el).click();
    await expect.poll(() => el.placed.length).toBe(1);
    await el.updateComplete;
    await click(el, 'Straight 17: 1 chip');
    expect(spot(el, 'Straight 17: 1 chip')!.getAttribute('aria-disabled')).toBe('true');
    expect(tool(el, 'Clear').disabled).toBe(true);
    el.hold.release!();
    await expect.poll(async () => {
      await el.updateComplete;
      return tool(el, 'Clear').disabled;
    }).toBe(false);
    expect(stacks(el)).toEqual(['straight:17 1 placed']);
  });
});

describe('<rgs-roulette> autobet', () => {
  it('plays 3 spins from the Auto tab one at a time with the same chips: each waits for its ball to settle', async () => {
    const el = await mount();
    await click(el, 'Split 17 and 20', 2);
    el.numbersToLand.push(3, 20, 5);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.spinning).toBe(true);
    // The table is locked while autobet runs.
    expect(spot(el, 'Split 17 and 20: 2 chips')!.getAttribute('aria-disabled')).toBe('true');
    for (const placed of [2, 3]) {
      el.manual.advance(2400);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(2400);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed.map((p) => p.params)).toStrictEqual(Array(3).fill({ bets: [{ type: 'split', numbers: [17, 20], chips: 2 }] }));
  });
});

describe('<rgs-roulette> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de la Ruleta');
  });
});
