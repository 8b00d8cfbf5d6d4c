// @vitest-environment happy-dom
import { mountGame, openAutobet, skipPauses, startAutobet } from '@rgs/game-kit/testing';
import type { PlayedRound } from '@rgs/game-kit/ui';
import type { CardHand, PlayingCard } from '@rgs/game-kit/ui/cards';
import { Decimal } from '@rgs/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { BlackjackGame } from './blackjack-game';
import type { MoveId } from './moves';
import { blackjackPlayerRules } from './player-rules';
import { stackedSource, type StackedSource } from './stacked-source';

class TestBlackjack extends BlackjackGame {
  fake: StackedSource = stackedSource([]);
  protected override async goLive(): Promise<void> {
    this.source = this.fake;
    this.currency = 'USD';
    this.cardLogoUrl = 'https://cdn.example/back.svg';
    this.showRules = true;
    this.disabled = false;
    await this.onLive(this.fake, (await this.fake.open(this.game)).activeRound);
  }
  setAmount(amount: string): void {
    this.amount = amount;
  }
  /** Whether the game has its frame to itself, as the kit's hotkeys read it when the element connects. */
  setFramed(framed: boolean): void {
    this.hotkeys.framed = framed;
  }
}
customElements.define('test-blackjack', TestBlackjack);

async function mount(shoes: string[][], options: { lang?: string; leftOpen?: { cards: string[]; actions: string[] } } = {}): Promise<TestBlackjack> {
  const el = await mountGame<TestBlackjack>('test-blackjack', {
    lang: options.lang,
    before: (table) => {
      table.fake = stackedSource(shoes);
      if (options.leftOpen) table.fake.leaveOpen(options.leftOpen.cards, options.leftOpen.actions);
    },
  });
  // The table fetches the kit's cards itself as it connects.
  await customElements.whenDefined('rgs-card-hand');
  await settle(el);
  return el;
}

/** Lets the fake source answer and the element (and its hands and cards) render what it said. */
async function settle(el: BlackjackGame): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

