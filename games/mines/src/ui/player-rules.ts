import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { MAX_MINES, MIN_MINES, MINES_TILES } from '../board';
import { minesStrings } from '../strings';
import { multiplierAfter } from './mines-odds';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from mines-odds.ts (BigInt, checked there against the rules' own minesMultiplier),
// never from ../multiplier.ts, which floors through decimal.js.

/** The mine counts the paytable shows, one row each. */
export const TABLE_MINES = [1, 3, 5, 10, 24] as const;

/** The gems revealed the paytable shows, one column each. */
export const TABLE_GEMS = [1, 2, 3, 5] as const;

/**
 * The return to player, in percent: 0.99 × C(25, k) / C(25 − m, k) pays exactly 99 % of the stake
 * back on average before the multiplier is floored (RULES.md; multiplier.test.ts proves it for every
 * mine count and gem count, and player-rules.test.ts that this is the figure).
 */
export const RTP_PERCENT = 99;

/** The largest multiplier of any round, clearing the whole board, and the mine counts that pay it. */
export const MAX_WIN = (() => {
  let best = { multiplier: '0', mines: [] as number[] };
  for (let mines = MIN_MINES; mines <= MAX_MINES; mines++) {
    const multiplier = multiplierAfter(mines, MINES_TILES - mines)!;
    // At most 7 digits and 4 decimals: as numbers, distinct multipliers stay distinct and equal ones equal.
    if (Number(multiplier) > Number(best.multiplier)) best = { multiplier, mines: [mines] };
    else if (multiplier === best.multiplier) best.mines.push(mines);
  }
  return best;
})();

/** A cell with no multiplier: the board holds fewer gems than the column asks for. */
const NO_MULTIPLIER = '—';

/** The Intl locale of a game language. */

/** A multiplier's decimal text in the language's digits, with its sign ("5148297" → "5,148,297×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { tiles: string; min: string; max: string }) => string[];
  readonly gems: (count: number) => string;
  readonly maxWin: (multiplier: string, mines: string) => string;
  readonly rounding: string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Mines rules',
    steps: ({ tiles, min, max }) => [
      `Set your bet and choose how many mines hide among the ${tiles} tiles (${min} to ${max}).`,
      'Reveal tiles one at a time. Every gem raises your multiplier; more mines raise it faster.',
      'Cash out whenever you like after your first gem.',
      'Reveal a mine and the round ends: the bet is lost.',
      'Reveal every gem and you are cashed out automatically.',
    ],
    gems: (count) => (count === 1 ? '1 gem' : `${count} gems`),
    maxWin: (multiplier, mines) => `${multiplier} the bet (${mines} mines, every gem revealed)`,
    rounding: 'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.01 percentage points.',
  },
  pt: {
    title: 'Regras do Mines',
    steps: ({ tiles, min, max }) => [
      `Defina a aposta e escolha quantas minas se escondem entre as ${tiles} casas (de ${min} a ${max}).`,
      'Revele uma casa de cada vez. Cada gema aumenta o multiplicador; com mais minas, ele sobe mais rápido.',
      'Retire quando quiser depois da primeira gema.',
      'Se revelar uma mina, a rodada termina e a aposta é perdida.',
      'Se revelar todas as gemas, o valor é retirado automaticamente.',
    ],
    gems: (count) => (count === 1 ? '1 gema' : `${count} gemas`),
    maxWin: (multiplier, mines) => `${multiplier} a aposta (${mines} minas, todas as gemas reveladas)`,
    rounding: 'Os multiplicadores são arredondados para baixo em 4 casas decimais, o que reduz o retorno em menos de 0,01 ponto percentual.',
  },
  es: {
    title: 'Reglas de Mines',
    steps: ({ tiles, min, max }) => [
      `Elige tu apuesta y cuántas minas se esconden entre las ${tiles} casillas (de ${min} a ${max}).`,
      'Descubre las casillas de una en una. Cada gema sube tu multiplicador; con más minas sube más rápido.',
      'Retira cuando quieras después de tu primera gema.',
      'Si descubres una mina, la ronda termina y pierdes la apuesta.',
      'Si descubres todas las gemas, se retira automáticamente.',
    ],
    gems: (count) => (count === 1 ? '1 gema' : `${count} gemas`),
    maxWin: (multiplier, mines) => `${multiplier} la apuesta (${mines} minas, todas las gemas descubiertas)`,
    rounding: 'Los multiplicadores se redondean hacia abajo a 4 decimales, lo que reduce el retorno en menos de 0,01 puntos porcentuales.',
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const count = new Intl.NumberFormat(localeOf(lang));
  const orList = new Intl.ListFormat(localeOf(lang), { type: 'disjunction' });
  return {
    title: copy.title,
    howToPlay: copy.steps({ tiles: count.format(MINES_TILES), min: count.format(MIN_MINES), max: count.format(MAX_MINES) }),
    paytable: {
      columns: [minesStrings[lang].mines, ...TABLE_GEMS.map(copy.gems)],
      rows: TABLE_MINES.map((mines) => [
        count.format(mines),
        ...TABLE_GEMS.map((gems) => {
          const multiplier = multiplierAfter(mines, gems);
          return multiplier === null ? NO_MULTIPLIER : times(multiplier, lang);
        }),
      ]),
    },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN.multiplier, lang), orList.format(MAX_WIN.mines.map((mines) => count.format(mines)))),
    notes: [copy.rounding],
  };
}

/** Mines' rules for players, in every language the games speak. */
export const minesPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
