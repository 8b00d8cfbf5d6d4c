// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, testPlaySource } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { playPlinko, plinkoParamsSchema, plinkoPaytable, type PlinkoParams } from '../rules';
import { FLIGHT_MS, batchDuration } from './ball-timeline';
import { PlinkoGame } from './plinko-game';

/** Floats that send ball b along a pattern: right where bit (row + b) % 3 is 0. Deterministic. */
function floatsFor(params: PlinkoParams): number[] {
  return Array.from({ length: params.rows * params.balls }, (_, i) => ((i + Math.floor(i / params.rows)) % 3 === 0 ? 0.75 : 0.25));
}

/** A play source that plays the real rules on fixed floats, with no network. */
function fakeSource(placed: PlinkoParams[]): PlaySource {
  return testPlaySource({
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = plinkoParamsSchema.parse(raw);
      placed.push(params);
      const result = playPlinko(params, floatsFor(params));
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, result.total).toFixed(10), multiplier: result.total, params, state: result, outcome: result,
      };
      return { round, balance: '100' };
    },
  });
}

class TestPlinko extends PlinkoGame {
  readonly manual = new ManualClock();
  readonly placed: PlinkoParams[] = [];
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed);
    this.currency = 'USD';
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
customElements.define('test-plinko', TestPlinko);

const mount = ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) =>
  mountGame<TestPlinko>('test-plinko', { lang, before: (el) => (el.reduced = reduced) });