const $ = <T extends Element>(el: BlackjackGame, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const $$ = <T extends Element>(el: BlackjackGame, selector: string) => [...el.shadowRoot!.querySelectorAll<T>(selector)];
/** A move's button, or the shell's primary button (Deal). */
const moveButton = (el: BlackjackGame, id: MoveId | 'deal') => $<HTMLButtonElement>(el, id === 'deal' ? 'button.play' : `button[data-move="${id}"]`);
const enabledMoves = (el: BlackjackGame) => $$<HTMLButtonElement>(el, 'button.move').filter((b) => !b.disabled).map((b) => b.dataset.move);
const label = (button: HTMLButtonElement | null) => button?.querySelector('.label')?.textContent;
const dealerHand = (el: BlackjackGame) => $<CardHand>(el, '.dealer rgs-card-hand')!;
const seats = (el: BlackjackGame) => $$<HTMLElement>(el, '.seat');
const status = (el: BlackjackGame) => $<HTMLElement>(el, '[role="status"][aria-live="polite"]')!.textContent!.trim();
/** The round's end on the felt (not a live region: the shell's banner announces it). */
const roundEnd = (el: BlackjackGame) => $<HTMLElement>(el, '.round-end')?.textContent?.replace(/\s+/g, ' ').trim();
/** Whether each card of a seat's hand slides in from the shoe. */
const dealt = (seat: Element) => [...(seat.querySelector('rgs-card-hand') as CardHand).shadowRoot!.querySelectorAll<PlayingCard>('rgs-playing-card')].map((card) => card.dealt);
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim();

/** Everything the page holds, shadow roots included, as markup. */
function composedMarkup(root: Node): string {
  let markup = root instanceof Element ? root.outerHTML : '';
  const walk = (node: Node) => {
    const shadow = (node as Element).shadowRoot;
    if (shadow) markup += shadow.innerHTML + composedMarkup(shadow);
    node.childNodes.forEach(walk);
  };
  root.childNodes.forEach(walk);
  return markup;
}

/** Clicks a button as a pointer does in Chromium: it takes the focus, then acts. */
async function click(el: BlackjackGame, id: MoveId | 'deal'): Promise<void> {
  const button = moveButton(el, id)!;
  button.focus();
  button.click();
  await settle(el);
}

async function typeStake(el: BlackjackGame, field: 'perfectPairs' | 'twentyOnePlusThree', value: string): Promise<void> {
  const input = $<HTMLInputElement>(el, `input[name="${field}"]`)!;
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await el.updateComplete;
}

/** A key pressed with focus in the game (on its first control), as a player playing by keyboard does. */
async function press(el: BlackjackGame, key: string, options: KeyboardEventInit = {}): Promise<void> {
  const inside = el.shadowRoot!.activeElement ?? el.shadowRoot!.querySelector('button')!;
  inside.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...options }));
  await settle(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-blackjack> table', () => {
  it('deals the hole card face down, with no rank or suit anywhere in the page, and turns it when the round ends', async () => {
    const el = await mount([['10S', '9H', '6D', 'KC', '2S']]);
    await click(el, 'deal');
    const dealer = dealerHand(el);
    expect(dealer.cards).toStrictEqual([{ rank: '9', suit: 'H' }, { faceDown: true }]);
    const cards = [...dealer.shadowRoot!.querySelectorAll<PlayingCard>('rgs-playing-card')];
    expect(cards.map((card) => [card.rank, card.suit, card.faceDown])).toStrictEqual([['9', 'H', false], [null, null, true]]);
    expect(cards.map((card) => card.logoUrl)).toStrictEqual(['https://cdn.example/back.svg', 'https://cdn.example/back.svg']);
    expect(composedMarkup(document.body)).not.toMatch(/King|"K"|KC/);
    expect(dealer.getAttribute('label')).toBe('Dealer');
    expect(dealer.total).toStrictEqual({ kind: 'total', value: 9, soft: false });
    expect(status(el)).toBe('Hand: 16 · Dealer shows Nine of hearts');

    await click(el, 'stand');
    expect(dealerHand(el).cards).toStrictEqual([{ rank: '9', suit: 'H' }, { rank: 'K', suit: 'C' }]);
    expect(composedMarkup(document.body)).toContain('King of clubs');
    expect(dealerHand(el).total).toStrictEqual({ kind: 'total', value: 19, soft: false });
  });

  it('enables exactly the moves the state allows and shows what a double or split costs, from the state’s decimal text', async () => {
    const el = await mount([['8S', '6H', '8D', '10C', '3S', '9H', '10D']]);
    el.setAmount('1.5');
    await click(el, 'deal');
    expect(enabledMoves(el)).toStrictEqual(['hit', 'stand', 'double', 'split']);
    expect(label(moveButton(el, 'double'))).toBe('Double (+$1.50)');
    expect(label(moveButton(el, 'split'))).toBe('Split (+$1.50)');
    expect(moveButton(el, 'takeInsurance')).toBeNull();

    await click(el, 'hit');
    // 8 + 8 + 3: no double or split on three cards, and no cost shown on a move that is not open.
    expect(enabledMoves(el)).toStrictEqual(['hit', 'stand']);
    expect(label(moveButton(el, 'double'))).toBe('Double');
    expect(label(moveButton(el, 'split'))).toBe('Split');
    expect(el.fake.calls.at(-1)).toStrictEqual({ kind: 'act', action: 'hit', params: {} });
  });

  it('shows the insurance answers only while insurance is offered, and the insurance result once known', async () => {
    const el = await mount([['10S', '9H', '7D', '9C'], ['10S', 'AH', '7D', '9C', '2S']]);
    await click(el, 'deal');
    expect(moveButton(el, 'takeInsurance')).toBeNull();
    expect(moveButton(el, 'noInsurance')).toBeNull();
    await click(el, 'stand');

    await click(el, 'deal');
    expect(label(moveButton(el, 'takeInsurance'))).toBe('Take insurance (+$0.50)');
    expect(label(moveButton(el, 'noInsurance'))).toBe('No insurance');
    expect(enabledMoves(el)).toStrictEqual(['takeInsurance', 'noInsurance']);
    expect(status(el)).toBe('The dealer shows an ace. Insurance?');

    await click(el, 'takeInsurance');
    expect(el.fake.calls.at(-1)).toStrictEqual({ kind: 'act', action: 'insurance', params: { take: true } });
    expect(moveButton(el, 'takeInsurance')).toBeNull();
    expect(enabledMoves(el)).toStrictEqual(['hit', 'stand', 'double']);
    expect(text($(el, '.extras'))).toBe('Insurance $0.50: Lose');
    // The answer buttons vanished: the keyboard goes on to the next move.
    expect(el.shadowRoot!.activeElement).toBe(moveButton(el, 'hit'));
  });

  it('splits a pair into two hands side by side, each with its bet, the one being played marked', async () => {
    const el = await mount([['8S', '6H', '8D', '10C', '3S', '9H', '10D']]);
    await click(el, 'deal');
    await click(el, 'split');
    expect(el.fake.calls.at(-1)).toStrictEqual({ kind: 'act', action: 'split', params: {} });
    const [first, second] = seats(el);
    expect(seats(el)).toHaveLength(2);
    expect($(el, '.seats')!.getAttribute('data-n')).toBe('2');
    expect([...first!.querySelectorAll('rgs-card-hand')].map((hand) => (hand as CardHand).cards)).toStrictEqual([[{ rank: '8', suit: 'S' }, { rank: '3', suit: 'S' }]]);
    expect((second!.querySelector('rgs-card-hand') as CardHand).cards).toStrictEqual([{ rank: '8', suit: 'D' }]);
    // The pair moves apart in place: only the card the split dealt slides in from the shoe.
    expect(dealt(first!)).toStrictEqual([false, true]);
    expect(dealt(second!)).toStrictEqual([false]);
    expect(text(first!.querySelector('.seat-name'))).toBe('Hand 1');
    expect(first!.getAttribute('aria-current')).toBe('step');
    expect((first!.querySelector('rgs-card-hand') as CardHand).state).toBe('active');
    expect(second!.getAttribute('aria-current')).toBeNull();
    expect(seats(el).map((seat) => text(seat.querySelector('.seat-bet')))).toStrictEqual(['Bet $1.00', 'Bet $1.00']);

    // 8 + 3 doubled (+9): 20; then 8 + 10: 18; the dealer's 16 draws A♠ (the shoe goes on in order) and stands on 17.
    await click(el, 'double');
    expect(seats(el)[1]!.getAttribute('aria-current')).toBe('step');
    await click(el, 'stand');
    expect(seats(el).map((seat) => text(seat.querySelector('.seat-bet')))).toStrictEqual(['Bet $2.00 · Doubled', 'Bet $1.00']);
    expect(seats(el).map((seat) => text(seat.querySelector('.seat-result')))).toStrictEqual(['Win · Paid $4.00', 'Win · Paid $2.00']);
  });

  it('ends the round with the exact total payout and multiplier, side bets named with what they paid', async () => {
    const el = await mount([['7S', '7H', '7D', '10C']]);
    await typeStake(el, 'perfectPairs', '0.5');
    await typeStake(el, 'twentyOnePlusThree', '0,5');
    await click(el, 'deal');
    expect(el.fake.calls[0]).toStrictEqual({ kind: 'placeBet', amount: '1', params: { perfectPairs: '0.5', twentyOnePlusThree: '0.5' } });
    // Settled at the deal: 7♠ 7♦ a mixed pair (6:1), with the dealer's 7♥ three of a kind (30:1).
    expect($$(el, '.extras li').map(text)).toStrictEqual(['Perfect Pairs $0.50: Mixed pair · Paid $3.50', '21+3 $0.50: Three of a kind · Paid $15.50']);
    await click(el, 'stand');
    expect(text(seats(el)[0]!.querySelector('.seat-result'))).toBe('Lose');
    // 3.5 + 15.5 returned on 2 staked.
    // On the felt, in the player's currency; the live line is quiet (the shell's banner announces the result).
    expect(roundEnd(el)).toBe('Total payout: $19.00 · 9.50×');
    expect($(el, '.round-end')!.classList.contains('is-won')).toBe(true);
    expect(status(el)).toBe('');
  });

  it('pays a natural at once: Blackjack on the hand and the round-end line', async () => {
    const el = await mount([['AS', '9H', 'KD', '7C']]);
    el.setAmount('1.5');
    await click(el, 'deal');
    // The round ended at once: Deal stays, and keeps the focus.
    expect(text(seats(el)[0]!.querySelector('.seat-result'))).toBe('Blackjack · Paid $3.75');
    expect((seats(el)[0]!.querySelector('rgs-card-hand') as CardHand).total).toStrictEqual({ kind: 'blackjack' });
    expect(roundEnd(el)).toBe('Total payout: $3.75 · 2.50×');
    expect(moveButton(el, 'hit')).toBeNull();
    expect(el.shadowRoot!.activeElement).toBe(moveButton(el, 'deal'));
  });
});

