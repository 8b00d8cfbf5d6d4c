// @vitest-environment happy-dom
import { ManualFrameClock, mountGame, openAutobet, quietBridge, skipPauses, startAutobet } from '@rgs/game-kit/testing';
import type { PlayingCard } from '@rgs/game-kit/ui/cards';
import { afterEach, describe, expect, it } from 'vitest';
import { dealtSource, type DealtSource, type Deck } from './dealt-source';
import { loadCards } from './lazy-cards';
import { VideopokerGame } from './videopoker-game';

class TestVideopoker extends VideopokerGame {
  fake: DealtSource = dealtSource([]);
  constructor() {
    super();
    this.bridge = quietBridge;
    this.clock = new ManualFrameClock();
  }
  get manualClock(): ManualFrameClock {
    return this.clock as ManualFrameClock;
  }
  protected override async goLive(): Promise<void> {
    this.source = this.fake;
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.fake, (await this.fake.open(this.game)).activeRound);
    this.cardLogoUrl = 'https://cdn.example/back.svg';
  }
}
customElements.define('test-videopoker', TestVideopoker);

// RULES.md's worked example: a pair of aces; the aces held draw 9♣ J♦ A♠ (6♣ Q♦ never drawn).
const EXAMPLE: Deck = ['10♠ J♠ A♣ 5♦ A♦', '9♣ J♦ A♠ 6♣ Q♦'];

async function mount(decks: readonly Deck[], options: { lang?: string; leftOpen?: Deck } = {}): Promise<TestVideopoker> {
  const el = await mountGame<TestVideopoker>('test-videopoker', {
    lang: options.lang,
    before: (game) => {
      game.fake = dealtSource(decks);
      if (options.leftOpen) game.fake.leaveOpen(options.leftOpen);
    },
  });
  // The table fetches the kit's cards as it connects; a deal waits for them.
  await loadCards();
  await settle(el);
  return el;
}

