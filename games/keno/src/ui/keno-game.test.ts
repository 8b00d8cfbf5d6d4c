// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { kenoParamsSchema, playKeno, type KenoParams } from '../rules';
import { KenoGame } from './keno-game';

/** Floats that draw `numbers` in that order (each the index of its number among those left). */
function floatsDrawing(numbers: readonly number[]): number[] {
  const left = Array.from({ length: 40 }, (_, i) => i + 1);
  return numbers.map((n, i) => {
    const index = left.indexOf(n);
    left.splice(index, 1);
    return (index + 0.5) / (40 - i);
  });
}

/** A play source settling each bet on the real rules with the next of `draws`. */
function fakeSource(placed: KenoParams[], draws: number[][]): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = kenoParamsSchema.parse(raw);
      placed.push(params);
      const { state, multiplier } = playKeno(params, floatsDrawing(draws.shift()!));
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, multiplier).toFixed(10), multiplier, params, state, outcome: { drawn: state.drawn },
      };
      return { round, balance: '100' };
    },
  });
}

class TestKeno extends KenoGame {
  readonly manual = new ManualFrameClock();
  readonly placed: KenoParams[] = [];
  readonly draws: number[][] = [];
  /** The indexes Auto-pick takes, in order (0: the smallest number left). */
  readonly indexes: number[] = [];
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
    this.randomIndex = () => this.indexes.shift() ?? 0;
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
  /** The player's picks in the order they were made. */
  placedPicks(): number[] {
    return [...this.picks];
  }
}
customElements.define('test-keno', TestKeno);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestKeno>('test-keno', { lang, before: (el) => (el.reduced = reduced) });

