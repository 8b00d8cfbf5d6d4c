// @vitest-environment happy-dom
import { freeBetsSection, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { CoinGame } from './coin-game';

/** A session with a balance of 0 and two free bets of 1. */
function freeBetSource(): PlaySource {
  return {
    ...testPlaySource({ open: async () => ({ session: testSession({ balance: '0', limits: { min: '0.1', max: '100' } }), activeRound: null }) }),
    freeBets: async (game) => [{ freeBetId: 'fb_1', game, stake: '1', betAmount: '1', quantity: 2, remainingCount: 2, expiresAt: null }],
  };
}

class FreeBetCoin extends CoinGame {
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(freeBetSource());
  }
}
customElements.define('free-bet-coin', FreeBetCoin);

async function settle(el: CoinGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: CoinGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-coin> free bets', () => {
  it('plays one stake with every streak still open, and counts the whole win as profit', async () => {
    const el = await mountGame<FreeBetCoin>('free-bet-coin');
    await settle(el);
    // Off, the player's own 1 cannot be bet on a balance of 0.
    expect($(el, '.coin-profit strong')!.textContent).toBe('—');
    const section = await freeBetsSection(el);
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    await settle(el);
    // A single flip pays 1.98×: a free bet of 1 wins 1.98, all of it profit.
    expect($(el, '.coin-profit strong')!.textContent).toBe('$1.98');
    // Nothing to lock: a free bet is one stake whatever the streak.
    const slider = $<HTMLInputElement>(el, 'input#streak')!;
    expect(slider.disabled).toBe(false);
    slider.value = '3';
    slider.dispatchEvent(new Event('input'));
    await el.updateComplete;
    expect($(el, '.coin-profit strong')!.textContent).toBe('$7.92');
  });
});
