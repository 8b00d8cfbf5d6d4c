// @vitest-environment happy-dom
import { freeBetsSection, mountGame, quietBridge, stubReducedMotion } from '@rgs/game-kit/testing';
import type { PlaySource } from '@rgs/game-kit/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HiloGame } from './hilo-game';
import { loadCards } from './lazy-cards';
import { fakeSource, type Call } from './test-table';

/** One free bet of 2 on a balance of 0: the round stakes no cash, and its cash-out pays 2 × the multiplier. */
function freeBetSource(calls: Call[]): PlaySource & { readonly bets: unknown[] } {
  let left = 1;
  const bets: unknown[] = [];
  const source = fakeSource(calls, [['3♠', '8♣']], { freeBet: true, balance: '0' });
  return {
    ...source,
    async placeBet(game, amount, params, options) {
      bets.push([amount, params, options]);
      left -= 1;
      return source.placeBet(game, amount, params, options);
    },
    freeBets: async (game) => (left > 0 ? [{ freeBetId: 'fb_1', game, stake: '2', betAmount: '2', quantity: 1, remainingCount: left, expiresAt: null }] : []),
    bets,
  };
}

class FreeBetHilo extends HiloGame {
  readonly calls: Call[] = [];
  readonly api = freeBetSource(this.calls);
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(this.api);
  }
}
customElements.define('free-bet-hilo', FreeBetHilo);

async function settle(el: HiloGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: HiloGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

beforeEach(() => stubReducedMotion(true));
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<rgs-hilo> free bets', () => {
  it('plays a free bet on a balance of 0 and offers its cash-out on the grant’s stake, though the round staked no cash', async () => {
    await loadCards();
    const el = await mountGame<FreeBetHilo>('free-bet-hilo');
    await settle(el);
    const section = await freeBetsSection(el);
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    await settle(el);
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(el.api.bets).toStrictEqual([['2', {}, { freeBet: true }]]);
    expect($(el, 'rgs-free-bets')).toBeNull();
    // Reduced motion: the card lands at once.
    $<HTMLButtonElement>(el, 'button.guess.higher')!.click();
    await settle(el);
    // 2 × 1.287 = 2.574, though the round's amount is 0.
    expect(text($(el, 'button.play'))).toBe('Cash out $2.574');
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(el.calls.map((c) => c.kind)).toEqual(['bet', 'guess', 'cashout']);
    expect(text($(el, '.status'))).toBe('✓ You won $2.574 1.287×');
  });
});
