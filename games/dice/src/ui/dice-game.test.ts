// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { diceMultiplier, diceParamsSchema, diceWins, type DiceParams } from '../rules';
import { DiceGame } from './dice-game';
import { dicePlayerRules } from './player-rules';

/** A play source settling each bet on the real rules with the next of `rolls` (hundredths). */
function fakeSource(placed: DiceParams[], rolls: number[]): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = diceParamsSchema.parse(raw);
      placed.push(params);
      const hundredths = rolls.shift()!;
      const won = diceWins(hundredths, params.target, params.condition);
      const multiplier = won ? diceMultiplier(params.target, params.condition) : '0';
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params,
        state: { roll: hundredths / 100, target: params.target, condition: params.condition, won }, outcome: { roll: hundredths / 100 },
      };
      return { round, balance: '100' };
    },
  });
}

class TestDice extends DiceGame {
  readonly manual = new ManualClock();
  readonly placed: DiceParams[] = [];
  readonly rolls: number[] = [];
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.rolls);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
customElements.define('test-dice', TestDice);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestDice>('test-dice', { lang, before: (el) => (el.reduced = reduced) });

const $ = <T extends Element = HTMLElement>(el: TestDice, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestDice, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const field = (el: TestDice, name: string) => $<HTMLInputElement>(el, `input[name="${name}"]`);
const fields = (el: TestDice) => ['multiplier', 'target', 'chance'].map((name) => field(el, name).value);
const betButton = (el: TestDice) => $<HTMLButtonElement>(el, 'button.primary');
const slider = (el: TestDice) => $(el, '[role="slider"]');
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const legend = (el: TestDice) => $$(el, '.legend span').map(text);

/** Types `value` into a field (one input event), then leaves it (change) unless told not to. */
async function type(el: TestDice, name: string, value: string, leave = true): Promise<void> {
  const input = field(el, name);
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
  if (!leave) return;
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

async function press(el: TestDice, key: string, shiftKey = false): Promise<void> {
  slider(el).dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
  await el.updateComplete;
}

async function setAmount(el: TestDice, amount: string): Promise<void> {
  const input = $<HTMLInputElement>(el, 'input[name="amount"]');
  input.value = amount;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestDice): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-dice> linked trio', () => {
  it('starts at roll over 50.50: multiplier 2, chance 49.5 %', async () => {
    const el = await mount();
    expect(fields(el)).toEqual(['2.0000', '50.50', '49.50']);
    expect(slider(el).getAttribute('aria-valuenow')).toBe('50.5');
    expect(slider(el).getAttribute('aria-valuetext')).toBe('50.50, win chance 49.50%, multiplier 2×');
  });

  it('moves the other two fields while one is typed in, and tidies the typed one on leaving it', async () => {
    const el = await mount();
    await type(el, 'multiplier', '4', false);
    // 99 / 4 = 24.75 %: roll over 75.25. The typed text stays as typed until the field is left.
    expect(fields(el)).toEqual(['4', '75.25', '24.75']);
    field(el, 'multiplier').dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(fields(el)).toEqual(['4.0000', '75.25', '24.75']);
    await type(el, 'chance', '10');
    expect(fields(el)).toEqual(['9.9000', '90.00', '10.00']);
    await type(el, 'target', '20');
    expect(fields(el)).toEqual(['1.2375', '20.00', '80.00']);
    expect(slider(el).getAttribute('aria-valuenow')).toBe('20');
    // A multiplier no target pays exactly snaps to the nearest one: 7 → 14.14 % → 7.0014×.
    await type(el, 'multiplier', '7');
    expect(fields(el)).toEqual(['7.0014', '85.86', '14.14']);
    await type(el, 'chance', '33,3');
    expect(fields(el)).toEqual(['2.9729', '66.70', '33.30']);
  });

  it('flips the target to 100 − target when the side changes, keeping the chance and the multiplier', async () => {
    const el = await mount();
    await type(el, 'target', '30');
    expect(fields(el)).toEqual(['1.4142', '30.00', '70.00']);
    const under = $$(el, '.sides button')[0] as HTMLButtonElement;
    expect(text(under)).toBe('▼ Roll under');
    under.click();
    await el.updateComplete;
    expect(fields(el)).toEqual(['1.4142', '70.00', '70.00']);
    expect(under.getAttribute('aria-pressed')).toBe('true');
    expect(slider(el).getAttribute('aria-label')).toBe('Roll under');
    expect(text($(el, 'label.field:nth-child(2) > span'))).toBe('Roll under');
    el.rolls.push(6999);
    await bet(el);
    expect(el.placed).toEqual([{ target: 70, condition: 'under' }]);
  });

  it('shows the profit on win of the current amount, exactly', async () => {
    const el = await mount();
    // In the player's currency, through the session's money format (every digit the wire has).
    expect(text($(el, '.dice-profit strong'))).toBe('$1.00');
    await setAmount(el, '0.1234567901');
    await type(el, 'chance', '98');
    // 0.1234567901 × 1.0102 = 0.12471604935902, paid as 0.1247160493: profit 0.0012592592.
    expect(text($(el, '.dice-profit strong'))).toBe('$0.0012592592');
  });
});

