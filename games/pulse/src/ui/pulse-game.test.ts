// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { playedBeats, productOf, pulseParamsSchema, type PulseParams } from '../rules';
import { PulseGame } from './pulse-game';

/** A play source settling each bet with the next of `rounds` (all three beats); `hold` keeps an answer back until released. */
function fakeSource(placed: PulseParams[], rounds: string[][], hold: { release: (() => void) | null; on: boolean }): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = pulseParamsSchema.parse(raw);
      placed.push(params);
      if (hold.on) await new Promise<void>((resolve) => (hold.release = resolve));
      const beats = rounds.shift()!;
      const multiplier = productOf(beats);
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params, state: { beats: playedBeats(beats), multiplier }, outcome: { beats },
      };
      return { round, balance: '100' };
    },
  });
}

class TestPulse extends PulseGame {
  readonly manual = new ManualClock();
  readonly placed: PulseParams[] = [];
  readonly rounds: string[][] = [];
  readonly hold: { release: (() => void) | null; on: boolean } = { release: null, on: false };
  readonly sounds: string[] = [];
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
    const play = this.sound.play.bind(this.sound);
    this.sound.play = (name) => {
      this.sounds.push(name);
      play(name);
    };
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.rounds, this.hold);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
customElements.define('test-pulse', TestPulse);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestPulse>('test-pulse', { lang, before: (el) => (el.reduced = reduced) });

const $ = <T extends Element = HTMLElement>(el: TestPulse, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestPulse, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const betButton = (el: TestPulse) => $<HTMLButtonElement>(el, 'button.primary');
const monitorName = (el: TestPulse) => $(el, 'svg[role="img"]').getAttribute('aria-label');
const header = (el: TestPulse) => $$(el, 'text.header').map(text).join(' ');
const spikeLabels = (el: TestPulse) => $$(el, 'text.beat-label').map(text);
const radios = (el: TestPulse) => $$(el, 'input[type="radio"][name="pulse-risk"]') as HTMLInputElement[];
const table = (el: TestPulse) => $$(el, '.beat-table li').map(text);
const banner = (el: TestPulse) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;

/** Picks a radio as the browser does on a click or an arrow key: it becomes checked and fires `change`. */
async function pick(el: TestPulse, value: string): Promise<void> {
  const radio = radios(el).find((r) => r.value === value)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestPulse): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

async function advance(el: TestPulse, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-pulse> board', () => {
  it('starts at medium risk: a named monitor at rest with the hint, and the beat table with exact chances', async () => {
    const el = await mount();
    expect(monitorName(el)).toBe('Heart monitor, medium risk: waiting for a bet');
    expect(header(el)).toBe('Three beats multiply; a flatline loses');
    expect($(el, 'g.trace')).toBeNull();
    expect($(el, '.beat-table').getAttribute('aria-label')).toBe('Beats at medium risk');
    expect(table(el)).toEqual([
      '0× Flatline 25% 0×: 25% of beats',
      '0.5× 12.5% 0.5×: 12.5% of beats',
      '1× 42.1875% 1×: 42.1875% of beats',
      '2× 12.5% beat 1: 1.92× 2×: 12.5% of beats',
      '3× 6.25% 3×: 6.25% of beats',
      '5× 1.5625% 5×: 1.5625% of beats',
    ]);
  });

  it('writes the table in the player’s digits and words', async () => {
    const el = await mount({ lang: 'pt' });
    expect(monitorName(el)).toBe('Monitor cardíaco, risco médio: aguardando uma aposta');
    expect(table(el)[3]).toBe('2× 12,5% batimento 1: 1,92× 2×: 12,5% dos batimentos');
  });
});

