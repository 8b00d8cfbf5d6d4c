// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { mountGame, openAutobet, quietBridge, skipPauses, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { minesMultiplier } from '../multiplier';
import type { MinesState } from '../rules';
import { MinesGame } from './mines-game';

/** What the fake play API was asked to do. */
type Call = { kind: 'bet'; mines: number } | { kind: 'reveal'; tile: number } | { kind: 'cashout' };

/** A play API whose rounds hide the mines the test chose, paying with the real multiplier table. */
function fakeSource(calls: Call[], hidden: readonly number[], resume: PlayedRound | null = null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as MinesState;
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      const { mines } = params as { mines: number };
      calls.push({ kind: 'bet', mines });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { mines, revealed: [], hit: null }, outcome: null,
      });
    },
    async act(_id, _action, params) {
      const { tile } = params as { tile: number };
      calls.push({ kind: 'reveal', tile });
      const outcome = { mines: hidden.slice(0, state().mines) };
      if (outcome.mines.includes(tile)) return answer({ ...round, status: 'CLOSED', multiplier: '0', state: { ...state(), hit: tile }, outcome });
      const revealed = [...state().revealed, tile];
      return answer({ ...round, multiplier: minesMultiplier(state().mines, revealed.length), state: { ...state(), revealed } });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      const payout = payoutOf(round.amount, round.multiplier).toFixed(10);
      return answer({ ...round, status: 'CLOSED', payout, outcome: { mines: hidden.slice(0, state().mines) } });
    },
  });
}

