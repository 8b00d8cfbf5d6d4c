// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { mountGame, openAutobet, quietBridge, skipPauses, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { bankerOffer } from '../offer';
import type { CasesState } from '../rules';
import { CasesGame } from './cases-game';

/** What the fake play API was asked to do. */
type Call = { kind: 'bet'; pick: number } | { kind: 'open'; case: number } | { kind: 'cashout' };

/** RULES.md's worked example: case 1 holds 0.1×, case 2 0×, … case 7 1.5×, … case 12 0×. */
const LAYOUT = ['0.1', '0', '0.01', '6', '0.2', '0.02', '1.5', '0.05', '0.5', '1', '2.5', '0'];

/** A play API whose rounds hold `layout`, offering and paying by the real rules. */
function fakeSource(calls: Call[], layout: readonly string[], resume: PlayedRound | null = null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as CasesState;
  const closed = (s: CasesState) => layout.filter((_, i) => !s.opened.some((o) => o.case === i));
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      const { pick } = params as { pick: number };
      calls.push({ kind: 'bet', pick });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { pick, opened: [] }, outcome: null,
      });
    },
    async act(_id, _action, params) {
      const index = (params as { case: number }).case;
      calls.push({ kind: 'open', case: index });
      const next: CasesState = { ...state(), opened: [...state().opened, { case: index, value: layout[index]! }] };
      if (next.opened.length === 11) {
        const multiplier = layout[next.pick]!;
        return answer({ ...round, status: 'CLOSED', multiplier, payout: payoutOf(round.amount, multiplier).toFixed(10), state: next, outcome: { cases: layout } });
      }
      return answer({ ...round, multiplier: bankerOffer(closed(next)), state: next });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      return answer({ ...round, status: 'CLOSED', payout: payoutOf(round.amount, round.multiplier).toFixed(10), outcome: { cases: layout } });
    },
  });
}