describe('<rgs-blackjack> side bets', () => {
  it('refuses a side bet over the main bet, or not a plain amount, with a message, and sends nothing', async () => {
    const el = await mount([['10S', '9H', '6D', 'KC']]);
    await typeStake(el, 'perfectPairs', '1.0000000001');
    const input = $<HTMLInputElement>(el, 'input[name="perfectPairs"]')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(text($(el, `#${input.getAttribute('aria-describedby')}`))).toBe('A side bet may not exceed the main bet');
    // Deal is refused while a side bet is wrong (aria-disabled: it keeps the focus), and nothing is sent.
    expect(moveButton(el, 'deal')!.getAttribute('aria-disabled')).toBe('true');
    await click(el, 'deal');
    expect(el.fake.calls).toStrictEqual([]);
    expect(el.shadowRoot!.activeElement).toBe(moveButton(el, 'deal'));

    await typeStake(el, 'perfectPairs', '1');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    await typeStake(el, 'twentyOnePlusThree', '-1');
    expect(text($(el, '#twentyOnePlusThree-error'))).toBe('Enter an amount such as 0.5 (at most 10 decimals)');
    await click(el, 'deal');
    expect(el.fake.calls).toStrictEqual([]);

    // The main bet is the bound: raising it makes the same side bet fine.
    await typeStake(el, 'twentyOnePlusThree', '2');
    expect(text($(el, '#twentyOnePlusThree-error'))).toBe('A side bet may not exceed the main bet');
    el.setAmount('2');
    await el.updateComplete;
    expect(text($(el, '#twentyOnePlusThree-error'))).toBe('');
    await click(el, 'deal');
    expect(el.fake.calls).toStrictEqual([{ kind: 'placeBet', amount: '2', params: { perfectPairs: '1', twentyOnePlusThree: '2' } }]);
  });

  it('speaks Portuguese and Spanish', async () => {
    const el = await mount([['8S', '6H', '8D', '10C']], { lang: 'pt' });
    expect(text(moveButton(el, 'deal'))).toBe('Distribuir');
    expect(text($(el, 'label[for="perfectPairs"]'))).toBe('Pares Perfeitos');
    await click(el, 'deal');
    expect(label(moveButton(el, 'hit'))).toBe('Pedir');
    expect(label(moveButton(el, 'double'))).toBe('Dobrar (+$\u00a01,00)');
    el.lang = 'es';
    await settle(el);
    expect(label(moveButton(el, 'stand'))).toBe('Plantarse');
    expect(status(el)).toBe('Mano: 16 · El crupier muestra Seis de corazones');
  });
});

