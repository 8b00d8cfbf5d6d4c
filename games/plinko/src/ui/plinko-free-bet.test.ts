// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { freeBetsSection, mountGame, quietBridge, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { playPlinko, plinkoParamsSchema } from '../rules';
import { PlinkoGame } from './plinko-game';

type Bet = [amount: string, params: unknown, options: Parameters<PlaySource['placeBet']>[3]];

/** A session with a balance of 0 and free bets of 0.5 each, every ball landing by the real rules on fixed floats. */
function freeBetSource(bets: Bet[], grant: { count: number }): PlaySource {
  return {
    ...testPlaySource({
      open: async () => ({ session: testSession({ balance: '0', limits: { min: '0.1', max: '100' } }), activeRound: null }),
      async placeBet(game, amount, raw, options): Promise<PlayResult> {
        bets.push([amount, raw, options]);
        const params = plinkoParamsSchema.parse(raw);
        if (options?.freeBet) grant.count -= 1;
        const result = playPlinko(params, Array.from({ length: params.rows * params.balls }, () => 0.25));
        const round = {
          id: `rnd_${bets.length}`, betId: `bet_${bets.length}`, game, status: 'CLOSED' as const, amount: options?.freeBet ? '0' : amount, stake: options?.freeBet ? '0' : amount,
          freeBet: options?.freeBet === true, currency: 'USD', payout: payoutOf(amount, result.total).toFixed(10), multiplier: result.total, params,
          state: result, outcome: result,
        };
        return { round, balance: '0' };
      },
    }),
    freeBets: async (game) =>
      grant.count > 0 ? [{ freeBetId: 'fb_1', game, stake: '0.5', betAmount: '0.5', quantity: 2, remainingCount: grant.count, expiresAt: null }] : [],
  };
}

class FreeBetPlinko extends PlinkoGame {
  readonly bets: Bet[] = [];
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(freeBetSource(this.bets, { count: 2 }));
  }
  protected override prefersReducedMotion(): boolean {
    return true;
  }
}
customElements.define('free-bet-plinko', FreeBetPlinko);

async function settle(el: PlinkoGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: PlinkoGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const ballInputs = (el: PlinkoGame) =>
  [...el.shadowRoot!.querySelectorAll<HTMLInputElement>('.balls-row input')].map((input) => [input.type, input.value, input.disabled, input.getAttribute('aria-describedby')]);
const total = (el: PlinkoGame) => $(el, '.total strong')!.textContent;

async function setBalls(el: PlinkoGame, balls: number): Promise<void> {
  const input = $<HTMLInputElement>(el, 'input[type="number"]')!;
  input.value = String(balls);
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
}

async function flip(el: PlinkoGame): Promise<void> {
  const section = await freeBetsSection(el);
  section.shadowRoot!.querySelector<HTMLButtonElement>('[role="switch"]')!.click();
  await settle(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-plinko> free bets', () => {
  it('locks the balls to one while free bets are on, saying why, and drops one ball at the grant’s stake', async () => {
    const el = await mountGame<FreeBetPlinko>('free-bet-plinko');
    await settle(el);
    await setBalls(el, 10);
    // With a balance of 0, ten balls of the player's own cannot be bet.
    expect(total(el)).toBe('—');
    await flip(el);
    expect(ballInputs(el)).toStrictEqual([
      ['number', '1', true, 'one-ball'],
      ['range', '1', true, 'one-ball'],
    ]);
    expect($(el, '#one-ball')!.textContent).toBe('A free bet drops one ball.');
    expect(total(el)).toBe('$0.50');
    $<HTMLButtonElement>(el, 'button.play')!.click();
    await settle(el);
    expect(el.bets).toStrictEqual([['0.5', { rows: 16, risk: 'medium', balls: 1 }, { freeBet: true }]]);

    // Off again, the player's ten balls come back.
    await flip(el);
    expect(ballInputs(el)).toStrictEqual([
      ['number', '10', false, null],
      ['range', '10', false, null],
    ]);
    expect($(el, '#one-ball')).toBeNull();
  });

  it('says why in Portuguese and Spanish', async () => {
    for (const [lang, words] of [
      ['pt', 'Uma aposta grátis lança uma bola.'],
      ['es', 'Una apuesta gratis lanza una bola.'],
    ] as const) {
      const el = await mountGame<FreeBetPlinko>('free-bet-plinko', { lang });
      await settle(el);
      await flip(el);
      expect($(el, '#one-ball')!.textContent).toBe(words);
      el.remove();
    }
  });
});
