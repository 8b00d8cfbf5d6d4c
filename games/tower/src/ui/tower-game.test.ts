// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { mountGame, openAutobet, quietBridge, skipPauses, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import type { TowerDifficulty } from '../board';
import { towerMultiplier } from '../multiplier';
import type { TowerState } from '../rules';
import { TowerGame } from './tower-game';

/** What the fake play API was asked to do. */
type Call = { kind: 'bet'; difficulty: TowerDifficulty } | { kind: 'pick'; tile: number } | { kind: 'cashout' };

/** A play API whose rounds hide the bombs the test chose (one list per floor), paying with the real multipliers. */
function fakeSource(calls: Call[], bombs: () => number[][], resume: PlayedRound | null = null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as TowerState;
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      const { difficulty } = params as { difficulty: TowerDifficulty };
      calls.push({ kind: 'bet', difficulty });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { difficulty, picks: [], hit: null }, outcome: null,
      });
    },
    async act(_id, _action, params) {
      const { tile } = params as { tile: number };
      calls.push({ kind: 'pick', tile });
      const outcome = { bombs: bombs() };
      const floor = state().picks.length;
      if (outcome.bombs[floor]!.includes(tile)) return answer({ ...round, status: 'CLOSED', multiplier: '0', state: { ...state(), hit: tile }, outcome });
      const picks = [...state().picks, tile];
      const multiplier = towerMultiplier(state().difficulty, picks.length);
      if (picks.length === 9) return answer({ ...round, status: 'CLOSED', multiplier, payout: payoutOf(round.amount, multiplier).toFixed(10), state: { ...state(), picks }, outcome });
      return answer({ ...round, multiplier, state: { ...state(), picks } });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      const payout = payoutOf(round.amount, round.multiplier).toFixed(10);
      return answer({ ...round, status: 'CLOSED', payout, outcome: { bombs: bombs() } });
    },
  });
}

