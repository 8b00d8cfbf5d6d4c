// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { freeBetsSection, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { balloonMultiplier } from '../multiplier';
import type { BalloonState } from '../rules';
import { BalloonGame } from './balloon-game';

/**
 * A play API with one free bet of 2 and a balance of 0: a free-bet round's `amount` is the cash it
 * staked (0), and its cash-out pays the grant's stake × the multiplier, as the server does.
 */
function freeBetSource(): PlaySource & { readonly bets: unknown[] } {
  let round: PlayedRound;
  let left = 1;
  const bets: unknown[] = [];
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '0' });
  const state = () => round.state as BalloonState;
  return {
    ...testPlaySource({
      open: async () => ({ session: testSession({ balance: '0' }), activeRound: null }),
      async placeBet(game, amount, params, options) {
        bets.push([amount, params, options]);
        left -= 1;
        const { difficulty } = params as BalloonState;
        return answer({
          id: 'rnd_free', betId: 'bet_free', game, status: 'OPEN', amount: '0', stake: amount, payout: '0', multiplier: '0', freeBet: true,
          currency: 'USD', params, state: { difficulty, pumps: 0, popped: false }, outcome: null,
        });
      },
      async act() {
        const pumps = state().pumps + 1;
        return answer({ ...round, multiplier: balloonMultiplier(state().difficulty, pumps), state: { ...state(), pumps } });
      },
      async cashout() {
        return answer({ ...round, status: 'CLOSED', payout: payoutOf('2', round.multiplier).toFixed(10), outcome: { popAt: 9 } });
      },
    }),
    freeBets: async (game) => (left > 0 ? [{ freeBetId: 'fb_1', game, stake: '2', betAmount: '2', quantity: 1, remainingCount: left, expiresAt: null }] : []),
    bets,
  };
}

class FreeBetBalloon extends BalloonGame {
  readonly api = freeBetSource();
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(this.api);
  }
}
customElements.define('free-bet-balloon', FreeBetBalloon);

async function settle(el: BalloonGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: BalloonGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-balloon> free bets', () => {
  it('plays a free bet on a balance of 0 and offers its cash-out on the grant’s stake, though the round staked no cash', async () => {
    const el = await mountGame<FreeBetBalloon>('free-bet-balloon');
    await settle(el);
    const section = await freeBetsSection(el);
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    await settle(el);
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(el.api.bets).toStrictEqual([['2', { difficulty: 'medium' }, { freeBet: true }]]);
    expect($(el, 'rgs-free-bets')).toBeNull();
    $<HTMLButtonElement>(el, 'button.pump-button')!.click();
    await settle(el);
    // 2 × 1.1314 = 2.2628, though the round's amount is 0.
    expect(text($(el, 'button.play'))).toBe('Cash out $2.2628');
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(text($(el, '.banner'))).toBe('✓ You won $2.2628 1.1314×');
  });
});