describe('<rgs-blackjack> rules', () => {
  it('shows the player rules in a modal, fetched when it first opens, not with the page', async () => {
    const el = await mount([]);
    expect($(el, 'rgs-modal')).toBeNull();
    $<HTMLButtonElement>(el, 'button[aria-label="Rules"]')!.click();
    await expect.poll(async () => {
      await el.updateComplete;
      return $(el, 'rgs-modal')?.getAttribute('label');
    }).toBe(blackjackPlayerRules.en.title);
    const rules = $<HTMLElement & { rules: unknown }>(el, 'rgs-modal rgs-rules')!;
    expect(rules.rules).toBe(blackjackPlayerRules);
  });
});

describe('<rgs-blackjack> keyboard', () => {
  it('plays H, S, D, P, I and N as the moves they name, only when allowed, never while typing', async () => {
    const el = await mount([['8S', 'AH', '8D', '9C', '3S', '9H', '10D']]);
    await press(el, 'h');
    expect(el.fake.calls).toStrictEqual([]);
    await click(el, 'deal');
    // Insurance first: H is not allowed yet, N answers.
    await press(el, 'h');
    expect(el.fake.calls).toHaveLength(1);
    await press(el, 'n');
    await press(el, 'P');
    await press(el, 'd');
    await press(el, 's');
    expect(el.fake.calls.slice(1)).toStrictEqual([
      { kind: 'act', action: 'insurance', params: { take: false } },
      { kind: 'act', action: 'split', params: {} },
      { kind: 'act', action: 'double', params: {} },
      { kind: 'act', action: 'stand', params: {} },
    ]);
  });

  it('names each hotkey in aria-keyshortcuts and the title, and ignores keys typed into a field', async () => {
    const el = await mount([['10S', 'AH', '7D', '9C']]);
    await click(el, 'deal');
    // The bet amount field stays on the page during a round: an I typed there is text, not insurance.
    const field = $<HTMLInputElement>(el, 'input[name="amount"]')!;
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'i', bubbles: true, composed: true, cancelable: true }));
    await settle(el);
    expect(el.fake.calls).toHaveLength(1);
    const take = moveButton(el, 'takeInsurance')!;
    expect([take.getAttribute('aria-keyshortcuts'), take.title]).toStrictEqual(['I', 'Take insurance (I)']);
    expect([moveButton(el, 'noInsurance')!.getAttribute('aria-keyshortcuts'), moveButton(el, 'split')!.title]).toStrictEqual(['N', 'Split (P)']);
    await press(el, 'I');
    expect(el.fake.calls.at(-1)).toStrictEqual({ kind: 'act', action: 'insurance', params: { take: true } });
    // A modified key is the browser's, not the table's.
    await press(el, 's', { ctrlKey: true });
    expect(el.fake.calls).toHaveLength(2);
  });

  it('hears keys pressed on its page with nothing focused only when it has the frame to itself', async () => {
    const el = await mount([['10S', '9H', '6D', 'KC'], ['10S', '9H', '6D', 'KC']]);
    await click(el, 'deal');
    (el.shadowRoot!.activeElement as HTMLElement).blur();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 's', bubbles: true, cancelable: true }));
    await settle(el);
    // Not framed (an operator's page through the SDK): the page's keys are the page's.
    expect(el.fake.calls).toHaveLength(1);

    el.remove();
    el.setFramed(true);
    document.body.appendChild(el);
    await settle(el);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 's', bubbles: true, cancelable: true }));
    await settle(el);
    expect(el.fake.calls.at(-1)).toStrictEqual({ kind: 'act', action: 'stand', params: {} });
  });

  it('keeps focus on the move just made while it is open, else on the next useful control', async () => {
    const el = await mount([['2S', '6H', '3D', '10C', '4S', '10D', '5H']]);
    moveButton(el, 'deal')!.focus();
    await click(el, 'deal');
    expect(el.shadowRoot!.activeElement).toBe(moveButton(el, 'hit'));
    await click(el, 'hit');
    expect(el.shadowRoot!.activeElement).toBe(moveButton(el, 'hit'));
    // 2 + 3 + 4 + 10 = 19: stand ends the round (dealer 16 draws 5, 21) and Deal takes the focus.
    await click(el, 'hit');
    moveButton(el, 'stand')!.focus();
    await click(el, 'stand');
    expect(el.shadowRoot!.activeElement).toBe(moveButton(el, 'deal'));
  });
});

