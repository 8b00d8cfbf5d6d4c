// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { mountGame, openAutobet, quietBridge, skipPauses, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { russianRouletteMultiplier } from '../multiplier';
import type { RussianRouletteState } from '../rules';
import { RussianRouletteGame } from './russian-roulette-game';

/** What the fake play API was asked to do. */
type Call = { kind: 'bet'; bullets: number } | { kind: 'pull' } | { kind: 'cashout' };

/** A play API whose cylinders are loaded as the test chose (the first `bullets` of `loaded`), paying with the real multipliers. */
function fakeSource(calls: Call[], loaded: () => readonly number[], resume: PlayedRound | null = null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as RussianRouletteState;
  const outcome = () => ({ loaded: loaded().slice(0, state().bullets) });
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      const { bullets } = params as { bullets: number };
      calls.push({ kind: 'bet', bullets });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { bullets, survived: 0, bang: false }, outcome: null,
      });
    },
    async act() {
      calls.push({ kind: 'pull' });
      const chamber = state().survived + 1;
      if (outcome().loaded.includes(chamber)) return answer({ ...round, status: 'CLOSED', multiplier: '0', state: { ...state(), bang: true }, outcome: outcome() });
      const survived = chamber;
      const multiplier = russianRouletteMultiplier(state().bullets, survived);
      if (survived === 6 - state().bullets) {
        return answer({ ...round, status: 'CLOSED', multiplier, payout: payoutOf(round.amount, multiplier).toFixed(10), state: { ...state(), survived }, outcome: outcome() });
      }
      return answer({ ...round, multiplier, state: { ...state(), survived } });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      return answer({ ...round, status: 'CLOSED', payout: payoutOf(round.amount, round.multiplier).toFixed(10), outcome: outcome() });
    },
  });
}

class TestRoulette extends RussianRouletteGame {
  readonly calls: Call[] = [];
  hiddenLoaded: number[] = [5, 3, 6, 4, 2];
  resume: PlayedRound | null = null;
  constructor() {
    super();
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.calls, () => this.hiddenLoaded, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-russian-roulette', TestRoulette);

async function mount({ lang, resume = null }: { lang?: string; resume?: PlayedRound | null } = {}): Promise<TestRoulette> {
  const el = await mountGame<TestRoulette>('test-russian-roulette', { lang, before: (game) => (game.resume = resume) });
  await settle(el);
  return el;
}

async function settle(el: TestRoulette): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

const $ = <T extends Element = HTMLElement>(el: TestRoulette, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestRoulette, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const stats = (el: TestRoulette) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
const strip = (el: TestRoulette) => $$(el, '.strip li').map((li) => text(li.querySelector('.sr')));
const scene = (el: TestRoulette) => $(el, '.scene svg').getAttribute('aria-label');
const primary = (el: TestRoulette) => $<HTMLButtonElement>(el, 'button.primary');
const pullButton = (el: TestRoulette) => $<HTMLButtonElement>(el, 'button.pull-button');

async function click(el: TestRoulette, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

async function choose(el: TestRoulette, bullets: number): Promise<void> {
  const radio = $<HTMLInputElement>(el, `input[name="roulette-bullets"][value="${bullets}"]`);
  radio.checked = true;
  radio.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-russian-roulette> before a round', () => {
  it('offers 1 to 5 bullets, each named with what its first pull pays, and shows the odds', async () => {
    const el = await mount();
    expect($$(el, 'input[name="roulette-bullets"]').map((i) => i.getAttribute('aria-label'))).toEqual([
      '1 bullet, the first pull pays 1.188×',
      '2 bullets, the first pull pays 1.485×',
      '3 bullets, the first pull pays 1.98×',
      '4 bullets, the first pull pays 2.97×',
      '5 bullets, the first pull pays 5.94×',
    ]);
    expect(stats(el)).toEqual(['Pulls 0 of 3', 'Next pull 1.98×', 'Survival chance 50%']);
    expect(scene(el)).toBe('Cylinder of 6 chambers, 3 loaded: the first pull clicks with chance 50%');
    expect(strip(el)).toEqual([
      'Chamber 1: 1.98× if empty', 'Chamber 2: 4.95× if empty', 'Chamber 3: 19.80× if empty',
      'Chamber 4: never fires, the round pays out before it', 'Chamber 5: never fires, the round pays out before it', 'Chamber 6: never fires, the round pays out before it',
    ]);
    await choose(el, 1);
    expect(stats(el)).toEqual(['Pulls 0 of 5', 'Next pull 1.188×', 'Survival chance 83.33%']);
    expect(pullButton(el)).toBeNull();
  });

  it('speaks Portuguese and Spanish', async () => {
    const el = await mount({ lang: 'pt' });
    expect(stats(el)).toEqual(['Disparos 0 de 3', 'Próximo disparo 1,98×', 'Chance de sobreviver 50%']);
    el.lang = 'es';
    await el.updateComplete;
    expect(stats(el)[2]).toBe('Probabilidad de sobrevivir 50 %');
  });
});

describe('<rgs-russian-roulette> open round', () => {
  it('pulls, turns the cylinder, raises the multiplier and pays the cash-out', async () => {
    const el = await mount();
    await choose(el, 2);
    await click(el, primary(el));
    expect(el.calls).toEqual([{ kind: 'bet', bullets: 2 }]);
    expect(scene(el)).toBe('Cylinder loaded with 2 of 6 chambers: pull the trigger');
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    expect(text(pullButton(el))).toBe('Pull → 1.485×');
    await click(el, pullButton(el));
    await click(el, pullButton(el));
    expect(text(primary(el))).toBe('Cash out $2.475');
    expect(stats(el)).toEqual(['Pulls 2 of 4', 'Next pull 4.95×', 'Survival chance 50%']);
    expect(scene(el)).toBe('Cylinder after 2 of 4 empty chambers, worth 2.475×');
    expect($(el, '.drum').getAttribute('style')).toBe('transform: rotate(-120deg)');
    expect(strip(el).slice(0, 3)).toEqual(['Chamber 1: empty, clicked', 'Chamber 2: empty, clicked', 'Chamber 3: 4.95× if empty, fires next']);
    await click(el, primary(el));
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('✓ You won $2.475 2.475×');
    expect(text($(el, '.fate'))).toBe('The bullets were in chambers 3 and 5.');
    expect(scene(el)).toBe('Cylinder cashed out after 2 of 4 empty chambers at 2.475×. The bullets were in chambers 3 and 5.');
    expect(strip(el).slice(2)).toEqual(['Chamber 3: bullet, not fired', 'Chamber 4: empty, not fired', 'Chamber 5: bullet, not fired', 'Chamber 6: empty, not fired']);
    expect($$(el, '.chamber.bullet')).toHaveLength(2);
  });

  it('pulls on P, cashes out on C', async () => {
    const el = await mount();
    el.hiddenLoaded = [6, 5, 4];
    await click(el, primary(el));
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true, composed: true }));
    await settle(el);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, composed: true }));
    await settle(el);
    expect(el.calls).toEqual([{ kind: 'bet', bullets: 3 }, { kind: 'pull' }, { kind: 'cashout' }]);
  });

  it('comes back after a reload with its clicks, ready to cash out', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'russianRoulette', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '1.485', freeBet: false,
      currency: 'USD', params: { bullets: 2 }, state: { bullets: 2, survived: 1, bang: false }, outcome: null,
    };
    const el = await mount({ resume });
    expect(text(primary(el))).toBe('Cash out $2.97');
    expect(scene(el)).toBe('Cylinder after 1 of 4 empty chambers, worth 1.485×');
    expect($<HTMLInputElement>(el, 'input[name="roulette-bullets"][value="2"]').checked).toBe(true);
    expect(stats(el)).toEqual(['Pulls 1 of 4', 'Next pull 2.475×', 'Survival chance 60%']);
  });
});