class TestMines extends MinesGame {
  readonly calls: Call[] = [];
  mineTiles: number[] = [6, 7, 18];
  resume: PlayedRound | null = null;
  picks: number[] = [];
  constructor() {
    super();
    this.bridge = quietBridge;
    this.randomIndex = (n) => {
      this.picks.push(n);
      return n - 1;
    };
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.calls, this.mineTiles, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-mines', TestMines);

async function mount({ lang, resume = null }: { lang?: string; resume?: PlayedRound | null } = {}): Promise<TestMines> {
  const el = await mountGame<TestMines>('test-mines', { lang, before: (game) => (game.resume = resume) });
  await settle(el);
  return el;
}

/** Lets the fake API answer and the board draw it. */
async function settle(el: TestMines): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

const $ = <T extends Element = HTMLElement>(el: TestMines, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestMines, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** Each figure above the board as "term value". */
const stats = (el: TestMines) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
const tile = (el: TestMines, n: number) => $<HTMLButtonElement>(el, `[data-tile="${n}"]`);
const labels = (el: TestMines) => $$(el, '[role="gridcell"]').map((t) => t.getAttribute('aria-label'));
const primary = (el: TestMines) => $<HTMLButtonElement>(el, 'button.primary');

async function setAmount(el: TestMines, amount: string): Promise<void> {
  const input = $<HTMLInputElement>(el, 'input[name="amount"]');
  input.value = amount;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

async function click(el: TestMines, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-mines> tiles', () => {
  it('names every tile by number, row, column and what it shows, in the player’s language', async () => {
    const el = await mount({ lang: 'pt' });
    expect($(el, '[role="grid"]').getAttribute('aria-label')).toBe('Tabuleiro de minas');
    expect(tile(el, 6).getAttribute('aria-label')).toBe('Casa 7, linha 2 coluna 2, oculta');
    expect(tile(el, 24).getAttribute('aria-label')).toBe('Casa 25, linha 5 coluna 5, oculta');
    await click(el, primary(el));
    await click(el, tile(el, 12));
    expect(tile(el, 12).getAttribute('aria-label')).toBe('Casa 13, linha 3 coluna 3, gema');
    el.lang = 'es';
    await el.updateComplete;
    expect(tile(el, 12).getAttribute('aria-label')).toBe('Casilla 13, fila 3 columna 3, gema');
    el.lang = 'en';
    await el.updateComplete;
    expect(tile(el, 0).getAttribute('aria-label')).toBe('Tile 1, row 1 column 1, hidden');
  });

  it('takes a tile only while a round is open, and not one already turned', async () => {
    const el = await mount();
    expect(tile(el, 3).getAttribute('aria-disabled')).toBe('true');
    await click(el, tile(el, 3));
    expect(el.calls).toEqual([]);
    await click(el, primary(el));
    expect(tile(el, 3).getAttribute('aria-disabled')).toBe('false');
    await click(el, tile(el, 3));
    await click(el, tile(el, 3));
    expect(el.calls).toEqual([{ kind: 'bet', mines: 3 }, { kind: 'reveal', tile: 3 }]);
    expect(tile(el, 3).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves the focus with the arrows, one tab stop for the whole board', async () => {
    const el = await mount();
    const key = async (from: number, k: string, ctrlKey = false) => {
      tile(el, from).focus();
      tile(el, from).dispatchEvent(new KeyboardEvent('keydown', { key: k, ctrlKey, bubbles: true, cancelable: true }));
      await el.updateComplete;
      return Number((el.shadowRoot!.activeElement as HTMLElement).dataset.tile);
    };
    expect(await key(0, 'ArrowRight')).toBe(1);
    expect(await key(1, 'ArrowDown')).toBe(6);
    expect(await key(6, 'End')).toBe(9);
    expect(await key(9, 'ArrowRight')).toBe(9);
    expect(await key(9, 'Home', true)).toBe(0);
    expect(await key(0, 'ArrowUp')).toBe(0);
    expect(await key(0, 'End', true)).toBe(24);
    expect($$(el, '[role="gridcell"]').filter((t) => t.tabIndex === 0).map((t) => t.dataset.tile)).toEqual(['24']);
  });
});

describe('<rgs-mines> open round', () => {
  it('shows the multiplier, the cashout value and the next tile, and puts the amount on the Cash out button', async () => {
    const el = await mount();
    await setAmount(el, '0.1234567901');
    expect(stats(el)).toEqual(['Next tile 1.125×']);
    await click(el, primary(el));
    expect(text(primary(el))).toBe('Cash out');
    // Refused until a tile is turned, and still focusable (aria-disabled, not disabled).
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    await click(el, tile(el, 0));
    // 0.1234567901 × 1.125 = 0.1388888888625: a cashout pays 0.1388888888, in the player's currency.
    expect(text(primary(el))).toBe('Cash out $0.1388888888');
    expect(primary(el).getAttribute('aria-disabled')).toBe('false');
    expect(stats(el)).toEqual(['Multiplier 1.125×', 'Cash-out value $0.1388888888', 'Next tile 1.2857×']);
    await click(el, primary(el));
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('✓ You won $0.1388888888 1.125×');
    expect(text(primary(el))).toBe('Bet');
  });

  it('reveals a random hidden tile when asked, never a turned one', async () => {
    const el = await mount();
    // Offered only while a round is open.
    expect($<HTMLButtonElement>(el, 'button.random')).toBeNull();
    await click(el, primary(el));
    await click(el, tile(el, 24));
    await click(el, $(el, 'button.random'));
    // 24 tiles still hidden; the stub picks the last of them: tile 23.
    expect(el.picks).toEqual([24]);
    expect(el.calls.at(-1)).toEqual({ kind: 'reveal', tile: 23 });
    expect(tile(el, 23).getAttribute('aria-label')).toBe('Tile 24, row 5 column 4, gem');
  });

  it('comes back after a reload with its revealed gems, ready to cash out', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'mines', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '1.2375', freeBet: false,
      currency: 'USD', params: { mines: 5 }, state: { mines: 5, revealed: [4], hit: null }, outcome: null,
    };
    const el = await mount({ resume });
    expect(tile(el, 4).getAttribute('aria-label')).toBe('Tile 5, row 1 column 5, gem');
    expect(text(primary(el))).toBe('Cash out $2.475');
    expect(($(el, 'select') as HTMLSelectElement).value).toBe('5');
    expect(($(el, 'select') as HTMLSelectElement).disabled).toBe(true);
  });
});

describe('<rgs-mines> end of round', () => {
  it('turns the whole board over after a mine: the hit, the other mines and the gems not picked', async () => {
    const el = await mount();
    await click(el, primary(el));
    await click(el, tile(el, 0));
    await click(el, tile(el, 7));
    // The result is there with the answer: nothing waits for the tiles to turn.
    expect(text($(el, '.banner'))).toBe('Mine! No win');
    const names = labels(el);
    expect(names[0]).toBe('Tile 1, row 1 column 1, gem');
    expect(names[7]).toBe('Tile 8, row 2 column 3, mine, exploded');
    expect(names[6]).toBe('Tile 7, row 2 column 2, mine, not picked');
    expect(names[18]).toBe('Tile 19, row 4 column 4, mine, not picked');
    expect(names.filter((n) => n!.endsWith('gem, not picked'))).toHaveLength(21);
    expect($$(el, '.tile.mine').map((t) => t.dataset.tile)).toEqual(['6', '7', '18']);
    expect($$(el, '.tile.mine.picked').map((t) => t.dataset.tile)).toEqual(['7']);
    expect($$(el, '.tile.mine.picked .burst-art')).toHaveLength(1);
    expect($$(el, '[role="gridcell"]').every((t) => t.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(text(primary(el))).toBe('Bet');
    // A new round covers the board again.
    await click(el, primary(el));
    expect(labels(el).every((n) => n!.endsWith('hidden'))).toBe(true);
  });

  it('tells the loss in Spanish too, with a mine picture beside the words', async () => {
    const el = await mount({ lang: 'es' });
    await click(el, primary(el));
    await click(el, tile(el, 6));
    expect(text($(el, '.banner'))).toBe('¡Mina! Sin premio');
    expect($$(el, '.banner .mine-art')).toHaveLength(1);
  });
});

describe('<rgs-mines> autobet', () => {
  it('reveals the tiles picked on the board one by one each round, then cashes out', async () => {
    const el = await mount();
    skipPauses(el);
    const panel = await openAutobet(el);
    // No round open: a tile clicked is picked, not revealed; clicked again it is unpicked.
    await click(el, tile(el, 0));
    await click(el, tile(el, 1));
    await click(el, tile(el, 2));
    await click(el, tile(el, 2));
    expect([0, 1, 2].map((n) => tile(el, n).getAttribute('aria-selected'))).toStrictEqual(['true', 'true', 'false']);
    expect(text($(el, '.mines-picks .note'))).toBe('2 tiles picked: each round reveals them in order, then cashes out');
    expect(el.calls).toStrictEqual([]);
    await startAutobet(panel, 2);
    await expect.poll(() => el.calls.length).toBe(8);
    const round = [{ kind: 'bet', mines: 3 }, { kind: 'reveal', tile: 0 }, { kind: 'reveal', tile: 1 }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