describe('<rgs-dice> validation', () => {
  it('explains an unplayable choice, turns Bet off and sends nothing', async () => {
    const el = await mount();
    await type(el, 'chance', '99');
    expect(text($(el, '[role="alert"]'))).toBe('⚠ Win chance must be between 2% and 98%');
    expect(field(el, 'chance').getAttribute('aria-invalid')).toBe('true');
    expect(field(el, 'chance').value).toBe('99');
    // Refused, not disabled: the button keeps the keyboard focus (aria-disabled).
    expect(betButton(el).getAttribute('aria-disabled')).toBe('true');
    betButton(el).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toEqual([]);

    await type(el, 'multiplier', '60');
    expect(text($(el, '[role="alert"]'))).toBe('⚠ Multiplier must be between 1.0102× and 49.5×');
    await type(el, 'target', '50.555');
    expect(text($(el, '[role="alert"]'))).toBe('⚠ Roll over takes at most 2 decimal places');
    await type(el, 'target', '50.55');
    expect($(el, '[role="alert"]')).toBeNull();
    expect(betButton(el).getAttribute('aria-disabled')).toBe('false');
  });

  it('refuses a bet amount outside the limits before any request, with the shell’s reason', async () => {
    const el = await mount();
    await setAmount(el, '0.05');
    expect(text($(el, '#amount-problem'))).toBe('⚠ The minimum bet is $0.10');
    expect(betButton(el).getAttribute('aria-disabled')).toBe('true');
    expect(text($(el, '.dice-profit strong'))).toBe('—');
    betButton(el).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toEqual([]);
    await setAmount(el, '0');
    expect(text($(el, '#amount-problem'))).toBe('⚠ Enter a bet above 0');
    await setAmount(el, '2');
    expect(betButton(el).getAttribute('aria-disabled')).toBe('false');
  });

  it('gives the reason in Portuguese and Spanish', async () => {
    const el = await mount({ lang: 'pt' });
    await type(el, 'chance', '1');
    expect(text($(el, '[role="alert"]'))).toBe('⚠ A chance de ganhar deve estar entre 2% e 98%');
    el.lang = 'es';
    await el.updateComplete;
    expect(text($(el, '[role="alert"]'))).toBe('⚠ La probabilidad de ganar debe estar entre 2 % y 98 %');
  });
});

describe('<rgs-dice> slider', () => {
  it('is a keyboard slider: arrows a point, Shift + arrows a hundredth, Page keys ten, Home / End the limits', async () => {
    const el = await mount();
    expect(slider(el).getAttribute('aria-valuemin')).toBe('2');
    expect(slider(el).getAttribute('aria-valuemax')).toBe('98');
    await press(el, 'ArrowRight');
    expect(slider(el).getAttribute('aria-valuenow')).toBe('51.5');
    await press(el, 'ArrowLeft', true);
    expect(slider(el).getAttribute('aria-valuenow')).toBe('51.49');
    expect(fields(el)).toEqual(['2.0408', '51.49', '48.51']);
    await press(el, 'PageDown');
    expect(slider(el).getAttribute('aria-valuenow')).toBe('41.49');
    await press(el, 'End');
    expect(slider(el).getAttribute('aria-valuetext')).toBe('98.00, win chance 2.00%, multiplier 49.5×');
    await press(el, 'ArrowRight');
    expect(slider(el).getAttribute('aria-valuenow')).toBe('98');
    await press(el, 'Home');
    expect(fields(el)).toEqual(['1.0102', '2.00', '98.00']);
  });

  it('splits the bar into a losing and a winning zone on the chosen side, named in text', async () => {
    const el = await mount();
    const zones = () => $$(el, '.rail .zone').map((z) => `${z.className.replace('zone ', '')} ${(z as HTMLElement).getAttribute('style')}`);
    expect(zones()).toEqual(['loss left:0;width:50.5%', 'win left:50.5%;right:0']);
    expect(legend(el)).toEqual(['✗ Loss', '✓ Win']);
    ($$(el, '.sides button')[0] as HTMLButtonElement).click();
    await el.updateComplete;
    expect(zones()).toEqual(['win left:0;width:49.5%', 'loss left:49.5%;right:0']);
    expect(legend(el)).toEqual(['✓ Win', '✗ Loss']);
  });
});

