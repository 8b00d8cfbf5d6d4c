// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { playWire, wireParamsSchema, wireTable, type WireParams, type WireRisk } from '../rules';
import { batchDuration } from './current-timeline';
import { WireGame } from './wire-game';

/** The float of the first word of terminal k's range at a risk. */
function floatFor(risk: WireRisk, k: number): number {
  return k === 0 ? 0 : (wireTable(risk).bounds[k - 1]! * 65_536) / 2 ** 32;
}

type Bet = [amount: string, params: WireParams, options: Parameters<PlaySource['placeBet']>[3]];

/**
 * A play source settling each batch by the real rules, its currents reaching the next terminals of
 * `batches` (the last terminal repeated if the batch has more currents); free bets of 0.5 while `grant.count` lasts.
 */
function fakeSource(bets: Bet[], batches: number[][], grant: { count: number }): PlaySource {
  return {
    ...testPlaySource({
      open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' }, showRules: true }), activeRound: null }),
      async placeBet(game, amount, raw, options): Promise<PlayResult> {
        const params = wireParamsSchema.parse(raw);
        bets.push([amount, params, options]);
        if (options?.freeBet) grant.count -= 1;
        const terminals = batches.shift() ?? [4];
        const floats = Array.from({ length: params.currents }, (_, i) => floatFor(params.risk, terminals[Math.min(i, terminals.length - 1)]!));
        const result = playWire(params, floats);
        const free = options?.freeBet === true;
        const stake = free ? '0.5' : amount;
        const round = {
          id: `rnd_${bets.length}`, betId: `bet_${bets.length}`, game, status: 'CLOSED' as const, amount: free ? '0' : String(Number(amount) * params.currents),
          stake, freeBet: free, currency: 'USD', payout: payoutOf(stake, result.total).toFixed(10), multiplier: result.total, params, state: result, outcome: result,
        };
        return { round, balance: '100' };
      },
    }),
    freeBets: async (game) =>
      grant.count > 0 ? [{ freeBetId: 'fb_1', game, stake: '0.5', betAmount: '0.5', quantity: 2, remainingCount: grant.count, expiresAt: null }] : [],
  };
}

