// @vitest-environment happy-dom
import { payoutOf } from '@rgs/game-kit';
import { ManualFrameClock as ManualClock, mountGame, openAutobet, quietBridge, startAutobet, testPlaySource, testSession } from '@rgs/game-kit/testing';
import type { PlayResult, PlaySource } from '@rgs/game-kit/ui';
import { Decimal } from '@rgs/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { baccaratParamsSchema, chipCount, settleCoup, type BaccaratParams, type Coup } from '../rules';
import { chips, hand } from '../test-cards';
import { BaccaratGame } from './baccarat-game';
import { cardsNow, loadCards } from './lazy-cards';

// RULES.md's worked example: six cards, Player 4 beats Banker 2, a Banker Pair (3.3 s to deal).
const EXAMPLE: Coup = { player: hand('3C 8H 3D'), banker: hand('7C 7C 8C') };
// Four cards: Banker 7 beats Player 6, nobody draws (2.15 s to deal).
const BANKER_SEVEN: Coup = { player: hand('2S 4H'), banker: hand('KD 7C') };
// Four cards: both 6, a tie.
const TIE_SIX: Coup = { player: hand('KS 6H'), banker: hand('4D 2C') };

/** A play source settling each bet on the rules' own settlement with the next of `coups`; `hold` keeps an answer back until released. */
function fakeSource(placed: BaccaratParams[], coups: Coup[], hold: { release: (() => void) | null; on: boolean }): PlaySource {
  return testPlaySource({
    open: async () => ({ session: testSession({ limits: { min: '0.1', max: '100' } }), activeRound: null }),
    async placeBet(game, amount, raw): Promise<PlayResult> {
      const params = baccaratParamsSchema.parse(raw);
      placed.push(params);
      if (hold.on) await new Promise<void>((resolve) => (hold.release = resolve));
      const state = settleCoup(coups.shift()!, params);
      const wagered = new Decimal(amount).times(chipCount(params)).toFixed();
      const round = {
        id: `rnd_${placed.length}`, betId: `bet_${placed.length}`, game, status: 'CLOSED' as const, amount: wagered, stake: amount, freeBet: false, currency: 'USD',
        payout: payoutOf(amount, state.multiplier).toFixed(10), multiplier: state.multiplier, params, state, outcome: { player: state.player, banker: state.banker },
      };
      return { round, balance: '100' };
    },
  });
}

class TestBaccarat extends BaccaratGame {
  readonly manual = new ManualClock();
  readonly placed: BaccaratParams[] = [];
  readonly coups: Coup[] = [];
  readonly hold: { release: (() => void) | null; on: boolean } = { release: null, on: false };
  reduced = false;
  constructor() {
    super();
    this.clock = this.manual;
    this.bridge = quietBridge;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.placed, this.coups, this.hold);
    this.currency = 'USD';
    this.limits = { min: '0.1', max: '100' };
    this.showRules = true;
    this.disabled = false;
  }
  protected override prefersReducedMotion(): boolean {
    return this.reduced;
  }
}
customElements.define('test-baccarat', TestBaccarat);

const mount = async ({ reduced = false, lang }: { reduced?: boolean; lang?: string } = {}) => {
  await loadCards();
  return mountGame<TestBaccarat>('test-baccarat', { lang, before: (el) => (el.reduced = reduced) });
};

