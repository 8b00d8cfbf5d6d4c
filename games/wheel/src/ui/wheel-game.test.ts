// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { wheelLayout, wheelParamsSchema, type WheelParams } from '../rules';
import { segmentAt } from './spin-motion';
import { WheelGame } from './wheel-game';

/** A play source settling each bet on the real layouts with the next of `segments`; `hold` keeps an answer back until released. */
function fakeSource(placed: WheelParams[], segments: number[], hold: { release: (() => void) | null; on: boolean }): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = wheelParamsSchema.parse(raw);
      placed.push(params);
      if (hold.on) await new Promise<void>((resolve) => (hold.release = resolve));
      const segment = segments.shift()!;
      const multiplier = wheelLayout(params.risk, params.segments)[segment]!;
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params, state: { segment, multiplier }, outcome: { segment },
      };
      return { round, balance: '100' };
    },
  });
}

class TestWheel extends WheelGame {
  readonly manual = new ManualClock();
  readonly placed: WheelParams[] = [];
  readonly segmentsToLand: number[] = [];
  readonly hold: { release: (() => void) | null; on: boolean } = { release: null, on: false };
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.segmentsToLand, this.hold);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
  /** The wheel's angle as drawn now. */
  get drawnAngle(): number {
    const transform = this.shadowRoot!.querySelector('g.turning')!.getAttribute('transform')!;
    return Number(/rotate\((-?[0-9.]+)\)/.exec(transform)![1]);
  }
}
customElements.define('test-wheel', TestWheel);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestWheel>('test-wheel', { lang, before: (el) => (el.reduced = reduced) });

const $ = <T extends Element = HTMLElement>(el: TestWheel, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestWheel, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const betButton = (el: TestWheel) => $<HTMLButtonElement>(el, 'button.primary');
const wheelName = (el: TestWheel) => $(el, 'svg[role="img"]').getAttribute('aria-label');
const radios = (el: TestWheel, name: string) => $$(el, `input[type="radio"][name="wheel-${name}"]`) as HTMLInputElement[];
const checked = (el: TestWheel, name: string) => radios(el, name).find((r) => r.checked)?.value;
const legend = (el: TestWheel) => $$(el, '.legend li').map(text);
const labels = (el: TestWheel) => $$(el, '.segment').map((s) => s.querySelector('text')?.textContent ?? '·');
const banner = (el: TestWheel) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;

/** Picks a radio as the browser does on a click or an arrow key: it becomes checked and fires `change`. */
async function pick(el: TestWheel, name: string, value: string): Promise<void> {
  const radio = radios(el, name).find((r) => r.value === value)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestWheel): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

async function advance(el: TestWheel, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-wheel> board', () => {
  it('starts on medium risk with 30 segments: a named wheel, segment 0 under the pointer, and the legend of its multipliers', async () => {
    const el = await mount();
    expect(wheelName(el)).toBe('Wheel: medium risk, 30 segments');
    expect($$(el, '.segment')).toHaveLength(30);
    expect(segmentAt(el.drawnAngle, 30)).toBe(0);
    // Wins are written on their segments; 0× segments are hatched and left blank.
    expect(labels(el).slice(0, 6)).toEqual(['·', '1.5', '·', '2', '·', '1.5']);
    expect($$(el, '.segment.zero path').every((p) => p.getAttribute('fill') === 'url(#wheel-zero)')).toBe(true);
    expect($(el, '.legend').getAttribute('aria-label')).toBe('Multipliers on this wheel');
    expect(legend(el)).toEqual([
      '0× 15/30 · 50% 15 of 30 segments, 50%',
      '1.5× 6/30 · 20% 6 of 30 segments, 20%',
      '1.7× 1/30 · 3.33% 1 of 30 segments, 3.33%',
      '2× 6/30 · 20% 6 of 30 segments, 20%',
      '3× 1/30 · 3.33% 1 of 30 segments, 3.33%',
      '4× 1/30 · 3.33% 1 of 30 segments, 3.33%',
    ]);
  });

  it('writes the multipliers in the player’s digits', async () => {
    const el = await mount({ lang: 'pt' });
    expect(wheelName(el)).toBe('Roda: risco médio, 30 segmentos');
    expect(labels(el).slice(0, 2)).toEqual(['·', '1,5']);
    expect(legend(el)[1]).toBe('1,5× 6/30 · 20% 6 de 30 segmentos, 20%');
  });
});

