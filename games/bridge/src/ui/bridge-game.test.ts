// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { mountGame, openAutobet, quietBridge, skipPauses, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { bridgeMultiplier } from '../multiplier';
import type { BridgeState } from '../rules';
import { BridgeGame } from './bridge-game';

/** What the fake play API was asked to do. */
type Call = { kind: 'bet'; difficulty: string } | { kind: 'step'; panel: number } | { kind: 'cashout' };

/** A play API whose rounds break the panels the test chose, paying with the real multiplier table. */
function fakeSource(calls: Call[], fragile: readonly (readonly number[])[], resume: PlayedRound | null = null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as BridgeState;
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      const { difficulty } = params as { difficulty: BridgeState['difficulty'] };
      calls.push({ kind: 'bet', difficulty });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { difficulty, steps: [], fell: null }, outcome: null,
      });
    },
    async act(_id, _action, params) {
      const { panel } = params as { panel: number };
      calls.push({ kind: 'step', panel });
      const outcome = { fragile };
      if (fragile[state().steps.length]!.includes(panel)) return answer({ ...round, status: 'CLOSED', multiplier: '0', state: { ...state(), fell: panel }, outcome });
      const steps = [...state().steps, panel];
      const multiplier = bridgeMultiplier(state().difficulty, steps.length);
      if (steps.length === 8) return answer({ ...round, status: 'CLOSED', multiplier, payout: payoutOf(round.amount, multiplier).toFixed(10), state: { ...state(), steps }, outcome });
      return answer({ ...round, multiplier, state: { ...state(), steps } });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      return answer({ ...round, status: 'CLOSED', payout: payoutOf(round.amount, round.multiplier).toFixed(10), outcome: { fragile } });
    },
  });
}

