// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { coinParamsSchema, playCoin, type CoinParams } from '../rules';
import type { CoinSide } from '../sides';
import { CoinGame } from './coin-game';
import { coinPlayerRules } from './player-rules';

const H = 0.25;
const T = 0.75;

/** A play source settling each bet on the real rules with the next of `draws` (one float per flip). */
function fakeSource(placed: CoinParams[], draws: number[][]): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = coinParamsSchema.parse(raw);
      placed.push(params);
      const { flips, won, multiplier } = playCoin(params, draws.shift()!);
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params,
        state: { side: params.side, streak: params.streak, flips, won }, outcome: { flips },
      };
      return { round, balance: '100' };
    },
  });
}

class TestCoin extends CoinGame {
  readonly manual = new ManualClock();
  readonly placed: CoinParams[] = [];
  readonly draws: number[][] = [];
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.draws);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
customElements.define('test-coin', TestCoin);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestCoin>('test-coin', { lang, before: (el) => (el.reduced = reduced) });

const $ = <T extends Element = HTMLElement>(el: TestCoin, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestCoin, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const betButton = (el: TestCoin) => $<HTMLButtonElement>(el, 'button.primary');
const sideButton = (el: TestCoin, side: CoinSide) => $$(el, '.sides button')[side === 'heads' ? 0 : 1] as HTMLButtonElement;
const coinLabel = (el: TestCoin) => $(el, 'svg.big-coin').getAttribute('aria-label');
const slots = (el: TestCoin) => $$(el, '.track li .sr').map(text);
const odds = (el: TestCoin) => $$(el, '.odds div').map((pair) => `${text(pair.querySelector('dt'))}: ${text(pair.querySelector('dd'))}`);
const sides = (el: TestCoin) => $$(el, '.sides button > span').map(text);
const slotKinds = (el: TestCoin) => $$(el, '.track li').map((li) => li.className.replace('slot ', ''));
const slider = (el: TestCoin) => $<HTMLInputElement>(el, 'input#streak');
const banner = (el: TestCoin) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;

async function press(el: TestCoin, key: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}

async function setStreak(el: TestCoin, streak: number): Promise<void> {
  slider(el).value = String(streak);
  slider(el).dispatchEvent(new Event('input'));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestCoin): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

async function advance(el: TestCoin, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-coin> board', () => {
  it('starts on heads for a single flip: 1.98×, 1 in 2, the coin named by its face', async () => {
    const el = await mount();
    expect(sides(el)).toEqual(['Heads', 'Tails']);
    expect($(el, '.sides').getAttribute('aria-label')).toBe('Your call');
    expect(sideButton(el, 'heads').getAttribute('aria-pressed')).toBe('true');
    expect(sideButton(el, 'tails').getAttribute('aria-pressed')).toBe('false');
    expect(sideButton(el, 'tails').getAttribute('aria-keyshortcuts')).toBe('T');
    expect(coinLabel(el)).toBe('Coin showing heads');
    expect($(el, 'svg.big-coin').getAttribute('role')).toBe('img');
    // Two distinct faces drawn: a head in profile on gold, a crown on silver.
    expect($$(el, '.big-coin .face.heads')).toHaveLength(1);
    expect($(el, '.track').getAttribute('aria-label')).toBe('Flips of the streak');
    expect(slots(el)).toEqual(['Flip 1: to come']);
    expect(odds(el)).toEqual(['Multiplier: 1.98×', 'Win chance: 1 in 2']);
    expect(text($(el, '.coin-profit strong'))).toBe('$0.98');
  });

  it('calls a side with H and T, or with the buttons; before any round the coin turns to show it', async () => {
    const el = await mount();
    await press(el, 't');
    expect(sideButton(el, 'tails').getAttribute('aria-pressed')).toBe('true');
    expect(coinLabel(el)).toBe('Coin showing tails');
    await press(el, 'H');
    expect(sideButton(el, 'heads').getAttribute('aria-pressed')).toBe('true');
    sideButton(el, 'tails').click();
    await el.updateComplete;
    expect(coinLabel(el)).toBe('Coin showing tails');
    el.draws.push([T]);
    await bet(el);
    expect(el.placed).toEqual([{ side: 'tails', streak: 1 }]);
  });

  it('sets the streak with the slider and the − and + buttons, with its odds and profit, within 1 … 10', async () => {
    const el = await mount();
    const [fewer, more] = $$(el, '.streak-row button') as HTMLButtonElement[];
    expect(fewer!.getAttribute('aria-label')).toBe('One flip fewer');
    expect(fewer!.disabled).toBe(true);
    expect($(el, 'label[for="streak"]').textContent).toBe('Streak');
    expect(slider(el).getAttribute('aria-valuetext')).toBe('1 flip: win chance 1 in 2, multiplier 1.98×');
    more!.click();
    await el.updateComplete;
    expect(text($(el, '.streak-head output'))).toBe('2 flips');
    expect(slots(el)).toEqual(['Flip 1: to come', 'Flip 2: to come']);
    await setStreak(el, 10);
    expect(more!.disabled).toBe(true);
    expect(slider(el).getAttribute('aria-valuetext')).toBe('10 flips: win chance 1 in 1,024, multiplier 1,013.76×');
    expect(odds(el)).toEqual(['Multiplier: 1,013.76×', 'Win chance: 1 in 1,024']);
    // 1 × 1013.76 − 1.
    expect(text($(el, '.coin-profit strong'))).toBe('$1,012.76');
    expect(slots(el)).toHaveLength(10);
    fewer!.click();
    await el.updateComplete;
    expect(slider(el).value).toBe('9');
    el.draws.push([H, H, H, H, H, H, H, H, H]);
    await bet(el);
    expect(el.placed).toEqual([{ side: 'heads', streak: 9 }]);
  });

  it('speaks Portuguese and Spanish', async () => {
    const el = await mount({ lang: 'pt' });
    expect(sides(el)).toEqual(['Cara', 'Coroa']);
    expect(coinLabel(el)).toBe('Moeda mostrando cara');
    await setStreak(el, 10);
    expect(odds(el)).toEqual(['Multiplicador: 1.013,76×', 'Chance de ganhar: 1 em 1.024']);
    el.lang = 'es';
    await el.updateComplete;
    expect(sides(el)).toEqual(['Cara', 'Cruz']);
    expect([text($(el, '.streak-head label')), text($(el, '.streak-head output'))]).toEqual(['Racha', '10 lanzamientos']);
  });
});

