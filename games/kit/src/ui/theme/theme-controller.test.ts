// @vitest-environment happy-dom
import { LitElement } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeController, type ReadProperty } from './theme-controller';
import { PALETTE_PROPERTIES, themePalette } from './theme-palette';

// What the page's `:root` says; happy-dom does not inherit custom properties into computed styles, so
// the page case goes through an injected reader (a browser's getComputedStyle does inherit them).
let page: Record<string, string> = {};
const fromPage: ReadProperty = (_element, name) => page[name] ?? '';

class PageThemed extends LitElement {
  readonly theme = new ThemeController(this, fromPage);
  updates = 0;
  protected override updated(): void {
    this.updates += 1;
  }
}
customElements.define('test-page-themed', PageThemed);

class HostThemed extends LitElement {
  readonly theme = new ThemeController(this);
}
customElements.define('test-host-themed', HostThemed);

const written = (el: HTMLElement) => Object.fromEntries(PALETTE_PROPERTIES.map((name) => [name, el.style.getPropertyValue(name)]));

afterEach(() => {
  document.body.innerHTML = '';
  page = {};
});

describe('ThemeController', () => {
  it('writes the palette of the page’s theme on its host when connected', async () => {
    page = { '--rgs-bg': ' #FFFFFF', '--rgs-bg-light': '#F5F0E6 ', '--rgs-accent': '#FFFF00' };
    const el = document.createElement('test-page-themed') as PageThemed;
    document.body.append(el);
    await el.updateComplete;
    const expected = themePalette({ bg: '#FFFFFF', bgLight: '#F5F0E6', accent: '#FFFF00' });
    expect(written(el)).toStrictEqual(expected);
    expect(el.theme.palette).toStrictEqual(expected);
    expect(el.style.getPropertyValue('--rgs-text')).toBe('#1f2328');
    // The inputs stay the page's, so the next refresh reads them again.
    expect(['--rgs-bg', '--rgs-bg-light', '--rgs-accent'].map((name) => el.style.getPropertyValue(name))).toStrictEqual(['', '', '']);
  });

  it('recomputes on refresh(), re-rendering its host only when the palette changed', async () => {
    const el = document.createElement('test-page-themed') as PageThemed;
    document.body.append(el);
    await el.updateComplete;
    // No theme at all: the contract's built-in dark theme.
    expect(el.style.getPropertyValue('--rgs-text')).toBe('#e6edf3');
    const before = el.updates;

    expect(el.theme.refresh()['--rgs-text']).toBe('#e6edf3');
    await el.updateComplete;
    expect(el.updates).toBe(before);

    page = { '--rgs-bg': '#FFFFFF', '--rgs-bg-light': '#FFFFFF', '--rgs-accent': '#000000' };
    const light = el.theme.refresh();
    await el.updateComplete;
    expect(el.updates).toBe(before + 1);
    expect(light['--rgs-color-scheme']).toBe('light');
    expect(written(el)).toStrictEqual(themePalette({ bg: '#FFFFFF', bgLight: '#FFFFFF', accent: '#000000' }));
  });

  it('reads a theme set on the host element itself (the SDK’s case) through computed styles by default', async () => {
    const el = document.createElement('test-host-themed') as HostThemed;
    el.style.setProperty('--rgs-bg', '#000');
    el.style.setProperty('--rgs-bg-light', '#777777');
    el.style.setProperty('--rgs-accent', '#E50914');
    document.body.append(el);
    await el.updateComplete;
    expect(written(el)).toStrictEqual(themePalette({ bg: '#000', bgLight: '#777777', accent: '#E50914' }));
    expect(el.style.getPropertyValue('--rgs-surface-raised')).toBe('#717171');
  });
});
