// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { NBSP, mountGame, openAutobet, quietBridge, skipPauses, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { chickenMultiplier } from '../multiplier';
import { laneCount, type ChickenDifficulty } from '../road';
import type { ChickenState } from '../rules';
import { ChickenGame } from './chicken-game';

/** What the fake play API was asked to do. */
type Call = { kind: 'bet'; difficulty: ChickenDifficulty } | { kind: 'cross'; lane: number } | { kind: 'cashout' };

/** A play API whose roads have cars where the test says, paying with the real multipliers. */
function fakeSource(calls: Call[], cars: () => readonly number[], resume: PlayedRound | null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as ChickenState;
  const outcome = () => ({ cars: cars().filter((lane) => lane < laneCount(state().difficulty)) });
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      const { difficulty } = params as { difficulty: ChickenDifficulty };
      calls.push({ kind: 'bet', difficulty });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { difficulty, crossed: 0, hit: null }, outcome: null,
      });
    },
    async act(_id, _action, params) {
      const { lane } = params as { lane: number };
      calls.push({ kind: 'cross', lane });
      if (cars().includes(lane)) return answer({ ...round, status: 'CLOSED', multiplier: '0', state: { ...state(), hit: lane }, outcome: outcome() });
      const crossed = state().crossed + 1;
      const multiplier = chickenMultiplier(state().difficulty, crossed);
      const next = { ...round, multiplier, state: { ...state(), crossed } };
      if (crossed < laneCount(state().difficulty)) return answer(next);
      return answer({ ...next, status: 'CLOSED', payout: payoutOf(round.amount, multiplier).toFixed(10), outcome: outcome() });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      return answer({ ...round, status: 'CLOSED', payout: payoutOf(round.amount, round.multiplier).toFixed(10), outcome: outcome() });
    },
  });
}

