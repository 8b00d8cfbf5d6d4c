// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { limboMultiplier, limboParamsSchema, limboWins, type LimboParams } from '../rules';
import { LimboGame } from './limbo-game';
import { limboPlayerRules } from './player-rules';

/** A play source settling each bet on the real rules with the next of `results` (hundredths). */
function fakeSource(placed: LimboParams[], results: number[]): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = limboParamsSchema.parse(raw);
      placed.push(params);
      const hundredths = results.shift()!;
      const won = limboWins(hundredths, params.target);
      const multiplier = won ? limboMultiplier(params.target) : '0';
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params,
        state: { result: hundredths / 100, target: params.target, won }, outcome: { result: hundredths / 100 },
      };
      return { round, balance: '100' };
    },
  });
}

class TestLimbo extends LimboGame {
  readonly manual = new ManualClock();
  readonly placed: LimboParams[] = [];
  readonly results: number[] = [];
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.results);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
customElements.define('test-limbo', TestLimbo);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestLimbo>('test-limbo', { lang, before: (el) => (el.reduced = reduced) });

const $ = <T extends Element = HTMLElement>(el: TestLimbo, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestLimbo, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const field = (el: TestLimbo, name: string) => $<HTMLInputElement>(el, `input[name="${name}"]`);
const fields = (el: TestLimbo) => ['target', 'chance'].map((name) => field(el, name).value);
const betButton = (el: TestLimbo) => $<HTMLButtonElement>(el, 'button.primary');
const board = (el: TestLimbo) => $(el, 'svg.board');
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const counter = (el: TestLimbo) => text($(el, '.counter'));

/** Types `value` into a field (one input event), then leaves it (change) unless told not to. */
async function type(el: TestLimbo, name: string, value: string, leave = true): Promise<void> {
  const input = field(el, name);
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
  if (!leave) return;
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

/** Presses a key on `target` (the element itself by default: the kit's hotkeys hear it there). */
async function press(el: TestLimbo, key: string, { shiftKey = false, on = el as Element } = {}): Promise<void> {
  on.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}

async function setAmount(el: TestLimbo, amount: string): Promise<void> {
  const input = $<HTMLInputElement>(el, 'input[name="amount"]');
  input.value = amount;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestLimbo): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-limbo> linked fields', () => {
  it('starts at a target of 2.00×: win chance 49.5 %, the rocket on its pad', async () => {
    const el = await mount();
    expect(fields(el)).toEqual(['2.00', '49.50']);
    expect(counter(el)).toBe('1.00×');
    expect(board(el).getAttribute('role')).toBe('img');
    expect(board(el).getAttribute('aria-label')).toBe('Rocket on the launch pad, target 2.00×');
    expect(text($(el, '.target-label text'))).toBe('2.00×');
  });

  it('moves the chance while the target is typed, and the target while the chance is', async () => {
    const el = await mount();
    await type(el, 'target', '10', false);
    // The typed text stays as typed until the field is left.
    expect(fields(el)).toEqual(['10', '9.90']);
    field(el, 'target').dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(fields(el)).toEqual(['10.00', '9.90']);
    await type(el, 'chance', '50');
    expect(fields(el)).toEqual(['1.98', '50.00']);
    // A chance no target shows exactly snaps to the nearest: 7 % → 14.14× → 7.001414 %.
    await type(el, 'chance', '7');
    expect(fields(el)).toEqual(['14.14', '7.001414']);
    await type(el, 'target', '1,000');
    expect(fields(el)).toEqual(['1000.00', '0.099']);
    el.results.push(150);
    await bet(el);
    expect(el.placed).toEqual([{ target: 1000 }]);
  });

  it('shows the profit on win of the current amount, exactly', async () => {
    const el = await mount();
    expect(text($(el, '.limbo-profit strong'))).toBe('$1.00');
    await setAmount(el, '0.1234567901');
    await type(el, 'target', '1.01');
    // 0.1234567901 × 1.01 = 0.124691358001, paid as 0.124691358: profit 0.0012345679.
    expect(text($(el, '.limbo-profit strong'))).toBe('$0.0012345679');
  });

  it('writes the fields in Portuguese digits and reads them back', async () => {
    const el = await mount({ lang: 'pt' });
    expect(fields(el)).toEqual(['2,00', '49,50']);
    await type(el, 'target', '2,5');
    expect(fields(el)).toEqual(['2,50', '39,60']);
    expect(text($(el, 'label[for="limbo-target"]'))).toBe('Multiplicador alvo');
    expect(board(el).getAttribute('aria-label')).toBe('Foguete na plataforma, alvo 2,50×');
  });
});