const $ = <T extends Element = HTMLElement>(el: TestKeno, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = <T extends Element = HTMLElement>(el: TestKeno, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const cell = (el: TestKeno, n: number) => $<HTMLButtonElement>(el, `.cell[data-number="${n}"]`);
const betButton = (el: TestKeno) => $<HTMLButtonElement>(el, 'button.primary');
const button = (el: TestKeno, name: string) => $$<HTMLButtonElement>(el, 'button').find((b) => text(b) === name)!;
/** Each cell's accessible name and pressed state, for the cells that are not plain. */
const marked = (el: TestKeno) =>
  $$(el, '.cell')
    .filter((c) => !/^\d+$/.test(c.getAttribute('aria-label')!) || c.getAttribute('aria-pressed') === 'true')
    .map((c) => `${c.getAttribute('aria-label')}${c.getAttribute('aria-pressed') === 'true' ? ' [pressed]' : ''}`);
/** The paytable as shown: each entry's multiplier and hit count, the current one starred. */
const paytable = (el: TestKeno) => $$(el, '.paytable li').map((li) => `${li.getAttribute('aria-current') ? '*' : ''}${text(li.querySelector('.x'))} ${text(li.querySelector('.sr'))}`);

async function pick(el: TestKeno, ...numbers: number[]): Promise<void> {
  for (const n of numbers) {
    cell(el, n).click();
    await el.updateComplete;
  }
}

async function key(el: TestKeno, name: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestKeno): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-keno> picking', () => {
  it('starts with nothing picked: Bet is off and the board says what to do', async () => {
    const el = await mount();
    expect($$(el, '.cell')).toHaveLength(40);
    expect(marked(el)).toEqual([]);
    expect(cell(el, 7).getAttribute('aria-label')).toBe('7');
    expect(cell(el, 7).getAttribute('aria-pressed')).toBe('false');
    expect(text($(el, '.keno-count'))).toBe('Pick 1 to 10 numbers');
    expect(text($(el, '.paytable'))).toBe('Pick 1 to 10 numbers');
    expect(betButton(el).getAttribute('aria-disabled')).toBe('true');
    betButton(el).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toEqual([]);
  });

  it('picks and unpicks numbers by clicking them, and shows the paytable of the picks', async () => {
    const el = await mount();
    await pick(el, 7, 21, 33);
    expect(marked(el)).toEqual(['7, picked [pressed]', '21, picked [pressed]', '33, picked [pressed]']);
    expect(text($(el, '.keno-count'))).toBe('3 of 10 picked');
    expect($(el, '.paytable').getAttribute('aria-label')).toBe('Payouts for 3 picks, Classic risk');
    expect(paytable(el)).toEqual(['0× 0 hits', '1× 1 hit', '3.0986× 2 hits', '10.4× 3 hits']);
    await pick(el, 21);
    expect(marked(el)).toEqual(['7, picked [pressed]', '33, picked [pressed]']);
    expect(betButton(el).getAttribute('aria-disabled')).toBe('false');
  });

  it('takes at most 10 numbers: the others are refused until one is unpicked', async () => {
    const el = await mount();
    await pick(el, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
    expect(text($(el, '.keno-count'))).toBe('10 of 10 picked');
    expect(cell(el, 11).getAttribute('aria-pressed')).toBe('false');
    expect(cell(el, 11).getAttribute('aria-disabled')).toBe('true');
    expect(cell(el, 10).getAttribute('aria-disabled')).toBe('false');
    await pick(el, 10, 11);
    expect(cell(el, 11).getAttribute('aria-pressed')).toBe('true');
  });

  it('auto-picks 10 random numbers (R), as many as are picked when some are, and clears them (C)', async () => {
    const el = await mount();
    el.indexes.push(0, 0, 5, 36, 0, 0, 0, 0, 0, 0);
    button(el, 'Auto-pick').click();
    await el.updateComplete;
    // Index 0 of 1…40 is 1; then 2; index 5 of 3…40 is 8; index 36, the last of the 37 left, is 40; then 3, 4, 5, 6, 7, 9.
    expect(el.placedPicks()).toEqual([1, 2, 8, 40, 3, 4, 5, 6, 7, 9]);
    await key(el, 'c');
    expect(marked(el)).toEqual([]);
    await pick(el, 20, 30);
    el.indexes.push(39, 38);
    await key(el, 'R');
    expect(el.placedPicks()).toEqual([40, 39]);
    button(el, 'Clear').click();
    await el.updateComplete;
    expect(text($(el, '.keno-count'))).toBe('Pick 1 to 10 numbers');
    expect(button(el, 'Clear').disabled).toBe(true);
  });

  it('switches the risk with its buttons, showing that risk’s paytable', async () => {
    const el = await mount();
    await pick(el, 5);
    const risks = $$(el, '.keno-risk button');
    expect(risks.map((b) => `${text(b)} ${b.getAttribute('aria-pressed')}`)).toEqual(['Classic true', 'Low false', 'Medium false', 'High false']);
    risks[1]!.click();
    await el.updateComplete;
    expect(paytable(el)).toEqual(['0.7× 0 hits', '1.86× 1 hit']);
    expect($(el, '.paytable').getAttribute('aria-label')).toBe('Payouts for 1 picks, Low risk');
    expect(risks[1]!.getAttribute('aria-pressed')).toBe('true');
    el.draws.push([5, 1, 2, 3, 4, 6, 7, 8, 9, 10]);
    await bet(el);
    expect(el.placed).toEqual([{ picks: [5], risk: 'low' }]);
  });

  it('moves the focus between numbers with the arrow keys, one tab stop', async () => {
    const el = await mount();
    expect($$(el, '.cell').filter((c) => c.tabIndex === 0).map((c) => c.dataset.number)).toEqual(['1']);
    cell(el, 1).focus();
    cell(el, 1).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).toBe(cell(el, 2));
    cell(el, 2).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement).toBe(cell(el, 10));
    expect($$(el, '.cell').filter((c) => c.tabIndex === 0).map((c) => c.dataset.number)).toEqual(['10']);
  });
});

