// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { mountGame, openAutobet, quietBridge, skipPauses, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { stairsMultiplier } from '../multiplier';
import { isSafe } from '../rolls';
import type { StairsState } from '../rules';
import type { ClimbLength } from '../staircase';
import { StairsGame } from './stairs-game';

/** What the fake play API was asked to do. */
type Call = { kind: 'bet' } | { kind: 'climb'; stairs: number } | { kind: 'cashout' };

/** A play API whose rounds roll what the test chose, paying with the real multipliers. */
function fakeSource(calls: Call[], rolls: () => number[], resume: PlayedRound | null = null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as StairsState;
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      calls.push({ kind: 'bet' });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { stair: 0, climbs: [], fell: false }, outcome: null,
      });
    },
    async act(_id, _action, params) {
      const stairs = (params as { stairs: ClimbLength }).stairs;
      calls.push({ kind: 'climb', stairs });
      const roll = rolls()[state().climbs.length]!;
      const climbs = [...state().climbs, { stairs, roll }];
      const outcome = { rolls: rolls() };
      if (!isSafe(roll, stairs)) return answer({ ...round, status: 'CLOSED', multiplier: '0', state: { ...state(), climbs, fell: true }, outcome });
      const stair = state().stair + stairs;
      const multiplier = stairsMultiplier(climbs.map((c) => c.stairs));
      if (stair === 24) return answer({ ...round, status: 'CLOSED', multiplier, payout: payoutOf(round.amount, multiplier).toFixed(10), state: { stair, climbs, fell: false }, outcome });
      return answer({ ...round, multiplier, state: { stair, climbs, fell: false } });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      return answer({ ...round, status: 'CLOSED', payout: payoutOf(round.amount, round.multiplier).toFixed(10), outcome: { rolls: rolls() } });
    },
  });
}