const $ = (el: TestPlinko, selector: string) => el.shadowRoot!.querySelector(selector);
const $$ = (el: TestPlinko, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const button = (el: TestPlinko, text: string) => $$(el, 'button').find((b) => b.textContent!.trim() === text) as HTMLButtonElement;

async function setRows(el: TestPlinko, rows: number): Promise<void> {
  const select = $(el, 'select') as HTMLSelectElement;
  select.value = String(rows);
  select.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

async function setBalls(el: TestPlinko, balls: number): Promise<void> {
  const input = $(el, 'input[type="number"][max="100"]') as HTMLInputElement;
  input.value = String(balls);
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

/** Presses Bet and waits for the round to come back and the board to draw it. */
async function bet(el: TestPlinko): Promise<void> {
  button(el, 'Bet').click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

/** The translate(x y) of each ball drawn, by ball index. */
function ballsDrawn(el: TestPlinko): Map<number, { x: number; y: number }> {
  return new Map(
    $$(el, 'g.ball').map((g) => {
      const [, x, y] = /translate\(([-\d.e]+) ([-\d.e]+)\)/.exec(g.getAttribute('transform')!)!;
      return [Number(g.getAttribute('data-ball')), { x: Number(x), y: Number(y) }];
    }),
  );
}

/** A multiplier as the player reads it: at least two decimals ("13" → "13.00×"). */
const shownMultiplier = (total: string) => {
  const [whole, fraction = ''] = total.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}×`;
};

const counts = (el: TestPlinko) => $$(el, 'text.count').reduce((sum, t) => sum + Number(t.textContent), 0);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-plinko> board', () => {
  it.each([
    { rows: 8, risk: 'Low', key: 'low' },
    { rows: 16, risk: 'High', key: 'high' },
  ] as const)('draws $rows rows of pegs and $rows + 1 buckets labelled with the $key paytable', async ({ rows, risk, key }) => {
    const el = await mount();
    await setRows(el, rows);
    button(el, risk).click();
    await el.updateComplete;
    const pegRows = $$(el, 'circle.peg').map((c) => Number(c.getAttribute('data-row')));
    expect(pegRows).toHaveLength(Array.from({ length: rows }, (_, r) => r + 3).reduce((a, b) => a + b, 0));
    expect(Math.max(...pegRows)).toBe(rows - 1);
    expect($$(el, 'text.multiplier').map((t) => t.textContent)).toStrictEqual([...plinkoPaytable(rows, key)]);
    expect(button(el, risk).getAttribute('aria-pressed')).toBe('true');
    expect($(el, '.board svg')!.getAttribute('aria-label')).toBe(`Plinko board: Rows ${rows}, Risk ${risk}`);
  });

  it('labels every control and speaks Portuguese and Spanish, multipliers in their digits', async () => {
    const el = await mount({ lang: 'pt' });
    await setRows(el, 8);
    expect($$(el, 'text.multiplier').map((t) => t.textContent)).toStrictEqual(plinkoPaytable(8, 'medium').map((m) => m.replace('.', ',')));
    expect($$(el, 'label').map((l) => l.textContent!.trim().split(/\s/)[0])).toEqual(expect.arrayContaining(['Linhas', 'Bolas']));
    expect($(el, 'legend')!.textContent).toBe('Risco');
    expect(button(el, 'Alto')).toBeDefined();
    el.lang = 'es';
    await el.updateComplete;
    expect(button(el, 'Alto')).toBeDefined();
    expect($(el, 'legend')!.textContent).toBe('Riesgo');
  });

  it('bets the chosen rows, risk and balls (clamped to 1–100) and shows amount × balls', async () => {
    const el = await mount();
    await setRows(el, 12);
    button(el, 'High').click();
    await setBalls(el, 250);
    expect(($(el, 'input[type="number"][max="100"]') as HTMLInputElement).value).toBe('100');
    // The total in the player's currency: the stake of 1 on each of 100 balls.
    expect($(el, '.total')!.textContent!.replace(/\s+/g, ' ')).toContain('Total bet$100.00');
    await setBalls(el, 3);
    await bet(el);
    expect(el.placed).toStrictEqual([{ rows: 12, risk: 'high', balls: 3 }]);
  });
});

describe('<rgs-plinko> animation', () => {
  it('drops every ball along its real path: at each row it sits exactly on a drawn peg', async () => {
    const el = await mount();
    await setRows(el, 8);
    await setBalls(el, 2);
    await bet(el);
    const round = playPlinko({ rows: 8, risk: 'medium', balls: 2 }, floatsFor({ rows: 8, risk: 'medium', balls: 2 }));
    const pegs = $$(el, 'circle.peg').map((c) => ({ row: Number(c.getAttribute('data-row')), x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')), r: Number(c.getAttribute('r')) }));
    const ballRadius = Number($(el, 'g.ball circle:not(.rim)')!.getAttribute('r'));
    // Ball 0 left at time 0: after r + 1 of its 9 equal hops it rests on its peg of row r.
    let rights = 0;
    let elapsed = 0;
    for (let row = 0; row < 8; row++) {
      const at = ((row + 1) * FLIGHT_MS) / 9;
      el.manual.advance(at - elapsed);
      elapsed = at;
      await el.updateComplete;
      const ball = ballsDrawn(el).get(0)!;
      const peg = pegs.find((p) => p.row === row && p.x === ball.x);
      expect(peg, `row ${row}`).toBeDefined();
      expect(peg!.y - ball.y).toBeCloseTo(peg!.r + ballRadius, 6);
      // The peg struck after `rights` bounces right is index rights + 1 of its row.
      expect(pegs.filter((p) => p.row === row).indexOf(peg!)).toBe(rights + 1);
      rights += round.paths[0]![row]!;
    }
    expect(el.animating).toBe(true);
    expect($(el, '.summary')!.textContent).toContain('Balls landed: 0 / 2');
  });

  it('lands every ball at once with Skip, then shows the total multiplier and the payout', async () => {
    const el = await mount();
    await setBalls(el, 40);
    await bet(el);
    el.manual.advance(500);
    await el.updateComplete;
    expect(ballsDrawn(el).size).toBeGreaterThan(0);
    expect($(el, '.summary .result')!.textContent!.trim()).toBe('');
    button(el, 'Skip').click();
    await el.updateComplete;
    await el.updateComplete;
    // The keyboard goes on to the next move, not to the vanished Skip button.
    expect(el.shadowRoot!.activeElement).toBe(button(el, 'Bet'));
    const result = playPlinko({ rows: 16, risk: 'medium', balls: 40 }, floatsFor({ rows: 16, risk: 'medium', balls: 40 }));
    expect(el.animating).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(ballsDrawn(el).size).toBe(0);
    expect(counts(el)).toBe(40);
    expect(button(el, 'Skip')).toBeUndefined();
    const summary = $(el, '.summary .result')!.textContent!.replace(/\s+/g, ' ');
    // In the player's digits and currency (the shell's banner announces the same once the last ball is down).
    const [whole, fraction = ''] = payoutOf('1', result.total).toFixed().split('.');
    expect(summary).toContain(`Total multiplier: ${shownMultiplier(result.total)}`);
    expect(summary).toContain(`Payout: $${whole}.${fraction.padEnd(2, '0')}`);
  });

  it('lands everything when Escape is pressed, and on its own when the last ball is down', async () => {
    const el = await mount();
    await setBalls(el, 5);
    await bet(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await el.updateComplete;
    expect(el.animating).toBe(false);
    expect(counts(el)).toBe(5);

    await bet(el);
    expect(el.animating).toBe(true);
    el.manual.advance(batchDuration(5));
    await el.updateComplete;
    expect(el.animating).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(counts(el)).toBe(5);
  });

  it('lands the batch when the element leaves the page, so it never hangs mid-air', async () => {
    const el = await mount();
    await setBalls(el, 5);
    await bet(el);
    el.remove();
    expect(el.animating).toBe(false);
    expect(el.manual.pending).toBe(0);
  });

  it('with reduced motion, shows the final picture at once and requests no frame', async () => {
    const el = await mount({ reduced: true });
    await setBalls(el, 10);
    await bet(el);
    expect(el.animating).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(ballsDrawn(el).size).toBe(0);
    expect(counts(el)).toBe(10);
    const result = playPlinko({ rows: 16, risk: 'medium', balls: 10 }, floatsFor({ rows: 16, risk: 'medium', balls: 10 }));
    // Every bucket that received balls is marked and counts them, slot by slot.
    const expected = new Map<number, number>();
    for (const slot of result.slots) expected.set(slot, (expected.get(slot) ?? 0) + 1);
    expect($$(el, 'g.slot rect.hit').length).toBe(expected.size);
    expect($(el, '.summary')!.textContent).toContain(shownMultiplier(result.total));
  });
});
