// @vitest-environment happy-dom
import { nothing } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { mountGame, openAutobet, quietBridge } from '../testing/game-element';
import { testPlaySource, testSession } from '../testing/test-play-source';
import type { Game, GameStrings } from '../seam/define-game';
import type { RgsFreeBets } from './free-bets/free-bets';
import { GameShell } from './game-shell';
import type { FreeBetGrantInfo, PlaceBetOptions, PlayResult, PlaySource } from './play-source';
import type { PlayedRound } from './played-round';

/** The player's grants as the play API keeps them: the oldest usable one pays each free bet. */
interface Grants {
  list: { freeBetId: string; stake: string; remainingCount: number }[];
}

type Bet = [amount: string, params: unknown, options: PlaceBetOptions | undefined];

/** A live session with a cash balance of 0, free bets as `grants` holds them, and every bet answered with a lost round. */
function freeBetSource(grants: Grants | null, bets: Bet[]): PlaySource {
  const source = testPlaySource({
    open: async () => ({ session: testSession({ balance: '0', limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, params, options): Promise<PlayResult> {
      bets.push([amount, params, options]);
      const grant = options?.freeBet ? grants?.list.find((g) => g.remainingCount > 0) : undefined;
      if (options?.freeBet && !grant) throw new Error('no free bets');
      if (grant) grant.remainingCount -= 1;
      const round: PlayedRound = {
        id: `rnd_${bets.length}`, betId: `rnd_${bets.length}`, game, status: 'CLOSED', amount: grant?.stake ?? amount, stake: grant?.stake ?? amount, payout: '0', multiplier: '0',
        freeBet: grant !== undefined, params, state: null, outcome: null, currency: 'USD',
      };
      return { round, balance: '0' };
    },
  });
  if (!grants) return source;
  return {
    ...source,
    freeBets: async (game): Promise<FreeBetGrantInfo[]> =>
      grants.list.filter((g) => g.remainingCount > 0).map((g) => ({ ...g, game, betAmount: g.stake, quantity: 3, expiresAt: null })),
  };
}

class FreeBetGame extends GameShell {
  protected readonly game = 'dice';
  protected readonly gameStrings: GameStrings = { en: {}, pt: {}, es: {} };
  grants: Grants | null = null;
  readonly bets: Bet[] = [];
  protected loadGame(): Promise<Game> {
    return Promise.reject(new Error('no demo play in this test'));
  }
  protected renderBoard(): typeof nothing {
    return nothing;
  }
  protected override betParams(): unknown {
    return { target: 50.5, condition: 'over' };
  }
  protected override goLive(): Promise<void> {
    this.bridge = quietBridge;
    return this.startPlay(freeBetSource(this.grants, this.bets));
  }
}
customElements.define('free-bet-game', FreeBetGame);

async function mount(grants: Grants | null): Promise<FreeBetGame> {
  const el = await mountGame<FreeBetGame>('free-bet-game', { before: (game) => (game.grants = grants) });
  await settle(el);
  return el;
}

/** Lets every pending answer arrive and the element (and its section) draw it. */
async function settle(el: FreeBetGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
    // The section's code loads the first time it shows.
    if (section(el)) await customElements.whenDefined('rgs-free-bets');
    await section(el)?.updateComplete;
  }
}

const q = <T extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const words = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const section = (el: FreeBetGame) => q<RgsFreeBets>(el, '.controls rgs-free-bets');
const toggle = (el: FreeBetGame) => q<HTMLButtonElement>(section(el)!, '[role="switch"]')!;
const amount = (el: FreeBetGame) => q<HTMLInputElement>(el, 'input[name="amount"]')!;
const steps = (el: FreeBetGame) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.step')].map((b) => b.disabled);
const autoTab = (el: FreeBetGame) => q<HTMLButtonElement>(el, '#tab-auto')!;
const primary = (el: FreeBetGame) => q<HTMLButtonElement>(el, 'button.play')!;
const shown = (el: FreeBetGame) => [words(q(section(el)!, '.left')), words(q(section(el)!, '.stake'))];

async function typeAmount(el: FreeBetGame, text: string): Promise<void> {
  amount(el).value = text;
  amount(el).dispatchEvent(new Event('input'));
  await el.updateComplete;
}

async function flip(el: FreeBetGame): Promise<void> {
  toggle(el).click();
  await settle(el);
}

async function bet(el: FreeBetGame): Promise<void> {
  primary(el).click();
  await settle(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('GameShell free bets', () => {
  it('shows the FREE BETS section first in the controls column, above the amount, while the player has free bets', async () => {
    const el = await mount({ list: [{ freeBetId: 'fb_1', stake: '1.0000000000', remainingCount: 3 }] });
    const controls = q(el, '.controls')!;
    expect([...controls.children].map((child) => child.tagName.toLowerCase() + (child.className ? `.${child.className}` : ''))).toStrictEqual([
      'rgs-free-bets',
      'div.tabs',
      'div.bet-panel',
    ]);
    expect(shown(el)).toStrictEqual(['3 left', 'Stake $1.00']);
    expect(toggle(el).getAttribute('aria-checked')).toBe('false');
    // Off, the player's own amount is bet (and a balance of 0 cannot cover it).
    expect([amount(el).value, amount(el).readOnly, words(q(el, '#amount-problem'))]).toStrictEqual(['1', false, '⚠ Not enough balance for this bet: you have $0.00']);
  });

  it('locks the amount to the stake while on, says why, turns ½ 2× Max and Auto off, and bets a free bet on a balance of 0', async () => {
    const el = await mount({ list: [{ freeBetId: 'fb_1', stake: '0.5000000000', remainingCount: 3 }] });
    await typeAmount(el, '5');
    await flip(el);
    expect(toggle(el).getAttribute('aria-checked')).toBe('true');
    expect([amount(el).value, amount(el).readOnly, amount(el).getAttribute('aria-describedby')]).toStrictEqual(['0.5', true, 'amount-locked']);
    expect(words(q(el, '#amount-locked'))).toBe('A free bet plays its own stake: turn free bets off to change the amount.');
    expect(words(q(el, '#amount-problem'))).toBe('');
    expect(steps(el)).toStrictEqual([true, true, true]);
    expect([autoTab(el).disabled, autoTab(el).getAttribute('aria-describedby'), words(q(el, '#auto-off'))]).toStrictEqual([
      true,
      'auto-off',
      'Auto plays with your balance: turn free bets off to use it.',
    ]);
    expect(primary(el).getAttribute('aria-disabled')).toBe('false');

    await bet(el);
    expect(el.bets).toStrictEqual([['0.5000000000', { target: 50.5, condition: 'over' }, { freeBet: true }]]);
    expect(shown(el)).toStrictEqual(['2 left', 'Stake $0.50']);
    // The round's result is marked as a free bet.
    const banner = q(el, 'rgs-result-banner')!;
    await (banner as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(words(q(banner, '.tag'))).toBe('Free bet');
  });

  it('plays the grants to zero: the next grant shows, then the section goes, free bets turn off and the player’s amount comes back', async () => {
    const el = await mount({
      list: [
        { freeBetId: 'fb_a', stake: '1.0000000000', remainingCount: 1 },
        { freeBetId: 'fb_b', stake: '2.0000000000', remainingCount: 2 },
      ],
    });
    await typeAmount(el, '5');
    await flip(el);
    expect(shown(el)).toStrictEqual(['1 left', 'Stake $1.00']);
    await bet(el);
    expect([...shown(el), amount(el).value]).toStrictEqual(['2 left', 'Stake $2.00', '2']);
    await bet(el);
    expect(shown(el)).toStrictEqual(['1 left', 'Stake $2.00']);
    await bet(el);
    expect(section(el)).toBeNull();
    expect([amount(el).value, amount(el).readOnly, autoTab(el).disabled, q(el, '#auto-off')]).toStrictEqual(['5', false, false, null]);
    expect(steps(el)).toStrictEqual([false, false, false]);
    expect(el.bets.map(([stake, , options]) => [stake, options?.freeBet])).toStrictEqual([
      ['1.0000000000', true],
      ['2.0000000000', true],
      ['2.0000000000', true],
    ]);
    // Off again, a bet is the player's own: refused before any request with a balance of 0.
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
  });

  it('goes back to Manual when free bets are turned on from the Auto tab', async () => {
    const el = await mount({ list: [{ freeBetId: 'fb_1', stake: '1.0000000000', remainingCount: 3 }] });
    await openAutobet(el);
    expect(q(el, 'rgs-autobet-panel')).not.toBeNull();
    await flip(el);
    expect([q(el, '#tab-manual')!.getAttribute('aria-selected'), q(el, 'rgs-autobet-panel'), primary(el) !== null]).toStrictEqual(['true', null, true]);
  });

  it('shows no section for a source without free bets, nor when the player has none for the game', async () => {
    const none = await mount(null);
    expect(section(none)).toBeNull();
    const empty = await mount({ list: [] });
    expect(section(empty)).toBeNull();
    expect(q(empty, '#tab-auto')!.hasAttribute('disabled')).toBe(false);
  });
});