describe('<rgs-russian-roulette> end of round', () => {
  it('bangs: the round is lost, the chamber flashes and every chamber shows what it held', async () => {
    const el = await mount();
    el.hiddenLoaded = [2, 5, 6];
    await click(el, primary(el));
    await click(el, pullButton(el));
    await click(el, pullButton(el));
    expect(text($(el, '.banner'))).toBe('✗ Bang! No win');
    expect(scene(el)).toBe('Cylinder: bang on chamber 2. The bullets were in chambers 2, 5, and 6.');
    expect($$(el, '.bang .flash')).toHaveLength(1);
    expect(strip(el)).toEqual([
      'Chamber 1: empty, clicked', 'Chamber 2: bullet, fired', 'Chamber 3: empty, not fired',
      'Chamber 4: empty, not fired', 'Chamber 5: bullet, not fired', 'Chamber 6: bullet, not fired',
    ]);
    expect(pullButton(el)).toBeNull();
    await click(el, primary(el));
    expect($$(el, '.bang')).toHaveLength(0);
    expect($$(el, '.chamber.hidden')).toHaveLength(6);
  });

  it('cashes out by itself when the last empty chamber clicks', async () => {
    const el = await mount();
    el.hiddenLoaded = [4, 5, 6];
    await click(el, primary(el));
    for (let i = 0; i < 3; i++) await click(el, pullButton(el));
    expect(text($(el, '.banner'))).toBe('✓ You won $19.80 19.80×');
    expect(scene(el)).toBe('Cylinder: every empty chamber fired, cashed out automatically at 19.80×. The bullets were in chambers 4, 5, and 6.');
  });
});

describe('<rgs-russian-roulette> autobet', () => {
  it('pulls the set number of times each round, then cashes out', async () => {
    const el = await mount();
    el.hiddenLoaded = [6, 5];
    await choose(el, 2);
    skipPauses(el);
    const panel = await openAutobet(el);
    const input = $<HTMLInputElement>(el, '.auto-pulls input');
    input.value = '2';
    input.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text($(el, '.roulette-settings .note'))).toBe('Each round pulls 2 times, then cashes out');
    await startAutobet(panel, 2);
    await expect.poll(() => el.calls.length).toBe(8);
    const round = [{ kind: 'bet', bullets: 2 }, { kind: 'pull' }, { kind: 'pull' }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