describe('<rgs-pulse> risk', () => {
  it('is a radio group with a legend, the current choice checked, and redraws the table', async () => {
    const el = await mount();
    expect(text($(el, 'fieldset.choice legend'))).toBe('Risk');
    expect(radios(el).map((r) => text(r.parentElement))).toEqual(['Low', 'Medium', 'High']);
    expect(radios(el).find((r) => r.checked)?.value).toBe('medium');
    await pick(el, 'high');
    expect(monitorName(el)).toBe('Heart monitor, high risk: waiting for a bet');
    expect(text($(el, 'text.risk'))).toBe('HIGH');
    expect(table(el).map((row) => row.split(' ')[0])).toEqual(['0×', '0.5×', '1×', '2×', '5×', '10×']);
    el.reduced = true;
    el.rounds.push(['10', '10', '10']);
    await bet(el);
    expect(el.placed).toEqual([{ risk: 'high' }]);
  });

  it('is locked while a bet is on its way', async () => {
    const el = await mount();
    el.hold.on = true;
    el.rounds.push(['1', '1', '1']);
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

describe('<rgs-pulse> sweep', () => {
  it('moves the money at once, sweeps the beats in 700 ms each with a beep at each peak, and tells the result once the sweep ends', async () => {
    const el = await mount();
    el.rounds.push(['1.92', '3', '0.5']);
    await bet(el);
    expect(banner(el)).toBeNull();
    expect(text($(el, '.outcome'))).toBe('Beating…');
    expect(header(el)).toBe('Beating…');
    expect($(el, 'button.skip')).not.toBeNull();
    expect(spikeLabels(el)).toEqual([]);
    // Beat 1 peaks at 0.48 of its 700 ms window.
    await advance(el, 340);
    expect(spikeLabels(el)).toEqual(['1.92×']);
    expect(header(el)).toBe('×1.92 = 1.92×');
    await advance(el, 700);
    expect(spikeLabels(el)).toEqual(['1.92×', '3×']);
    expect(header(el)).toBe('×1.92 → ×3 = 5.76×');
    await advance(el, 700);
    expect(header(el)).toBe('×1.92 → ×3 → ×0.5 = 2.88×');
    expect(banner(el)).toBeNull();
    expect(el.sounds).toEqual(['bet', 'reveal', 'reveal', 'tick']);
    await advance(el, 400);
    expect(el.sweeping).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(monitorName(el)).toBe('Heart monitor, medium risk: beat 1 1.92×, beat 2 3×, beat 3 0.5×, pays 2.88×');
    expect(text($(el, '.outcome'))).toBe('✓ 1.92× · 3× · 0.5× = 2.88×: win! Paid $2.88');
    expect($$(el, '.beat-table li.hit').map((li) => text(li.querySelector('strong')))).toEqual(['0.5×', '2×', '3×']);
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '2.88×', payout: '$2.88' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('draws a flatline red and flat to the end, and ends the round lost there', async () => {
    const el = await mount();
    el.rounds.push(['3', '0', '5']);
    await bet(el);
    await advance(el, 1100);
    expect(header(el)).toBe('×3 → ×0 = 0×');
    expect(text($(el, 'text.flatline-word'))).toBe('FLATLINE');
    expect($$(el, 'g.trace path').map((p) => p.getAttribute('stroke'))).toContain('#ff5a66');
    await advance(el, 1000);
    expect(el.sweeping).toBe(false);
    expect(spikeLabels(el)).toEqual(['3×', '0×']);
    expect(monitorName(el)).toBe('Heart monitor, medium risk: beat 1 3×, beat 2 flatline, pays 0×');
    expect(text($(el, '.outcome'))).toBe('✗ Flatline on beat 2: no win');
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('with reduced motion draws the whole trace at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.rounds.push(['1', '0.5', '1.5']);
    await bet(el);
    expect(el.sweeping).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(spikeLabels(el)).toEqual(['1×', '0.5×', '1.5×']);
    expect(header(el)).toBe('×1 → ×0.5 → ×1.5 = 0.75×');
    expect(text($(el, '.outcome'))).toBe('1× · 0.5× · 1.5× = 0.75×: paid $0.75');
    expect($(el, '.outcome').classList.contains('back')).toBe(true);
    expect(banner(el)).toMatchObject({ outcome: 'partial', multiplier: '0.75×' });
  });

  it('lands at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.rounds.push(['2', '2', '2']);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.sweeping).toBe(false);
    expect(header(el)).toBe('×2 → ×2 → ×2 = 8×');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('lands at once on Escape', async () => {
    const el = await mount();
    el.rounds.push(['0', '1', '1']);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.sweeping).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✗ Flatline on beat 1: no win');
  });

  it('lands the round shown when the next bet is placed, or the risk changes', async () => {
    const el = await mount();
    el.rounds.push(['1', '1', '1'], ['5', '1', '1']);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('1.00×');
    await advance(el, 100);
    await pick(el, 'low');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '5.00×' });
    expect(el.sweeping).toBe(false);
    expect(monitorName(el)).toBe('Heart monitor, low risk: waiting for a bet');
    expect(text($(el, '.outcome'))).toBe('');
  });

  it('sweeps four times faster in fast mode', async () => {
    const el = await mount();
    (el as unknown as { fastChoice: { set: (on: boolean) => void } }).fastChoice.set(true);
    el.rounds.push(['1', '1', '1']);
    await bet(el);
    await advance(el, 520);
    expect(el.sweeping).toBe(true);
    await advance(el, 5);
    expect(el.sweeping).toBe(false);
  });
});

describe('<rgs-pulse> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its sweep to end', async () => {
    const el = await mount();
    el.rounds.push(['1', '1', '1'], ['2', '0', '1'], ['3', '3', '3']);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.sweeping).toBe(true);
    expect(($(el, 'fieldset.choice') as HTMLFieldSetElement).disabled).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(2100);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(2100);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual(Array(3).fill({ risk: 'medium' }));
  });
});

describe('<rgs-pulse> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de Pulse');
  });
});