class TestWire extends WireGame {
  readonly manual = new ManualClock();
  readonly bets: Bet[] = [];
  readonly batches: number[][] = [];
  readonly grant = { count: 0 };
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override goLive(): Promise<void> {
    return this.startPlay(fakeSource(this.bets, this.batches, this.grant));
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
customElements.define('test-wire', TestWire);

const mount = async ({ reduced = false, lang, freeBets = 0 }: { reduced?: boolean; lang?: string; freeBets?: number } = {}) => {
  const el = await mountGame<TestWire>('test-wire', {
    lang,
    before: (e) => {
      e.reduced = reduced;
      e.grant.count = freeBets;
    },
  });
  await settle(el);
  return el;
};

const $ = <T extends Element = HTMLElement>(el: TestWire, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestWire, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const betButton = (el: TestWire) => $<HTMLButtonElement>(el, 'button.primary');
const boardName = (el: TestWire) => $(el, 'svg[role="img"]').getAttribute('aria-label');
const radios = (el: TestWire) => $$(el, 'input[type="radio"][name="wire-risk"]') as HTMLInputElement[];
const field = (el: TestWire) => $<HTMLInputElement>(el, '#wire-currents');
const banner = (el: TestWire) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;
const ledLabels = (el: TestWire) => $$(el, '.led .multiplier').map(text);
const counts = (el: TestWire) => $$(el, '.led').map((led) => text(led.querySelector('.count')) || '·');
const litLeds = (el: TestWire) => $$(el, '.led.on').map((led) => Number(led.getAttribute('data-terminal')));

async function settle(el: TestWire): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

/** Picks a risk as the browser does on a click or an arrow key: it becomes checked and fires `change`. */
async function pick(el: TestWire, risk: WireRisk): Promise<void> {
  const radio = radios(el).find((r) => r.value === risk)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

async function setCurrents(el: TestWire, value: string): Promise<void> {
  field(el).value = value;
  field(el).dispatchEvent(new Event('change'));
  await el.updateComplete;
}

/** Presses Bet and waits for the batch to come back and the board to draw it. */
async function bet(el: TestWire): Promise<void> {
  betButton(el).click();
  await settle(el);
}

async function advance(el: TestWire, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-wire> board', () => {
  it('starts on medium risk with 10 currents: a named circuit board, nine dark LEDs with their multipliers', async () => {
    const el = await mount();
    expect(boardName(el)).toBe('Circuit board: medium risk, 10 currents');
    expect(ledLabels(el)).toEqual(['80×', '10×', '3×', '1.22×', '0.4×', '1.22×', '3×', '10×', '80×']);
    expect(litLeds(el)).toEqual([]);
    // The copper: a trunk, three branches, nine leaves; a pad at each junction.
    expect($$(el, '.trace')).toHaveLength(13);
    expect($$(el, '.pulse')).toHaveLength(0);
    expect(text($(el, '.summary'))).toBe('');
  });

  it('writes the multipliers in the player’s digits', async () => {
    const el = await mount({ lang: 'pt' });
    expect(boardName(el)).toBe('Placa de circuito: risco médio, 10 correntes');
    expect(ledLabels(el)[3]).toBe('1,22×');
  });
});

describe('<rgs-wire> risk and currents', () => {
  it('are a radio group and a number field with − and + and a slider, all labelled', async () => {
    const el = await mount();
    expect(text($(el, 'fieldset.risk legend'))).toBe('Risk');
    expect(radios(el).map((r) => text(r.parentElement))).toEqual(['Low', 'Medium', 'High']);
    expect(radios(el).find((r) => r.checked)!.value).toBe('medium');
    expect(text($(el, 'label[for="wire-currents"]'))).toBe('Currents');
    expect(field(el).value).toBe('10');
    expect($(el, 'button.fewer').getAttribute('aria-label')).toBe('Fewer currents');
    expect($(el, 'button.more').getAttribute('aria-label')).toBe('More currents');
    expect($(el, 'input[type="range"]').getAttribute('aria-label')).toBe('Currents');
    expect([text($(el, '.total span')), text($(el, '.total strong'))]).toEqual(['Total bet · 10 × bet per current', '$10.00']);
  });

  it('redraw the board and set what the next bet sends; the count stays within 1 … 100', async () => {
    const el = await mount({ reduced: true });
    await pick(el, 'high');
    expect(boardName(el)).toBe('Circuit board: high risk, 10 currents');
    expect(ledLabels(el)).toEqual(['500×', '40×', '6×', '1.62×', '0.2×', '1.62×', '6×', '40×', '500×']);
    $<HTMLButtonElement>(el, 'button.more').click();
    await el.updateComplete;
    expect(field(el).value).toBe('11');
    $<HTMLButtonElement>(el, 'button.fewer').click();
    $<HTMLButtonElement>(el, 'button.fewer').click();
    await el.updateComplete;
    expect(field(el).value).toBe('9');
    await setCurrents(el, '250');
    expect(field(el).value).toBe('100');
    expect($<HTMLButtonElement>(el, 'button.more').disabled).toBe(true);
    await setCurrents(el, '0');
    expect(field(el).value).toBe('1');
    expect($<HTMLButtonElement>(el, 'button.fewer').disabled).toBe(true);
    await setCurrents(el, '3');
    const slider = $<HTMLInputElement>(el, 'input[type="range"]');
    expect(slider.value).toBe('3');
    await bet(el);
    expect(el.bets.map(([amount, params]) => [amount, params])).toEqual([['1', { risk: 'high', currents: 3 }]]);
    expect(text($(el, '.total strong'))).toBe('$3.00');
  });

  it('keeps what the player is typing while the page redraws, and takes each whole number in range at once', async () => {
    const el = await mount();
    field(el).value = '';
    field(el).dispatchEvent(new Event('input'));
    el.requestUpdate();
    await el.updateComplete;
    expect(field(el).value).toBe('');
    field(el).value = '12';
    field(el).dispatchEvent(new Event('input'));
    el.requestUpdate();
    await el.updateComplete;
    expect(field(el).value).toBe('12');
    expect(text($(el, '.total strong'))).toBe('$12.00');
  });
});

describe('<rgs-wire> a batch', () => {
  it('moves the money at once, sends the currents along the copper, lights each LED as its currents arrive, and tells the batch at the end', async () => {
    const el = await mount();
    await setCurrents(el, '3');
    el.batches.push([7, 5, 3]);
    await bet(el);
    // Settled (3 debited, 12.44 credited), but nothing is told before the currents arrive.
    expect(banner(el)).toBeNull();
    expect(el.flowing).toBe(true);
    expect($(el, 'button.skip')).not.toBeNull();
    expect(boardName(el)).toBe('Circuit board: medium risk, 3 currents, currents flowing');
    expect($$(el, '.pulse')).toHaveLength(1);
    await advance(el, 600);
    expect($$(el, '.pulse').map((p) => p.getAttribute('data-current'))).toEqual(['0', '1', '2']);
    expect($$(el, '.lit .live').length).toBe(3);
    expect(text($(el, '.summary'))).toBe('Arrived 0 of 3');
    // Current 0 reaches terminal 7 at 1.2 s; its LED lights and counts it.
    await advance(el, 620);
    expect(litLeds(el)).toEqual([7]);
    expect(counts(el)).toEqual(['·', '·', '·', '·', '·', '·', '·', '1', '·']);
    expect(text($(el, '.summary'))).toBe('Arrived 1 of 3');
    expect(banner(el)).toBeNull();
    await advance(el, batchDuration(3));
    expect(el.flowing).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(litLeds(el)).toEqual([3, 5, 7]);
    expect($$(el, '.pulse')).toHaveLength(0);
    expect($$(el, '.lit .used')).toHaveLength(3);
    expect(boardName(el)).toBe('Circuit board: medium risk, 3 currents, arrived 2 at 1.22×, 1 at 10×; total 12.44×');
    expect(text($(el, '.summary'))).toBe('Total multiplier: 12.44× Payout: $12.44');
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '12.44×', payout: '$12.44' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('plays a batch of 100 in 4 s, four times faster in fast mode', async () => {
    const el = await mount();
    await setCurrents(el, '100');
    el.batches.push([4], [4]);
    await bet(el);
    await advance(el, 3990);
    expect(el.flowing).toBe(true);
    await advance(el, 20);
    expect(el.flowing).toBe(false);
    expect(counts(el)[4]).toBe('100');
    // 100 centre currents at 0.4× give back 40 of the 100 bet.
    expect(banner(el)).toMatchObject({ outcome: 'partial', multiplier: '40.00×', payout: '$40.00' });
    (el as unknown as { fastChoice: { set: (on: boolean) => void } }).fastChoice.set(true);
    await bet(el);
    await advance(el, 990);
    expect(el.flowing).toBe(true);
    await advance(el, 20);
    expect(el.flowing).toBe(false);
  });

  it('with reduced motion lands at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.batches.push([0, 4]);
    await bet(el);
    expect(el.flowing).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(counts(el)).toEqual(['1', '·', '·', '·', '9', '·', '·', '·', '·']);
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '83.60×', payout: '$83.60' });
  });

  it('lands every current at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.batches.push([2]);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.flowing).toBe(false);
    expect(counts(el)[2]).toBe('10');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '30.00×' });
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('lands every current at once on Escape', async () => {
    const el = await mount();
    el.batches.push([1]);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.flowing).toBe(false);
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '100.00×' });
  });

  it('lands the batch shown, told, when the next is sent or the risk changes', async () => {
    const el = await mount();
    el.batches.push([8], [0]);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('800.00×');
    expect(el.flowing).toBe(true);
    await advance(el, 100);
    await pick(el, 'low');
    expect(banner(el)).toMatchObject({ multiplier: '800.00×' });
    expect(el.flowing).toBe(false);
    expect(boardName(el)).toBe('Circuit board: low risk, 10 currents');
    expect(litLeds(el)).toEqual([]);
  });
});

