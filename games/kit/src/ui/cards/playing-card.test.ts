// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RANKS, SUITS, type Rank, type Suit } from './card';
import { SUIT_PATHS } from './suit-paths';
import { PlayingCard } from './playing-card';
import { stubReducedMotion } from '../../testing';

/** Mounts a card with the given properties and waits for it to render. */
async function mount(props: Partial<Pick<PlayingCard, 'rank' | 'suit' | 'faceDown' | 'logoUrl' | 'lang' | 'dealt'>>): Promise<PlayingCard> {
  const el = document.createElement('rgs-playing-card');
  Object.assign(el, props);
  document.body.appendChild(el);
  await el.updateComplete;
  return el;
}

const root = (el: PlayingCard) => el.shadowRoot!;
const box = (el: PlayingCard) => root(el).querySelector<HTMLElement>('[part="card"]')!;
const label = (el: PlayingCard) => box(el).getAttribute('aria-label');

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('<rgs-playing-card>', () => {
  it.each([
    ['A', 'S', 'Ace of spades', 'Ás de espadas', 'As de picas'],
    ['Q', 'H', 'Queen of hearts', 'Dama de copas', 'Reina de corazones'],
    ['10', 'D', 'Ten of diamonds', 'Dez de ouros', 'Diez de diamantes'],
    ['7', 'C', 'Seven of clubs', 'Sete de paus', 'Siete de tréboles'],
  ] as const)('names %s%s as an image in English, Portuguese and Spanish', async (rank, suit, en, pt, es) => {
    const el = await mount({ rank, suit });
    expect(box(el).getAttribute('role')).toBe('img');
    expect(label(el)).toBe(en);
    el.lang = 'pt';
    await el.updateComplete;
    expect(label(el)).toBe(pt);
    el.lang = 'es';
    await el.updateComplete;
    expect(label(el)).toBe(es);
    el.lang = 'fr';
    await el.updateComplete;
    expect(label(el)).toBe(en);
  });

  it('names a face-down card without its rank, in each language', async () => {
    const el = await mount({ rank: 'A', suit: 'S', faceDown: true });
    expect(label(el)).toBe('Face-down card');
    el.lang = 'pt';
    await el.updateComplete;
    expect(label(el)).toBe('Carta virada para baixo');
    el.lang = 'es';
    await el.updateComplete;
    expect(label(el)).toBe('Carta boca abajo');
  });

  it.each(['2', '3', '4', '5', '6', '7', '8', '9', '10'] as const)('draws as many pips as its rank on a %s', async (rank) => {
    const el = await mount({ rank, suit: 'H' });
    expect(root(el).querySelectorAll('.pip')).toHaveLength(Number(rank));
    expect(root(el).querySelector('.court')).toBeNull();
  });

  it('draws one large suit on an ace, a figure on each court card, and both corner indices on every face', async () => {
    const ace = await mount({ rank: 'A', suit: 'S' });
    expect(root(ace).querySelectorAll('.pip')).toHaveLength(1);
    expect(root(ace).querySelector('.pip.ace')).not.toBeNull();
    for (const rank of ['J', 'Q', 'K'] as const) {
      const court = await mount({ rank, suit: 'C' });
      expect(root(court).querySelector('.court')?.getAttribute('data-court')).toBe(rank);
      expect(root(court).querySelectorAll('.pip')).toHaveLength(0);
    }
    for (const rank of RANKS) {
      const card = await mount({ rank, suit: 'D' });
      const indices = root(card).querySelectorAll('.index');
      expect(indices).toHaveLength(2);
      // The "10" is drawn as shapes; every other rank is its own text.
      if (rank !== '10') expect(indices[0]!.querySelector('text')?.textContent).toBe(rank);
      else expect(indices[0]!.querySelector('.ten')).not.toBeNull();
    }
  });

  it('prints hearts and diamonds red and spades and clubs near-black', async () => {
    const ink = async (suit: Suit) => root(await mount({ rank: '5', suit })).querySelector('.index')!.closest('g[fill]')!.getAttribute('fill');
    expect(await ink('H')).toBe(await ink('D'));
    expect(await ink('S')).toBe(await ink('C'));
    expect(await ink('H')).not.toBe(await ink('S'));
  });

  it('keeps a face-down card’s rank and suit out of its DOM entirely', async () => {
    for (const rank of ['A', '10', 'K'] as Rank[]) {
      for (const suit of SUITS) {
        const el = await mount({ rank, suit, faceDown: true, logoUrl: 'https://cdn.example/logo.png' });
        const markup = root(el).innerHTML;
        expect(root(el).querySelectorAll('.index, .pip, .court, text')).toHaveLength(0);
        for (const path of Object.values(SUIT_PATHS)) expect(markup).not.toContain(path);
        expect(label(el)).toBe('Face-down card');
        expect(el.face).toBeNull();
      }
    }
  });

  it('shows the back for a rank or suit that is not one', async () => {
    const el = await mount({ rank: 'Z' as Rank, suit: 'S' });
    expect(label(el)).toBe('Face-down card');
    expect(root(el).querySelector('.tint')).not.toBeNull();
  });

  it('puts the logo on the back, and shows the pattern alone without one or when it fails to load', async () => {
    const el = await mount({ faceDown: true, logoUrl: 'https://cdn.example/logo.png' });
    const image = root(el).querySelector('image');
    expect(image?.getAttribute('href')).toBe('https://cdn.example/logo.png');
    expect(image?.getAttribute('clip-path')).toMatch(/^url\(#.+-logo\)$/);
    expect(root(el).querySelector('.tint')).not.toBeNull();

    image!.dispatchEvent(new Event('error'));
    await el.updateComplete;
    expect(root(el).querySelector('image')).toBeNull();
    expect(root(el).querySelector('.tint')).not.toBeNull();

    // A new logo gets its own chance to load.
    el.logoUrl = 'https://cdn.example/other.png';
    await el.updateComplete;
    expect(root(el).querySelector('image')?.getAttribute('href')).toBe('https://cdn.example/other.png');

    const plain = await mount({ faceDown: true });
    expect(root(plain).querySelector('image')).toBeNull();
    expect(root(plain).querySelector('.tint')).not.toBeNull();
  });

  it('turns over in 3D when faceDown changes, and slides in when dealt', async () => {
    stubReducedMotion(false);
    const el = await mount({ rank: 'K', suit: 'H', faceDown: true });
    expect(box(el).dataset.motion).toBe('full');
    expect(root(el).querySelector('.flipper')!.className).not.toMatch(/flip-/);

    el.faceDown = false;
    await el.updateComplete;
    expect(root(el).querySelector('.flipper')!.classList.contains('flip-up')).toBe(true);
    // While it turns, its other side is the back; the face is now in the DOM.
    expect(root(el).querySelector('.rear .tint')).not.toBeNull();
    expect(label(el)).toBe('King of hearts');

    root(el).querySelector('.flipper')!.dispatchEvent(Object.assign(new Event('animationend', { bubbles: true }), { animationName: 'rgs-card-flip' }));
    await el.updateComplete;
    expect(root(el).querySelector('.rear')).toBeNull();

    el.faceDown = true;
    await el.updateComplete;
    expect(root(el).querySelector('.flipper')!.classList.contains('flip-down')).toBe(true);
    // Turning face down, the side turning away is a blank face: no rank is left to read.
    expect(root(el).querySelectorAll('.index, .pip, .court')).toHaveLength(0);

    const dealt = await mount({ rank: '9', suit: 'S', dealt: true });
    expect(box(dealt).classList.contains('dealing')).toBe(true);
  });

  it('does not animate at all under prefers-reduced-motion', async () => {
    stubReducedMotion(true);
    const el = await mount({ rank: 'K', suit: 'H', faceDown: true, dealt: true });
    expect(box(el).dataset.motion).toBe('reduced');
    expect(box(el).classList.contains('dealing')).toBe(false);
    el.faceDown = false;
    await el.updateComplete;
    expect(root(el).querySelector('.flipper')!.className).not.toMatch(/flip-/);
    expect(root(el).querySelector('.rear')).toBeNull();
    expect(label(el)).toBe('King of hearts');
  });
});
