// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { freeBetsSection, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayedRound, PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { russianRouletteMultiplier } from '../multiplier';
import type { RussianRouletteState } from '../rules';
import { RussianRouletteGame } from './russian-roulette-game';

/** A play API with one free bet of 2 and a balance of 0; a cash-out pays the grant's stake × the multiplier. */
function freeBetSource(): PlaySource & { readonly bets: unknown[] } {
  let round: PlayedRound;
  let left = 1;
  const bets: unknown[] = [];
  const answer = (next: PlayedRound): PlayResult => ({ round: (round = next), balance: '0' });
  const state = () => round.state as RussianRouletteState;
  return {
    ...testPlaySource({
      open: async () => ({ session: testSession({ balance: '0' }), activeRound: null }),
      async placeBet(game, amount, params, options) {
        bets.push([amount, params, options]);
        left -= 1;
        const { bullets } = params as { bullets: number };
        return answer({
          id: 'rnd_free', betId: 'bet_free', game, status: 'OPEN', amount: '0', stake: amount, payout: '0', multiplier: '0', freeBet: true,
          currency: 'USD', params, state: { bullets, survived: 0, bang: false }, outcome: null,
        });
      },
      async act() {
        const survived = state().survived + 1;
        return answer({ ...round, multiplier: russianRouletteMultiplier(state().bullets, survived), state: { ...state(), survived } });
      },
      async cashout() {
        return answer({ ...round, status: 'CLOSED', payout: payoutOf('2', round.multiplier).toFixed(10), outcome: { loaded: [4, 5, 6] } });
      },
    }),
    freeBets: async (game) => (left > 0 ? [{ freeBetId: 'fb_1', game, stake: '2', betAmount: '2', quantity: 1, remainingCount: left, expiresAt: null }] : []),
    bets,
  };
}

class FreeBetRoulette extends RussianRouletteGame {
  readonly api = freeBetSource();
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(this.api);
  }
}
customElements.define('free-bet-russian-roulette', FreeBetRoulette);

async function settle(el: RussianRouletteGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: RussianRouletteGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-russian-roulette> free bets', () => {
  it('plays a free bet on a balance of 0 and offers its cash-out on the grant’s stake', async () => {
    const el = await mountGame<FreeBetRoulette>('free-bet-russian-roulette');
    await settle(el);
    const section = await freeBetsSection(el);
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    await settle(el);
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(el.api.bets).toStrictEqual([['2', { bullets: 3 }, { freeBet: true }]]);
    $<HTMLButtonElement>(el, 'button.pull-button')!.click();
    await settle(el);
    // 2 × 1.98 = 3.96, though the round's amount is 0.
    expect(text($(el, 'button.play'))).toBe('Cash out $3.96');
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(text($(el, '.banner'))).toBe('✓ You won $3.96 1.98×');
  });
});
