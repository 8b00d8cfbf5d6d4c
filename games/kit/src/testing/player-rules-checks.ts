import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { GameLanguage } from '../ui/i18n';
import type { RulesByLanguage, RulesContent } from '../ui/modal/rules-content';

/** The languages every game's player rules are written in, in the order the checks list them. */
const LANGUAGES = ['en', 'pt', 'es'] as const satisfies readonly GameLanguage[];

/** The no-break space Spanish puts before a percent sign (`98,99 %`). */
export const NBSP = '\u00a0';

/** The rules in one language; a failing test names the language that is missing. */
function rulesIn(rules: RulesByLanguage, lang: GameLanguage): RulesContent {
  const content = rules[lang];
  if (!content) throw new Error(`the player rules have no ${lang} text`);
  return content;
}

/** One field of the rules in every language, in `LANGUAGES` order: `inEachLanguage(rules, 'rtp')` → `['99%', '99%', '99 %']`. */
export function inEachLanguage<K extends keyof RulesContent>(rules: RulesByLanguage, field: K): RulesContent[K][] {
  return LANGUAGES.map((lang) => rulesIn(rules, lang)[field]);
}

/** Every text of a rules content, flattened. */
function rulesTexts(rules: RulesContent): string[] {
  const table = rules.paytable;
  return [rules.title, ...rules.howToPlay, ...(table?.columns ?? []), ...(table?.rows.flat() ?? []), rules.rtp, rules.maxWin, ...(rules.notes ?? [])];
}

/** The kit's UI: every game page has loaded it before its rules can open, so importing it costs nothing. */
const PAGE_KIT = '@rgs/game-kit/ui';

/** The packages a module loads at run time, following its relative imports; `import type` is erased, so skipped. */
function runtimePackages(file: string | URL, seen = new Set<string>()): string[] {
  const path = typeof file === 'string' ? file : fileURLToPath(file);
  if (seen.has(path)) return [];
  seen.add(path);
  const found: string[] = [];
  for (const [, specifier] of readFileSync(path, 'utf8').matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
    if (specifier!.startsWith('.')) found.push(...runtimePackages(resolve(dirname(path), `${specifier}.ts`), seen));
    else found.push(specifier!);
  }
  return found;
}

/** What a game's player rules hold in every language. */
export interface PlayerRulesShape {
  /** How many steps "how to play" has. */
  readonly steps: number;
  /** The paytable's size (every row has a cell per column), or null for rules that show none. */
  readonly paytable: { readonly columns: number; readonly rows: number } | null;
  /** How many notes follow the RTP and maximum win. */
  readonly notes: number;
  /** The player-rules module itself, `new URL('./player-rules.ts', import.meta.url)`. */
  readonly file: URL;
}

/**
 * Adds to the `describe` it is called in the two tests every game's player rules must pass: each
 * language says the same things (the same steps, table shape and notes, no empty text, a title of
 * its own), and the module loads no package at run time but the kit's UI, because the browser fetches it only when
 * the rules open and zod or decimal.js would come along with it. The game's own tests still assert
 * its exact texts and the paytable's values.
 */
export function describePlayerRulesContract(rules: RulesByLanguage, shape: PlayerRulesShape): void {
  it('says the same things in every language: same steps, same table shape, same notes, no empty text', () => {
    for (const lang of LANGUAGES) {
      const content = rulesIn(rules, lang);
      expect(content.howToPlay).toHaveLength(shape.steps);
      if (shape.paytable === null) expect(content.paytable).toBeUndefined();
      else {
        const { columns, rows } = shape.paytable;
        expect(content.paytable?.columns).toHaveLength(columns);
        expect(content.paytable?.rows.map((row) => row.length)).toEqual(Array<number>(rows).fill(columns));
      }
      expect(content.notes ?? []).toHaveLength(shape.notes);
      for (const text of rulesTexts(content)) expect(text.trim()).not.toBe('');
    }
    expect(new Set(inEachLanguage(rules, 'title')).size).toBe(LANGUAGES.length);
  });

  it('loads no package at run time (no zod, no decimal.js) but the kit’s UI the page runs already: the browser fetches it when the rules open', () => {
    expect(runtimePackages(shape.file).filter((name) => name !== PAGE_KIT)).toEqual([]);
  });
}
