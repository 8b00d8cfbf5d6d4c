// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { mountGame, openAutobet, quietBridge, skipPauses, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { doorsMultiplier } from '../multiplier';
import type { DoorsState } from '../rules';
import { DoorsGame } from './doors-game';

/** What the fake play API was asked to do. */
type Call = { kind: 'bet'; doors: number } | { kind: 'open'; door: number } | { kind: 'cashout' };

/** A play API whose rounds hide the traps the test chose, paying with the real multiplier table. */
function fakeSource(calls: Call[], traps: readonly number[], resume: PlayedRound | null = null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as DoorsState;
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      const { doors } = params as { doors: number };
      calls.push({ kind: 'bet', doors });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { doors, opened: [], hit: null }, outcome: null,
      });
    },
    async act(_id, _action, params) {
      const { door } = params as { door: number };
      calls.push({ kind: 'open', door });
      const outcome = { traps };
      if (traps[state().opened.length] === door) return answer({ ...round, status: 'CLOSED', multiplier: '0', state: { ...state(), hit: door }, outcome });
      const opened = [...state().opened, door];
      const multiplier = doorsMultiplier(state().doors, opened.length);
      if (opened.length === 10) return answer({ ...round, status: 'CLOSED', multiplier, payout: payoutOf(round.amount, multiplier).toFixed(10), state: { ...state(), opened }, outcome });
      return answer({ ...round, multiplier, state: { ...state(), opened } });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      const payout = payoutOf(round.amount, round.multiplier).toFixed(10);
      return answer({ ...round, status: 'CLOSED', payout, outcome: { traps } });
    },
  });
}

