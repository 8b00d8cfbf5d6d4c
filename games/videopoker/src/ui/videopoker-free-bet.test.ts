// @vitest-environment happy-dom
import { ManualFrameClock, freeBetsSection, mountGame, quietBridge } from '@rgs/game-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { dealtSource } from './dealt-source';
import { loadCards } from './lazy-cards';
import { VideopokerGame } from './videopoker-game';

class FreeBetVideopoker extends VideopokerGame {
  readonly api = dealtSource([['10♠ J♠ A♣ 5♦ A♦', '9♣ J♦ A♠ 6♣ Q♦']], 1);
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    this.clock = new ManualFrameClock();
    return this.startPlay(this.api);
  }
  land(): void {
    (this.clock as ManualFrameClock).advance(5_000);
  }
}
customElements.define('free-bet-videopoker', FreeBetVideopoker);

async function settle(el: VideopokerGame): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: VideopokerGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-videopoker> free bets', () => {
  it('deals a free bet on a balance of 0 and pays the grant’s stake times the hand', async () => {
    const el = await mountGame<FreeBetVideopoker>('free-bet-videopoker');
    await loadCards();
    await settle(el);
    const section = await freeBetsSection(el);
    section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
    await settle(el);
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(el.api.calls).toEqual([{ kind: 'placeBet', amount: '2', params: {}, freeBet: true }]);
    expect($(el, 'rgs-free-bets')).toBeNull();
    // The paytable reads at the grant's stake, though the round staked no cash.
    expect(text($(el, '.paytable tr[aria-current="true"]'))).toBe('Jacks or Better 1× $2.00');
    $<HTMLButtonElement>(el, 'button.suggest')!.click();
    await settle(el);
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    el.land();
    await settle(el);
    expect(text($(el, '.vp .status'))).toBe('Three of a Kind: pays 3×');
    expect(($(el, 'rgs-result-banner') as HTMLElement & { result: unknown }).result).toEqual({ outcome: 'win', multiplier: '3.00×', payout: '$6.00', tag: 'Free bet' });
  });
});
