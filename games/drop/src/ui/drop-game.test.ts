// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { WORDS, dropBall, dropParamsSchema, type DropParams } from '../rules';
import { DropGame } from './drop-game';

/** The two words a drop lands on: f0's picks the ring, f1's the angle. */
type Words = readonly [number, number];

/** RULES.md's worked example: ring 2 of the medium board (3×), up and to the right. */
const RING_2: Words = [321_036_000, 541_747_028];
/** Off the rings of every board, straight down. */
const MISS: Words = [4_000_000_000, 2 ** 31];

/** A play source settling each bet on the real boards with the next of `drops`; `hold` keeps an answer back until released. */
function fakeSource(placed: DropParams[], drops: Words[], hold: { release: (() => void) | null; on: boolean }): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = dropParamsSchema.parse(raw);
      placed.push(params);
      if (hold.on) await new Promise<void>((resolve) => (hold.release = resolve));
      const [w0, w1] = drops.shift()!;
      const state = dropBall(params.risk, w0 / WORDS, w1 / WORDS);
      const { multiplier, ...outcome } = state;
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params, state, outcome,
      };
      return { round, balance: '100' };
    },
  });
}

class TestDrop extends DropGame {
  readonly manual = new ManualClock();
  readonly placed: DropParams[] = [];
  readonly drops: Words[] = [];
  readonly hold: { release: (() => void) | null; on: boolean } = { release: null, on: false };
  readonly sounds: string[] = [];
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
    this.sound.play = (name) => void this.sounds.push(name);
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.drops, this.hold);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
  /** The ball as drawn now: its centre and its scale (1 on the board, larger the higher it is); null when there is none. */
  get ball(): { x: number; y: number; scale: number } | null {
    const g = this.shadowRoot!.querySelector('g.ball > g[transform]');
    if (!g) return null;
    const [, x, y, scale] = /translate\((-?[0-9.]+) (-?[0-9.]+)\) scale\(([0-9.]+)\)/.exec(g.getAttribute('transform')!)!;
    return { x: Number(x), y: Number(y), scale: Number(scale) };
  }
}
customElements.define('test-drop', TestDrop);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestDrop>('test-drop', { lang, before: (el) => (el.reduced = reduced) });

const $ = <T extends Element = HTMLElement>(el: TestDrop, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestDrop, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const betButton = (el: TestDrop) => $<HTMLButtonElement>(el, 'button.primary');
const boardName = (el: TestDrop) => $(el, 'svg[role="img"]').getAttribute('aria-label');
const radios = (el: TestDrop) => $$(el, 'input[type="radio"][name="drop-risk"]') as HTMLInputElement[];
const checked = (el: TestDrop) => radios(el).find((r) => r.checked)?.value;
const legend = (el: TestDrop) => $$(el, '.legend li').map(text);
const labels = (el: TestDrop) => $$(el, '.labels .label').map((l) => `${l.classList.contains('tag') ? 'tag' : 'on'} ${text(l)}`);
const hitZone = (el: TestDrop) => $(el, '.zone.hit')?.getAttribute('data-zone') ?? null;
const banner = (el: TestDrop) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;

/** Picks a risk as the browser does on a click or an arrow key: its radio becomes checked and fires `change`. */
async function pick(el: TestDrop, value: string): Promise<void> {
  const radio = radios(el).find((r) => r.value === value)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestDrop): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

async function advance(el: TestDrop, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-drop> board', () => {
  it('starts on the medium target: named, its five rings and the hatched band, multipliers written on or beside them, and the legend', async () => {
    const el = await mount();
    expect(boardName(el)).toBe('Target: medium risk');
    expect($$(el, '.zone.pays')).toHaveLength(5);
    expect($(el, '.zone.miss').getAttribute('fill')).toBe('url(#drop-miss)');
    // The bullseye and the 10× ring are too narrow to write on: their multipliers are on tags.
    expect(labels(el)).toEqual(['tag 50×', 'tag 10×', 'on 3×', 'on 2×', 'on 1.2×', 'on 0×']);
    expect($$(el, '.tag .leader')).toHaveLength(2);
    expect(el.ball).toBeNull();
    expect($(el, '.legend').getAttribute('aria-label')).toBe('Rings on this target, from the centre out');
    expect(legend(el)).toEqual([
      '50× 0.5% Bullseye: 50×, chance 0.5%',
      '10× 2% Ring 1: 10×, chance 2%',
      '3× 6% Ring 2: 3×, chance 6%',
      '2× 9% Ring 3: 2×, chance 9%',
      '1.2× 15% Ring 4: 1.2×, chance 15%',
      '0× 67.5% Off the rings: 0×, chance 67.5%',
    ]);
  });

  it('writes the multipliers in the player’s digits', async () => {
    const el = await mount({ lang: 'pt' });
    expect(boardName(el)).toBe('Alvo: risco médio');
    expect(labels(el)[4]).toBe('on 1,2×');
    expect(legend(el)[4]).toBe('1,2× 15% Anel 4: 1,2×, chance de 15%');
    el.reduced = true;
    el.drops.push(RING_2);
    await bet(el);
    expect(boardName(el)).toBe('Alvo: risco médio, bola no anel 2, 3×');
  });
});

