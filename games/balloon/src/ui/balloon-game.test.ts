// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { mountGame, openAutobet, quietBridge, skipPauses, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { DIFFICULTIES, type BalloonDifficulty } from '../difficulty';
import { balloonMultiplier } from '../multiplier';
import type { BalloonState } from '../rules';
import { BalloonGame } from './balloon-game';

/** What the fake play API was asked to do. */
type Call = { kind: 'bet'; difficulty: BalloonDifficulty } | { kind: 'pump' } | { kind: 'cashout' };

/** A play API whose balloons pop on the pump the test chose (null: never), paying with the real multipliers. */
function fakeSource(calls: Call[], popAt: () => number | null, resume: PlayedRound | null = null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as BalloonState;
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      const { difficulty } = params as { difficulty: BalloonDifficulty };
      calls.push({ kind: 'bet', difficulty });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { difficulty, pumps: 0, popped: false }, outcome: null,
      });
    },
    async act() {
      calls.push({ kind: 'pump' });
      const outcome = { popAt: popAt() };
      if (outcome.popAt === state().pumps + 1) return answer({ ...round, status: 'CLOSED', multiplier: '0', state: { ...state(), popped: true }, outcome });
      const pumps = state().pumps + 1;
      const multiplier = balloonMultiplier(state().difficulty, pumps);
      if (pumps === DIFFICULTIES[state().difficulty].pumps) {
        return answer({ ...round, status: 'CLOSED', multiplier, payout: payoutOf(round.amount, multiplier).toFixed(10), state: { ...state(), pumps }, outcome });
      }
      return answer({ ...round, multiplier, state: { ...state(), pumps } });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      return answer({ ...round, status: 'CLOSED', payout: payoutOf(round.amount, round.multiplier).toFixed(10), outcome: { popAt: popAt() } });
    },
  });
}

class TestBalloon extends BalloonGame {
  readonly calls: Call[] = [];
  hiddenPop: number | null = 4;
  resume: PlayedRound | null = null;
  constructor() {
    super();
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.calls, () => this.hiddenPop, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-balloon', TestBalloon);

async function mount({ lang, resume = null }: { lang?: string; resume?: PlayedRound | null } = {}): Promise<TestBalloon> {
  const el = await mountGame<TestBalloon>('test-balloon', { lang, before: (game) => (game.resume = resume) });
  await settle(el);
  return el;
}

async function settle(el: TestBalloon): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

const $ = <T extends Element = HTMLElement>(el: TestBalloon, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestBalloon, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const stats = (el: TestBalloon) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
const ladder = (el: TestBalloon) => $$(el, '.ladder li').map((li) => text(li.querySelector('.sr')));
const scene = (el: TestBalloon) => $(el, '.scene svg').getAttribute('aria-label');
const primary = (el: TestBalloon) => $<HTMLButtonElement>(el, 'button.primary');
const pumpButton = (el: TestBalloon) => $<HTMLButtonElement>(el, 'button.pump-button');

async function click(el: TestBalloon, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

async function setAmount(el: TestBalloon, amount: string): Promise<void> {
  const input = $<HTMLInputElement>(el, 'input[name="amount"]');
  input.value = amount;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

async function choose(el: TestBalloon, difficulty: BalloonDifficulty): Promise<void> {
  const radio = $<HTMLInputElement>(el, `input[value="${difficulty}"]`);
  radio.checked = true;
  radio.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-balloon> before a round', () => {
  it('offers the four difficulties with their pop chance, and shows what the first pump pays', async () => {
    const el = await mount();
    expect($$(el, '.difficulty label').map(text)).toEqual(['Easy 6.25% pop', 'Medium 12.5% pop', 'Hard 25% pop', 'Expert 50% pop']);
    expect($<HTMLInputElement>(el, 'input[value="medium"]').checked).toBe(true);
    expect(stats(el)).toEqual(['Pumps 0 of 30', 'Next pump 1.1314×', 'Pop chance 12.5%']);
    await choose(el, 'hard');
    expect(stats(el)).toEqual(['Pumps 0 of 24', 'Next pump 1.32×', 'Pop chance 25%']);
    expect(scene(el)).toBe('Balloon, Hard: each pump pops it with chance 25%, at most 24 pumps');
    expect(ladder(el)).toEqual(['Pump 1: 1.32×', 'Pump 2: 1.76×', 'Pump 3: 2.3466×', 'Pump 4: 3.1288×', 'Pump 5: 4.1718×', 'Pump 6: 5.5624×']);
    // No Pump button before a bet.
    expect(pumpButton(el)).toBeNull();
  });

  it('speaks Portuguese and Spanish, numbers included', async () => {
    const el = await mount({ lang: 'pt' });
    expect(stats(el)).toEqual(['Bombadas 0 de 30', 'Próxima bombada 1,1314×', 'Chance de estourar 12,5%']);
    el.lang = 'es';
    await el.updateComplete;
    expect($$(el, '.difficulty label').map(text)[3]).toBe('Experto 50 % explota');
  });
});

describe('<rgs-balloon> open round', () => {
  it('pumps, raises the multiplier on the balloon and on the Cash out button, and pays the cash-out', async () => {
    const el = await mount();
    await choose(el, 'hard');
    await setAmount(el, '0.1234567901');
    await click(el, primary(el));
    expect(el.calls).toEqual([{ kind: 'bet', difficulty: 'hard' }]);
    expect(text(primary(el))).toBe('Cash out');
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    expect(text(pumpButton(el))).toBe('Pump → 1.32×');
    // The difficulty is the round's now.
    expect($<HTMLFieldSetElement>(el, 'fieldset.difficulty').disabled).toBe(true);
    await click(el, pumpButton(el));
    await click(el, pumpButton(el));
    await click(el, pumpButton(el));
    // 0.1234567901 × 2.3466 = 0.28970370364866: a cashout pays 0.2897037036.
    expect(text(primary(el))).toBe('Cash out $0.2897037036');
    expect(stats(el)).toEqual(['Pumps 3 of 24', 'Next pump 3.1288×', 'Pop chance 25%']);
    expect(scene(el)).toBe('Balloon after 3 of 24 pumps, worth 2.3466×');
    expect(text($(el, '.reading text'))).toBe('2.3466×');
    expect(ladder(el)).toEqual(['Pump 3: 2.3466×, held', 'Pump 4: 3.1288×', 'Pump 5: 4.1718×', 'Pump 6: 5.5624×', 'Pump 7: 7.4166×', 'Pump 8: 9.8888×']);
    expect($(el, '.ladder li.next').getAttribute('aria-current')).toBe('step');
    await click(el, primary(el));
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('✓ You won $0.2897037036 2.3466×');
    // The outcome is shown: pump 4 would have popped it.
    expect(text($(el, '.fate'))).toBe('It would have popped on pump 4.');
    expect(scene(el)).toBe('Balloon cashed out after 3 of 24 pumps at 2.3466×. It would have popped on pump 4.');
    expect(ladder(el)[1]).toBe('Pump 4: would have popped');
    expect(text(primary(el))).toBe('Bet');
  });

  it('pumps on P and on a click of the scene, cashes out on C', async () => {
    const el = await mount();
    el.hiddenPop = null;
    await click(el, primary(el));
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true, composed: true }));
    await settle(el);
    await click(el, $(el, '.scene'));
    expect(el.calls).toEqual([{ kind: 'bet', difficulty: 'medium' }, { kind: 'pump' }, { kind: 'pump' }]);
    el.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', bubbles: true, composed: true }));
    await settle(el);
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.fate'))).toBe('It would have held all 30 pumps.');
  });

  it('comes back after a reload with its pumps, ready to cash out', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'balloon', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '3.96', freeBet: false,
      currency: 'USD', params: { difficulty: 'expert' }, state: { difficulty: 'expert', pumps: 2, popped: false }, outcome: null,
    };
    const el = await mount({ resume });
    expect(text(primary(el))).toBe('Cash out $7.92');
    expect(scene(el)).toBe('Balloon after 2 of 20 pumps, worth 3.96×');
    expect($<HTMLInputElement>(el, 'input[value="expert"]').checked).toBe(true);
    expect(stats(el)).toEqual(['Pumps 2 of 20', 'Next pump 7.92×', 'Pop chance 50%']);
  });
});