class TestChicken extends ChickenGame {
  readonly calls: Call[] = [];
  cars: number[] = [4, 9];
  resume: PlayedRound | null = null;
  announced: string[] = [];
  constructor() {
    super();
    this.bridge = quietBridge;
  }
  protected override goLive(): Promise<void> {
    this.source = fakeSource(this.calls, () => this.cars, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    return this.source.open(this.game).then(({ activeRound }) => this.onLive(this.source!, activeRound));
  }
  protected override announce(round: PlayedRound): void {
    this.announced.push(round.id);
    super.announce(round);
  }
}
customElements.define('test-chicken', TestChicken);

async function mount({ lang, resume = null }: { lang?: string; resume?: PlayedRound | null } = {}): Promise<TestChicken> {
  const el = await mountGame<TestChicken>('test-chicken', { lang, before: (game) => (game.resume = resume) });
  await settle(el);
  return el;
}

/** Lets the fake API answer and the board draw it. */
async function settle(el: TestChicken): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: TestChicken, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestChicken, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const stats = (el: TestChicken) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
const lane = (el: TestChicken, n: number) => $<HTMLButtonElement>(el, `[data-lane="${n}"]`);
const labels = (el: TestChicken) => $$(el, '[role="gridcell"]').map((t) => t.getAttribute('aria-label'));
const primary = (el: TestChicken) => $<HTMLButtonElement>(el, 'button.primary');
const go = (el: TestChicken) => $<HTMLButtonElement>(el, 'button.go');
const hint = (el: TestChicken) => text($(el, '.hint'));
const focused = (el: TestChicken) => (el.shadowRoot!.activeElement as HTMLElement).dataset.lane;

async function click(el: TestChicken, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

async function press(el: TestChicken, key: string, target: HTMLElement = el): Promise<void> {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await settle(el);
}

async function choose(el: TestChicken, name: string): Promise<void> {
  const radio = $$(el, 'input[type="radio"]').find((input) => (input as HTMLInputElement).value === name) as HTMLInputElement;
  radio.checked = true;
  radio.dispatchEvent(new Event('change'));
  await settle(el);
}

afterEach(() => void (document.body.innerHTML = ''));

describe('<rgs-chicken> road', () => {
  it('draws the chosen road before any bet: a lane per step, each naming its risk and what it pays', async () => {
    const el = await mount();
    expect($(el, '[role="grid"]').getAttribute('aria-label')).toBe('Road, 22 lanes');
    expect($$(el, '[role="gridcell"]')).toHaveLength(22);
    expect(lane(el, 0).getAttribute('aria-label')).toBe('Lane 1, 1.125× · 12% chance of a car');
    expect(lane(el, 21).getAttribute('aria-label')).toBe('Lane 22, 2,277× · 75% chance of a car');
    // The covers show each multiplier as short as it is exact, the pills each lane's risk.
    expect(text(lane(el, 0).querySelector('.cover'))).toBe('1.125×');
    expect(text(lane(el, 21).querySelector('.cover'))).toBe('2,277×');
    expect(text(lane(el, 3).querySelector('.risk'))).toBe('13.6%');
    expect(stats(el)).toEqual(['Lanes 22', 'Lane 1 1.125× 12% risk', 'Whole road 2,277.00×']);
    expect(hint(el)).toBe('Pick a difficulty and bet, then cross lane by lane');
  });

  it('changes with the difficulty, in the player’s language', async () => {
    const el = await mount({ lang: 'pt' });
    await choose(el, 'hardcore');
    expect($$(el, '[role="gridcell"]')).toHaveLength(15);
    expect(lane(el, 0).getAttribute('aria-label')).toBe('Faixa 1, 1,65× · 40% de chance de carro');
    expect($(el, '[role="grid"]').getAttribute('aria-label')).toBe('Estrada, 15 faixas');
    el.lang = 'es';
    await el.updateComplete;
    expect(lane(el, 14).getAttribute('aria-label')).toBe(`Carril 15, 3.236.072,4× · 90,9${NBSP}% de probabilidad de coche`);
    // Each option's words name its radio: the difficulty, its lanes and first risk, its top win.
    expect(text($$(el, '.chicken-settings label')[3]!)).toBe('Extrema hasta 3.236.072,4× 15 carriles · Carril 1 40 %');
  });

  it('moves the focus along the road with the arrows, one tab stop, and the camera follows it', async () => {
    const el = await mount();
    lane(el, 0).focus();
    await press(el, 'ArrowRight', lane(el, 0));
    expect(focused(el)).toBe('1');
    await press(el, 'End', lane(el, 1));
    expect(focused(el)).toBe('21');
    expect($(el, '.scene').getAttribute('style')).toContain('--camera:22');
    await press(el, 'Home', lane(el, 21));
    await press(el, 'ArrowLeft', lane(el, 0));
    expect(focused(el)).toBe('0');
    expect($$(el, '[role="gridcell"]').filter((t) => t.tabIndex === 0).map((t) => t.dataset.lane)).toEqual(['0']);
  });
});

describe('<rgs-chicken> open round', () => {
  it('crosses by Go, by the next lane and by G; shows the multiplier, the cashout and the next lane, and the amount on Cash out', async () => {
    const el = await mount();
    el.cars = [5];
    await click(el, primary(el));
    expect(el.calls).toEqual([{ kind: 'bet', difficulty: 'medium' }]);
    expect(text(primary(el))).toBe('Cash out');
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    expect(hint(el)).toBe('Press Go to cross lane 1');
    expect(text(go(el))).toBe('Go lane 1 · 1.125×');
    // Only the next lane takes a click.
    expect($$(el, '[role="gridcell"]').map((t) => t.getAttribute('aria-disabled')).slice(0, 3)).toEqual(['false', 'true', 'true']);
    await click(el, lane(el, 2));
    expect(el.calls).toHaveLength(1);
    await click(el, go(el));
    await click(el, lane(el, 1));
    await press(el, 'g');
    expect(el.calls).toEqual([
      { kind: 'bet', difficulty: 'medium' },
      { kind: 'cross', lane: 0 },
      { kind: 'cross', lane: 1 },
      { kind: 'cross', lane: 2 },
    ]);
    expect(text(primary(el))).toBe('Cash out $1.4785');
    expect(stats(el)).toEqual(['Multiplier 1.4785×', 'Cash-out value $1.4785', 'Next lane 1.712× 13.6% risk']);
    expect(hint(el)).toBe('Safe! Go on to lane 4, or cash out');
    expect(lane(el, 2).getAttribute('aria-label')).toBe('Lane 3, 1.4785×, crossed safely');
    expect(lane(el, 3).getAttribute('aria-label')).toBe('Lane 4, next, 1.712× · 13.6% chance of a car');
    expect($(el, '.bird').getAttribute('style')).toBe('--at:3');
    // The difficulty is set for the round: one line, no radios.
    expect($$(el, 'input[type="radio"]')).toHaveLength(0);
    expect(text($(el, '.chicken-picked'))).toBe('Difficulty: Medium · 22 lanes');
    await press(el, 'c');
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(hint(el)).toBe('✓ Cashed out after lane 3');
    expect(el.announced).toEqual(['rnd_1']);
    expect(text(primary(el))).toBe('Bet');
    // The whole road is shown once the round is over: the car in lane 6 the chicken never reached.
    expect(lane(el, 5).getAttribute('aria-label')).toBe('Lane 6, 2.3498× · 15% chance of a car: a car came, not reached');
    expect(lane(el, 4).getAttribute('aria-label')).toBe('Lane 5, 1.9973× · 14.2% chance of a car: clear, not reached');
    expect($$(el, '.lane.car .vehicle')).toHaveLength(1);
  });

  it('keeps a keyboard player on the road: Enter on the next lane crosses it and the focus moves to the new next lane', async () => {
    const el = await mount();
    el.cars = [];
    await click(el, primary(el));
    lane(el, 0).focus();
    await click(el, lane(el, 0));
    expect(focused(el)).toBe('1');
    await click(el, lane(el, 1));
    expect(focused(el)).toBe('2');
  });

  it('comes back after a reload with its lanes crossed, ready to cash out', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'chicken', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '2.8285', freeBet: false,
      currency: 'USD', params: { difficulty: 'hardcore' }, state: { difficulty: 'hardcore', crossed: 2, hit: null }, outcome: null,
    };
    const el = await mount({ resume });
    expect($$(el, '[role="gridcell"]')).toHaveLength(15);
    expect(lane(el, 1).getAttribute('aria-label')).toBe('Lane 2, 2.8285×, crossed safely');
    expect(lane(el, 2).getAttribute('aria-label')).toBe('Lane 3, next, 5.0043× · 43.4% chance of a car');
    expect(text(primary(el))).toBe('Cash out $5.657');
    expect(text(go(el))).toBe('Go lane 3 · 5.0043×');
    expect(text($(el, '.chicken-picked'))).toBe('Difficulty: Hardcore · 15 lanes');
  });
});