describe('<rgs-blackjack> resume', () => {
  it('shows a round left open before a reload as it lies, without dealing it again, and deals only new cards after', async () => {
    const el = await mount([], { leftOpen: { cards: ['8S', '6H', '8D', '10C', '3S', '9H', '2C'], actions: ['split'] } });
    expect(seats(el)).toHaveLength(2);
    const hands = $$<CardHand>(el, 'rgs-card-hand');
    expect(hands.map((hand) => hand.deal)).toStrictEqual([false, false, false]);
    expect(seats(el).map(dealt)).toStrictEqual([[false, false], [false]]);
    expect(dealerHand(el).cards).toStrictEqual([{ rank: '6', suit: 'H' }, { faceDown: true }]);
    expect(enabledMoves(el)).toStrictEqual(['hit', 'stand', 'double']);
    expect(moveButton(el, 'deal')).toBeNull();

    await click(el, 'hit');
    expect(el.fake.calls).toStrictEqual([{ kind: 'act', action: 'hit', params: {} }]);
    // Only the card just drawn slides in; the dealer's cards and the other hand stay where they lie.
    expect(seats(el).map(dealt)).toStrictEqual([[false, false, true], [false]]);
    const dealerCardsDealt = [...dealerHand(el).shadowRoot!.querySelectorAll<PlayingCard>('rgs-playing-card')].map((card) => card.dealt);
    expect(dealerCardsDealt).toStrictEqual([false, false]);
  });
});