describe('<rgs-limbo> target keys and buttons', () => {
  it('↑ and ↓ nudge the target in steps, Shift in hundredths, within the limits', async () => {
    const el = await mount();
    await press(el, 'ArrowUp');
    expect(fields(el)).toEqual(['2.10', '47.142857']);
    await press(el, 'ArrowDown', { shiftKey: true });
    expect(fields(el)[0]).toBe('2.09');
    await press(el, 'ArrowDown');
    expect(fields(el)[0]).toBe('2.00');
    await type(el, 'target', '1.05');
    await press(el, 'ArrowDown');
    expect(fields(el)[0]).toBe('1.01');
    await press(el, 'ArrowDown');
    expect(fields(el)[0]).toBe('1.01');
  });

  it('takes the arrows in the target field too, and leaves them to the chance field', async () => {
    const el = await mount();
    await press(el, 'ArrowUp', { on: field(el, 'target') });
    expect(fields(el)[0]).toBe('2.10');
    await press(el, 'ArrowUp', { on: field(el, 'chance') });
    expect(fields(el)[0]).toBe('2.10');
  });

  it('leaves the arrows to the fields that move with them: autobet’s radio buttons', async () => {
    const el = await mount();
    const panel = await openAutobet(el);
    const radio = panel.shadowRoot!.querySelector<HTMLInputElement>('input[type="radio"]')!;
    radio.focus();
    const key = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, composed: true, cancelable: true });
    radio.dispatchEvent(key);
    await el.updateComplete;
    expect(key.defaultPrevented).toBe(false);
    expect(fields(el)[0]).toBe('2.00');
    radio.blur();
    await press(el, 'ArrowDown');
    expect(fields(el)[0]).toBe('1.90');
  });

  it('has − and + buttons beside the target, named for what they do', async () => {
    const el = await mount();
    const [lower, raise] = $$(el, '.stepper button') as HTMLButtonElement[];
    expect([lower!.getAttribute('aria-label'), raise!.getAttribute('aria-label')]).toEqual(['Lower target', 'Raise target']);
    raise!.click();
    await el.updateComplete;
    raise!.click();
    await el.updateComplete;
    expect(fields(el)[0]).toBe('2.20');
    lower!.click();
    await el.updateComplete;
    expect(fields(el)[0]).toBe('2.10');
  });

  it('lists its keys in the shortcuts help', async () => {
    const el = await mount();
    const help = (el as unknown as { hotkeys: { help(): { key: string; label: string }[] } }).hotkeys.help();
    expect(help.map(({ key, label }) => `${key} ${label}`)).toEqual(['Space Bet', 'ArrowUp Raise target', 'ArrowDown Lower target']);
  });
});

describe('<rgs-limbo> validation', () => {
  it('explains an unplayable target, turns Bet off and sends nothing', async () => {
    const el = await mount();
    await type(el, 'target', '1');
    expect(text($(el, '[role="alert"]'))).toBe('⚠ Target multiplier must be between 1.01× and 1,000,000×');
    expect(field(el, 'target').getAttribute('aria-invalid')).toBe('true');
    expect(field(el, 'target').getAttribute('aria-describedby')).toBe('limbo-problem');
    expect(betButton(el).getAttribute('aria-disabled')).toBe('true');
    expect(text($(el, '.limbo-profit strong'))).toBe('—');
    betButton(el).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toEqual([]);

    await type(el, 'chance', '99');
    expect(text($(el, '[role="alert"]'))).toBe('⚠ Win chance must be between 0.000099% and 98.019801%');
    await type(el, 'target', '2.375');
    expect(text($(el, '[role="alert"]'))).toBe('⚠ Target multiplier takes at most 2 decimal places');
    await type(el, 'target', '2.37');
    expect($(el, '[role="alert"]')).toBeNull();
    expect(betButton(el).getAttribute('aria-disabled')).toBe('false');
  });

  it('gives the reason in Spanish', async () => {
    const el = await mount({ lang: 'es' });
    await type(el, 'target', '2000000');
    expect(text($(el, '[role="alert"]'))).toBe('⚠ El multiplicador objetivo debe estar entre 1,01× y 1.000.000×');
  });
});