describe('<rgs-chicken> end of round', () => {
  it('drives the car in and tells the loss only when it hits (or at once on Escape), then shows every car', async () => {
    const el = await mount();
    el.cars = [1, 7];
    const timers: { run: () => void; ms: number }[] = [];
    (el as unknown as { timers: unknown }).timers = { set: (run: () => void, ms: number) => timers.push({ run, ms }), clear: () => {} };
    await click(el, primary(el));
    await click(el, go(el));
    await click(el, go(el));
    expect(el.calls.at(-1)).toEqual({ kind: 'cross', lane: 1 });
    // The money has moved; the road plays the car for 900 ms before the round is told.
    expect(timers.map((t) => t.ms)).toEqual([900]);
    expect(el.announced).toEqual([]);
    expect(el.playing).toBe(true);
    expect(hint(el)).toBe('');
    expect($$(el, '.lane.hit .vehicle')).toHaveLength(1);
    expect($(el, '.bird').className).toBe('bird hit');
    await press(el, 'Escape');
    expect(el.announced).toEqual(['rnd_1']);
    expect(hint(el)).toBe('✗ Hit by a car in lane 2');
    const names = labels(el);
    expect(names[0]).toBe('Lane 1, 1.125×, crossed safely');
    expect(names[1]).toBe('Lane 2, 1.2857×, hit by a car');
    expect(names[7]).toBe('Lane 8, 3.3485× · 16.6% chance of a car: a car came, not reached');
    expect(names.filter((n) => n!.endsWith('clear, not reached'))).toHaveLength(19);
    expect($$(el, '[role="gridcell"]').every((t) => t.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(go(el)).toBeNull();
    // A new round puts the chicken back on the kerb and covers the road again.
    await click(el, primary(el));
    expect($(el, '.bird').getAttribute('style')).toBe('--at:0');
    expect(labels(el).slice(1).every((n) => n!.endsWith(' chance of a car'))).toBe(true);
  });

  it('cashes out by itself on the far kerb', async () => {
    const el = await mount();
    skipPauses(el);
    el.cars = [];
    await choose(el, 'hardcore');
    await click(el, primary(el));
    for (let i = 0; i < 15; i++) await click(el, go(el) ?? primary(el));
    expect(el.calls.filter((c) => c.kind === 'cross')).toHaveLength(15);
    expect(hint(el)).toBe('✓ Across the road!');
    expect($(el, '.bird').getAttribute('style')).toBe('--at:16');
    expect($(el, '.bird').className).toBe('bird won');
    expect(el.announced).toEqual(['rnd_1']);
  });

  it('says it in Spanish too', async () => {
    const el = await mount({ lang: 'es' });
    skipPauses(el);
    el.cars = [0];
    await click(el, primary(el));
    await click(el, go(el));
    expect(hint(el)).toBe('✗ Atropellada en el carril 1');
  });
});

describe('<rgs-chicken> autobet', () => {
  it('crosses the lanes picked on the road each round, then cashes out', async () => {
    const el = await mount();
    skipPauses(el);
    el.cars = [];
    const panel = await openAutobet(el);
    // No round open: a lane clicked is where each round cashes out.
    await click(el, lane(el, 1));
    expect(lane(el, 1).getAttribute('aria-selected')).toBe('true');
    expect(lane(el, 0).getAttribute('aria-selected')).toBe('false');
    expect(text($(el, '.chicken-auto .note'))).toBe('Each round crosses up to 2 lanes, then cashes out at 1.2857×');
    expect(($(el, '.chicken-auto select') as HTMLSelectElement).value).toBe('2');
    await startAutobet(panel, 2);
    await expect.poll(() => el.calls.length).toBe(8);
    const round = [{ kind: 'bet', difficulty: 'medium' }, { kind: 'cross', lane: 0 }, { kind: 'cross', lane: 1 }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