describe('<rgs-wheel> risk and segments', () => {
  it('are two radio groups with a legend each, the current choice checked', async () => {
    const el = await mount();
    expect($$(el, 'fieldset.choice legend').map(text)).toEqual(['Risk', 'Segments']);
    expect(radios(el, 'risk').map((r) => text(r.parentElement))).toEqual(['Low', 'Medium', 'High']);
    expect(radios(el, 'segments').map((r) => r.value)).toEqual(['10', '20', '30', '40', '50']);
    expect([checked(el, 'risk'), checked(el, 'segments')]).toEqual(['medium', '30']);
  });

  it('redraw the wheel and its legend, and are what the next bet plays', async () => {
    const el = await mount();
    await pick(el, 'risk', 'high');
    await pick(el, 'segments', '50');
    expect(wheelName(el)).toBe('Wheel: high risk, 50 segments');
    expect($$(el, '.segment')).toHaveLength(50);
    expect(labels(el).filter((l) => l !== '·')).toEqual(['49.5']);
    expect(legend(el)).toEqual(['0× 49/50 · 98% 49 of 50 segments, 98%', '49.5× 1/50 · 2% 1 of 50 segments, 2%']);
    await pick(el, 'risk', 'low');
    await pick(el, 'segments', '10');
    expect(labels(el)).toEqual(['·', '1.2', '1.2', '1.2', '1.2', '·', '1.5', '1.2', '1.2', '1.2']);
    el.reduced = true;
    el.segmentsToLand.push(6);
    await bet(el);
    expect(el.placed).toEqual([{ risk: 'low', segments: 10 }]);
  });

  it('are locked while a bet is on its way', async () => {
    const el = await mount();
    el.hold.on = true;
    el.segmentsToLand.push(1);
    betButton(el).click();
    await expect.poll(() => el.placed.length).toBe(1);
    await el.updateComplete;
    expect($$(el, 'fieldset.choice').every((f) => (f as HTMLFieldSetElement).disabled)).toBe(true);
    el.hold.release!();
    await expect.poll(async () => {
      await el.updateComplete;
      return $$(el, 'fieldset.choice').some((f) => (f as HTMLFieldSetElement).disabled);
    }).toBe(false);
  });
});

describe('<rgs-wheel> spin', () => {
  it('moves the money at once, turns the wheel for 2.4 s slowing down, and tells the result when it stops on the segment', async () => {
    const el = await mount();
    el.segmentsToLand.push(15);
    const start = el.drawnAngle;
    await bet(el);
    // The round is settled, but nothing tells the result before the wheel stops.
    expect(banner(el)).toBeNull();
    expect(text($(el, '.outcome'))).toBe('Spinning…');
    expect(el.spinning).toBe(true);
    expect($(el, 'button.skip')).not.toBeNull();
    await advance(el, 600);
    const early = el.drawnAngle - start;
    await advance(el, 600);
    const half = el.drawnAngle - start;
    // Ease-out: the first quarter of the time covers more than the second (1 − 0.75⁴ vs 0.9375 − 0.6836).
    expect(early).toBeGreaterThan(half - early);
    expect(banner(el)).toBeNull();
    await advance(el, 1200);
    expect(el.spinning).toBe(false);
    expect(el.manual.pending).toBe(0);
    // Segment 15 of the medium 30 wheel pays 3×, and it stands under the pointer.
    expect(segmentAt(el.drawnAngle, 30)).toBe(15);
    expect(el.drawnAngle - start).toBeGreaterThan(4 * 360);
    expect(text($(el, '.hub-text'))).toBe('3×');
    expect($(el, '.segment.hit')!.getAttribute('data-segment')).toBe('15');
    expect(wheelName(el)).toBe('Wheel: medium risk, 30 segments, landed on 3×');
    expect(text($(el, '.outcome'))).toBe('✓ Landed on 3×: win! Paid $3.00');
    expect($(el, '.legend li.hit')!.getAttribute('aria-current')).toBe('true');
    expect(text($(el, '.legend li.hit strong'))).toBe('3×');
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '3.00×', payout: '$3.00' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('with reduced motion stops on the result at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.segmentsToLand.push(0);
    await bet(el);
    expect(el.spinning).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(segmentAt(el.drawnAngle, 30)).toBe(0);
    expect(text($(el, '.hub-text'))).toBe('0×');
    expect(text($(el, '.outcome'))).toBe('✗ Landed on 0×: no win');
    expect($(el, '.outcome')!.classList.contains('loss')).toBe(true);
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('stops at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.segmentsToLand.push(7);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.spinning).toBe(false);
    expect(segmentAt(el.drawnAngle, 30)).toBe(7);
    expect(text($(el, '.outcome'))).toBe('✓ Landed on 2×: win! Paid $2.00');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('stops at once on Escape', async () => {
    const el = await mount();
    el.segmentsToLand.push(1);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.spinning).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✓ Landed on 1.5×: win! Paid $1.50');
  });

  it('lands a turning wheel when the next bet is placed, and spins on from where it stopped', async () => {
    const el = await mount();
    el.segmentsToLand.push(2, 29);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    // The first spin was told as the second started.
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('0.00×');
    const from = el.drawnAngle;
    expect(segmentAt(from, 30)).toBe(2);
    await advance(el, 2400);
    expect(segmentAt(el.drawnAngle, 30)).toBe(29);
    expect(text($(el, '.outcome'))).toBe('✓ Landed on 4×: win! Paid $4.00');
  });

  it('lands the spin shown before it changes the wheel', async () => {
    const el = await mount();
    el.segmentsToLand.push(9);
    await bet(el);
    await advance(el, 100);
    await pick(el, 'risk', 'low');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '1.70×' });
    expect(el.spinning).toBe(false);
    expect(wheelName(el)).toBe('Wheel: low risk, 30 segments');
    expect(text($(el, '.outcome'))).toBe('');
    expect(segmentAt(el.drawnAngle, 30)).toBe(0);
  });
});

describe('<rgs-wheel> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its wheel to stop', async () => {
    const el = await mount();
    el.segmentsToLand.push(3, 4, 5);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.spinning).toBe(true);
    // The radio groups are locked while autobet runs.
    expect(($(el, 'fieldset.choice') as HTMLFieldSetElement).disabled).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(2400);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(2400);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual(Array(3).fill({ risk: 'medium', segments: 30 }));
  });
});

describe('<rgs-wheel> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de la Rueda');
  });
});
