// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { freeBetsSection, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { bankerOffer } from '../offer';
import type { CasesState } from '../rules';
import { CasesGame } from './cases-game';

const LAYOUT = ['0.1', '0', '0.01', '6', '0.2', '0.02', '1.5', '0.05', '0.5', '1', '2.5', '0'];

/**
 * A play API with one free bet of 2 and a balance of 0: a free-bet round's `amount` is the cash it
 * staked (0), and its cash-out pays the grant's stake × the offer, as the server does.
 */
function freeBetSource(): PlaySource & { readonly bets: unknown[] } {
  let round: PlayedRound;
  let left = 1;
  const bets: unknown[] = [];
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '0' });
  const state = () => round.state as CasesState;
  return {
    ...testPlaySource({
      open: async () => ({ session: testSession({ balance: '0' }), activeRound: null }),
      async placeBet(game, amount, params, options) {
        bets.push([amount, params, options]);
        left -= 1;
        const { pick } = params as { pick: number };
        return answer({
          id: 'rnd_free', betId: 'bet_free', game, status: 'OPEN', amount: '0', stake: amount, payout: '0', multiplier: '0', freeBet: true,
          currency: 'USD', params, state: { pick, opened: [] }, outcome: null,
        });
      },
      async act(_id, _action, params) {
        const index = (params as { case: number }).case;
        const opened = [...state().opened, { case: index, value: LAYOUT[index]! }];
        const closed = LAYOUT.filter((_, i) => !opened.some((o) => o.case === i));
        return answer({ ...round, multiplier: bankerOffer(closed), state: { ...state(), opened } });
      },
      async cashout() {
        return answer({ ...round, status: 'CLOSED', payout: payoutOf('2', round.multiplier).toFixed(10), outcome: { cases: LAYOUT } });
      },
    }),
    freeBets: async (game) => (left > 0 ? [{ freeBetId: 'fb_1', game, stake: '2', betAmount: '2', quantity: 1, remainingCount: left, expiresAt: null }] : []),
    bets,
  };
}

class FreeBetCases extends CasesGame {
  readonly api = freeBetSource();
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(this.api);
  }
}
customElements.define('free-bet-cases', FreeBetCases);

async function settle(el: CasesGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: CasesGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-cases> free bets', () => {
  it('plays a free bet on a balance of 0 and offers its cash-out on the grant’s stake, though the round staked no cash', async () => {
    const el = await mountGame<FreeBetCases>('free-bet-cases');
    await settle(el);
    const section = await freeBetsSection(el);
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    await settle(el);
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(el.api.bets).toStrictEqual([['2', { pick: 0 }, { freeBet: true }]]);
    expect($(el, 'rgs-free-bets')).toBeNull();
    $<HTMLButtonElement>(el, '[data-case="1"]')!.click();
    await settle(el);
    // 2 × 1.08 (a 0× opened: 11.88 / 11), though the round's amount is 0.
    expect(text($(el, 'button.play'))).toBe('Cash out $2.16');
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(text($(el, '.banner'))).toBe('Deal! You won $2.16; your case held 0.1× 1.08×');
  });
});