describe('<rgs-keno> draw', () => {
  it('brings the balls out one by one, marking hits and the paytable, and tells the result when the last lands', async () => {
    const el = await mount();
    await pick(el, 7, 14, 21, 22, 33);
    el.draws.push([21, 7, 30, 6, 39, 9, 35, 27, 24, 22]);
    await bet(el);
    expect(el.placed).toEqual([{ picks: [7, 14, 21, 22, 33], risk: 'classic' }]);
    // The round is settled, but nothing tells the result before the last ball: no banner yet.
    expect($<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result).toBeNull();
    expect(el.drawing).toBe(true);
    expect($$(el, '.tray .ball-art')).toHaveLength(1);
    expect(marked(el)).toEqual(['7, picked [pressed]', '14, picked [pressed]', '21, drawn, hit [pressed]', '22, picked [pressed]', '33, picked [pressed]']);
    expect(paytable(el)).toEqual(['0× 0 hits', '0.25× 1 hit', '1.4005× 2 hits', '4.1× 3 hits', '16.5× 4 hits', '36× 5 hits'].map((e, k) => (k === 1 ? `*${e}` : e)));
    expect(text($(el, '.outcome'))).toBe('Drawing 1 / 10');
    el.manual.advance(480); // 4 balls out: 21, 7, 30, 6
    await el.updateComplete;
    expect($$(el, '.tray .ball-art')).toHaveLength(5);
    expect($$(el, '.tray .ball-art.hit')).toHaveLength(2);
    expect(marked(el)).toContain('30, drawn');
    expect(marked(el)).toContain('7, drawn, hit [pressed]');
    expect(paytable(el)[2]).toBe('*1.4005× 2 hits');
    el.manual.advance(720);
    await el.updateComplete;
    expect(el.drawing).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(marked(el)).toEqual([
      '6, drawn', '7, drawn, hit [pressed]', '9, drawn', '14, picked [pressed]', '21, drawn, hit [pressed]', '22, drawn, hit [pressed]',
      '24, drawn', '27, drawn', '30, drawn', '33, picked [pressed]', '35, drawn', '39, drawn',
    ]);
    expect($$(el, '.cell.hit svg.art')).toHaveLength(3);
    expect(paytable(el)[3]).toBe('*4.1× 3 hits');
    expect(text($(el, '.outcome'))).toBe('✓ 3 of 5: paid $4.10');
    expect($<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result).toStrictEqual({ outcome: 'win', multiplier: '4.10×', payout: '$4.10' });
  });

  it('with reduced motion shows the whole draw at once and requests no frame; a loss says so', async () => {
    const el = await mount({ reduced: true });
    await pick(el, 40);
    el.draws.push([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await bet(el);
    expect(el.drawing).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect($$(el, '.tray .ball-art')).toHaveLength(10);
    expect(text($(el, '.outcome'))).toBe('✗ 0 of 1: no win');
    expect($<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result).toStrictEqual({ outcome: 'loss', multiplier: '0.00×', payout: '$0.00' });
  });

  it('tells a part of the stake paid back (low risk, 0 of 1: 0.7×) as paid, and as part of the stake back', async () => {
    const el = await mount({ reduced: true });
    $$(el, '.keno-risk button')[1]!.click();
    await pick(el, 40);
    el.draws.push([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await bet(el);
    expect(text($(el, '.outcome'))).toBe('✗ 0 of 1: paid $0.70');
    expect($(el, '.outcome').classList.contains('lost')).toBe(true);
    expect(paytable(el)).toEqual(['*0.7× 0 hits', '1.86× 1 hit']);
    expect($<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result).toStrictEqual({ outcome: 'partial', multiplier: '0.70×', payout: '$0.70' });
  });

  it('lands a draw still coming out when the next bet is placed, and clears it from the board when the picks change', async () => {
    const el = await mount();
    await pick(el, 3);
    el.draws.push([3, 1, 2, 4, 5, 6, 7, 8, 9, 10], [1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
    await bet(el);
    el.manual.advance(100);
    await bet(el);
    // The first draw was announced as the second started.
    expect($<HTMLElement & { rounds: unknown[] }>(el, 'rgs-recent-results').rounds).toHaveLength(1);
    expect(el.drawing).toBe(true);
    await pick(el, 4);
    expect(el.drawing).toBe(false);
    expect($$(el, '.tray .ball-art')).toHaveLength(0);
    expect(marked(el)).toEqual(['3, picked [pressed]', '4, picked [pressed]']);
    expect(text($(el, '.outcome'))).toBe('');
  });

  it('speaks Portuguese: cell names, counts and the result', async () => {
    const el = await mount({ lang: 'pt', reduced: true });
    await pick(el, 1, 40);
    el.draws.push([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    await bet(el);
    expect(marked(el)).toContain('1, sorteado, acerto [pressed]');
    expect(marked(el)).toContain('2, sorteado');
    expect(marked(el)).toContain('40, escolhido [pressed]');
    expect(text($(el, '.keno-count'))).toBe('2 de 10 escolhidos');
    expect(text($(el, '.outcome'))).toBe('✓ 1 de 2: pagou $ 1,899');
  });
});

describe('<rgs-keno> autobet', () => {
  it('plays the picks as they stand, one round at a time, each waiting for its draw to land', async () => {
    const el = await mount();
    await pick(el, 12);
    el.draws.push([12, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const panel = await openAutobet(el);
    await startAutobet(panel, 2);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    // While it runs the picks are locked.
    expect(cell(el, 13).getAttribute('aria-disabled')).toBe('true');
    el.manual.advance(1200);
    await expect.poll(() => el.placed.length).toBe(2);
    el.manual.advance(1200);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual([{ picks: [12], risk: 'classic' }, { picks: [12], risk: 'classic' }]);
  });
});
