// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { HandCard } from './card';
import { CardHand, DEAL_STAGGER_MS } from './card-hand';
import type { HandState, HandTotal } from './hand-total';
import type { PlayingCard } from './playing-card';

async function mount(props: { cards: readonly HandCard[]; total?: HandTotal | null; state?: HandState; label?: string; lang?: string; logoUrl?: string | null; deal?: boolean; dealDelay?: number }): Promise<CardHand> {
  const el = document.createElement('rgs-card-hand');
  Object.assign(el, props);
  document.body.appendChild(el);
  await el.updateComplete;
  return el;
}

const hand = (el: CardHand) => el.shadowRoot!.querySelector<HTMLElement>('[part~="hand"]')!;
const badge = (el: CardHand) => el.shadowRoot!.querySelector<HTMLElement>('[part~="badge"]');
const cardsOf = (el: CardHand) => [...el.shadowRoot!.querySelectorAll<PlayingCard>('rgs-playing-card')];

const DEALER: HandCard[] = [{ rank: 'A', suit: 'S' }, { faceDown: true }];

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-card-hand>', () => {
  it('reads as one image: its name, its cards, its total and its state, in the player’s language', async () => {
    const dealer = await mount({ label: 'Dealer', cards: DEALER, total: { kind: 'total', value: 11, soft: true } });
    expect(hand(dealer).getAttribute('role')).toBe('img');
    expect(hand(dealer).getAttribute('aria-label')).toBe('Dealer: Ace of spades, Face-down card. soft 11.');

    const won = await mount({ lang: 'pt', state: 'won', cards: [{ rank: 'A', suit: 'H' }, { rank: 'K', suit: 'D' }], total: { kind: 'blackjack' } });
    expect(hand(won).getAttribute('aria-label')).toBe('Mão: Ás de copas, Rei de ouros. Blackjack. Ganhou.');

    const bust = await mount({ lang: 'es', label: 'Mano 2', state: 'lost', cards: [{ rank: '10', suit: 'S' }, { rank: '6', suit: 'C' }, { rank: '9', suit: 'H' }], total: { kind: 'bust' } });
    expect(hand(bust).getAttribute('aria-label')).toBe('Mano 2: Diez de picas, Seis de tréboles, Nueve de corazones. Se pasó. Perdió.');

    const empty = await mount({ cards: [] });
    expect(hand(empty).getAttribute('aria-label')).toBe('Hand: no cards.');
  });

  it.each([
    [{ kind: 'total', value: 17 }, '17'],
    [{ kind: 'total', value: 17, soft: true }, 'soft 17'],
    [{ kind: 'blackjack' }, 'Blackjack'],
    [{ kind: 'bust' }, 'Bust'],
    [{ kind: 'bust', value: 24 }, 'Bust (24)'],
    [{ kind: 'text', text: 'Full house' }, 'Full house'],
  ] as [HandTotal, string][])('shows the badge %j as “%s”', async (total, text) => {
    const el = await mount({ cards: [{ rank: '7', suit: 'H' }], total });
    expect(badge(el)?.textContent).toBe(text);
    expect(badge(el)?.getAttribute('part')).toBe(`badge badge-${total.kind}`);
    // The label already says it: the badge is not read twice.
    expect(badge(el)?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows no badge without a total, and names its state in a CSS part and an attribute', async () => {
    const el = await mount({ cards: DEALER });
    expect(badge(el)).toBeNull();
    expect(hand(el).getAttribute('part')).toBe('hand hand-idle');
    for (const state of ['active', 'won', 'lost', 'push'] as const) {
      el.state = state;
      await el.updateComplete;
      expect(hand(el).getAttribute('part')).toBe(`hand hand-${state}`);
      expect(el.getAttribute('state')).toBe(state);
    }
  });

  it('gives a face-down card no rank or suit, and every card the hand’s language and logo', async () => {
    const el = await mount({ cards: DEALER, lang: 'es', logoUrl: 'https://cdn.example/cards.png' });
    const [ace, hole] = cardsOf(el);
    expect([ace!.rank, ace!.suit, ace!.faceDown]).toStrictEqual(['A', 'S', false]);
    expect([hole!.rank, hole!.suit, hole!.faceDown]).toStrictEqual([null, null, true]);
    expect(cardsOf(el).map((c) => [c.lang, c.logoUrl])).toStrictEqual([
      ['es', 'https://cdn.example/cards.png'],
      ['es', 'https://cdn.example/cards.png'],
    ]);
    await hole!.updateComplete;
    expect(hole!.shadowRoot!.querySelector('image')?.getAttribute('href')).toBe('https://cdn.example/cards.png');
  });

  it('deals only the cards added, one after another, and turns the hole card over in place', async () => {
    const el = await mount({ cards: DEALER, dealDelay: 100 });
    expect(cardsOf(el).map((c) => c.dealt)).toStrictEqual([true, true]);
    expect(cardsOf(el).map((c) => c.style.getPropertyValue('--rgs-deal-delay'))).toStrictEqual([
      'calc(100ms * var(--rgs-motion-scale, 1))',
      `calc(${100 + DEAL_STAGGER_MS}ms * var(--rgs-motion-scale, 1))`,
    ]);
    const [ace, hole] = cardsOf(el);

    el.cards = [{ rank: 'A', suit: 'S' }, { rank: '6', suit: 'D' }, { rank: '9', suit: 'C' }];
    await el.updateComplete;
    const after = cardsOf(el);
    // The same two elements: the hole card turns over rather than being dealt again.
    expect(after[0]).toBe(ace);
    expect(after[1]).toBe(hole);
    expect([hole!.faceDown, hole!.rank, hole!.suit]).toStrictEqual([false, '6', 'D']);
    expect(after.map((c) => c.dealt)).toStrictEqual([false, false, true]);

    // A new round is a new deal: new elements, all dealt.
    el.cards = [{ rank: '2', suit: 'H' }, { rank: '3', suit: 'H' }];
    await el.updateComplete;
    const next = cardsOf(el);
    expect(next[0]).not.toBe(ace);
    expect(next.map((c) => c.dealt)).toStrictEqual([true, true]);
  });

  it('shows cards in place without dealing them when told (a resumed round)', async () => {
    const el = await mount({ cards: DEALER, deal: false });
    expect(cardsOf(el).map((c) => c.dealt)).toStrictEqual([false, false]);
  });

  it('deals only what comes after, once dealing is switched on over cards shown in place', async () => {
    const el = await mount({ cards: DEALER, deal: false });
    const shown = cardsOf(el);
    el.deal = true;
    await el.updateComplete;
    expect(cardsOf(el).map((c) => c.dealt)).toStrictEqual([false, false]);
    el.cards = [...DEALER, { rank: '4', suit: 'C' }];
    await el.updateComplete;
    expect(cardsOf(el).slice(0, 2)).toStrictEqual(shown);
    expect(cardsOf(el).map((c) => c.dealt)).toStrictEqual([false, false, true]);
  });

  it('keeps the cards left in place when cards are taken off the end (a split), and deals the next one', async () => {
    const pair: HandCard[] = [{ rank: '8', suit: 'S' }, { rank: '8', suit: 'H' }];
    const el = await mount({ cards: pair });
    const [first] = cardsOf(el);
    el.cards = [pair[0]!];
    await el.updateComplete;
    expect(cardsOf(el)).toStrictEqual([first]);
    expect(first!.dealt).toBe(false);
    el.cards = [pair[0]!, { rank: '3', suit: 'D' }];
    await el.updateComplete;
    expect(cardsOf(el)[0]).toBe(first);
    expect(cardsOf(el).map((c) => c.dealt)).toStrictEqual([false, true]);
  });

  it('sizes and fans its cards from their count', async () => {
    const el = await mount({ cards: [{ rank: '2', suit: 'S' }, { rank: '3', suit: 'S' }, { rank: '4', suit: 'S' }] });
    expect(el.shadowRoot!.querySelector<HTMLElement>('[part="cards"]')!.style.getPropertyValue('--n').trim()).toBe('3');
    expect(cardsOf(el).map((c) => c.style.getPropertyValue('--i').trim())).toStrictEqual(['0', '1', '2']);
  });
});