const $ = <T extends Element = HTMLElement>(el: TestBaccarat, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestBaccarat, selector: string) => [...el.shadowRoot!.querySelectorAll(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const betButton = (el: TestBaccarat) => $<HTMLButtonElement>(el, 'button.primary');
const tableName = (el: TestBaccarat) => $(el, '.coup[role="img"]').getAttribute('aria-label');
const spots = (el: TestBaccarat) => $$(el, '.spot button') as HTMLButtonElement[];
const spot = (el: TestBaccarat, name: string) => $<HTMLButtonElement>(el, `.spot[data-spot="${name}"] button`);
/** The printed spot around a spot's button: it carries the glow. */
const printed = (el: TestBaccarat, name: string) => $(el, `.spot[data-spot="${name}"]`);
const banner = (el: TestBaccarat) => $<HTMLElement & { result: unknown }>(el, 'rgs-result-banner').result;
/** The cards on one side of the table, as "3C" texts, and whether each was dealt from the shoe. */
const cardsOf = (el: TestBaccarat, side: string) =>
  ($$(el, `.hand.${side} rgs-playing-card`) as (HTMLElement & { rank: string; suit: string; dealt: boolean })[]).map((card) => `${card.rank}${card.suit}${card.dealt ? '' : '·'}`);
const totals = (el: TestBaccarat) => [text($(el, '.hand.player .total')), text($(el, '.hand.banker .total'))];

async function bet(el: TestBaccarat): Promise<void> {
  betButton(el).click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await el.updateComplete;
}

async function advance(el: TestBaccarat, ms: number): Promise<void> {
  el.manual.advance(ms);
  await el.updateComplete;
}

async function press(el: TestBaccarat, key: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await el.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-baccarat> table', () => {
  it('starts with an empty table, the shoe, and one chip on Banker', async () => {
    const el = await mount();
    expect(cardsNow()).not.toBeNull();
    expect(tableName(el)).toBe('Baccarat table. Player: no cards. Banker: no cards. Place your chips and press Bet');
    expect($(el, '.shoe svg')).not.toBeNull();
    expect(spots(el).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Player Pair: 0 chips',
      'Tie: 0 chips',
      'Banker Pair: 0 chips',
      'Player: 0 chips',
      'Banker: 1 chip',
    ]);
    expect($$(el, '.spot-odds').map(text)).toEqual(['11:1', '8:1', '11:1', '1:1', '0.95:1']);
    expect($$(el, '.spot .stack')).toHaveLength(1);
    expect(text($(el, '.verdict'))).toBe('Place your chips and press Bet');
    expect($$(el, 'rgs-playing-card')).toHaveLength(0);
  });

  it('names the spots and prints the odds in the player’s language', async () => {
    const el = await mount({ lang: 'pt' });
    expect(spot(el, 'banker').getAttribute('aria-label')).toBe('Banca: 1 ficha');
    expect(text(printed(el, 'banker').querySelector('.spot-odds'))).toBe('0,95:1');
    expect($(el, '.spots').getAttribute('aria-label')).toBe('Apostas: clique numa área para pôr uma ficha');
  });
});

describe('<rgs-baccarat> chips', () => {
  it('go on a spot per click or per P, B, T key, come off with Undo and Clear, and are what the bet plays', async () => {
    const el = await mount({ reduced: true });
    spot(el, 'player').click();
    spot(el, 'player').click();
    spot(el, 'bankerPair').click();
    await press(el, 't');
    await press(el, 'B');
    await press(el, 'p');
    await el.updateComplete;
    expect(spot(el, 'player').getAttribute('aria-label')).toBe('Player: 3 chips');
    expect(spot(el, 'banker').getAttribute('aria-label')).toBe('Banker: 2 chips');
    expect(text(printed(el, 'player').querySelector('.count'))).toBe('×3');
    // Amount 1 a chip, 7 chips.
    expect(text($(el, '.baccarat-settings .total'))).toBe('Amount per chip × 7 chips $7.00');
    const [undo, clear] = $$(el, '.chip-actions button') as HTMLButtonElement[];
    undo!.click();
    await el.updateComplete;
    expect(spot(el, 'player').getAttribute('aria-label')).toBe('Player: 2 chips');
    el.coups.push(BANKER_SEVEN);
    await bet(el);
    expect(el.placed).toEqual([chips({ player: 2, banker: 2, tie: 1, bankerPair: 1 })]);
    clear!.click();
    await el.updateComplete;
    expect(spots(el).every((button) => button.getAttribute('aria-label')!.endsWith(': 0 chips'))).toBe(true);
    expect(text($(el, '.hint'))).toBe('Put at least one chip on a spot.');
    expect(betButton(el).getAttribute('aria-disabled')).toBe('true');
    expect([undo!.disabled, clear!.disabled]).toEqual([true, true]);
  });

  it('lists the chip keys in the hotkeys help', async () => {
    const el = await mount({ lang: 'es' });
    const help = (el as unknown as { hotkeys: { help(): { key: string; label: string }[] } }).hotkeys.help();
    expect(help.map(({ key, label }) => `${key}: ${label}`)).toEqual(['Space: Apostar', 'p: Ficha en Jugador', 'b: Ficha en Banca', 't: Ficha en Empate', 'Escape: Saltar']);
  });

  it('are locked while a bet is on its way', async () => {
    const el = await mount();
    el.hold.on = true;
    el.coups.push(BANKER_SEVEN);
    betButton(el).click();
    await expect.poll(() => el.placed.length).toBe(1);
    await el.updateComplete;
    expect(spots(el).every((button) => button.disabled)).toBe(true);
    await press(el, 'p');
    expect(spot(el, 'player').getAttribute('aria-label')).toBe('Player: 0 chips');
    el.hold.release!();
    await expect.poll(async () => {
      await el.updateComplete;
      return spots(el).some((button) => button.disabled);
    }).toBe(false);
  });
});

