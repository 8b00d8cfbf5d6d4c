// The <rgs-soccer> element on a fake play API, for the element's tests (never part of a bundle).
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { soccerMultiplier } from '../multiplier';
import type { SoccerState } from '../rules';
import { KICK_MS } from './kick-moments';
import { SoccerGame } from './soccer-game';

/** What the fake play API was asked to do. */
export type Call = { kind: 'bet'; difficulty: string } | { kind: 'shoot'; zone: number } | { kind: 'cashout' };

/** A play API whose keeper covers the zones the test chose, kick by kick, paying with the real multipliers. */
export function fakeSource(calls: Call[], keeper: readonly (readonly number[])[], resume: PlayedRound | null = null): PlaySource {
  let round: PlayedRound = resume!;
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '100' });
  const state = () => round.state as SoccerState;
  return testPlaySource({
    open: async () => ({ session: testSession(), activeRound: resume }),
    async placeBet(game, amount, params) {
      const { difficulty } = params as { difficulty: SoccerState['difficulty'] };
      calls.push({ kind: 'bet', difficulty });
      return answer({
        id: `rnd_${calls.length}`, betId: `bet_${calls.length}`, game, status: 'OPEN', amount, stake: amount, payout: '0', multiplier: '0', freeBet: false,
        currency: 'USD', params, state: { difficulty, kicks: [] }, outcome: null,
      });
    },
    async act(_id, _action, params) {
      const { zone } = params as { zone: number };
      calls.push({ kind: 'shoot', zone });
      const covered = keeper[state().kicks.length]!;
      const kicks = [...state().kicks, { zone, keeper: covered, goal: !covered.includes(zone) }];
      const next = { ...state(), kicks };
      const outcome = { keeper };
      if (covered.includes(zone)) return answer({ ...round, status: 'CLOSED', multiplier: '0', state: next, outcome });
      const multiplier = soccerMultiplier(next.difficulty, kicks.length);
      if (kicks.length === 10) return answer({ ...round, status: 'CLOSED', multiplier, payout: payoutOf(round.amount, multiplier).toFixed(10), state: next, outcome });
      return answer({ ...round, multiplier, state: next });
    },
    async cashout() {
      calls.push({ kind: 'cashout' });
      return answer({ ...round, status: 'CLOSED', payout: payoutOf(round.amount, round.multiplier).toFixed(10), outcome: { keeper } });
    },
  });
}

/** Kicks 1–10: the keeper covers zones 1 and 4 (0 and 3 as the rules number them), then 2 and 5, and so on. */
export const KEEPER = [[0, 3], [1, 4], [2, 5], [0, 1], [3, 4], [4, 5], [0, 5], [1, 2], [2, 3], [3, 5]];

export class TestSoccer extends SoccerGame {
  readonly calls: Call[] = [];
  readonly manual = new ManualFrameClock();
  keeper: readonly (readonly number[])[] = KEEPER;
  resume: PlayedRound | null = null;
  picks: number[] = [];
  constructor() {
    super();
    this.bridge = quietBridge;
    this.clock = this.manual;
    this.randomIndex = (n) => {
      this.picks.push(n);
      return n - 1;
    };
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.calls, this.keeper, this.resume);
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-soccer', TestSoccer);

export async function mount({ lang, resume = null, keeper = KEEPER }: { lang?: string; resume?: PlayedRound | null; keeper?: readonly (readonly number[])[] } = {}): Promise<TestSoccer> {
  const el = await mountGame<TestSoccer>('test-soccer', {
    lang,
    before: (game) => {
      game.resume = resume;
      game.keeper = keeper;
    },
  });
  await settle(el);
  return el;
}

/** Lets the fake API answer, the scene's art load and the board draw it. */
export async function settle(el: TestSoccer): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

/** Plays the kick in the air to its end. */
export async function land(el: TestSoccer): Promise<void> {
  el.manual.advance(KICK_MS);
  await el.updateComplete;
}

export const $ = <T extends Element = HTMLElement>(el: TestSoccer, selector: string) => el.shadowRoot!.querySelector(selector) as T;
export const $$ = (el: TestSoccer, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
export const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
export const stats = (el: TestSoccer) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
export const zone = (el: TestSoccer, n: number) => $<HTMLButtonElement>(el, `[data-zone="${n}"]`);
export const zoneNames = (el: TestSoccer) => $$(el, '[role="gridcell"]').map((z) => z.getAttribute('aria-label'));
export const kicks = (el: TestSoccer) => $$(el, '.kicks li').map((li) => text(li.querySelector('.sr')));
export const primary = (el: TestSoccer) => $<HTMLButtonElement>(el, 'button.primary');
export const caption = (el: TestSoccer) => text($(el, '.caption'));

export async function click(el: TestSoccer, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

export async function press(el: TestSoccer, key: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await settle(el);
}

