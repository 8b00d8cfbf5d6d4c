// @vitest-environment happy-dom
import { ManualFrameClock, mountGame, openAutobet, quietBridge, skipPauses, startAutobet } from '@rgs/game-kit/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { HiloGame, REVEAL_MS } from './hilo-game';
import { loadCards } from './lazy-cards';
import type { FrameClock } from '@rgs/game-kit/ui';
import { fakeSource, roundAfter, type Call, type Snapshot } from './test-table';

/** RULES.md's worked example. */
const EXAMPLE = ['3♠', '8♣', '8♠', 'K♥', 'J♦', 'J♦', 'Q♣', 'A♠'];

class TestHilo extends HiloGame {
  readonly calls: Call[] = [];
  decks: string[][] = [EXAMPLE];
  resume: Snapshot | undefined;
  readonly frames = new ManualFrameClock();
  constructor() {
    super();
    this.bridge = quietBridge;
    this.clock = this.frames;
  }
  useClock(clock: FrameClock): void {
    this.clock = clock;
  }
  protected override async goLive(): Promise<void> {
    this.source = fakeSource(this.calls, this.decks, { resume: this.resume });
    this.currency = 'USD';
    this.disabled = false;
    await this.onLive(this.source, (await this.source.open(this.game)).activeRound);
  }
}
customElements.define('test-hilo', TestHilo);

async function mount(options: { lang?: string; decks?: string[][]; resume?: TestHilo['resume'] } = {}): Promise<TestHilo> {
  await loadCards();
  const el = await mountGame<TestHilo>('test-hilo', {
    lang: options.lang,
    before: (game) => {
      if (options.decks) game.decks = options.decks;
      game.resume = options.resume;
    },
  });
  await settle(el);
  return el;
}

/** Lets the fake API answer and the board draw it. */
async function settle(el: TestHilo): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  }
}

/** Lets the card that was turned land. */
async function land(el: TestHilo): Promise<void> {
  el.frames.advance(REVEAL_MS);
  await settle(el);
}

const $ = <T extends Element = HTMLElement>(el: TestHilo, selector: string) => el.shadowRoot!.querySelector(selector) as T;
const $$ = (el: TestHilo, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const stats = (el: TestHilo) => $$(el, '.stats div').map((d) => `${text(d.querySelector('dt'))} ${text(d.querySelector('dd'))}`);
const primary = (el: TestHilo) => $<HTMLButtonElement>(el, 'button.primary');
const guess = (el: TestHilo, choice: string) => $<HTMLButtonElement>(el, `button.guess.${choice}`);
/** What a screen reader says for an element: its text without the parts hidden from it. */
function spoken(node: Element): string {
  const copy = node.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return text(copy);
}
const names = (el: TestHilo) => ['lower', 'same', 'higher'].map((choice) => spoken(guess(el, choice)));
const strip = (el: TestHilo) => $$(el, '.strip .played .sr').map(text);
const face = (el: TestHilo) => $<HTMLElement & { rank: string; suit: string; dealt: boolean }>(el, '.current .face');

async function click(el: TestHilo, target: HTMLElement): Promise<void> {
  target.click();
  await settle(el);
}

/** Clicks and lets the turned card land. */
async function play(el: TestHilo, target: HTMLElement): Promise<void> {
  await click(el, target);
  await land(el);
}

async function key(el: TestHilo, k: string): Promise<void> {
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
  await settle(el);
  await land(el);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-hilo> before a round', () => {
  it('says what to do, shows the deck and offers no guess yet', async () => {
    const el = await mount();
    expect(text($(el, '.status'))).toBe('Bet to turn the first card');
    expect($$(el, '.deck rgs-playing-card')).toHaveLength(3);
    expect(names(el)).toEqual(['Lower', 'Same', 'Higher']);
    expect(['lower', 'same', 'higher'].map((c) => guess(el, c).getAttribute('aria-disabled'))).toEqual(['true', 'true', 'true']);
    expect(spoken($(el, 'button.skip-card'))).toBe('Skip card');
    expect(text(primary(el))).toBe('Bet');
    expect($(el, '.strip').getAttribute('aria-label')).toBe('Cards played');
  });
});