describe('<rgs-wire> free bets', () => {
  it('locks the currents to one while free bets are on, saying why, and sends one current at the grant’s stake', async () => {
    const el = await mount({ reduced: true, freeBets: 2 });
    await expect.poll(async () => {
      await settle(el);
      return $(el, 'rgs-free-bets')?.shadowRoot?.querySelector('[role="switch"]') != null;
    }).toBe(true);
    const section = $(el, 'rgs-free-bets') as HTMLElement & { updateComplete: Promise<boolean> };
    await section.updateComplete;
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    await settle(el);
    expect(field(el).value).toBe('1');
    expect(field(el).disabled).toBe(true);
    expect(field(el).getAttribute('aria-describedby')).toBe('one-current');
    expect(text($(el, '#one-current'))).toBe('A free bet sends one current.');
    el.batches.push([1]);
    await bet(el);
    expect(el.bets).toEqual([['0.5', { risk: 'medium', currents: 1 }, { freeBet: true }]]);
    expect(banner(el)).toMatchObject({ payout: '$5.00' });
  });
});

describe('<rgs-wire> autobet', () => {
  it('plays 3 batches from the Auto tab one at a time: each waits for its currents to arrive', async () => {
    const el = await mount();
    el.batches.push([4], [4], [4]);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.bets.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.bets).toHaveLength(1);
    expect(el.flowing).toBe(true);
    expect(($(el, 'fieldset.risk') as HTMLFieldSetElement).disabled).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(batchDuration(10));
      await expect.poll(() => el.bets.length).toBe(placed);
    }
    el.manual.advance(batchDuration(10));
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.bets.map(([, params]) => params)).toStrictEqual(Array(3).fill({ risk: 'medium', currents: 10 }));
  });
});

describe('<rgs-wire> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de Wire');
  });
});
