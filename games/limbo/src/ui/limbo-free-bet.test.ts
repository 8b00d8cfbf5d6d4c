// @vitest-environment happy-dom
import { freeBetsSection, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { LimboGame } from './limbo-game';

/** A session with a balance of 0 and two free bets of 1. */
function freeBetSource(): PlaySource {
  return {
    ...testPlaySource({ open: async () => ({ session: testSession({ balance: '0', limits: { min: '0.1', max: '100' } }), activeRound: null }) }),
    freeBets: async (game) => [{ freeBetId: 'fb_1', game, stake: '1', betAmount: '1', quantity: 2, remainingCount: 2, expiresAt: null }],
  };
}

class FreeBetLimbo extends LimboGame {
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(freeBetSource());
  }
}
customElements.define('free-bet-limbo', FreeBetLimbo);

async function settle(el: LimboGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: LimboGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-limbo> free bets', () => {
  it('counts a free bet’s whole win as profit: the player staked nothing of theirs', async () => {
    const el = await mountGame<FreeBetLimbo>('free-bet-limbo');
    await settle(el);
    // Off, the player's own 1 cannot be bet on a balance of 0.
    expect($(el, '.limbo-profit strong')!.textContent).toBe('—');
    const section = await freeBetsSection(el);
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    await settle(el);
    // A target of 2× pays 2: a free bet of 1 wins 2.
    expect($(el, '.limbo-profit strong')!.textContent).toBe('$2.00');
  });
});
