import { BUILT_IN_THEME, isHexColor, resolveLanguage, type GameDefinition } from '@rgs/schema';
import { EARLY_OPEN_SCRIPT, openRequestBody } from '@rgs/schema/play';

/** What a game page is told by its URL, validated: colours are hex or the default, never raw text. */
export interface PageParams {
  readonly token: string | null;
  readonly bg: string;
  readonly accent: string;
  readonly bgLight: string;
  readonly lang: string;
  readonly cur: string | null;
  readonly curPrefix: string | null;
}

/** Reads the contract's game-route query parameters; an invalid colour falls back to the default. */
export function readPageParams(query: URLSearchParams): PageParams {
  const colour = (name: string, fallback: string) => {
    const value = query.get(name);
    return isHexColor(value) ? value : fallback;
  };
  const text = (name: string, max: number) => {
    const value = query.get(name);
    return value && value.length <= max ? value : null;
  };
  return {
    token: text('token', 4096),
    bg: colour('bg', BUILT_IN_THEME.darkBackground),
    accent: colour('accent', BUILT_IN_THEME.buttonColor),
    bgLight: colour('bgLight', BUILT_IN_THEME.darkLightBackground),
    lang: resolveLanguage(query.get('lang') ?? undefined),
    cur: text('cur', 16),
    curPrefix: text('curPrefix', 8),
  };
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The HTML of a game route: the theme as CSS custom properties, the game's own bundle (its entry,
 * and the chunks the entry imports as module preloads, fetched in parallel with it), and the game
 * element. The token is not written into the page: the game reads it from its own URL, and without
 * one it renders a disabled shell that sends no authenticated request. With one, the page's only
 * inline script (`EARLY_OPEN_SCRIPT`, allowed by its hash) asks to go live while the bundle loads.
 */
export function renderGamePage(
  game: GameDefinition,
  params: PageParams,
  options: { apiUrl: string; assetPath: string; preloadPaths?: readonly string[] },
): string {
  const live = params.token !== null;
  return `<!doctype html>
<html lang="${escape(params.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="rgs-api" content="${escape(options.apiUrl)}">
${live ? `<script data-body="${escape(openRequestBody(game.key))}">${EARLY_OPEN_SCRIPT}</script>\n` : ''}<title>${escape(game.title)}</title>
<style>
:root{--rgs-bg:${params.bg};--rgs-accent:${params.accent};--rgs-bg-light:${params.bgLight}}
html,body{margin:0;background:var(--rgs-bg);font-family:system-ui,sans-serif}
</style>
<script type="module" src="${escape(options.assetPath)}"></script>
${(options.preloadPaths ?? []).map((path) => `<link rel="modulepreload" href="${escape(path)}">\n`).join('')}</head>
<body>
<rgs-${game.route} lang="${escape(params.lang)}"${live ? '' : ' disabled'}${
    params.cur ? ` currency="${escape(params.cur)}"` : ''
  }${params.curPrefix ? ` currency-prefix="${escape(params.curPrefix)}"` : ''}></rgs-${game.route}>
</body>
</html>
`;
}