describe('<rgs-dice> roll', () => {
  it('moves the money at once, and tells the result when the marker lands 600 ms later', async () => {
    const el = await mount();
    el.rolls.push(7500);
    await bet(el);
    // The round is settled, but nothing tells the result before the marker lands: no banner, no chip.
    expect($<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result).toBeNull();
    expect(text($(el, '.outcome'))).toBe('');
    expect(text($(el, '.bubble'))).toBe('50.00');
    expect($$(el, '.chip')).toHaveLength(0);
    el.manual.advance(300);
    await el.updateComplete;
    // Half the time, seven eighths of the way from 50.00 to 75.00 (ease-out).
    expect(text($(el, '.bubble'))).toBe('71.88');
    expect($(el, '.pin')!.getAttribute('style')).toBe('left:71.88%');
    el.manual.advance(300);
    await el.updateComplete;
    expect(el.rolling).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(text($(el, '.bubble'))).toBe('75.00✓ Win');
    expect(text($(el, '.outcome'))).toBe('✓ Rolled 75.00: win! Paid $2.00');
    // The one live region that tells results is the shell's banner.
    expect($<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result).toStrictEqual({ outcome: 'win', multiplier: '2.00×', payout: '$2.00' });
    expect($$(el, '.chip').map(text)).toEqual(['✓ 75.00 Win']);
  });

  it('with reduced motion shows the result at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.rolls.push(1000, 9999);
    await bet(el);
    expect(el.rolling).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(text($(el, '.bubble'))).toBe('10.00✗ Loss');
    expect($(el, '.bubble')!.classList.contains('loss')).toBe(true);
    expect(text($(el, '.outcome'))).toBe('✗ Rolled 10.00: no win');
    await bet(el);
    expect($$(el, '.chip').map(text)).toEqual(['✓ 99.99 Win', '✗ 10.00 Loss']);
  });

  it('lands a travelling roll when the next bet is placed', async () => {
    const el = await mount();
    el.rolls.push(2000, 3000);
    await bet(el);
    el.manual.advance(100);
    await bet(el);
    // The first roll joined the strip as the second started from where it landed.
    expect($$(el, '.chip').map(text)).toEqual(['✗ 20.00 Loss']);
    expect(text($(el, '.bubble'))).toBe('20.00');
    el.manual.advance(600);
    await el.updateComplete;
    expect(text($(el, '.outcome'))).toBe('✗ Rolled 30.00: no win');
  });
});

describe('<rgs-dice> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its answer and for its roll to land', async () => {
    const el = await mount();
    el.rolls.push(7500, 2000, 9000);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    // The roll is travelling: the next bet waits for it to land, however long the server took.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.rolling).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(600);
      await expect.poll(() => el.placed.length).toBe(placed);
      expect(el.rolling).toBe(true);
    }
    el.manual.advance(600);
    await panel.updateComplete;
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual([
      { target: 50.5, condition: 'over' },
      { target: 50.5, condition: 'over' },
      { target: 50.5, condition: 'over' },
    ]);
    expect($$(el, '.chip').map(text)).toEqual(['✓ 90.00 Win', '✗ 20.00 Loss', '✓ 75.00 Win']);
    // While it ran the other tab could not be chosen; now it can again.
    expect($<HTMLButtonElement>(el, '#tab-manual').disabled).toBe(false);
  });
});

describe('<rgs-dice> rules', () => {
  it('opens the player rules in Portuguese in a modal, and Escape closes it with the focus back on the Rules button', async () => {
    const el = await mount({ lang: 'pt' });
    const opener = $<HTMLButtonElement>(el, 'button[aria-label="Regras"]');
    opener.focus();
    opener.click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe(dicePlayerRules.pt!.title);
    const modal = $<HTMLElement & { open: boolean; updateComplete: Promise<boolean> }>(el, 'rgs-modal');
    const rules = $<HTMLElement & { updateComplete: Promise<boolean> }>(el, 'rgs-modal rgs-rules');
    await rules.updateComplete;
    expect(modal.open).toBe(true);
    expect([...rules.shadowRoot!.querySelectorAll('.rgs-rules > ol li')].map(text)).toStrictEqual([...dicePlayerRules.pt!.howToPlay]);
    expect(text(rules.shadowRoot!.querySelector('h3'))).toBe('Como jogar');
    modal.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(modal.open).toBe(false);
    expect(el.shadowRoot!.activeElement).toBe(opener);
  });
});