class TestStairs extends StairsGame {
  readonly calls: Call[] = [];
  rolls: number[] = Array<number>(24).fill(10);
  resume: PlayedRound | null = null;
  constructor() {
    super();
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.calls, () => this.rolls, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-stairs', TestStairs);

async function mount({ lang, resume = null }: { lang?: string; resume?: PlayedRound | null } = {}): Promise<TestStairs> {
  const el = await mountGame<TestStairs>('test-stairs', { lang, before: (game) => (game.resume = resume) });
  await settle(el);
  return el;
}

async function settle(el: TestStairs): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

const $ = <T extends Element = HTMLElement>(el: TestStairs, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestStairs, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const stats = (el: TestStairs) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
const choice = (el: TestStairs, n: number) => $<HTMLButtonElement>(el, `.choice.c${n}`);
const primary = (el: TestStairs) => $<HTMLButtonElement>(el, 'button.primary');
const scene = (el: TestStairs) => $(el, 'svg.scene').getAttribute('aria-label');

/** A button's name as a screen reader reads it: its words, without those hidden from it. */
function nameOf(node: Node): string {
  const words = (n: Node): string => {
    if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
    if (n instanceof Element && n.getAttribute('aria-hidden') === 'true') return '';
    return [...n.childNodes].map(words).join('');
  };
  return words(node).replace(/\s+/g, ' ').trim();
}

async function click(el: TestStairs, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

async function press(el: TestStairs, key: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await settle(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-stairs> climbs', () => {
  it('names each climb by its length, its chance and what it makes the multiplier, in the player’s language', async () => {
    const el = await mount({ lang: 'pt' });
    expect(nameOf(choice(el, 1))).toBe('Passo 1 degrau acima 87,5% seguro 1,1314×');
    expect(nameOf(choice(el, 3))).toBe('Salto 3 degraus acima 25% seguro 3,96×');
    expect(scene(el)).toBe('Escada de 24 degraus: o escalador espera embaixo');
    el.lang = 'en';
    await el.updateComplete;
    expect(text(choice(el, 2))).toBe('2 Stride 2 stairs up 50% safe → 1.98×');
    expect(stats(el)).toEqual(['Stair 0 of 24', 'Top pays up to 64,880.64×']);
  });

  it('climbs only while a round is open, each climb raising the multiplier, its roll logged', async () => {
    const el = await mount();
    expect(choice(el, 1).getAttribute('aria-disabled')).toBe('true');
    await click(el, choice(el, 1));
    expect(el.calls).toEqual([]);
    el.rolls = [43.95, 61.48, 9.01, 96.72];
    await click(el, primary(el));
    expect(choice(el, 1).getAttribute('aria-disabled')).toBe('false');
    expect($$(el, '.marker')).toHaveLength(3);
    await click(el, choice(el, 2));
    await press(el, '1');
    await press(el, '3');
    expect(el.calls).toEqual([{ kind: 'bet' }, { kind: 'climb', stairs: 2 }, { kind: 'climb', stairs: 1 }, { kind: 'climb', stairs: 3 }]);
    expect(stats(el)).toEqual(['Stair 6 of 24', 'Multiplier 9.0514×', 'Cash-out value $9.0514']);
    expect(text(primary(el))).toBe('Cash out $9.0514');
    expect(scene(el)).toBe('Staircase of 24 stairs: the climber is on stair 6');
    expect($$(el, '.stair.lit')).toHaveLength(6);
    expect($$(el, '.log li').map((li) => text(li.querySelector('.sr')))).toEqual([
      'Stride, 2 stairs: rolled 43.95, under 50: safe',
      'Step, 1 stair: rolled 61.48, under 87.5: safe',
      'Leap, 3 stairs: rolled 9.01, under 25: safe',
    ]);
    expect(nameOf(choice(el, 3))).toBe('Leap 3 stairs up 25% safe 36.2057×');
    await press(el, 'c');
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('✓ You won $9.0514 9.0514×');
  });

  it('falls on a roll not under the mark: the stair cracks, the climber lands on the ground', async () => {
    const el = await mount({ lang: 'es' });
    el.rolls = [43.95, 61.48, 9.01, 96.72];
    await click(el, primary(el));
    for (const n of [2, 1, 3, 1]) await click(el, choice(el, n));
    expect(text($(el, '.banner strong'))).toBe('¡Caída! Sin premio');
    expect(scene(el)).toBe('Escalera de 24 escalones: el escalador cayó intentando el escalón 7');
    expect($$(el, '.stair.broken')).toHaveLength(1);
    expect($(el, '.climber').classList.contains('fallen')).toBe(true);
    expect(text($$(el, '.log li').at(-1)!.querySelector('.sr'))).toBe('Paso, 1 escalón: salió 96,72, no por debajo de 87,5: cayó');
    expect($$(el, '.choice').every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    // Between rounds the buttons offer a first climb again.
    expect(nameOf(choice(el, 1).querySelector('.pays')!)).toBe('1,1314×');
  });

  it('offers no climb past the top, and opens the door on the top stair', async () => {
    const el = await mount();
    await click(el, primary(el));
    for (let i = 0; i < 7; i++) await press(el, '3');
    await press(el, '1');
    expect(stats(el)[0]).toBe('Stair 22 of 24');
    expect(choice(el, 3).getAttribute('aria-disabled')).toBe('true');
    expect(nameOf(choice(el, 3))).toBe('Leap 3 stairs up 25% safe past the top');
    expect($$(el, '.marker')).toHaveLength(2);
    await press(el, '3');
    expect(el.calls.filter((c) => c.kind === 'climb')).toHaveLength(8);
    await press(el, '2');
    expect(text($(el, '.banner'))).toBe('✓ Top of the stairs! You won $37,074.6514 37,074.6514×');
    expect($(el, 'svg.scene').classList.contains('summit')).toBe(true);
  });

  it('comes back after a reload on the stair it reached, ready to cash out', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'stairs', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '7.92', freeBet: false,
      currency: 'USD', params: {}, state: { stair: 5, climbs: [{ stairs: 2, roll: 10 }, { stairs: 3, roll: 20.5 }], fell: false }, outcome: null,
    };
    const el = await mount({ resume });
    expect(stats(el)).toEqual(['Stair 5 of 24', 'Multiplier 7.92×', 'Cash-out value $15.84']);
    expect(text(primary(el))).toBe('Cash out $15.84');
    expect($$(el, '.stair.lit')).toHaveLength(5);
    expect($$(el, '.log li')).toHaveLength(2);
    expect(choice(el, 1).getAttribute('aria-disabled')).toBe('false');
  });
});

describe('<rgs-stairs> autobet', () => {
  it('makes the climbs chosen each round, then cashes out', async () => {
    const el = await mount();
    skipPauses(el);
    const panel = await openAutobet(el);
    ($<HTMLInputElement>(el, '.stairs-settings input[value="3"]')).click();
    await el.updateComplete;
    const climbs = $<HTMLSelectElement>(el, '.auto-climbs select');
    expect(climbs.options).toHaveLength(8);
    expect(climbs.options[2]!.textContent).toBe('3 · 63.36×');
    climbs.value = '3';
    climbs.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await startAutobet(panel, 2);
    await expect.poll(() => el.calls.length).toBe(10);
    const round = [{ kind: 'bet' }, { kind: 'climb', stairs: 3 }, { kind: 'climb', stairs: 3 }, { kind: 'climb', stairs: 3 }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