class TestCases extends CasesGame {
  readonly calls: Call[] = [];
  layout: readonly string[] = LAYOUT;
  resume: PlayedRound | null = null;
  readonly sounds: string[] = [];
  readonly asked: number[] = [];
  constructor() {
    super();
    this.bridge = quietBridge;
    this.randomIndex = (n) => {
      this.asked.push(n);
      return n - 1;
    };
    const play = this.sound.play.bind(this.sound);
    this.sound.play = (name) => {
      this.sounds.push(name);
      play(name);
    };
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.calls, this.layout, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-cases', TestCases);

async function mount({ lang, resume = null }: { lang?: string; resume?: PlayedRound | null } = {}): Promise<TestCases> {
  const el = await mountGame<TestCases>('test-cases', { lang, before: (game) => (game.resume = resume) });
  await settle(el);
  return el;
}

/** Lets the fake API answer and the board draw it. */
async function settle(el: TestCases): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

const $ = <T extends Element = HTMLElement>(el: TestCases, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestCases, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim() ?? '';
/** Each figure above the board as "term value". */
const stats = (el: TestCases) => $$(el, '.stats > div').map((d) => `${text(d.querySelector('dt'))}: ${text(d.querySelector('dd'))}`);
const cell = (el: TestCases, n: number) => $<HTMLButtonElement>(el, `[data-case="${n - 1}"]`);
const labels = (el: TestCases) => $$(el, '[role="gridcell"]').map((c) => c.getAttribute('aria-label'));
const primary = (el: TestCases) => $<HTMLButtonElement>(el, 'button.primary');
/** The board of values: each as shown, struck ones marked. */
const values = (el: TestCases) => $$(el, '.values li').map((li) => (li.classList.contains('struck') ? `~${text(li.querySelector('s'))}` : text(li)));

/** Words and numbers of a text, as axe's label-content-name-mismatch compares them ("0.1×" → 0, 1). */
const tokens = (words: string) => words.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').filter(Boolean);

/** Whether every case's visible text (its number, value and tag, in order) reads within its accessible name. */
function namesHoldWhatIsShown(el: TestCases): boolean {
  return $$(el, '[role="gridcell"]').every((cell) => {
    const shown = tokens(cell.textContent ?? '').join(' ');
    return ` ${tokens(cell.getAttribute('aria-label')!).join(' ')} `.includes(` ${shown} `);
  });
}

async function click(el: TestCases, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

/** Opens cases by their shown numbers, one by one. */
async function openCases(el: TestCases, numbers: readonly number[]): Promise<void> {
  for (const n of numbers) await click(el, cell(el, n));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-cases> before the bet', () => {
  it('names every case, marks the one kept, and lets the player choose another', async () => {
    const el = await mount();
    expect($(el, '[role="grid"]').getAttribute('aria-label')).toBe('Cases');
    expect(labels(el).slice(0, 3)).toEqual(['Case 1, your case', 'Case 2, closed', 'Case 3, closed']);
    expect(cell(el, 1).getAttribute('aria-selected')).toBe('true');
    await click(el, cell(el, 7));
    expect(cell(el, 7).getAttribute('aria-label')).toBe('Case 7, your case');
    expect(cell(el, 7).getAttribute('aria-selected')).toBe('true');
    expect(cell(el, 1).getAttribute('aria-selected')).toBe('false');
    expect(text($(el, '.case.yours .tag'))).toBe('your case');
    expect(text($(el, '.hint'))).toBe('Pick your case, then bet');
    await click(el, primary(el));
    expect(el.calls).toEqual([{ kind: 'bet', pick: 6 }]);
  });

  it('shows what the first case can do: no offer yet, 0.5345× to 1.08× next, rising 8 times in 12', async () => {
    const el = await mount();
    expect(stats(el)).toEqual(['Banker’s offer: after 1 case', 'Next offer: 0.5345×–1.08×', 'Offer rises: 66.7%']);
    expect(values(el)).toEqual(['0×', '0×', '0.01×', '0.02×', '0.05×', '0.1×', '0.2×', '0.5×', '1×', '1.5×', '2.5×', '6×']);
  });

  it('speaks Portuguese and Spanish', async () => {
    const el = await mount({ lang: 'pt' });
    expect(labels(el).slice(0, 2)).toEqual(['Maleta 1, sua maleta', 'Maleta 2, fechada']);
    expect(stats(el)).toEqual(['Oferta da banca: após 1 maleta', 'Próxima oferta: 0,5345×–1,08×', 'Oferta sobe: 66,7%']);
    el.lang = 'es';
    await el.updateComplete;
    expect(labels(el)[1]).toBe('Maletín 2, cerrado');
    expect(text($(el, '.hint'))).toBe('Elige tu maletín y apuesta');
  });
});

describe('<rgs-cases> open round', () => {
  it('opens cases, strikes their values, shows the offer on the Cash out button, and pays it', async () => {
    const el = await mount();
    await click(el, cell(el, 7));
    await click(el, primary(el));
    // Refused until a case is opened, and still focusable (aria-disabled, not disabled).
    expect(text(primary(el))).toBe('Cash out');
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    expect(cell(el, 7).getAttribute('aria-disabled')).toBe('true');
    await openCases(el, [1, 2]);
    expect(labels(el).slice(0, 3)).toEqual(['Case 1, 0.1×, opened', 'Case 2, 0×, opened', 'Case 3, closed']);
    // 11.78 in 10 closed cases.
    expect(text(primary(el))).toBe('Cash out $1.178');
    expect(stats(el)).toEqual(['Banker’s offer: 1.178× · $1.178', 'Next offer: 0.6422×–1.3088×', 'Offer rises: 70%']);
    expect(values(el)).toEqual(['~0×', '0×', '0.01×', '0.02×', '0.05×', '~0.1×', '0.2×', '0.5×', '1×', '1.5×', '2.5×', '6×']);
    expect($$(el, '.values li.struck .sr').map(text)).toEqual(['0×, opened', '0.1×, opened']);
    expect(namesHoldWhatIsShown(el)).toBe(true);
    // Opening the 0.1× and the 0× both raised the offer: the bright sound, twice.
    expect(el.sounds.filter((s) => s === 'reveal' || s === 'tick')).toEqual(['reveal', 'reveal']);
    await click(el, cell(el, 4));
    expect(el.sounds.at(-1)).toBe('tick');
    expect(cell(el, 4).getAttribute('aria-disabled')).toBe('true');
    await click(el, primary(el));
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('Deal! You won $0.6422; your case held 1.5× 0.6422×');
    expect(text(primary(el))).toBe('Bet');
  });

  it('opens a random closed case when asked, never the player’s or an open one', async () => {
    const el = await mount();
    expect($(el, 'button.random')).toBeNull();
    await click(el, primary(el));
    await openCases(el, [12]);
    await click(el, $(el, 'button.random'));
    // Cases 2 … 11 are closed besides the player's case 1; the stub takes the last of the ten: case 11.
    expect(el.asked).toEqual([10]);
    expect(el.calls.at(-1)).toEqual({ kind: 'open', case: 10 });
  });

  it('moves the focus with the arrows on the 4 × 3 board, one tab stop', async () => {
    const el = await mount();
    const key = async (from: number, k: string, ctrlKey = false) => {
      cell(el, from).focus();
      cell(el, from).dispatchEvent(new KeyboardEvent('keydown', { key: k, ctrlKey, bubbles: true, cancelable: true }));
      await el.updateComplete;
      return Number((el.shadowRoot!.activeElement as HTMLElement).dataset.case) + 1;
    };
    expect(await key(1, 'ArrowRight')).toBe(2);
    expect(await key(2, 'ArrowDown')).toBe(6);
    expect(await key(6, 'End')).toBe(8);
    expect(await key(8, 'ArrowRight')).toBe(8);
    expect(await key(8, 'ArrowDown')).toBe(12);
    expect(await key(12, 'ArrowDown')).toBe(12);
    expect(await key(12, 'Home', true)).toBe(1);
    expect($$(el, '[role="gridcell"]').filter((c) => c.tabIndex === 0).map((c) => c.dataset.case)).toEqual(['0']);
  });

  it('comes back after a reload with its opened cases and the case kept, ready to cash out', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'cases', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '1.0709', freeBet: false,
      currency: 'USD', params: { pick: 6 }, state: { pick: 6, opened: [{ case: 0, value: '0.1' }] }, outcome: null,
    };
    const el = await mount({ resume });
    expect(labels(el)[0]).toBe('Case 1, 0.1×, opened');
    expect(labels(el)[6]).toBe('Case 7, your case');
    expect(text(primary(el))).toBe('Cash out $2.1418');
    expect(values(el)[5]).toBe('~0.1×');
  });
});

describe('<rgs-cases> end of round', () => {
  it('opens the player’s case after the last other one and every case shows what it held', async () => {
    const el = await mount();
    await click(el, cell(el, 7));
    await click(el, primary(el));
    await openCases(el, [1, 2, 3, 4, 5, 6, 8, 9, 10, 11]);
    expect(stats(el)).toEqual(['Banker’s offer: 0.75× · $0.75', 'Your case pays: 0× or 1.5×']);
    await openCases(el, [12]);
    expect(text($(el, '.banner'))).toBe('Your case held 1.5×: you won $1.50 1.50×');
    expect(labels(el)[6]).toBe('Case 7, 1.5×, your case');
    expect(labels(el)[11]).toBe('Case 12, 0×, opened');
    expect($$(el, '.values li.mine').map(text)).toEqual(['1.5×']);
    expect(namesHoldWhatIsShown(el)).toBe(true);
    expect(el.sounds.at(-1)).toBe('win');
  });

  it('says so when the player’s case held 0×, and after a deal shows the cases left closed', async () => {
    const el = await mount();
    await click(el, cell(el, 2));
    await click(el, primary(el));
    await openCases(el, [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(text($(el, '.banner'))).toBe('Your case held 0×: no win');

    await click(el, cell(el, 7));
    await click(el, primary(el));
    await openCases(el, [4]);
    await click(el, primary(el));
    expect(labels(el)[0]).toBe('Case 1, 0.1×, not opened');
    expect(labels(el)[3]).toBe('Case 4, 6×, opened');
    // A case tapped now is the next round's: the finished board gives way to closed cases.
    await click(el, cell(el, 3));
    expect(labels(el).slice(0, 4)).toEqual(['Case 1, closed', 'Case 2, closed', 'Case 3, your case', 'Case 4, closed']);
    expect($(el, '.banner')).toBeNull();
  });
});

describe('<rgs-cases> autobet', () => {
  it('opens the chosen number of cases in order each round, then takes the offer', async () => {
    const el = await mount();
    skipPauses(el);
    const panel = await openAutobet(el);
    const select = $<HTMLSelectElement>(el, '.cases-settings select');
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text($(el, '.cases-settings .note'))).toBe('Each round opens 2 cases, then takes the offer');
    await startAutobet(panel, 2);
    await expect.poll(() => el.calls.length).toBe(8);
    const round = [{ kind: 'bet', pick: 0 }, { kind: 'open', case: 1 }, { kind: 'open', case: 2 }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
