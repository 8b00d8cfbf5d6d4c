// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { diamondsParamsSchema, drawGems, type DiamondsParams } from '../rules';
import { DiamondsGame } from './diamonds-game';

/** A play source settling each bet on the real rules with the next of `draws` (five colours each). */
function fakeSource(placed: DiamondsParams[], draws: number[][]): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = diamondsParamsSchema.parse(raw);
      placed.push(params);
      const state = drawGems(draws.shift()!.map((c) => (c + 0.5) / 7));
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, state.multiplier).toFixed(10), multiplier: state.multiplier, params, state, outcome: { gems: state.gems },
      };
      return { round, balance: '100' };
    },
  });
}

class TestDiamonds extends DiamondsGame {
  readonly manual = new ManualClock();
  readonly placed: DiamondsParams[] = [];
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
customElements.define('test-diamonds', TestDiamonds);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestDiamonds>('test-diamonds', { lang, before: (el) => (el.reduced = reduced) });

const $ = <T extends Element = HTMLElement>(el: TestDiamonds, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestDiamonds, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const betButton = (el: TestDiamonds) => $<HTMLButtonElement>(el, 'button.primary');
const boardName = (el: TestDiamonds) => $(el, 'svg[role="img"]').getAttribute('aria-label');
const banner = (el: TestDiamonds) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;
/** Each slot as drawn: its colour ('' when empty), whether a gem shows, how far it is lifted and whether it is dimmed. */
const slots = (el: TestDiamonds) =>
  $$(el, 'g.slot').map((slot) => ({
    colour: slot.getAttribute('data-colour'),
    gem: slot.querySelector('g.gem') !== null,
    lift: Number(slot.getAttribute('data-lift')),
    dim: slot.querySelector('g.gem.dim') !== null,
  }));
const gemsShown = (el: TestDiamonds) => slots(el).filter((s) => s.gem).length;
const paytable = (el: TestDiamonds) => $$(el, '.paytable li').map((li) => `${li.getAttribute('aria-current') ? '*' : ''}${text(li.querySelector('.sr'))}`);

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestDiamonds): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

async function advance(el: TestDiamonds, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-diamonds> board', () => {
  it('starts with five empty pedestals, named, and the paytable of the seven hands beside them', async () => {
    const el = await mount();
    expect(boardName(el)).toBe('Five empty pedestals: bet to draw five gems');
    expect(slots(el)).toEqual(Array(5).fill({ colour: '', gem: false, lift: 0, dim: false }));
    expect($$(el, 'g.ghost')).toHaveLength(5);
    expect($(el, '.paytable').getAttribute('aria-label')).toBe('Paytable');
    expect(paytable(el)).toEqual([
      'Five of a kind: pays 66.99×, chance 0.04%',
      'Four of a kind: pays 5×, chance 1.25%',
      'Full house: pays 4×, chance 2.5%',
      'Three of a kind: pays 3×, chance 12.49%',
      'Two pair: pays 2×, chance 18.74%',
      'One pair: pays 0.1×, chance 49.98%',
      'No match: pays 0×, chance 14.99%',
    ]);
    expect(text($(el, '.hand-name'))).toBe('Match gems of a colour: bet to draw five');
    expect(text($(el, '.outcome'))).toBe('');
    // Nothing to choose: the controls are the shell's amount and Bet.
    expect($$(el, '.controls input[type="radio"]')).toHaveLength(0);
  });

  it('speaks Portuguese, with the player’s digits', async () => {
    const el = await mount({ lang: 'pt' });
    expect(boardName(el)).toBe('Cinco pedestais vazios: aposte para sortear cinco gemas');
    expect(paytable(el)[0]).toBe('Cinco iguais: paga 66,99×, chance de 0,04%');
    expect(text($$(el, '.paytable li .name small')[5]!)).toBe('49,98%');
  });
});