class TestDoors extends DoorsGame {
  readonly calls: Call[] = [];
  traps: number[] = [1, 2, 0, 2, 0, 0, 1, 2, 0, 0];
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
    this.source = fakeSource(this.calls, this.traps, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-doors', TestDoors);

async function mount({ lang, resume = null, traps }: { lang?: string; resume?: PlayedRound | null; traps?: number[] } = {}): Promise<TestDoors> {
  const el = await mountGame<TestDoors>('test-doors', {
    lang,
    before: (game) => {
      game.resume = resume;
      if (traps) game.traps = traps;
    },
  });
  // The walk to the next wall is instant: these tests are about what the corridor says.
  skipPauses(el);
  await settle(el);
  return el;
}

/** Lets the fake API answer, the walk end and the corridor draw it. */
async function settle(el: TestDoors): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: TestDoors, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestDoors, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const stats = (el: TestDoors) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
const door = (el: TestDoors, n: number) => $<HTMLButtonElement>(el, `.door[data-door="${n}"]`);
const labels = (el: TestDoors) => $$(el, '.door').map((d) => d.getAttribute('aria-label'));
const map = (el: TestDoors) => $$(el, '.map li').map((li) => text(li.querySelector('.sr')));
const primary = (el: TestDoors) => $<HTMLButtonElement>(el, 'button.primary');

async function click(el: TestDoors, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

async function key(el: TestDoors, k: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
  await settle(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-doors> corridor', () => {
  it('names every door by number and what it shows, and the wall by its level, in the player’s language', async () => {
    const el = await mount({ lang: 'pt' });
    expect($(el, '.wall').getAttribute('aria-label')).toBe('Nível 1 de 10');
    expect(labels(el)).toEqual(['Porta 1 de 3, fechada', 'Porta 2 de 3, fechada', 'Porta 3 de 3, fechada']);
    await click(el, primary(el));
    await click(el, door(el, 0));
    expect($(el, '.wall').getAttribute('aria-label')).toBe('Nível 2 de 10');
    el.lang = 'es';
    await el.updateComplete;
    expect(labels(el)).toEqual(['Puerta 1 de 3, cerrada', 'Puerta 2 de 3, cerrada', 'Puerta 3 de 3, cerrada']);
    expect(map(el)[0]).toBe('Nivel 1, paga 1,485×: pasaste por la puerta 1');
  });

  it('draws as many doors as chosen, and takes a door only while a round is open', async () => {
    const el = await mount();
    ($$(el, 'input[name="doors-count"]').find((i) => (i as HTMLInputElement).value === '5') as HTMLInputElement).click();
    await settle(el);
    expect(labels(el)).toHaveLength(5);
    expect(stats(el)).toEqual(['Next level 1.2375× 4 in 5 safe', 'Level 10 pays 9.22×']);
    expect(door(el, 3).getAttribute('aria-disabled')).toBe('true');
    await click(el, door(el, 3));
    expect(el.calls).toEqual([]);
    await click(el, primary(el));
    expect(door(el, 3).getAttribute('aria-disabled')).toBe('false');
    await click(el, door(el, 3));
    expect(el.calls).toEqual([{ kind: 'bet', doors: 5 }, { kind: 'open', door: 3 }]);
    // The door count is the round's: it cannot change while the round is open.
    expect($$(el, '.doors-settings fieldset')[0]!.hasAttribute('disabled')).toBe(true);
  });
});

describe('<rgs-doors> open round', () => {
  it('shows the multiplier, the cashout value and the next level with its chance, and puts the amount on the Cash out button', async () => {
    const el = await mount();
    expect(stats(el)).toEqual(['Next level 1.485× 2 in 3 safe', 'Level 10 pays 57.0883×']);
    await click(el, primary(el));
    expect(text(primary(el))).toBe('Cash out');
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    expect(text($(el, '.prompt'))).toBe('Pick a door: one of 3 hides a trap');
    await click(el, door(el, 0));
    expect(text(primary(el))).toBe('Cash out $1.485');
    expect(stats(el)).toEqual(['Multiplier 1.485×', 'Cash-out value $1.485', 'Next level 2.2275× 2 in 3 safe']);
    expect(map(el).slice(0, 3)).toEqual(['Level 1, pays 1.485×: passed through door 1', 'Level 2, pays 2.2275×: you are here', 'Level 3, pays 3.3412×: ahead']);
    expect($(el, '.map li[aria-current="step"]')).toBe($$(el, '.map li')[1]);
    await click(el, primary(el));
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.banner'))).toBe('✓ You won $1.485 1.485×');
    // After a cashout the next wall opens on where its trap was, and the map shows every trap.
    expect(labels(el)).toEqual(['Door 1 of 3, safe, not opened', 'Door 2 of 3, safe, not opened', 'Door 3 of 3, trap, not opened']);
    expect(map(el)[1]).toBe('Level 2, pays 2.2275×: ahead; trap was behind door 3');
    expect(text(primary(el))).toBe('Bet');
  });

  it('opens doors by number keys, a random one by R, and cashes out by C', async () => {
    const el = await mount();
    await click(el, primary(el));
    await key(el, '1');
    await key(el, '4');
    await key(el, '2');
    await key(el, 'r');
    expect(el.picks).toEqual([3]);
    await key(el, 'c');
    // 4 is not a door of a 3-door corridor: nothing was sent for it.
    expect(el.calls).toEqual([{ kind: 'bet', doors: 3 }, { kind: 'open', door: 0 }, { kind: 'open', door: 1 }, { kind: 'open', door: 2 }, { kind: 'cashout' }]);
    expect(text($(el, '.banner'))).toBe('✓ You won $3.3412 3.3412×');
  });

  it('comes back after a reload on the level it was left, ready to cash out', async () => {
    const resume: PlayedRound = {
      id: 'rnd_open', betId: 'bet_open', game: 'doors', status: 'OPEN', amount: '2.0000000000', stake: '2.0000000000', payout: '0', multiplier: '1.76', freeBet: false,
      currency: 'USD', params: { doors: 4 }, state: { doors: 4, opened: [3, 0], hit: null }, outcome: null,
    };
    const el = await mount({ resume });
    expect($(el, '.wall').getAttribute('aria-label')).toBe('Level 3 of 10');
    expect(labels(el)).toHaveLength(4);
    expect(text(primary(el))).toBe('Cash out $3.52');
    expect(map(el).slice(0, 2)).toEqual(['Level 1, pays 1.32×: passed through door 4', 'Level 2, pays 1.76×: passed through door 1']);
    const four = $$(el, 'input[name="doors-count"]').find((i) => (i as HTMLInputElement).value === '4') as HTMLInputElement;
    expect(four.checked).toBe(true);
  });
});

describe('<rgs-doors> end of round', () => {
  it('opens the whole wall on the trap and shows every level’s trap on the map', async () => {
    const el = await mount();
    await click(el, primary(el));
    await click(el, door(el, 0));
    await click(el, door(el, 2));
    expect(text($(el, '.banner'))).toBe('✗ Trapped! No win');
    expect(labels(el)).toEqual(['Door 1 of 3, safe, not opened', 'Door 2 of 3, safe, not opened', 'Door 3 of 3, opened, trap']);
    expect($(el, '.scene').classList.contains('hit')).toBe(true);
    expect($$(el, '.door.trap.picked .trap-art')).toHaveLength(1);
    expect(map(el).slice(0, 3)).toEqual([
      'Level 1, pays 1.485×: passed through door 1; trap was behind door 2',
      'Level 2, pays 2.2275×: trap behind door 3',
      'Level 3, pays 3.3412×: ahead; trap was behind door 1',
    ]);
    expect($$(el, '.door').every((d) => d.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(text(primary(el))).toBe('Bet');
    await click(el, primary(el));
    expect(labels(el).every((l) => l!.endsWith('closed'))).toBe(true);
  });

  it('cashes out by itself on passing the tenth level', async () => {
    const el = await mount({ traps: Array(10).fill(0) });
    ($$(el, 'input[name="doors-count"]').find((i) => (i as HTMLInputElement).value === '2') as HTMLInputElement).click();
    await settle(el);
    await click(el, primary(el));
    for (let level = 0; level < 10; level++) await click(el, door(el, 1));
    expect(text($(el, '.banner'))).toBe('✓ Top level reached! You won $1,013.76 1,013.76×');
    expect($(el, '.wall').getAttribute('aria-label')).toBe('Level 10 of 10');
    expect(labels(el)).toEqual(['Door 1 of 2, trap, not opened', 'Door 2 of 2, opened, safe']);
  });
});

describe('<rgs-doors> autobet', () => {
  it('opens random doors on the chosen number of levels each round, then cashes out', async () => {
    const el = await mount({ traps: Array(10).fill(0) });
    const panel = await openAutobet(el);
    const select = $<HTMLSelectElement>(el, '.auto-levels select');
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    expect(text($(el, '.doors-settings .note'))).toBe('Each level’s door is picked at random; the round cashes out after 2 levels.');
    await startAutobet(panel, 2);
    await expect.poll(() => el.calls.length).toBe(8);
    const round = [{ kind: 'bet', doors: 3 }, { kind: 'open', door: 2 }, { kind: 'open', door: 2 }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
