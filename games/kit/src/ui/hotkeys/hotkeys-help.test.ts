// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { RgsHotkeysHelp } from './hotkeys-help';
import { keyName } from './hotkeys-strings';

const KEYS = [
  { key: 'Space', label: 'Bet', enabled: true },
  { key: 'Escape', label: 'Skip', enabled: true },
  { key: 'a', label: 'Autobet', enabled: false },
];

async function mount(lang = 'en'): Promise<RgsHotkeysHelp> {
  const help = document.createElement('rgs-hotkeys-help');
  help.hotkeys = KEYS;
  help.lang = lang;
  document.body.appendChild(help);
  await help.updateComplete;
  return help;
}

const button = (help: RgsHotkeysHelp) => help.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!;
const list = (help: RgsHotkeysHelp) => help.shadowRoot!.querySelector<HTMLElement>('[part="list"]');
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((el) => el.textContent!.trim());

async function openList(help: RgsHotkeysHelp): Promise<void> {
  button(help).focus();
  button(help).click();
  await help.updateComplete;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<rgs-hotkeys-help>', () => {
  it('is a collapsed "Keyboard shortcuts" button until pressed', async () => {
    const help = await mount();
    expect(button(help).textContent!.trim()).toBe('Keyboard shortcuts');
    expect(button(help).getAttribute('aria-expanded')).toBe('false');
    expect(button(help).hasAttribute('aria-controls')).toBe(false);
    expect(list(help)).toBeNull();
  });

  it('lists each key and what it does, marking what does nothing now, and closes on a second press', async () => {
    const help = await mount();
    await openList(help);
    expect(button(help).getAttribute('aria-expanded')).toBe('true');
    expect(button(help).getAttribute('aria-controls')).toBe('list');
    expect(list(help)!.getAttribute('aria-label')).toBe('Keyboard shortcuts');
    expect(texts(list(help)!, 'kbd')).toEqual(['Space', 'Esc', 'A']);
    expect(texts(list(help)!, 'dd')).toEqual(['Bet', 'Skip', 'Autobet']);
    expect([...list(help)!.querySelectorAll('dd')].map((dd) => dd.className)).toEqual(['', '', 'off']);
    button(help).click();
    await help.updateComplete;
    expect(list(help)).toBeNull();
  });

  it.each([
    ['pt', 'Atalhos de teclado', 'Espaço'],
    ['es', 'Atajos de teclado', 'Espacio'],
  ])('speaks %s', async (lang, title, space) => {
    const help = await mount(lang);
    await openList(help);
    expect(button(help).textContent!.trim()).toBe(title);
    expect(texts(list(help)!, 'kbd')[0]).toBe(space);
  });

  it('closes on Esc, keeping the key from the game, and returns focus to its button', async () => {
    const help = await mount();
    await openList(help);
    const game: string[] = [];
    document.body.addEventListener('keydown', (event) => game.push(event.key));
    list(help)!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    await help.updateComplete;
    expect(list(help)).toBeNull();
    expect(game).toEqual([]);
    expect(help.shadowRoot!.activeElement).toBe(button(help));
    // Closed, Esc is the game's again.
    help.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }));
    expect(game).toEqual(['Escape']);
  });

  it('closes on a press outside it but not on one inside, and when focus leaves it', async () => {
    const help = await mount();
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    await openList(help);
    list(help)!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await help.updateComplete;
    expect(help.open).toBe(true);
    outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await help.updateComplete;
    expect(help.open).toBe(false);
    await openList(help);
    button(help).dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: outside }));
    await help.updateComplete;
    expect(list(help)).toBeNull();
  });
});

describe('keyName', () => {
  it('names keys for the help list in each language', () => {
    expect(keyName(' ', 'en')).toBe('Space');
    expect(keyName('Enter', 'es')).toBe('Intro');
    expect(keyName('ArrowUp', 'pt')).toBe('↑');
    expect(keyName('r', 'pt')).toBe('R');
    expect(keyName('F2', 'en')).toBe('F2');
  });
});