describe('<rgs-hilo> a round', () => {
  it('turns the first card and names each guess with its chance and what it makes', async () => {
    const el = await mount();
    await click(el, primary(el));
    expect(el.calls).toEqual([{ kind: 'bet', amount: '1' }]);
    // The card slides off the deck; until it lands the numbers say nothing of it.
    expect(face(el).rank).toBe('3');
    expect(face(el).dealt).toBe(true);
    expect(text($(el, '.status'))).toBe('Bet to turn the first card');
    expect(guess(el, 'higher').getAttribute('aria-disabled')).toBe('true');
    await land(el);
    expect(stats(el)).toEqual(['Multiplier —', 'Cash-out value —', 'Skips left 20']);
    expect(names(el)).toEqual([
      'Lower than Three of spades: 15.38% chance, makes the multiplier 6.435×',
      'Same rank as Three of spades: 7.69% chance, makes the multiplier 12.87×',
      'Higher than Three of spades: 76.92% chance, makes the multiplier 1.287×',
    ]);
    expect(text(guess(el, 'higher'))).toBe('Higher than Three of spades: 76.92% chance, makes the multiplier 1.287× H');
    expect(text(primary(el))).toBe('Cash out');
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    expect(strip(el)).toEqual(['Card 1: Three of spades, first card']);
    // A long run scrolls the strip: the keyboard reaches it to scroll it.
    expect($(el, '.strip').getAttribute('tabindex')).toBe('0');
  });

  it('plays RULES.md’s example: a right guess raises the cash-out, a skip changes nothing, the same rank loses', async () => {
    const el = await mount();
    await play(el, primary(el));
    await play(el, guess(el, 'higher'));
    expect(stats(el)).toEqual(['Multiplier 1.287×', 'Cash-out value $1.287', 'Skips left 20']);
    expect(text(primary(el))).toBe('Cash out $1.287');
    expect($(el, '.current').classList.contains('right')).toBe(true);
    await play(el, $(el, 'button.skip-card'));
    expect(stats(el)).toEqual(['Multiplier 1.287×', 'Cash-out value $1.287', 'Skips left 19']);
    expect(spoken($(el, 'button.skip-card'))).toBe('Skip card 19 skips left');
    await play(el, guess(el, 'higher'));
    await play(el, guess(el, 'lower'));
    expect(text(primary(el))).toBe('Cash out $3.625');
    await play(el, guess(el, 'lower'));
    expect(el.calls.slice(1)).toEqual([
      { kind: 'guess', choice: 'higher' }, { kind: 'skip' }, { kind: 'guess', choice: 'higher' }, { kind: 'guess', choice: 'lower' }, { kind: 'guess', choice: 'lower' },
    ]);
    expect(text($(el, '.status'))).toBe('✗Wrong guess! No win');
    expect($(el, '.current').classList.contains('wrong')).toBe(true);
    expect(strip(el)).toEqual([
      'Card 1: Three of spades, first card',
      'Card 2: Eight of clubs, guessed higher, right, 1.287×',
      'Card 3: Eight of spades, skipped',
      'Card 4: King of hearts, guessed higher, right, 3.3462×',
      'Card 5: Jack of diamonds, guessed lower, right, 3.625×',
      'Card 6: Jack of diamonds, guessed lower, wrong',
    ]);
    expect(text(primary(el))).toBe('Bet');
    expect(['lower', 'same', 'higher'].map((c) => guess(el, c).getAttribute('aria-disabled'))).toEqual(['true', 'true', 'true']);
  });

  it('moves a keyboard player’s focus: to the likelier guess when the first card lands, to Bet when a guess ends the round', async () => {
    const el = await mount({ decks: [['Q♠', 'K♦']] });
    primary(el).focus();
    await play(el, primary(el));
    expect(el.shadowRoot!.activeElement).toBe(guess(el, 'lower'));
    await play(el, guess(el, 'lower'));
    expect(text($(el, '.status'))).toBe('✗Wrong guess! No win');
    expect(el.shadowRoot!.activeElement).toBe(primary(el));
  });

  it('keeps the numbers of the card before until the turned card lands, so nothing is told early', async () => {
    const el = await mount({ decks: [['Q♠', '2♦']] });
    await play(el, primary(el));
    await click(el, guess(el, 'lower'));
    // The 2♦ is on its way: the loss is not told yet, and nothing can be played meanwhile.
    expect(face(el).rank).toBe('2');
    expect(stats(el)).toEqual(['Multiplier —', 'Cash-out value —', 'Skips left 20']);
    expect(text(primary(el))).toBe('Cash out');
    expect(primary(el).getAttribute('aria-disabled')).toBe('true');
    expect(strip(el)).toEqual(['Card 1: Queen of spades, first card']);
    el.frames.advance(REVEAL_MS / 2);
    await settle(el);
    expect(stats(el)).toEqual(['Multiplier —', 'Cash-out value —', 'Skips left 20']);
    await land(el);
    expect(stats(el)).toEqual(['Multiplier 1.17×', 'Cash-out value $1.17', 'Skips left 20']);
    expect(strip(el)).toHaveLength(2);
  });

  it('cashes out, telling the win and showing the card that would have come', async () => {
    const el = await mount();
    await play(el, primary(el));
    await play(el, guess(el, 'higher'));
    await play(el, primary(el));
    expect(el.calls.at(-1)).toEqual({ kind: 'cashout' });
    expect(text($(el, '.status'))).toBe('✓ You won $1.287 1.287×');
    expect(text($(el, '.next figcaption'))).toBe('Next card would have been Eight of spades');
    expect(text(primary(el))).toBe('Bet');
    // A new round clears the table.
    await play(el, primary(el));
    expect($(el, '.next')).toBeNull();
    expect(strip(el)).toEqual(['Card 1: Three of spades, first card']);
  });

  it('ends the round paying 10,000× at the top, and marks a guess that would reach it', async () => {
    const el = await mount({ decks: [['5♠', '5♥', '5♦', '5♣', '5♠']] });
    await play(el, primary(el));
    for (let i = 0; i < 3; i++) await play(el, guess(el, 'same'));
    expect(text(guess(el, 'same').querySelector('.makes'))).toBe('10,000.00× max');
    expect(spoken(guess(el, 'same'))).toBe('Same rank as Five of clubs: 7.69% chance, makes the multiplier 10,000.00× max');
    await play(el, guess(el, 'same'));
    expect(text($(el, '.status'))).toBe('✓ You won $10,000.00 10,000.00× Top multiplier reached');
  });

  it('offers no higher on a king', async () => {
    const el = await mount({ decks: [['K♥', '3♣']] });
    await play(el, primary(el));
    expect(guess(el, 'higher').getAttribute('aria-disabled')).toBe('true');
    expect(spoken(guess(el, 'higher'))).toBe('Higher than King of hearts: cannot win');
    await click(el, guess(el, 'higher'));
    expect(el.calls).toEqual([{ kind: 'bet', amount: '1' }]);
    expect(spoken(guess(el, 'lower'))).toBe('Lower than King of hearts: 92.31% chance, makes the multiplier 1.0725×');
  });

  it('lights the ranks a guess wins on the rank line while it is pointed at or focused', async () => {
    const el = await mount();
    await play(el, primary(el));
    const lit = () => $$(el, '.ranks .lit text').map(text);
    expect($$(el, '.ranks .here text').map(text)).toEqual(['3']);
    expect(lit()).toEqual([]);
    guess(el, 'lower').dispatchEvent(new Event('focus'));
    await el.updateComplete;
    expect(lit()).toEqual(['A', '2']);
    guess(el, 'higher').dispatchEvent(new Event('pointerenter'));
    await el.updateComplete;
    expect(lit()).toEqual(['4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']);
  });

  it('plays by keys: H, L, S, N and C', async () => {
    const el = await mount({ decks: [['7♠', '9♦', '2♣', '2♥', '10♠', '6♣']] });
    await play(el, primary(el));
    await key(el, 'h');
    await key(el, 'l');
    await key(el, 's');
    await key(el, 'n');
    await key(el, 'c');
    expect(el.calls.slice(1)).toEqual([{ kind: 'guess', choice: 'higher' }, { kind: 'guess', choice: 'lower' }, { kind: 'guess', choice: 'same' }, { kind: 'skip' }, { kind: 'cashout' }]);
    // 7 higher (6/13), 9 lower (8/13), 2 same (1/13): 0.99 × 13³ / 48 = 45.313…
    expect(text($(el, '.status'))).toBe('✓ You won $45.3131 45.3131×');
  });

  it('speaks Portuguese and Spanish', async () => {
    const el = await mount({ lang: 'pt' });
    await play(el, primary(el));
    expect(spoken(guess(el, 'higher'))).toBe('Maior que Três de espadas: chance de 76,92%, leva o multiplicador a 1,287×');
    el.lang = 'es';
    await settle(el);
    expect(spoken(guess(el, 'higher'))).toBe('Mayor que Tres de picas: probabilidad 76,92 %, lleva el multiplicador a 1,287×');
    expect(spoken(guess(el, 'same'))).toBe('Igual que Tres de picas: probabilidad 7,69 %, lleva el multiplicador a 12,87×');
  });
});

