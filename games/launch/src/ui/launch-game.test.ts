// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { DESTINATION_MULTIPLIERS, launchParamsSchema, stagesTo, type LaunchParams } from '../rules';
import { LaunchGame } from './launch-game';

/** A play source settling each bet with the next of `fired` (stages that fired); `hold` keeps an answer back until released. */
function fakeSource(placed: LaunchParams[], fired: number[], hold: { release: (() => void) | null; on: boolean }): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = launchParamsSchema.parse(raw);
      placed.push(params);
      if (hold.on) await new Promise<void>((resolve) => (hold.release = resolve));
      const stages = stagesTo(params.destination);
      const f = fired.shift()!;
      const multiplier = f === stages ? DESTINATION_MULTIPLIERS[params.destination] : '0';
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params,
        state: { fired: f, failedStage: f === stages ? null : f + 1, multiplier }, outcome: { fired: f },
      };
      return { round, balance: '100' };
    },
  });
}

class TestLaunch extends LaunchGame {
  readonly manual = new ManualClock();
  readonly placed: LaunchParams[] = [];
  readonly toFire: number[] = [];
  readonly hold: { release: (() => void) | null; on: boolean } = { release: null, on: false };
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.toFire, this.hold);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
customElements.define('test-launch', TestLaunch);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestLaunch>('test-launch', { lang, before: (el) => (el.reduced = reduced) });

const $ = <T extends Element = HTMLElement>(el: TestLaunch, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestLaunch, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const betButton = (el: TestLaunch) => $<HTMLButtonElement>(el, 'button.primary');
const boardName = (el: TestLaunch) => $(el, 'svg[role="img"]').getAttribute('aria-label');
const radios = (el: TestLaunch) => $$(el, 'input[type="radio"][name="launch-destination"]') as HTMLInputElement[];
const checked = (el: TestLaunch) => radios(el).find((r) => r.checked)?.value;
const rocketStages = (el: TestLaunch) => $$(el, '.rocket .stage').map((s) => Number(s.getAttribute('data-stage')));
const banner = (el: TestLaunch) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;
/** The world's camera shift, in SVG units (0 on the pad). */
const cameraShift = (el: TestLaunch) => Number(/translate\(0 (-?[0-9.]+)\)/.exec($$(el, 'svg[role="img"] > g')[1]!.getAttribute('transform')!)![1]);

/** Picks a radio as the browser does on a click or an arrow key: it becomes checked and fires `change`. */
async function pick(el: TestLaunch, value: string): Promise<void> {
  const radio = radios(el).find((r) => r.value === value)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestLaunch): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

async function advance(el: TestLaunch, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-launch> board', () => {
  it('starts bound for Orbit: a named scene, a rocket of 3 stages on the pad, the five destinations marked', async () => {
    const el = await mount();
    expect(boardName(el)).toBe('Rocket of 3 stages on the pad, bound for Orbit');
    expect(rocketStages(el)).toEqual([1, 2, 3]);
    expect(cameraShift(el)).toBe(0);
    expect($$(el, '.marker text').map(text)).toEqual(['Sky · 1.32×', 'Stratosphere · 2.112×', 'Orbit · 4.224×', 'Moon · 11.264×', 'Mars · 45.056×']);
    expect(text($(el, '.marker.chosen text'))).toBe('Orbit · 4.224×');
    expect($(el, '.moon')).not.toBeNull();
    expect($(el, '.mars')).not.toBeNull();
    expect($$(el, '.stars circle').length).toBe(90);
    expect(text($(el, '.outcome'))).toBe('');
  });

  it('speaks the player’s language and digits', async () => {
    const el = await mount({ lang: 'pt' });
    expect(boardName(el)).toBe('Foguete de 3 estágios na plataforma, rumo a Órbita');
    expect(text($(el, '.marker.chosen text'))).toBe('Órbita · 4,224×');
    expect(radios(el)[4]!.getAttribute('aria-label')).toBe('Marte: 5 estágios, paga 45,056×, chance de 2,2%');
  });
});

describe('<rgs-launch> destination', () => {
  it('is one radio group listing each destination’s stages, multiplier and chance', async () => {
    const el = await mount();
    expect(text($(el, 'fieldset.launch-settings legend'))).toBe('Destination');
    expect(radios(el).map((r) => r.value)).toEqual(['sky', 'stratosphere', 'orbit', 'moon', 'mars']);
    expect(radios(el).map((r) => r.getAttribute('aria-label'))).toEqual([
      'Sky: 1 stage, pays 1.32×, 75% chance',
      'Stratosphere: 2 stages, pays 2.112×, 46.88% chance',
      'Orbit: 3 stages, pays 4.224×, 23.44% chance',
      'Moon: 4 stages, pays 11.264×, 8.79% chance',
      'Mars: 5 stages, pays 45.056×, 2.2% chance',
    ]);
    expect($$(el, '.launch-settings .option').map(text)[0]).toBe('Sky1 stage 1.32×75%');
    expect(checked(el)).toBe('orbit');
  });

  it('redraws the rocket and the chosen line, and is what the next bet flies', async () => {
    const el = await mount();
    await pick(el, 'mars');
    expect(boardName(el)).toBe('Rocket of 5 stages on the pad, bound for Mars');
    expect(rocketStages(el)).toEqual([1, 2, 3, 4, 5]);
    expect(text($(el, '.marker.chosen text'))).toBe('Mars · 45.056×');
    await pick(el, 'sky');
    expect(rocketStages(el)).toEqual([1]);
    el.reduced = true;
    el.toFire.push(1);
    await bet(el);
    expect(el.placed).toEqual([{ destination: 'sky' }]);
  });

  it('is locked while a bet is on its way', async () => {
    const el = await mount();
    el.hold.on = true;
    el.toFire.push(1);
    betButton(el).click();
    await expect.poll(() => el.placed.length).toBe(1);
    await el.updateComplete;
    expect(($(el, 'fieldset.launch-settings') as HTMLFieldSetElement).disabled).toBe(true);
    el.hold.release!();
    await expect.poll(async () => {
      await el.updateComplete;
      return ($(el, 'fieldset.launch-settings') as HTMLFieldSetElement).disabled;
    }).toBe(false);
  });
});