describe('<rgs-drop> risk', () => {
  it('is a radio group with a legend, the current choice checked', async () => {
    const el = await mount();
    expect(text($(el, 'fieldset.choice legend'))).toBe('Risk');
    expect(radios(el).map((r) => text(r.parentElement))).toEqual(['Low', 'Medium', 'High']);
    expect(checked(el)).toBe('medium');
  });

  it('redraws the target and its legend, and is what the next bet plays', async () => {
    const el = await mount();
    await pick(el, 'high');
    expect(boardName(el)).toBe('Target: high risk');
    expect(labels(el)).toEqual(['tag 1000×', 'tag 100×', 'tag 20×', 'tag 5×', 'on 2×', 'on 0×']);
    expect(legend(el)[0]).toBe('1000× 0.025% Bullseye: 1000×, chance 0.025%');
    expect(legend(el).at(-1)).toBe('0× 88.7% Off the rings: 0×, chance 88.7%');
    await pick(el, 'low');
    expect(labels(el)).toEqual(['on 5×', 'on 2×', 'on 1.5×', 'on 1.1×', 'on 0×']);
    el.reduced = true;
    el.drops.push(RING_2);
    await bet(el);
    expect(el.placed).toEqual([{ risk: 'low' }]);
  });

  it('is locked while a bet is on its way', async () => {
    const el = await mount();
    el.hold.on = true;
    el.drops.push(RING_2);
    betButton(el).click();
    await expect.poll(() => el.placed.length).toBe(1);
    await el.updateComplete;
    expect(($(el, 'fieldset.choice') as HTMLFieldSetElement).disabled).toBe(true);
    el.hold.release!();
    await expect.poll(async () => {
      await el.updateComplete;
      return ($(el, 'fieldset.choice') as HTMLFieldSetElement).disabled;
    }).toBe(false);
  });
});