describe('<rgs-balloon> end of round', () => {
  it('pops: the round is lost, the scene bursts and the ladder marks the pump', async () => {
    const el = await mount();
    el.hiddenPop = 2;
    await click(el, primary(el));
    await click(el, pumpButton(el));
    await click(el, pumpButton(el));
    expect(text($(el, '.banner'))).toBe('✗ Pop! No win');
    expect(scene(el)).toBe('Balloon popped on pump 2');
    expect($$(el, '.burst .shard')).toHaveLength(10);
    expect($(el, '.skin')).toBeNull();
    expect($(el, '.fate')).toBeNull();
    expect(ladder(el).slice(0, 2)).toEqual(['Pump 1: 1.1314×, held', 'Pump 2: popped']);
    expect(pumpButton(el)).toBeNull();
    // A new round brings a new balloon.
    await click(el, primary(el));
    expect(scene(el)).toBe('Balloon ready: pump it up to 30 times');
    expect($$(el, '.skin')).toHaveLength(1);
  });

  it('cashes out by itself on the last pump', async () => {
    const el = await mount();
    el.hiddenPop = null;
    await choose(el, 'expert');
    await click(el, primary(el));
    for (let i = 0; i < 20; i++) await click(el, pumpButton(el));
    expect(el.calls.filter((c) => c.kind === 'pump')).toHaveLength(20);
    expect(text($(el, '.banner'))).toBe('✓ You won $1,038,090.24 1,038,090.24×');
    expect(scene(el)).toBe('Balloon held all 20 pumps: cashed out automatically at 1,038,090.24×');
  });
});

describe('<rgs-balloon> autobet', () => {
  it('pumps the set number of times each round, then cashes out', async () => {
    const el = await mount();
    el.hiddenPop = null;
    skipPauses(el);
    const panel = await openAutobet(el);
    const input = $<HTMLInputElement>(el, '.auto-pumps input');
    input.value = '2';
    input.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text($(el, '.balloon-settings .note'))).toBe('Each round pumps 2 times, then cashes out');
    await startAutobet(panel, 2);
    await expect.poll(() => el.calls.length).toBe(8);
    const round = [{ kind: 'bet', difficulty: 'medium' }, { kind: 'pump' }, { kind: 'pump' }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
