// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { freeBetsSection, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { stairsMultiplier } from '../multiplier';
import type { StairsState } from '../rules';
import type { ClimbLength } from '../staircase';
import { StairsGame } from './stairs-game';

/**
 * A play API with one free bet of 2 and a balance of 0: a free-bet round's `amount` is the cash it
 * staked (0), and its cash-out pays the grant's stake × the multiplier, as the server does.
 */
function freeBetSource(): PlaySource & { readonly bets: unknown[] } {
  let round: PlayedRound;
  let left = 1;
  const bets: unknown[] = [];
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '0' });
  const state = () => round.state as StairsState;
  return {
    ...testPlaySource({
      open: async () => ({ session: testSession({ balance: '0' }), activeRound: null }),
      async placeBet(game, amount, params, options) {
        bets.push([amount, params, options]);
        left -= 1;
        return answer({
          id: 'rnd_free', betId: 'bet_free', game, status: 'OPEN', amount: '0', stake: amount, payout: '0', multiplier: '0', freeBet: true,
          currency: 'USD', params, state: { stair: 0, climbs: [], fell: false }, outcome: null,
        });
      },
      async act(_id, _action, params) {
        const stairs = (params as { stairs: ClimbLength }).stairs;
        const climbs = [...state().climbs, { stairs, roll: 1 }];
        return answer({ ...round, multiplier: stairsMultiplier(climbs.map((c) => c.stairs)), state: { stair: state().stair + stairs, climbs, fell: false } });
      },
      async cashout() {
        return answer({ ...round, status: 'CLOSED', payout: payoutOf('2', round.multiplier).toFixed(10), outcome: { rolls: Array<number>(24).fill(1) } });
      },
    }),
    freeBets: async (game) => (left > 0 ? [{ freeBetId: 'fb_1', game, stake: '2', betAmount: '2', quantity: 1, remainingCount: left, expiresAt: null }] : []),
    bets,
  };
}

class FreeBetStairs extends StairsGame {
  readonly api = freeBetSource();
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(this.api);
  }
}
customElements.define('free-bet-stairs', FreeBetStairs);

async function settle(el: StairsGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: StairsGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-stairs> free bets', () => {
  it('plays a free bet on a balance of 0 and offers its cash-out on the grant’s stake, though the round staked no cash', async () => {
    const el = await mountGame<FreeBetStairs>('free-bet-stairs');
    await settle(el);
    const section = await freeBetsSection(el);
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    await settle(el);
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(el.api.bets).toStrictEqual([['2', {}, { freeBet: true }]]);
    expect($(el, 'rgs-free-bets')).toBeNull();
    $<HTMLButtonElement>(el, '.choice.c2')!.click();
    await settle(el);
    // 2 × 1.98 = 3.96, though the round's amount is 0.
    expect(text($(el, 'button.play'))).toBe('Cash out $3.96');
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(text($(el, '.banner'))).toBe('✓ You won $3.96 1.98×');
  });
});