describe('<rgs-drop> drop', () => {
  it('moves the money at once, drops the ball for 1.6 s (falling, bounce, roll), then lights the ring and tells the result', async () => {
    const el = await mount();
    el.drops.push(RING_2);
    await bet(el);
    // The round is settled, but nothing tells the result before the ball rests.
    expect(banner(el)).toBeNull();
    expect(text($(el, '.outcome'))).toBe('Dropping…');
    expect(el.dropping).toBe(true);
    expect($(el, 'button.skip')).not.toBeNull();
    expect(hitZone(el)).toBeNull();
    // High up, the ball is drawn large; it shrinks onto the board as it falls.
    await advance(el, 200);
    const high = el.ball!;
    await advance(el, 400);
    const low = el.ball!;
    expect(high.scale).toBeGreaterThan(low.scale);
    expect(low.scale).toBeGreaterThan(1);
    // On the board at 880 ms, then the bounce with its ripple.
    await advance(el, 400);
    expect($(el, '.ripple')).not.toBeNull();
    expect(banner(el)).toBeNull();
    await advance(el, 600);
    expect(el.dropping).toBe(false);
    expect(el.manual.pending).toBe(0);
    // Resting on its spot: 0.2734 of the 140-unit radius at 45.4° clockwise from the top.
    expect(el.ball).toEqual({ x: 27.26, y: -26.87, scale: 1 });
    expect($(el, '.ripple')).toBeNull();
    expect(hitZone(el)).toBe('2');
    expect($(el, '.hit-glow')).not.toBeNull();
    expect(boardName(el)).toBe('Target: medium risk, ball on ring 2, 3×');
    expect(text($(el, '.outcome'))).toBe('✓ Ring 2, 3×: win! Paid $3.00');
    expect($(el, '.legend li.hit')!.getAttribute('aria-current')).toBe('true');
    expect(text($(el, '.legend li.hit strong'))).toBe('3×');
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '3.00×', payout: '$3.00' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('knocks once as the ball first touches the board, and sounds the win as it rests', async () => {
    const el = await mount();
    el.drops.push(RING_2);
    await bet(el);
    await advance(el, 870);
    expect(el.sounds).toEqual(['bet']);
    await advance(el, 20);
    expect(el.sounds).toEqual(['bet', 'tick']);
    await advance(el, 400);
    expect(el.sounds).toEqual(['bet', 'tick']);
    await advance(el, 400);
    expect(el.sounds).toEqual(['bet', 'tick', 'win']);
  });

  it('with reduced motion rests the ball on its spot at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.drops.push(MISS);
    await bet(el);
    expect(el.dropping).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(el.ball).toMatchObject({ x: 0, scale: 1 });
    expect(el.ball!.y).toBeCloseTo(140 * Math.sqrt(4_000_000_000 / WORDS), 1);
    expect(hitZone(el)).toBe('5');
    expect(boardName(el)).toBe('Target: medium risk, ball off the rings, 0×');
    expect(text($(el, '.outcome'))).toBe('✗ Off the rings, 0×: no win');
    expect($(el, '.outcome')!.classList.contains('loss')).toBe(true);
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('lands at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.drops.push(RING_2);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.dropping).toBe(false);
    expect(el.ball).toEqual({ x: 27.26, y: -26.87, scale: 1 });
    expect(text($(el, '.outcome'))).toBe('✓ Ring 2, 3×: win! Paid $3.00');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('lands at once on Escape', async () => {
    const el = await mount();
    el.drops.push(MISS);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.dropping).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✗ Off the rings, 0×: no win');
  });

  it('lands a falling ball when the next bet is placed, and drops the next one', async () => {
    const el = await mount();
    el.drops.push(MISS, RING_2);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    // The first drop was told as the second started.
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('0.00×');
    expect(el.dropping).toBe(true);
    await advance(el, 1600);
    expect(hitZone(el)).toBe('2');
    expect(text($(el, '.outcome'))).toBe('✓ Ring 2, 3×: win! Paid $3.00');
  });

  it('lands the drop shown before it changes the target, and clears the ball', async () => {
    const el = await mount();
    el.drops.push(RING_2);
    await bet(el);
    await advance(el, 100);
    await pick(el, 'low');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '3.00×' });
    expect(el.dropping).toBe(false);
    expect(boardName(el)).toBe('Target: low risk');
    expect(text($(el, '.outcome'))).toBe('');
    expect(el.ball).toBeNull();
    expect(hitZone(el)).toBeNull();
  });

  it('tells a bullseye by name', async () => {
    const el = await mount({ reduced: true });
    await pick(el, 'high');
    el.drops.push([1_000_000, 0]);
    await bet(el);
    expect(boardName(el)).toBe('Target: high risk, ball on the bullseye, 1000×');
    expect(text($(el, '.outcome'))).toBe('✓ Bullseye, 1000×: win! Paid $1,000.00');
    expect($(el, '.tag[data-zone="0"] .plate')!.classList.contains('hit')).toBe(true);
  });
});

describe('<rgs-drop> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its ball to rest', async () => {
    const el = await mount();
    el.drops.push(RING_2, MISS, RING_2);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.dropping).toBe(true);
    // The risk is locked while autobet runs.
    expect(($(el, 'fieldset.choice') as HTMLFieldSetElement).disabled).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(1600);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(1600);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual(Array(3).fill({ risk: 'medium' }));
  });
});

describe('<rgs-drop> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de Drop');
  });
});