describe('<rgs-baccarat> deal', () => {
  it('deals the cards one by one from the shoe, third cards after a pause, and tells the result only once the last card shows', async () => {
    const el = await mount();
    for (const name of ['player', 'tie', 'playerPair', 'bankerPair']) spot(el, name).click();
    el.coups.push(EXAMPLE);
    await bet(el);
    // The money has moved, but nothing tells the result before the cards are out.
    expect(banner(el)).toBeNull();
    expect(el.dealing).toBe(true);
    expect(text($(el, '.outcome'))).toBe('Dealing…');
    expect(text($(el, '.verdict'))).toBe('Dealing…');
    expect($(el, 'button.skip')).not.toBeNull();
    expect([cardsOf(el, 'player'), cardsOf(el, 'banker')]).toEqual([['3C'], []]);
    expect(totals(el)).toEqual(['', '']);
    await advance(el, 450);
    expect([cardsOf(el, 'player'), cardsOf(el, 'banker')]).toEqual([['3C'], ['7C']]);
    // The Player's first card has turned over: its total counts.
    await advance(el, 450);
    expect([cardsOf(el, 'player'), cardsOf(el, 'banker')]).toEqual([['3C', '8H'], ['7C']]);
    expect(totals(el)).toEqual(['3', '']);
    await advance(el, 1140);
    // Every opening card is up (Player 1, Banker 4), the third cards are still in the shoe.
    expect([cardsOf(el, 'player'), cardsOf(el, 'banker')]).toEqual([['3C', '8H'], ['7C', '7C']]);
    expect(totals(el)).toEqual(['1', '4']);
    await advance(el, 10);
    expect(cardsOf(el, 'player')).toEqual(['3C', '8H', '3D']);
    expect($(el, '.hand.player .slot-2 rgs-playing-card')).not.toBeNull();
    await advance(el, 450);
    expect(cardsOf(el, 'banker')).toEqual(['7C', '7C', '8C']);
    expect(banner(el)).toBeNull();
    expect(tableName(el)).toContain('Dealing…');
    await advance(el, 750);
    expect(el.dealing).toBe(true);
    await advance(el, 50);
    expect(el.dealing).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect(totals(el)).toEqual(['4', '2']);
    expect(text($(el, '.verdict'))).toBe('Player wins 4 to 2 Banker Pair!');
    expect($(el, '.hand.player')!.classList.contains('won')).toBe(true);
    expect(tableName(el)).toBe(
      'Baccarat table. Player: Three of clubs, Eight of hearts, Three of diamonds. 4. Banker: Seven of clubs, Seven of clubs, Eight of clubs. 2. Player wins 4 to 2. Banker Pair.',
    );
    // Player 2 + Banker 1.95 × 0 + Tie 0 + Banker Pair 12 on 5 chips: 14 back.
    expect(text($(el, '.outcome'))).toBe('✓ Player wins 4 to 2 · Paid $14.00');
    expect($$(el, '.spot.won').map((node) => (node as HTMLElement).dataset.spot)).toEqual(['bankerPair', 'player']);
    expect(banner(el)).toStrictEqual({ outcome: 'win', multiplier: '14.00×', payout: '$14.00' });
    expect($(el, 'button.skip')).toBeNull();
  });

  it('with reduced motion puts every card down at once, face up, and requests no frame', async () => {
    const el = await mount({ reduced: true });
    el.coups.push(BANKER_SEVEN);
    spot(el, 'player').click();
    spot(el, 'banker').click();
    await bet(el);
    expect(el.dealing).toBe(false);
    expect(el.manual.pending).toBe(0);
    expect([cardsOf(el, 'player'), cardsOf(el, 'banker')]).toEqual([['2S·', '4H·'], ['KD·', '7C·']]);
    expect(totals(el)).toEqual(['6', '7']);
    // 1 chip on Player lost, 3 on Banker returned 1.95 each: 5.85 of 4.
    expect(text($(el, '.outcome'))).toBe('✓ Banker wins 7 to 6 · Paid $3.90');
    expect(banner(el)).toMatchObject({ outcome: 'win' });
  });

  it('tells a push as the stake back, its spots glowing as pushed', async () => {
    const el = await mount({ reduced: true });
    el.coups.push(TIE_SIX);
    await bet(el);
    expect(text($(el, '.outcome'))).toBe('= Tie 6 to 6 · Stake back');
    expect(printed(el, 'banker').classList.contains('push')).toBe(true);
    expect(printed(el, 'tie').classList.contains('won')).toBe(true);
    expect(banner(el)).toMatchObject({ outcome: 'even', payout: '$1.00' });
  });

  it('tells a loss', async () => {
    const el = await mount({ reduced: true });
    el.coups.push(EXAMPLE);
    await bet(el);
    expect(text($(el, '.outcome'))).toBe('✗ Player wins 4 to 2 · No win');
    expect($(el, '.outcome')!.classList.contains('loss')).toBe(true);
    expect(banner(el)).toMatchObject({ outcome: 'loss' });
  });

  it('lands at once on Skip, the cards not yet dealt put down in place, with the keyboard back on Bet', async () => {
    const el = await mount();
    el.coups.push(EXAMPLE);
    await bet(el);
    await advance(el, 500);
    $<HTMLButtonElement>(el, 'button.skip').click();
    await el.updateComplete;
    expect(el.dealing).toBe(false);
    expect([cardsOf(el, 'player'), cardsOf(el, 'banker')]).toEqual([['3C·', '8H·', '3D·'], ['7C·', '7C·', '8C·']]);
    expect(text($(el, '.outcome'))).toBe('✗ Player wins 4 to 2 · No win');
    await expect.poll(() => el.shadowRoot!.activeElement).toBe(betButton(el));
  });

  it('lands at once on Escape', async () => {
    const el = await mount();
    el.coups.push(BANKER_SEVEN);
    await bet(el);
    await press(el, 'Escape');
    expect(el.dealing).toBe(false);
    expect(text($(el, '.outcome'))).toBe('✓ Banker wins 7 to 6 · Paid $1.95');
  });

  it('lands the deal on the table when a chip is added, keeping its cards', async () => {
    const el = await mount();
    el.coups.push(BANKER_SEVEN);
    await bet(el);
    await advance(el, 100);
    spot(el, 'tie').click();
    await el.updateComplete;
    expect(banner(el)).toMatchObject({ outcome: 'win', multiplier: '1.95×' });
    expect(cardsOf(el, 'banker')).toEqual(['KD·', '7C·']);
    expect(spot(el, 'tie').getAttribute('aria-label')).toBe('Tie: 1 chip');
  });

  it('deals the next coup anew: the one on the table lands as the next bet is placed', async () => {
    const el = await mount();
    el.coups.push(BANKER_SEVEN, TIE_SIX);
    await bet(el);
    await advance(el, 100);
    await bet(el);
    expect(text($$(el, 'rgs-recent-results')[0]!.shadowRoot!.querySelector('li'))).toContain('1.95×');
    expect([cardsOf(el, 'player'), cardsOf(el, 'banker')]).toEqual([['KS'], []]);
    await advance(el, 2150);
    expect(text($(el, '.outcome'))).toBe('= Tie 6 to 6 · Stake back');
  });
});