describe('<rgs-blackjack> on the demo executor', () => {
  class DemoBlackjack extends BlackjackGame {
    get played(): PlayedRound | undefined {
      return this.history[0];
    }
  }
  customElements.define('demo-blackjack', DemoBlackjack);

  it('plays a round to its end in the browser, the balance moving by exactly −amount + payout', async () => {
    const el = document.createElement('demo-blackjack') as DemoBlackjack;
    el.isDemo = true;
    document.body.appendChild(el);
    const balance = () => text($(el, '.balance'));
    // Demo credits have no ISO code: two to eight places and the code after the number.
    const demo = (amount: Decimal) => `Balance ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(amount.toNumber())} DEMO`;
    await expect.poll(() => balance()).toBe('Balance 1,000.00 DEMO');
    await click(el, 'deal');
    for (let move = 0; move < 4 && !el.played; move++) {
      await click(el, moveButton(el, 'noInsurance') ? 'noInsurance' : 'stand');
    }
    const round = el.played!;
    expect(round.status).toBe('CLOSED');
    const times = (multiplier: string) => `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(Number(multiplier))}×`;
    expect(roundEnd(el)).toBe(`Total payout: ${demo(new Decimal(round.payout)).replace('Balance ', '')} · ${times(round.multiplier)}`);
    await expect.poll(() => balance()).toBe(demo(new Decimal(1000).minus(round.amount).plus(round.payout)));
  });
});

describe('<rgs-blackjack> autobet', () => {
  it('plays each hand by basic strategy, never taking insurance', async () => {
    // 10 + 7 against a 9: stand. Then 6 + 5 against an ace: no insurance, and hit 11 (no double against an ace), to 21.
    const el = await mount([['10S', '9H', '7D', 'KC'], ['6S', 'AH', '5D', '7C', '10H', '9S']]);
    skipPauses(el);
    await startAutobet(await openAutobet(el), 2);
    await expect.poll(() => el.fake.calls.length).toBe(5);
    expect(el.fake.calls.map((call) => (call.kind === 'act' ? `${call.action} ${JSON.stringify(call.params)}` : 'deal'))).toStrictEqual([
      'deal',
      'stand {}',
      'deal',
      'insurance {"take":false}',
      'hit {}',
    ]);
  });
});
