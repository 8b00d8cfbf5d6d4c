// @vitest-environment happy-dom
import { render, svg } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { cards } from '../deck';
import { renderAfterDraw, renderCardSlot, type CardSlotOptions } from './card-slot';
import { marqueeArt } from './machine-art';

afterEach(() => {
  document.body.innerHTML = '';
});

function draw(template: Parameters<typeof render>[0]): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  render(template, host);
  return host;
}

const ACE: CardSlotOptions = {
  slot: { card: cards('A♣')[0]!, key: 'rnd_1:2:39', held: true, suggested: true, replaced: false },
  index: 2,
  order: 2,
  kicker: false,
  holdable: true,
  fresh: true,
  word: 'Held',
  label: 'Held 3: Ace of clubs, suggested hold',
  logoUrl: null,
  lang: 'en',
  onToggle: () => {},
};

describe('a place on the table', () => {
  it('is the card as a picture and its hold button named after it, pressed when held', () => {
    let toggled = 0;
    const host = draw(renderCardSlot({ ...ACE, onToggle: () => (toggled += 1) }));
    const slot = host.querySelector<HTMLElement>('.slot')!;
    expect(slot.className).toBe('slot held suggested holdable');
    const card = slot.querySelector('rgs-playing-card')!;
    expect(card.getAttribute('aria-hidden')).toBe('true');
    expect(card.getAttribute('style')).toBe('--rgs-deal-delay: calc(220ms * var(--rgs-motion-scale, 1))');
    const button = slot.querySelector('button')!;
    expect([button.getAttribute('aria-label'), button.getAttribute('aria-pressed'), button.getAttribute('aria-disabled'), button.textContent!.replace(/\s+/g, ' ').trim()]).toEqual([
      'Held 3: Ace of clubs, suggested hold', 'true', 'false', 'Held 3',
    ]);
    // The button's click reaches the place: one toggle, not two; the card toggles too.
    button.click();
    (card as HTMLElement).click();
    expect(toggled).toBe(2);
  });

  it('does nothing on a click while the hand cannot take a hold, and shows a back with no pressed state', () => {
    let toggled = 0;
    const back = { card: null, key: 'back:0', held: false, suggested: false, replaced: false };
    const host = draw(renderCardSlot({ ...ACE, slot: back, index: 0, holdable: false, onToggle: () => (toggled += 1) }));
    host.querySelector('button')!.click();
    expect(toggled).toBe(0);
    expect(host.querySelector('.slot')!.className).toBe('slot back');
    expect(host.querySelector('button')!.hasAttribute('aria-pressed')).toBe(false);
  });

  it('lists the cards never drawn, and what the suggestion would have made', () => {
    const host = draw(renderAfterDraw({ undrawn: cards('6♣ Q♦'), undrawnLabel: 'Next in the deck, not drawn', comparison: 'The suggested holds would have made Flush', lang: 'en' }));
    expect([...host.querySelectorAll<HTMLElement & { rank: string; suit: string }>('.undrawn rgs-playing-card')].map((c) => `${c.rank}${c.suit}`)).toEqual(['6C', 'QD']);
    expect(host.querySelector('.after p')!.textContent).toBe('The suggested holds would have made Flush');
  });
});

describe('the marquee', () => {
  it('prints the game’s name in the player’s language, fitted to the plate when long', () => {
    const short = draw(svg`<svg>${marqueeArt('JACKS OR BETTER')}</svg>`).querySelector('text')!;
    expect([short.textContent, short.hasAttribute('textLength')]).toEqual(['JACKS OR BETTER', false]);
    const long = draw(svg`<svg>${marqueeArt('VALETES OU MELHOR')}</svg>`).querySelector('text')!;
    expect(long.getAttribute('textLength')).toBe('220');
  });
});