describe('<rgs-limbo> flight', () => {
  it('moves the money at once, and tells the result when the counter lands 800 ms later', async () => {
    const el = await mount();
    el.results.push(1_600);
    await bet(el);
    expect(el.placed).toEqual([{ target: 2 }]);
    // The round is settled, but nothing tells the result before the counter lands: no banner, no chip.
    expect($<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result).toBeNull();
    expect(text($(el, '.outcome'))).toBe('');
    expect(counter(el)).toBe('1.00×');
    expect(board(el).getAttribute('aria-label')).toBe('Rocket climbing, target 2.00×');
    expect($(el, '.rocket')!.classList.contains('flying')).toBe(true);
    el.manual.advance(400);
    await el.updateComplete;
    // Half the time: 16^(7/8) = 11.31×, the trail drawn so far.
    expect(counter(el)).toBe('11.31×');
    expect($(el, 'path.trail')!.getAttribute('d')).toMatch(/^M40 150 L/);
    el.manual.advance(400);
    await el.updateComplete;
    expect(el.flying).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(counter(el)).toBe('✓16.00×');
    expect($(el, '.counter')!.classList.contains('win')).toBe(true);
    expect(board(el).getAttribute('aria-label')).toBe('Rocket reached 16.00×, at or above the target 2.00×: win');
    expect($(el, '.burst')).not.toBeNull();
    expect(text($(el, '.outcome'))).toBe('✓ Result 16.00×: win! Paid $2.00');
    // The one live region that tells results is the shell's banner.
    expect($<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result).toStrictEqual({ outcome: 'win', multiplier: '2.00×', payout: '$2.00' });
    expect($$(el, '.chip').map(text)).toEqual(['✓ 16.00× Win']);
    expect($(el, '.last')!.getAttribute('aria-label')).toBe('Last results');
  });

  it('with reduced motion shows the result at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.results.push(150, 100);
    await bet(el);
    expect(el.flying).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(counter(el)).toBe('✗1.50×');
    expect($(el, '.smoke')).not.toBeNull();
    expect(text($(el, '.outcome'))).toBe('✗ Result 1.50×: no win');
    expect(board(el).getAttribute('aria-label')).toBe('Rocket reached 1.50×, short of the target 2.00×: loss');
    await bet(el);
    // A 1.00× result never leaves the pad: no trail.
    expect($(el, 'path.trail')).toBeNull();
    expect($$(el, '.chip').map(text)).toEqual(['✗ 1.00× Loss', '✗ 1.50× Loss']);
  });

  it('lands a climbing flight when the next bet is placed', async () => {
    const el = await mount();
    el.results.push(300, 120);
    await bet(el);
    el.manual.advance(100);
    await bet(el);
    expect($$(el, '.chip').map(text)).toEqual(['✓ 3.00× Win']);
    expect(counter(el)).toBe('1.00×');
    el.manual.advance(800);
    await el.updateComplete;
    expect(text($(el, '.outcome'))).toBe('✗ Result 1.20×: no win');
  });

  it('keeps drawing a flight against its own target, and goes back to the pad when the target changes', async () => {
    const el = await mount();
    el.results.push(300);
    await bet(el);
    await type(el, 'target', '5');
    expect(text($(el, '.target-label text'))).toBe('2.00×');
    el.manual.advance(800);
    await el.updateComplete;
    // Landed against 2.00×, but the target is now 5.00×: the rocket waits on the pad for the next launch.
    expect(text($(el, '.target-label text'))).toBe('5.00×');
    expect(counter(el)).toBe('1.00×');
    expect(text($(el, '.outcome'))).toBe('✓ Result 3.00×: win! Paid $2.00');
  });
});

describe('<rgs-limbo> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its answer and for its flight to land', async () => {
    const el = await mount();
    el.results.push(300, 120, 1_000);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.flying).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(800);
      await expect.poll(() => el.placed.length).toBe(placed);
      expect(el.flying).toBe(true);
    }
    el.manual.advance(800);
    await panel.updateComplete;
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual([{ target: 2 }, { target: 2 }, { target: 2 }]);
    expect($$(el, '.chip').map(text)).toEqual(['✓ 10.00× Win', '✗ 1.20× Loss', '✓ 3.00× Win']);
  });
});

describe('<rgs-limbo> rules', () => {
  it('opens the player rules in Portuguese in a modal', async () => {
    const el = await mount({ lang: 'pt' });
    const opener = $<HTMLButtonElement>(el, 'button[aria-label="Regras"]');
    opener.click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe(limboPlayerRules.pt!.title);
    const rules = $<HTMLElement & { updateComplete: Promise<boolean> }>(el, 'rgs-modal rgs-rules');
    await rules.updateComplete;
    expect([...rules.shadowRoot!.querySelectorAll('.rgs-rules > ol li')].map(text)).toStrictEqual([...limboPlayerRules.pt!.howToPlay]);
  });
});