describe('<rgs-coin> flips', () => {
  it('plays a streak flip by flip, stops at the first miss, and tells the result only then', async () => {
    const el = await mount();
    await setStreak(el, 4);
    el.draws.push([H, T, H, H]);
    await bet(el);
    // The round is settled, but nothing tells the result before the flips land.
    expect(banner(el)).toBeNull();
    expect(coinLabel(el)).toBe('Coin in the air');
    expect(text($(el, '.status'))).toBe('Flip 1 of 4');
    expect(slotKinds(el)).toEqual(['spinning', 'waiting', 'waiting', 'waiting']);
    await advance(el, 620);
    expect(coinLabel(el)).toBe('Coin showing heads');
    expect(slots(el)[0]).toBe('Flip 1: heads, a match');
    expect(slotKinds(el)).toEqual(['hit', 'waiting', 'waiting', 'waiting']);
    await advance(el, 400);
    expect(text($(el, '.status'))).toBe('Flip 2 of 4');
    expect(slotKinds(el)).toEqual(['hit', 'spinning', 'waiting', 'waiting']);
    expect(banner(el)).toBeNull();
    // The second flip lands on tails at 860 + 620 ms: a miss ends the show, two flips early.
    await advance(el, 460);
    expect(el.flipping).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(slots(el)).toEqual(['Flip 1: heads, a match', 'Flip 2: tails, a miss', 'Flip 3: not needed', 'Flip 4: not needed']);
    expect(slotKinds(el)).toEqual(['hit', 'miss', 'unplayed', 'unplayed']);
    expect(text($(el, '.status'))).toBe('✗ Flip 2 of 4 landed tails: no win');
    expect(coinLabel(el)).toBe('Coin showing tails');
    expect(banner(el)).toStrictEqual({ outcome: 'loss', multiplier: '0.00×', payout: '$0.00' });
  });

  it('pays a won streak once every flip has landed on the call', async () => {
    const el = await mount();
    await press(el, 't');
    await setStreak(el, 3);
    el.draws.push([T, T, T]);
    await bet(el);
    await advance(el, 2 * 860);
    expect(slotKinds(el)).toEqual(['hit', 'hit', 'spinning']);
    expect(banner(el)).toBeNull();
    await advance(el, 620);
    expect(slotKinds(el)).toEqual(['hit', 'hit', 'hit']);
    expect(text($(el, '.status'))).toBe('✓ Tails 3 times in a row: win! Paid $7.92');
    expect($(el, '.status').classList.contains('win')).toBe(true);
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '7.92×', payout: '$7.92' });
  });

  it('with reduced motion shows the result at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.draws.push([H], [T]);
    await bet(el);
    expect(el.flipping).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(text($(el, '.status'))).toBe('✓ Landed heads: win! Paid $1.98');
    await bet(el);
    expect(text($(el, '.status'))).toBe('✗ Landed tails: no win');
    expect(banner(el)).toStrictEqual({ outcome: 'loss', multiplier: '0.00×', payout: '$0.00' });
  });

  it('lands the flips at once with Skip or Escape, and when the next bet is placed', async () => {
    const el = await mount();
    await setStreak(el, 5);
    el.draws.push([H, H, H, H, T], [H, H, H, H, H], [T, H, H, H, H], [H, H, H, H, H]);
    await bet(el);
    await advance(el, 100);
    expect(text($(el, 'button.skip'))).toBe('Skip');
    await press(el, 'Escape');
    expect(el.flipping).toBe(false);
    expect($(el, 'button.skip')).toBeNull();
    expect(text($(el, '.status'))).toBe('✗ Flip 5 of 5 landed tails: no win');
    await bet(el);
    await advance(el, 100);
    ($(el, 'button.skip') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '31.68×', payout: '$31.68' });
    await bet(el);
    await advance(el, 100);
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '31.68×', payout: '$31.68' });
    // Betting again while the third round is in the air lands it (a miss on its first flip) first.
    await bet(el);
    expect(el.placed).toHaveLength(4);
    expect(banner(el)).toStrictEqual({ outcome: 'loss', multiplier: '0.00×', payout: '$0.00' });
    expect(el.flipping).toBe(true);
    expect(slotKinds(el)).toEqual(['spinning', 'waiting', 'waiting', 'waiting', 'waiting']);
  });

  it('plays 3 rounds from the Auto tab one at a time: each waits for its flips to land', async () => {
    const el = await mount();
    el.draws.push([H], [T], [H]);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.flipping).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(620);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(620);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual([{ side: 'heads', streak: 1 }, { side: 'heads', streak: 1 }, { side: 'heads', streak: 1 }]);
  });
});

describe('<rgs-coin> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe(coinPlayerRules.es!.title);
  });
});