describe('<rgs-diamonds> draw', () => {
  it('moves the money at once, shows the gems one after another for 1.5 s, lifts the hand, and only then tells it', async () => {
    const el = await mount();
    el.draws.push([6, 0, 0, 0, 3]);
    await bet(el);
    // The round is settled, but nothing tells the result before the gems are in.
    expect(banner(el)).toBeNull();
    expect(el.drawing).toBe(true);
    expect(text($(el, '.outcome'))).toBe('Drawing…');
    expect(text($(el, '.hand-name'))).toBe('');
    expect(boardName(el)).toBe('Drawing five gems');
    expect($(el, 'button.skip')).not.toBeNull();
    expect(gemsShown(el)).toBe(0);
    await advance(el, 300);
    // 20 % in: the first gem is in place, the second dropping in.
    expect(gemsShown(el)).toBe(2);
    expect($$(el, 'g.sparkle').length).toBeGreaterThan(0);
    await advance(el, 900);
    // 80 %: all five in, nothing lifted yet, no hand marked.
    expect(gemsShown(el)).toBe(5);
    expect(slots(el).map((s) => s.lift)).toEqual([0, 0, 0, 0, 0]);
    expect(paytable(el).some((row) => row.startsWith('*'))).toBe(false);
    await advance(el, 150);
    // The three reds rise while the others stay down.
    const rising = slots(el).map((s) => s.lift);
    expect(rising[1]).toBeGreaterThan(0);
    expect(rising[1]).toBeLessThan(1);
    expect([rising[0], rising[4]]).toEqual([0, 0]);
    expect(banner(el)).toBeNull();
    await advance(el, 150);
    expect(el.drawing).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(slots(el)).toEqual([
      { colour: '6', gem: true, lift: 0, dim: true },
      { colour: '0', gem: true, lift: 1, dim: false },
      { colour: '0', gem: true, lift: 1, dim: false },
      { colour: '0', gem: true, lift: 1, dim: false },
      { colour: '3', gem: true, lift: 0, dim: true },
    ]);
    expect($$(el, 'g.sparkle')).toHaveLength(0);
    expect(boardName(el)).toBe('Gems: purple marquise, red heart, red heart, red heart, green octagon. Three of a kind');
    expect(text($(el, '.hand-name'))).toBe('Three of a kind 3×');
    expect(text($(el, '.outcome'))).toBe('✓ Win! Paid $3.00');
    expect(paytable(el).filter((row) => row.startsWith('*'))).toEqual(['*Three of a kind: pays 3×, chance 12.49%']);
    expect($(el, '.paytable li.hit')!.getAttribute('data-hand')).toBe('three');
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '3.00×', payout: '$3.00' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('tells one pair as a tenth of the stake back and no match as a loss, with no gem lifted', async () => {
    const el = await mount({ reduced: true });
    el.draws.push([1, 2, 1, 4, 5], [0, 1, 2, 3, 4]);
    await bet(el);
    expect(text($(el, '.hand-name'))).toBe('One pair 0.1×');
    expect(text($(el, '.outcome'))).toBe('0.1× back: paid $0.10');
    expect($(el, '.outcome')!.classList.contains('back')).toBe(true);
    expect(slots(el).map((s) => s.lift)).toEqual([1, 0, 1, 0, 0]);
    expect(banner(el)).toMatchObject({ outcome: 'partial', payout: '$0.10' });
    await bet(el);
    expect(text($(el, '.hand-name'))).toBe('No match 0×');
    expect(text($(el, '.outcome'))).toBe('✗ No win');
    expect($(el, '.outcome')!.classList.contains('loss')).toBe(true);
    // No hand: nothing lifts and nothing is dimmed.
    expect(slots(el).map((s) => [s.lift, s.dim])).toEqual(Array(5).fill([0, false]));
    expect(paytable(el).filter((row) => row.startsWith('*'))).toEqual(['*No match: pays 0×, chance 14.99%']);
  });

  it('with reduced motion shows the gems and the hand at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.draws.push([2, 2, 2, 2, 2]);
    await bet(el);
    expect(el.drawing).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(slots(el).every((s) => s.gem && s.lift === 1)).toBe(true);
    expect(text($(el, '.hand-name'))).toBe('Five of a kind 66.99×');
    expect(text($(el, '.outcome'))).toBe('✓ Win! Paid $66.99');
    expect(banner(el)).toMatchObject({ outcome: 'win', payout: '$66.99' });
  });

  it('lands at once on Skip, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.draws.push([3, 3, 5, 5, 1]);
    await bet(el);
    await advance(el, 100);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.drawing).toBe(false);
    expect(gemsShown(el)).toBe(5);
    expect(text($(el, '.hand-name'))).toBe('Two pair 2×');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('lands at once on Escape', async () => {
    const el = await mount();
    el.draws.push([4, 4, 4, 4, 0]);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await el.updateComplete;
    expect(el.drawing).toBe(false);
    expect(text($(el, '.hand-name'))).toBe('Four of a kind 5×');
    expect(text($(el, '.outcome'))).toBe('✓ Win! Paid $5.00');
  });

  it('lands a draw still playing when the next bet is placed, then plays the new one from empty pedestals', async () => {
    const el = await mount();
    el.draws.push([0, 0, 1, 1, 1], [6, 5, 4, 3, 2]);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    // The first draw was told as the second started.
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('4.00×');
    expect(gemsShown(el)).toBe(0);
    await advance(el, 1500);
    expect(text($(el, '.outcome'))).toBe('✗ No win');
  });
});

describe('<rgs-diamonds> autobet', () => {
  it('plays 3 rounds from the Auto tab one at a time: each waits for its gems to land', async () => {
    const el = await mount();
    el.draws.push([0, 0, 0, 0, 0], [1, 2, 3, 4, 5], [6, 6, 1, 1, 2]);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.drawing).toBe(true);
    for (const placed of [2, 3]) {
      el.manual.advance(1500);
      await expect.poll(() => el.placed.length).toBe(placed);
    }
    el.manual.advance(1500);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual([{}, {}, {}]);
  });
});

describe('<rgs-diamonds> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas de Diamonds');
  });
});