/** Lets the fake source answer, the hold returns arrive and the element draw it all. */
async function settle(el: VideopokerGame): Promise<void> {
  for (let i = 0; i < 6; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element = HTMLElement>(el: VideopokerGame, selector: string) => el.shadowRoot!.querySelector<T>(selector)!;
const $$ = <T extends Element = HTMLElement>(el: VideopokerGame, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
/** The five hold buttons, under the cards. */
const slots = (el: VideopokerGame) => $$<HTMLButtonElement>(el, '.slot button.tag');
const labels = (el: VideopokerGame) => slots(el).map((slot) => slot.getAttribute('aria-label'));
const pressed = (el: VideopokerGame) => slots(el).map((slot) => slot.getAttribute('aria-pressed'));
const primary = (el: VideopokerGame) => $<HTMLButtonElement>(el, 'button.play');
const status = (el: VideopokerGame) => text($(el, '.vp .status'));
/** The line under the cards: each of its parts. */
const advice = (el: VideopokerGame) => {
  const line = el.shadowRoot!.querySelector('.vp p.advice');
  const parts = line ? [...line.querySelectorAll('span')] : [];
  return parts.length > 0 ? parts.map(text) : [text(line)];
};
const litRow = (el: VideopokerGame) => {
  const row = el.shadowRoot!.querySelector('.paytable tr[aria-current="true"]');
  return row ? `${row.className}: ${text(row)}` : null;
};

async function click(el: VideopokerGame, target: HTMLElement): Promise<void> {
  target.focus();
  target.click();
  await settle(el);
}

/** A key pressed with nothing but the game's board focused (a card), as a keyboard player does. */
async function press(el: VideopokerGame, key: string): Promise<void> {
  const inside = el.shadowRoot!.querySelector('.vp') as HTMLElement;
  inside.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await settle(el);
}

/** Lets the draw's replacements land (the manual clock moves only when told). */
async function land(el: TestVideopoker): Promise<void> {
  el.manualClock.advance(5_000);
  await settle(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-videopoker> before a deal', () => {
  it('shows five card backs, the paytable at the stake typed, and Deal', async () => {
    const el = await mount([]);
    expect(slots(el)).toHaveLength(5);
    expect($$<PlayingCard>(el, '.cards rgs-playing-card').map((card) => [card.faceDown, card.logoUrl])).toEqual(
      Array(5).fill([true, 'https://cdn.example/back.svg']),
    );
    expect(slots(el).every((slot) => slot.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect($$(el, '.paytable tr').map(text)).toEqual([
      'Royal Flush 800× $800.00', 'Straight Flush 50× $50.00', 'Four of a Kind 25× $25.00', 'Full House 9× $9.00', 'Flush 6× $6.00',
      'Straight 4× $4.00', 'Three of a Kind 3× $3.00', 'Two Pair 2× $2.00', 'Jacks or Better 1× $1.00',
    ]);
    expect(text(primary(el))).toBe('Deal');
    expect(status(el)).toBe('Deal five cards, hold the ones to keep, then draw');
  });
});

describe('<rgs-videopoker> a hand', () => {
  it('deals five cards, outlines the suggested holds and lights what the hand makes now', async () => {
    const el = await mount([EXAMPLE]);
    await click(el, primary(el));
    expect(el.fake.calls).toEqual([{ kind: 'placeBet', amount: '1', params: {} }]);
    expect(labels(el)).toEqual([
      'Hold 1: Ten of spades', 'Hold 2: Jack of spades', 'Hold 3: Ace of clubs, suggested hold', 'Hold 4: Five of diamonds', 'Hold 5: Ace of diamonds, suggested hold',
    ]);
    expect(pressed(el)).toEqual(['false', 'false', 'false', 'false', 'false']);
    // Every card is dealt in from the deck, one after another.
    expect($$<PlayingCard>(el, '.cards rgs-playing-card').map((card) => card.dealt)).toEqual([true, true, true, true, true]);
    expect(text(primary(el))).toBe('Draw');
    expect(status(el)).toBe('You have Jacks or Better');
    expect(litRow(el)).toBe('lit current: Jacks or Better 1× $1.00');
    // The returns, cut to 4 places: the two aces 24,915 / 16,215 = 1.53654…; holding nothing 485,742 / 1,533,939 = 0.31666….
    // They arrive a moment after the deal, with the code that counts them.
    await expect.poll(() => advice(el)).toEqual(['Suggested holds return 1.5365× on average', 'Your holds return 0.3166× on average']);
  });

  it('holds by click and by keys 1–5, takes the suggestion with H, and shows the return of the holds chosen', async () => {
    const el = await mount([EXAMPLE]);
    await click(el, primary(el));
    await click(el, slots(el)[0]!);
    // The card itself toggles too.
    await click(el, $$(el, '.slot rgs-playing-card')[1]!);
    await click(el, $$(el, '.slot rgs-playing-card')[1]!);
    await press(el, '2');
    expect(pressed(el)).toEqual(['true', 'true', 'false', 'false', 'false']);
    expect(text(slots(el)[0]!)).toBe('Held 1');
    expect(labels(el)[0]).toBe('Held 1: Ten of spades');
    await press(el, '1');
    await press(el, 'h');
    expect(pressed(el)).toEqual(['false', 'false', 'true', 'false', 'true']);
    await expect.poll(() => advice(el)).toEqual(['Suggested holds return 1.5365× on average', 'Your holds return 1.5365× on average']);
    expect(el.fake.calls).toHaveLength(1);
  });

  it('draws on Enter, deals the replacements in, and tells the result once they land, with the cards never drawn', async () => {
    const el = await mount([EXAMPLE]);
    await click(el, primary(el));
    await press(el, 'h');
    // The returns are in (so is the code that compares a draw with the suggestion, below).
    await expect.poll(() => advice(el)[0]).toBe('Suggested holds return 1.5365× on average');
    await press(el, 'Enter');
    expect(el.fake.calls.at(-1)).toEqual({ kind: 'act', action: 'draw', params: { holds: [false, false, true, false, true] } });
    // The replacements are on their way: nothing is told yet.
    expect(status(el)).toBe('Drawing…');
    expect(($(el, 'rgs-result-banner') as HTMLElement & { result: unknown }).result).toBeNull();
    expect(litRow(el)).toBeNull();
    expect(labels(el)).toEqual(['Hold 1: Nine of clubs', 'Hold 2: Jack of diamonds', 'Held 3: Ace of clubs', 'Hold 4: Ace of spades', 'Held 5: Ace of diamonds']);
    // Only the three new cards slide in; the held aces stay where they lay.
    expect($$<PlayingCard>(el, '.cards rgs-playing-card').map((card) => card.dealt)).toEqual([true, true, false, true, false]);
    expect($$(el, '.slot.replaced').map((slot) => slot.dataset.slot)).toEqual(['0', '1', '3']);
    await land(el);
    expect(status(el)).toBe('Three of a Kind: pays 3×');
    expect(litRow(el)).toBe('lit won: Three of a Kind 3× $3.00');
    // The aces make the hand; the 9♣ and J♦ step back.
    expect($$(el, '.slot.kicker').map((slot) => slot.dataset.slot)).toEqual(['0', '1']);
    expect(pressed(el)).toEqual(['false', 'false', 'true', 'false', 'true']);
    expect($$<PlayingCard>(el, '.undrawn rgs-playing-card').map((card) => `${card.rank}${card.suit}`)).toEqual(['6C', 'QD']);
    expect(text($(el, '.undrawn span'))).toBe('Next in the deck, not drawn');
    // The suggestion was followed: nothing to compare.
    expect(text(el.shadowRoot!.querySelector('.after p.advice'))).toBe('');
    expect(text(primary(el))).toBe('Deal');
    expect(($(el, 'rgs-recent-results') as HTMLElement & { rounds: unknown[] }).rounds).toHaveLength(1);
    expect(($(el, 'rgs-result-banner') as HTMLElement & { result: unknown }).result).toEqual({ outcome: 'win', multiplier: '3.00×', payout: '$3.00' });
  });

  it('says what the suggested holds would have made when the player drew on others', async () => {
    const el = await mount([EXAMPLE]);
    await click(el, primary(el));
    // Keep 10♠ J♠ A♣: the J♦ comes in, a pair of jacks.
    await press(el, '1');
    await press(el, '2');
    await press(el, '3');
    await click(el, primary(el));
    await land(el);
    expect(status(el)).toBe('Jacks or Better: pays 1×');
    await expect.poll(() => text(el.shadowRoot!.querySelector('.after p.advice'))).toBe('The suggested holds would have made Three of a Kind');
    expect($$<PlayingCard>(el, '.undrawn rgs-playing-card').map((card) => `${card.rank}${card.suit}`)).toEqual(['AS', '6C', 'QD']);
  });

  it('tells a miss plainly, and Escape lands a draw at once', async () => {
    const el = await mount([['2♣ 7♦ 9♥ 4♠ K♦', '3♣ 5♦ 6♥ 8♠ 10♣']]);
    await click(el, primary(el));
    expect(status(el)).toBe('Hold the cards to keep (1–5), then Draw');
    await click(el, primary(el));
    expect(status(el)).toBe('Drawing…');
    await press(el, 'Escape');
    expect(status(el)).toBe('No win');
    expect(litRow(el)).toBeNull();
  });

  it('speaks Spanish: cards, holds and hands', async () => {
    const el = await mount([EXAMPLE], { lang: 'es' });
    await click(el, primary(el));
    expect(text(primary(el))).toBe('Cambiar');
    expect(labels(el)[2]).toBe('Retener 3: As de tréboles, sugerida');
    expect(status(el)).toBe('Tienes Jotas o Mejor');
  });
});

describe('<rgs-videopoker> a hand left open', () => {
  it('comes back after a reload as it lay, without dealing it again, ready to draw', async () => {
    const el = await mount([], { leftOpen: EXAMPLE });
    expect(labels(el)[0]).toBe('Hold 1: Ten of spades');
    expect($$<PlayingCard>(el, '.cards rgs-playing-card').map((card) => card.dealt)).toEqual([false, false, false, false, false]);
    expect(text(primary(el))).toBe('Draw');
    expect(litRow(el)).toBe('lit current: Jacks or Better 1× $2.00');
    await press(el, 'h');
    await click(el, primary(el));
    // The held aces were never dealt again; the replacements were.
    expect($$<PlayingCard>(el, '.cards rgs-playing-card').map((card) => card.dealt)).toEqual([true, true, false, true, false]);
    await land(el);
    expect(status(el)).toBe('Three of a Kind: pays 3×');
  });
});

describe('<rgs-videopoker> settings and autobet', () => {
  it('holds the suggestion by itself when asked to', async () => {
    const el = await mount([EXAMPLE, EXAMPLE]);
    await click(el, $(el, '.auto-hold input'));
    await click(el, primary(el));
    expect(pressed(el)).toEqual(['false', 'false', 'true', 'false', 'true']);
  });

  it('deals and draws on the suggested holds, hand after hand', async () => {
    const el = await mount([EXAMPLE, ['2♣ 7♦ 9♥ 4♠ K♦', '3♣ 5♦ 6♥ 8♠ 10♣']]);
    skipPauses(el);
    el.manualClock.advance(0);
    const panel = await openAutobet(el);
    // Each hand's replacements land on the manual clock: keep it moving while autobet plays.
    const ticking = setInterval(() => el.manualClock.advance(5_000), 1);
    await startAutobet(panel, 2);
    await expect.poll(() => el.fake.calls.length).toBe(4);
    clearInterval(ticking);
    expect(el.fake.calls).toEqual([
      { kind: 'placeBet', amount: '1', params: {} },
      { kind: 'act', action: 'draw', params: { holds: [false, false, true, false, true] } },
      { kind: 'placeBet', amount: '1', params: {} },
      { kind: 'act', action: 'draw', params: { holds: [false, false, false, false, true] } },
    ]);
  });
});