describe('<rgs-hilo> a round left open', () => {
  it('comes back after a reload as it lies, its cards not dealt again, ready to cash out', async () => {
    const el = await mount({ resume: roundAfter(EXAMPLE, ['higher', 'skip', 'higher'], '2') });
    expect(face(el).rank).toBe('K');
    expect(face(el).dealt).toBe(false);
    expect(stats(el)).toEqual(['Multiplier 3.3462×', 'Cash-out value $6.6924', 'Skips left 19']);
    expect(text(primary(el))).toBe('Cash out $6.6924');
    expect(strip(el)).toHaveLength(4);
    await play(el, guess(el, 'lower'));
    expect(text(primary(el))).toBe('Cash out $7.25');
  });
});

describe('<rgs-hilo> autobet', () => {
  it('guesses the likelier side the chosen number of times each round, then cashes out', async () => {
    const el = await mount({ decks: [['3♠', '8♣', '4♦', 'Q♣']] });
    skipPauses(el);
    // Frames on microtasks, each a whole landing later: every card lands at its next frame.
    let time = 0;
    el.useClock({ now: () => (time += REVEAL_MS), request: (run) => (queueMicrotask(run), 0), cancel: () => {} });
    const panel = await openAutobet(el);
    const select = $<HTMLSelectElement>(el, '.hilo-auto select');
    select.value = '2';
    select.dispatchEvent(new Event('change'));
    await startAutobet(panel, 2);
    await expect.poll(() => el.calls.length).toBe(8);
    // 3: higher (right, 8♣); 8: lower (right, 4♦); then cash out. Twice.
    const round = [{ kind: 'bet', amount: '1' }, { kind: 'guess', choice: 'higher' }, { kind: 'guess', choice: 'lower' }, { kind: 'cashout' }];
    expect(el.calls).toStrictEqual([...round, ...round]);
  });
});