class TestTower extends TowerGame {
  readonly calls: Call[] = [];
  bombs: number[][] = Array.from({ length: 9 }, () => [2]);
  resume: PlayedRound | null = null;
  picks: number[] = [];
  constructor() {
    super();
    this.bridge = quietBridge;
    this.randomIndex = (n) => {
      this.picks.push(n);
      return 0;
    };
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.calls, () => this.bombs, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-tower', TestTower);

async function mount({ lang, resume = null }: { lang?: string; resume?: PlayedRound | null } = {}): Promise<TestTower> {
  const el = await mountGame<TestTower>('test-tower', { lang, before: (game) => (game.resume = resume) });
  await settle(el);
  return el;
}

/** Lets the fake API answer and the tower draw it. */
async function settle(el: TestTower): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

const $ = <T extends Element = HTMLElement>(el: TestTower, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestTower, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const stats = (el: TestTower) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
const tile = (el: TestTower, floor: number, n: number) => $<HTMLButtonElement>(el, `[data-cell="${floor}-${n}"]`);
const primary = (el: TestTower) => $<HTMLButtonElement>(el, 'button.primary');
const radio = (el: TestTower, difficulty: string) => $<HTMLInputElement>(el, `input[value="${difficulty}"]`);

async function click(el: TestTower, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

async function press(el: TestTower, key: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await settle(el);
}

async function setAmount(el: TestTower, amount: string): Promise<void> {
  const input = $<HTMLInputElement>(el, 'input[name="amount"]');
  input.value = amount;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-tower> floors and tiles', () => {
  it('draws nine floors, floor 9 on top, each headed by what it pays, its tiles named in the player’s language', async () => {
    const el = await mount({ lang: 'pt' });
    expect($(el, '[role="grid"]').getAttribute('aria-label')).toBe('Torre');
    expect($$(el, '[role="rowheader"]').map((h) => h.getAttribute('aria-label'))).toEqual(
      ['38,0589×', '25,3726×', '16,915×', '11,2767×', '7,5178×', '5,0118×', '3,3412×', '2,2275×', '1,485×'].map((m, i) => `Andar ${9 - i}: ${m}`),
    );
    expect($$(el, '[role="row"]')[8]!.querySelectorAll('[role="gridcell"]')).toHaveLength(3);
    expect(tile(el, 0, 1).getAttribute('aria-label')).toBe('Andar 1, casa 2, oculta');
    el.lang = 'es';
    await el.updateComplete;
    expect(tile(el, 8, 2).getAttribute('aria-label')).toBe('Piso 9, casilla 3, oculta');
  });

  it('redraws the tower for the difficulty chosen: its tiles per floor and what each floor pays', async () => {
    const el = await mount();
    radio(el, 'master').click();
    await settle(el);
    expect($$(el, '[role="row"]')[8]!.querySelectorAll('[role="gridcell"]')).toHaveLength(4);
    expect($$(el, '[role="rowheader"]')[0]!.getAttribute('aria-label')).toBe('Floor 9: 259,522.56×');
    expect(text($(el, '.tower-settings .floor-layout'))).toBe('4 tiles, 3 bombs on each floor');
    expect(stats(el)).toEqual(['Next floor 3.96×', 'Safe chance 25%']);
    radio(el, 'hard').click();
    await settle(el);
    expect(text($(el, '.tower-settings .floor-layout'))).toBe('2 tiles, 1 bomb on each floor');
    await click(el, primary(el));
    expect(el.calls).toEqual([{ kind: 'bet', difficulty: 'hard' }]);
    expect($<HTMLFieldSetElement>(el, '.tower-settings fieldset').disabled).toBe(true);
  });

  it('takes a tile only on the floor the player stands on, while a round is open', async () => {
    const el = await mount();
    expect(tile(el, 0, 0).getAttribute('aria-disabled')).toBe('true');
    await click(el, tile(el, 0, 0));
    expect(el.calls).toEqual([]);
    await click(el, primary(el));
    expect(tile(el, 0, 0).getAttribute('aria-disabled')).toBe('false');
    expect(tile(el, 1, 0).getAttribute('aria-disabled')).toBe('true');
    await click(el, tile(el, 1, 0));
    await click(el, tile(el, 0, 1));
    expect(el.calls).toEqual([{ kind: 'bet', difficulty: 'medium' }, { kind: 'pick', tile: 1 }]);
    expect(tile(el, 0, 1).getAttribute('aria-label')).toBe('Floor 1, tile 2, safe');
    expect(tile(el, 0, 1).getAttribute('aria-disabled')).toBe('true');
    expect(tile(el, 1, 0).getAttribute('aria-disabled')).toBe('false');
    expect($$(el, '.floor.current')).toHaveLength(1);
    expect($$(el, '.floor.cleared')).toHaveLength(1);
  });

  it('moves the focus with the arrows, up the tower with ArrowUp, one tab stop for the whole tower', async () => {
    const el = await mount();
    const key = async (floor: number, n: number, k: string) => {
      tile(el, floor, n).focus();
      tile(el, floor, n).dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
      await el.updateComplete;
      return (el.shadowRoot!.activeElement as HTMLElement).dataset.cell;
    };
    expect(await key(0, 0, 'ArrowRight')).toBe('0-1');
    expect(await key(0, 1, 'ArrowUp')).toBe('1-1');
    expect(await key(1, 1, 'End')).toBe('1-2');
    expect(await key(1, 2, 'ArrowDown')).toBe('0-2');
    expect($$(el, '[role="gridcell"]').filter((t) => t.tabIndex === 0).map((t) => t.dataset.cell)).toEqual(['0-2']);
  });
});

describe('<rgs-tower> open round', () => {
  it('shows the multiplier, the cashout value, the next floor and its chance, and puts the amount on the Cash out button', async () => {
    const el = await mount();
    await setAmount(el, '0.1234567901');
    expect(stats(el)).toEqual(['Next floor 1.485×', 'Safe chance 66.66%']);
    await click(el, primary(el));
    expect(text(primary(el))).toBe('Cash out');
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    await click(el, tile(el, 0, 0));
    // 0.1234567901 × 1.485 = 0.1833333332985: a cashout pays 0.1833333332.
    expect(text(primary(el))).toBe('Cash out $0.1833333332');
    expect(stats(el)).toEqual(['Multiplier 1.485×', 'Cash-out value $0.1833333332', 'Next floor 2.2275×', 'Safe chance 66.66%']);
    await click(el, primary(el));
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('✓ You won $0.1833333332 1.485×');
    expect(text(primary(el))).toBe('Bet');
    // The whole tower turned over: one bomb per floor, unpicked.
    expect($$(el, '.tile.bomb')).toHaveLength(9);
  });

  it('picks with the number keys and R, and cashes out with C', async () => {
    const el = await mount();
    await click(el, primary(el));
    await press(el, '2');
    await press(el, '4');
    await press(el, 'r');
    expect(el.calls.slice(1)).toEqual([{ kind: 'pick', tile: 1 }, { kind: 'pick', tile: 0 }]);
    expect(el.picks).toEqual([3]);
    await press(el, 'c');
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('✓ You won $2.2275 2.2275×');
  });

  it('comes back after a reload with its floors climbed, ready to cash out', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'tower', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '8.91', freeBet: false,
      currency: 'USD', params: { difficulty: 'expert' }, state: { difficulty: 'expert', picks: [2, 0], hit: null }, outcome: null,
    };
    const el = await mount({ resume });
    expect(tile(el, 0, 2).getAttribute('aria-label')).toBe('Floor 1, tile 3, safe');
    expect(tile(el, 1, 0).getAttribute('aria-label')).toBe('Floor 2, tile 1, safe');
    expect(tile(el, 2, 0).getAttribute('aria-disabled')).toBe('false');
    expect(text(primary(el))).toBe('Cash out $17.82');
    expect(radio(el, 'expert').checked).toBe(true);
    expect($<HTMLFieldSetElement>(el, '.tower-settings fieldset').disabled).toBe(true);
  });
});

describe('<rgs-tower> end of round', () => {
  it('turns the whole tower over after a bomb and shakes it', async () => {
    const el = await mount();
    el.bombs = [[2], [0], ...Array.from({ length: 7 }, () => [1])];
    await click(el, primary(el));
    await click(el, tile(el, 0, 0));
    await click(el, tile(el, 1, 0));
    expect(text($(el, '.banner'))).toBe('Bomb! No win');
    expect($$(el, '.banner .bomb-art')).toHaveLength(1);
    expect(tile(el, 1, 0).getAttribute('aria-label')).toBe('Floor 2, tile 1, bomb, exploded');
    expect(tile(el, 0, 2).getAttribute('aria-label')).toBe('Floor 1, tile 3, bomb, not picked');
    expect(tile(el, 5, 0).getAttribute('aria-label')).toBe('Floor 6, tile 1, safe, not picked');
    expect($$(el, '.tile.bomb.picked .blast-art')).toHaveLength(1);
    expect($(el, '.keep').classList.contains('shaken')).toBe(true);
    expect($$(el, '[role="gridcell"]').every((t) => t.getAttribute('aria-disabled') === 'true')).toBe(true);
    await click(el, primary(el));
    expect($$(el, '[role="gridcell"]').every((t) => t.getAttribute('aria-label')!.endsWith('hidden'))).toBe(true);
  });

  it('cashes out by itself at the top floor and raises the flag', async () => {
    const el = await mount();
    await click(el, primary(el));
    for (let floor = 0; floor < 9; floor++) await click(el, tile(el, floor, 0));
    expect(el.calls.at(-1)).toEqual({ kind: 'pick', tile: 0 });
    expect(text($(el, '.banner'))).toBe('✓ Top of the tower! You won $38.0589 38.0589×');
    expect($(el, '.keep').classList.contains('summit')).toBe(true);
    expect($$(el, '.crown .sparks polygon')).toHaveLength(5);
  });
});

describe('<rgs-tower> autobet', () => {
  it('climbs the floors chosen on random tiles each round, then cashes out', async () => {
    const el = await mount();
    skipPauses(el);
    const panel = await openAutobet(el);
    const floors = $<HTMLSelectElement>(el, '.floors-to-climb select');
    expect([...floors.options].map((o) => o.textContent)).toHaveLength(9);
    expect(floors.options[1]!.textContent).toBe('2 · 2.2275×');
    floors.value = '2';
    floors.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await startAutobet(panel, 2);
    await expect.poll(() => el.calls.length).toBe(8);
    const round = [{ kind: 'bet', difficulty: 'medium' }, { kind: 'pick', tile: 0 }, { kind: 'pick', tile: 0 }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
    expect(el.picks).toEqual([3, 3, 3, 3]);
  });
});