describe('<rgs-launch> flight', () => {
  it('moves the money at once, flies 600 ms a stage with the camera following, and tells the win only on arrival', async () => {
    const el = await mount();
    el.toFire.push(3);
    await bet(el);
    expect(banner(el)).toBeNull();
    expect(text($(el, '.outcome'))).toBe('Lift-off…');
    expect(boardName(el)).toBe('Rocket bound for Orbit: in flight');
    expect(el.flying).toBe(true);
    expect($(el, 'button.skip')).not.toBeNull();
    expect($(el, '.rocket .flame')).not.toBeNull();
    await advance(el, 700);
    // Stage 1 burnt out and is falling away; stages 2 and 3 fly on, the camera has risen.
    expect(rocketStages(el)).toEqual([2, 3]);
    expect($$(el, '.falling .stage').map((s) => s.getAttribute('data-stage'))).toEqual(['1']);
    expect(cameraShift(el)).toBeGreaterThan(0);
    await advance(el, 1200);
    expect(banner(el)).toBeNull();
    expect($(el, '.arrival')).not.toBeNull();
    await advance(el, 400);
    expect(el.flying).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(boardName(el)).toBe('Rocket reached Orbit: 3 of 3 stages fired');
    expect(text($(el, '.outcome'))).toBe('✓ Reached Orbit: win! Paid $4.224');
    expect($(el, '.outcome')!.classList.contains('win')).toBe(true);
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '4.224×', payout: '$4.224' });
    expect(rocketStages(el)).toEqual([3]);
    expect($(el, 'button.skip')).toBeNull();
  });

  it('explodes on the failing stage, and tells the loss once it has', async () => {
    const el = await mount();
    await pick(el, 'mars');
    el.toFire.push(2);
    await bet(el);
    // Stages 1 and 2 fire, stage 3 sputters until 1800 ms, then the explosion plays for 500 ms.
    await advance(el, 1700);
    expect(banner(el)).toBeNull();
    expect($(el, '.explosion')).toBeNull();
    expect(rocketStages(el)).toEqual([3, 4, 5]);
    await advance(el, 200);
    expect($(el, '.explosion')).not.toBeNull();
    expect(banner(el)).toBeNull();
    await advance(el, 400);
    expect(el.flying).toBe(false);
    expect($(el, '.rocket')).toBeNull();
    expect(boardName(el)).toBe('Rocket bound for Mars exploded: stage 3 failed, 2 of 5 stages fired');
    expect(text($(el, '.outcome'))).toBe('✗ Stage 3 failed: no win');
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('with reduced motion shows the end frame at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.toFire.push(0);
    await bet(el);
    expect(el.flying).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect($(el, '.explosion')).not.toBeNull();
    expect(text($(el, '.outcome'))).toBe('✗ Stage 1 failed: no win');
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('lands at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.toFire.push(3);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.flying).toBe(false);
    expect($(el, '.arrival')).not.toBeNull();
    expect(text($(el, '.outcome'))).toBe('✓ Reached Orbit: win! Paid $4.224');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('lands at once on Escape', async () => {
    const el = await mount();
    el.toFire.push(1);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.flying).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✗ Stage 2 failed: no win');
  });

  it('lands a flight when the next bet is placed, and lifts off again from the pad', async () => {
    const el = await mount();
    el.toFire.push(0, 3);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('0.00×');
    expect(cameraShift(el)).toBe(0);
    expect(rocketStages(el)).toEqual([1, 2, 3]);
    await advance(el, 2300);
    expect(text($(el, '.outcome'))).toBe('✓ Reached Orbit: win! Paid $4.224');
  });

  it('lands the flight shown before it changes the destination', async () => {
    const el = await mount();
    el.toFire.push(3);
    await bet(el);
    await advance(el, 100);
    await pick(el, 'moon');
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '4.224×' });
    expect(el.flying).toBe(false);
    expect(boardName(el)).toBe('Rocket of 4 stages on the pad, bound for Moon');
    expect(text($(el, '.outcome'))).toBe('');
  });
});

describe('<rgs-launch> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its flight to land', async () => {
    const el = await mount();
    el.toFire.push(3, 0, 1);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.flying).toBe(true);
    expect(($(el, 'fieldset.launch-settings') as HTMLFieldSetElement).disabled).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(2300);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(2300);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual(Array(3).fill({ destination: 'orbit' }));
  });
});

describe('<rgs-launch> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas del Lanzamiento');
  });
});
