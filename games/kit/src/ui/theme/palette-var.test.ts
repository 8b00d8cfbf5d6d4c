import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CSSResult } from 'lit';
import { describe, expect, it } from 'vitest';
import { parseHexColor, toHex } from './color';
import { DEFAULT_PALETTE, paletteVar } from './palette-var';
import { DEFAULT_THEME, PALETTE_PROPERTIES, themePalette, type PaletteProperty } from './theme-palette';

const UI = fileURLToPath(new URL('..', import.meta.url));

/** The CSS text of every stylesheet in the kit's UI: `controls` and each export of every `*.styles.ts`, by "file export". */
async function kitStyleSheets(): Promise<Map<string, string>> {
  const files = ['controls.ts', ...readdirSync(UI, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.styles.ts'))];
  const sheets = new Map<string, string>();
  for (const file of files.sort()) {
    const module = (await import(/* @vite-ignore */ `${UI}/${file}`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      const texts = [value].flat().filter((sheet) => sheet instanceof CSSResult).map((sheet) => sheet.cssText);
      if (texts.length > 0) sheets.set(`${file.replaceAll('\\', '/')} ${name}`, texts.join('\n'));
    }
  }
  return sheets;
}

/** Every `var(--rgs-<palette property>, fallback)` in the CSS, fallback null when there is none. */
function paletteUses(cssText: string): { name: PaletteProperty; fallback: string | null }[] {
  const uses = [...cssText.matchAll(/var\(\s*(--rgs-[\w-]+)\s*(?:,\s*([^()]*?)\s*)?\)/g)];
  return uses
    .filter(([, name]) => (PALETTE_PROPERTIES as readonly string[]).includes(name!))
    .map(([, name, fallback]) => ({ name: name as PaletteProperty, fallback: fallback ?? null }));
}

// Colours compare as colours ("#fff" is "#ffffff"); the colour scheme as its word.
const normal = (value: string) => (parseHexColor(value) ? toHex(parseHexColor(value)!) : value);

describe('DEFAULT_PALETTE and paletteVar', () => {
  it('is the palette themePalette computes for the built-in theme', () => {
    expect(DEFAULT_PALETTE).toStrictEqual(themePalette(DEFAULT_THEME));
  });

  it('writes a palette property with the built-in theme’s value as its fallback', () => {
    expect(paletteVar('--rgs-text').cssText).toBe('var(--rgs-text, #e6edf3)');
    expect(paletteVar('--rgs-color-scheme').cssText).toBe('var(--rgs-color-scheme, dark)');
    expect(PALETTE_PROPERTIES.map((name) => paletteUses(paletteVar(name).cssText))).toStrictEqual(
      PALETTE_PROPERTIES.map((name) => [{ name, fallback: themePalette(DEFAULT_THEME)[name] }]),
    );
  });
});

describe('the kit’s stylesheets', () => {
  it('read the palette with the built-in theme’s values as fallbacks, so a page without a theme still reads', async () => {
    const expected = themePalette(DEFAULT_THEME);
    const sheets = await kitStyleSheets();
    const users = [...sheets].filter(([, css]) => paletteUses(css).length > 0).map(([sheet]) => sheet);
    // The components that once derived their own colours read the palette now (and so the check below has work to do).
    expect(users).toEqual(
      expect.arrayContaining([
        'controls.ts controls',
        'modal/modal.styles.ts modalStyles',
        'hotkeys/hotkeys-help.styles.ts hotkeysHelpStyles',
        'autobet/autobet-panel.styles.ts autobetPanelStyles',
        'feedback/result-banner.styles.ts resultBannerStyles',
      ]),
    );
    for (const [sheet, css] of sheets) {
      for (const { name, fallback } of paletteUses(css)) {
        expect([sheet, name, fallback === null ? null : normal(fallback)]).toStrictEqual([sheet, name, expected[name]]);
      }
    }
  });

  it('keep no colour maths of their own', async () => {
    for (const [sheet, css] of await kitStyleSheets()) {
      expect([sheet, /--_(?:ink|surface|accent|on-accent)\b|pow\(|rgb\(from/.exec(css)?.[0] ?? null]).toStrictEqual([sheet, null]);
    }
  });
});
