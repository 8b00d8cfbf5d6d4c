// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createMoneyFormat } from '../format/money-format';
import { contrastRatio, parseHexColor } from '../theme/color';
import { NON_TEXT_CONTRAST, TEXT_CONTRAST, themePalette, type PaletteProperty } from '../theme/theme-palette';
import type { FreeBetOffer } from './free-bets-source';
import { RgsFreeBets } from './free-bets';
import { FreeBetsToggleEvent } from './free-bets-toggle-event';

const NBSP = '\u00a0';

const OFFER: FreeBetOffer = { freeBetId: 'fb_1', stake: '1.0000000000', remainingCount: 3, expiresAt: '2030-11-24T14:03:00.000Z' };

async function mount(props: Partial<Pick<RgsFreeBets, 'offer' | 'money' | 'on' | 'disabled' | 'lang'>>): Promise<RgsFreeBets> {
  const el = document.createElement('rgs-free-bets');
  el.timeZone = 'UTC';
  Object.assign(el, { money: createMoneyFormat({ lang: props.lang ?? 'en', currency: 'USD' }), ...props });
  document.body.appendChild(el);
  await el.updateComplete;
  return el;
}

const $ = (el: RgsFreeBets, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const toggle = (el: RgsFreeBets) => $(el, '[role="switch"]') as HTMLButtonElement;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-free-bets>', () => {
  it('shows the grant: the heading, how many are left, the stake in the player’s currency and the expiry', async () => {
    const el = await mount({ offer: OFFER });
    expect(el).toBeInstanceOf(RgsFreeBets);
    const section = $(el, 'section')!;
    expect(section.getAttribute('aria-labelledby')).toBe('free-bets-title');
    expect(text($(el, 'h2'))).toBe('Free bets');
    expect(text($(el, '.left'))).toBe('3 left');
    expect(text($(el, '.stake'))).toBe('Stake $1.00');
    expect($(el, '.expires')!.textContent).toBe('Expires Nov 24, 2030, 2:03 PM');
    expect(text(toggle(el))).toBe('Use free bets');
  });

  it('says how many are left in each language’s plural forms, with its digits', async () => {
    const cases: [string, number, string][] = [
      ['en', 1, '1 left'],
      ['en', 1000, '1,000 left'],
      ['pt', 1, '1 restante'],
      ['pt', 2, '2 restantes'],
      ['es', 1, 'Queda 1'],
      ['es', 3, 'Quedan 3'],
    ];
    for (const [lang, remainingCount, words] of cases) {
      const el = await mount({ lang, offer: { ...OFFER, remainingCount } });
      expect([lang, remainingCount, text($(el, '.left'))]).toStrictEqual([lang, remainingCount, words]);
      el.remove();
    }
  });

  it('speaks Portuguese and Spanish, amounts and dates in their conventions', async () => {
    const pt = await mount({ lang: 'pt', offer: OFFER });
    expect([text($(pt, 'h2')), $(pt, '.stake')!.textContent, $(pt, '.expires')!.textContent, text(toggle(pt))]).toStrictEqual([
      'Apostas grátis',
      `Aposta de $${NBSP}1,00`,
      'Expira em 24 de nov. de 2030, 14:03',
      'Usar apostas grátis',
    ]);
    const es = await mount({ lang: 'es', offer: OFFER });
    expect([text($(es, 'h2')), $(es, '.stake')!.textContent, $(es, '.expires')!.textContent, text(toggle(es))]).toStrictEqual([
      'Apuestas gratis',
      `Apuesta de 1,00${NBSP}$`,
      'Caduca el 24 nov 2030, 14:03',
      'Usar apuestas gratis',
    ]);
  });

  it('shows the stake converted when the session shows another currency (display conversion)', async () => {
    const money = createMoneyFormat({ lang: 'en', currency: 'BRL', rate: '5.25' });
    const el = await mount({ offer: { ...OFFER, stake: '2.0000000000' }, money });
    expect(text($(el, '.stake'))).toBe('Stake R$10.50');
  });

  it('shows no expiry for a grant that never expires, and nothing at all without a grant', async () => {
    const el = await mount({ offer: { ...OFFER, expiresAt: null } });
    expect($(el, '.expires')).toBeNull();
    el.offer = null;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('section')).toBeNull();
  });

  it('is a switch: a focusable button with role="switch" and aria-checked, named by its words', async () => {
    const el = await mount({ offer: OFFER });
    const button = toggle(el);
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-checked')).toBe('false');
    expect(button.getAttribute('aria-disabled')).toBe('false');
    button.focus();
    expect(el.shadowRoot!.activeElement).toBe(button);
    el.on = true;
    await el.updateComplete;
    expect(button.getAttribute('aria-checked')).toBe('true');
  });

  it('asks for the other state when flipped (a native button: Space and Enter click it), and does nothing while disabled', async () => {
    const el = await mount({ offer: OFFER });
    const asked: boolean[] = [];
    document.body.addEventListener(FreeBetsToggleEvent.type, (event) => asked.push(event.on));
    toggle(el).click();
    el.on = true;
    await el.updateComplete;
    toggle(el).click();
    el.disabled = true;
    await el.updateComplete;
    expect(toggle(el).getAttribute('aria-disabled')).toBe('true');
    toggle(el).click();
    // It shows what it is given: asking changes nothing by itself.
    expect(asked).toStrictEqual([true, false]);
    expect(toggle(el).getAttribute('aria-checked')).toBe('true');
  });
});

describe('<rgs-free-bets> colours', () => {
  // Each pair the styles draw, on the palette of a dark, a light and a loud theme: the section's edge
  // on the controls column, its words on its own surface, the switch's track and thumb off and on.
  const THEMES = [
    { bg: '#0D1117', bgLight: '#161B22', accent: '#FFFFFF' },
    { bg: '#FFFFFF', bgLight: '#F3F4F6', accent: '#0969DA' },
    { bg: '#F5F0E6', bgLight: '#FFFFFF', accent: '#FFFF00' },
    { bg: '#5865F2', bgLight: '#777777', accent: '#E50914' },
  ];
  const PAIRS: [PaletteProperty, PaletteProperty, number][] = [
    ['--rgs-accent-safe', '--rgs-surface-raised', NON_TEXT_CONTRAST],
    ['--rgs-text', '--rgs-surface', TEXT_CONTRAST],
    ['--rgs-text-muted', '--rgs-surface', TEXT_CONTRAST],
    ['--rgs-border', '--rgs-surface', NON_TEXT_CONTRAST],
    ['--rgs-text-muted', '--rgs-surface', NON_TEXT_CONTRAST],
    ['--rgs-accent-safe', '--rgs-surface', NON_TEXT_CONTRAST],
  ];

  it.each(THEMES)('are readable on the palette of $bg / $bgLight / $accent', (theme) => {
    const palette = themePalette(theme);
    for (const [front, back, needed] of PAIRS) {
      const ratio = contrastRatio(parseHexColor(palette[front])!, parseHexColor(palette[back])!);
      expect([front, back, ratio >= needed]).toStrictEqual([front, back, true]);
    }
  });
});