class TestBridge extends BridgeGame {
  readonly calls: Call[] = [];
  fragile: number[][] = [[0], [0], [0], [1], [1], [1], [0], [0]];
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
    this.source = fakeSource(this.calls, this.fragile, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-bridge', TestBridge);

async function mount({ lang, resume = null, fragile }: { lang?: string; resume?: PlayedRound | null; fragile?: number[][] } = {}): Promise<TestBridge> {
  const el = await mountGame<TestBridge>('test-bridge', {
    lang,
    before: (game) => {
      game.resume = resume;
      if (fragile) game.fragile = fragile;
    },
  });
  skipPauses(el);
  await settle(el);
  return el;
}

async function settle(el: TestBridge): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: TestBridge, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestBridge, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const stats = (el: TestBridge) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
const panel = (el: TestBridge, row: number, p: number) => $<HTMLButtonElement>(el, `.glass[data-row="${row}"][data-panel="${p}"]`);
const rowLabels = (el: TestBridge, row: number) => $$(el, `.glass[data-row="${row}"]`).map((b) => b.getAttribute('aria-label'));
const ladder = (el: TestBridge) => $$(el, '.ladder li').map((li) => text(li.querySelector('.sr')));
const primary = (el: TestBridge) => $<HTMLButtonElement>(el, 'button.primary');
const choose = async (el: TestBridge, difficulty: string) => {
  ($$(el, 'input[name="bridge-difficulty"]').find((i) => (i as HTMLInputElement).value === difficulty) as HTMLInputElement).click();
  await settle(el);
};

async function click(el: TestBridge, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

async function key(el: TestBridge, k: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
  await settle(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-bridge> glass', () => {
  it('names every panel by row, side and what it shows, and each row by its number, in the player’s language', async () => {
    const el = await mount({ lang: 'pt' });
    expect($(el, '.scene').getAttribute('aria-label')).toBe('Ponte de vidro');
    expect($$(el, '.row').map((r) => r.getAttribute('aria-label'))).toEqual([8, 7, 6, 5, 4, 3, 2, 1].map((n) => `Fileira ${n} de 8`));
    expect(rowLabels(el, 0)).toEqual(['Fileira 1, painel da esquerda: não testado', 'Fileira 1, painel da direita: não testado']);
    await choose(el, 'hard');
    expect(rowLabels(el, 0)).toEqual(['Fileira 1, painel da esquerda: não testado', 'Fileira 1, painel do meio: não testado', 'Fileira 1, painel da direita: não testado']);
    el.lang = 'es';
    await el.updateComplete;
    expect(rowLabels(el, 2)[1]).toBe('Fila 3, panel central: sin probar');
  });

  it('takes a panel only of the next row, and only while a round is open: the others are pictures', async () => {
    const el = await mount();
    expect(panel(el, 0, 1).tagName).toBe('SPAN');
    expect(panel(el, 0, 1).getAttribute('role')).toBe('img');
    await click(el, panel(el, 0, 1));
    expect(el.calls).toEqual([]);
    await click(el, primary(el));
    expect(panel(el, 0, 1).tagName).toBe('BUTTON');
    expect(panel(el, 0, 1).getAttribute('aria-disabled')).toBe('false');
    expect(panel(el, 1, 1).tagName).toBe('SPAN');
    await click(el, panel(el, 1, 1));
    await click(el, panel(el, 0, 1));
    expect(el.calls).toEqual([{ kind: 'bet', difficulty: 'medium' }, { kind: 'step', panel: 1 }]);
    expect(rowLabels(el, 0)).toEqual(['Row 1, left panel: untested', 'Row 1, right panel: held, you stepped here']);
    expect(panel(el, 1, 0).getAttribute('aria-disabled')).toBe('false');
    expect($$(el, 'button.glass').map((b) => b.dataset.row)).toEqual(['1', '1']);
    // The camera has walked on a row with the player.
    expect($(el, '.deck').getAttribute('style')).toBe('--panels:2;--advance:1');
    expect($$(el, 'input[name="bridge-difficulty"]').every((i) => (i as HTMLInputElement).disabled || i.closest('fieldset')!.disabled)).toBe(true);
  });
});

describe('<rgs-bridge> open round', () => {
  it('shows the multiplier, the cashout value and the next row with its chance, and puts the amount on the Cash out button', async () => {
    const el = await mount();
    expect(stats(el)).toEqual(['Next row 1.98× 1 in 2 safe', 'Row 8 pays 253.44×']);
    await choose(el, 'hard');
    expect(stats(el)).toEqual(['Next row 2.97× 1 in 3 safe', 'Row 8 pays 6,495.39×']);
    expect(text($(el, '.bridge-settings .note'))).toBe('3 panels a row, 2 break');
    await choose(el, 'medium');
    await click(el, primary(el));
    expect(text(primary(el))).toBe('Cash out');
    expect(text($(el, '.prompt'))).toBe('Step onto row 1: 1 of 2 panels break');
    await click(el, panel(el, 0, 1));
    expect(text(primary(el))).toBe('Cash out $1.98');
    expect(stats(el)).toEqual(['Multiplier 1.98×', 'Cash-out value $1.98', 'Next row 3.96× 1 in 2 safe']);
    expect(ladder(el).slice(0, 3)).toEqual(['Row 1, pays 1.98×: crossed', 'Row 2, pays 3.96×: next', 'Row 3, pays 7.92×: ahead']);
    // The figure stands over the right panel of row 1.
    expect($(el, '.row[aria-label="Row 1 of 8"] .player').getAttribute('style')).toBe('--p:1');
    await click(el, primary(el));
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('✓ You won $1.98 1.98×');
    // Once over, every panel shows its glass.
    expect(rowLabels(el, 1)).toEqual(['Row 2, left panel: fragile glass, not stepped on', 'Row 2, right panel: tempered glass, not stepped on']);
    expect(text(primary(el))).toBe('Bet');
  });

  it('steps by number keys, a random panel by R, and cashes out by C', async () => {
    const el = await mount();
    await click(el, primary(el));
    await key(el, '2');
    await key(el, '3');
    await key(el, 'r');
    expect(el.picks).toEqual([2]);
    await key(el, 'c');
    // 3 is not a panel of a medium row: nothing was sent for it.
    expect(el.calls).toEqual([{ kind: 'bet', difficulty: 'medium' }, { kind: 'step', panel: 1 }, { kind: 'step', panel: 1 }, { kind: 'cashout' }]);
    expect(text($(el, '.banner'))).toBe('✓ You won $3.96 3.96×');
  });

  it('comes back after a reload on the row it was left, ready to cash out', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'bridge', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '8.91', freeBet: false,
      currency: 'USD', params: { difficulty: 'hard' }, state: { difficulty: 'hard', steps: [2, 0], fell: null }, outcome: null,
    };
    const el = await mount({ resume });
    expect(text(primary(el))).toBe('Cash out $17.82');
    expect(rowLabels(el, 1)).toEqual(['Row 2, left panel: held, you stepped here', 'Row 2, middle panel: untested', 'Row 2, right panel: untested']);
    expect($$(el, '.glass.pickable').map((b) => b.dataset.row)).toEqual(['2', '2', '2']);
    expect(($$(el, 'input[name="bridge-difficulty"]').find((i) => (i as HTMLInputElement).value === 'hard') as HTMLInputElement).checked).toBe(true);
  });
});

describe('<rgs-bridge> end of round', () => {
  it('shatters the panel that broke, shows every row’s glass and ends with no win', async () => {
    const el = await mount();
    await click(el, primary(el));
    await click(el, panel(el, 0, 1));
    await click(el, panel(el, 1, 0));
    expect(text($(el, '.banner'))).toBe('✗ The glass broke! No win');
    expect(rowLabels(el, 1)).toEqual(['Row 2, left panel: broke under you', 'Row 2, right panel: tempered glass, not stepped on']);
    expect($$(el, '.glass.broke .shard')).toHaveLength(8);
    expect($(el, '.row[aria-label="Row 2 of 8"] .player.falling').getAttribute('style')).toBe('--p:0');
    expect($(el, '.scene').classList.contains('fell')).toBe(true);
    expect(ladder(el).slice(0, 2)).toEqual(['Row 1, pays 1.98×: crossed', 'Row 2, pays 3.96×: the glass broke']);
    // Nothing left to step on; the camera pulls back to the whole bridge.
    expect($$(el, 'button.glass')).toEqual([]);
    expect($(el, '.deck').getAttribute('style')).toBe('--panels:2;--advance:0');
    await click(el, primary(el));
    expect(rowLabels(el, 1).every((l) => l!.endsWith('untested'))).toBe(true);
  });

  it('cashes out by itself on crossing the eighth row, the figure on the far platform', async () => {
    const el = await mount({ fragile: Array.from({ length: 8 }, () => [1, 2]) });
    await choose(el, 'hard');
    await click(el, primary(el));
    for (let row = 0; row < 8; row++) await click(el, panel(el, row, 0));
    expect(text($(el, '.banner'))).toBe('✓ Bridge crossed! You won $6,495.39 6,495.39×');
    expect($(el, '.platform.far .player')).not.toBeNull();
  });
});

describe('<rgs-bridge> autobet', () => {
  it('steps on random panels on the chosen number of rows each round, then cashes out', async () => {
    const el = await mount({ fragile: Array.from({ length: 8 }, () => [0]) });
    const panelEl = await openAutobet(el);
    const select = $<HTMLSelectElement>(el, '.auto-rows select');
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text($$(el, '.bridge-settings .note')[1]!)).toBe('Each row’s panel is picked at random; the round cashes out after 2 rows.');
    await startAutobet(panelEl, 2);
    await expect.poll(() => el.calls.length).toBe(8);
    const round = [{ kind: 'bet', difficulty: 'medium' }, { kind: 'step', panel: 1 }, { kind: 'step', panel: 1 }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