describe('<rgs-baccarat> autobet', () => {
  it('replays the same chips, one coup at a time: each waits for its deal to land', async () => {
    const el = await mount();
    spot(el, 'tie').click();
    await el.updateComplete;
    el.coups.push(BANKER_SEVEN, TIE_SIX, EXAMPLE);
    const panel = await openAutobet(el);
    await startAutobet(panel, 3);
    await expect.poll(() => el.placed.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(el.placed).toHaveLength(1);
    expect(el.dealing).toBe(true);
    expect(spots(el).every((button) => button.disabled)).toBe(true);
    el.manual.advance(2150);
    await expect.poll(() => el.placed.length).toBe(2);
    el.manual.advance(2150);
    await expect.poll(() => el.placed.length).toBe(3);
    el.manual.advance(3300);
    await expect.poll(() => text(panel.shadowRoot!.querySelector('[part="status"]'))).not.toBe('');
    expect(el.placed).toStrictEqual(Array(3).fill(chips({ banker: 1, tie: 1 })));
  });
});

describe('<rgs-baccarat> rules', () => {
  it('opens the player rules in Spanish in a modal', async () => {
    const el = await mount({ lang: 'es' });
    $<HTMLButtonElement>(el, 'button[aria-label="Reglas"]').click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe('Reglas del Baccarat');
  });
});
