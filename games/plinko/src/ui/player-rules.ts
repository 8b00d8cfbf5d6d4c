import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { PLINKO_MAX_BALLS, PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from '../board';
import { PLINKO_PAYTABLES } from '../paytables';
import { PLINKO_STRINGS } from './strings';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: the
// multipliers come from paytables.ts itself (plain data), never through ../rules.ts (zod, decimal.js).

/** The boards the paytable shows: their edge and centre slots at each risk. */
export const TABLE_ROWS = [8, 12, 16] as const;

/**
 * The return to player, in percent: every paytable returns exactly 99 % (paytables.test.ts proves it
 * with integers; player-rules.test.ts that this is the figure).
 */
export const RTP_PERCENT = 99;

/** The largest multiplier of any board, and where it is. */
export const MAX_WIN = (() => {
  let best = { multiplier: '0', rows: 0, risk: PLINKO_RISKS[0] as PlinkoRisk };
  for (const risk of PLINKO_RISKS) {
    for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
      // Two decimals at most: as numbers, distinct multipliers stay distinct.
      for (const multiplier of PLINKO_PAYTABLES[risk][rows]!) if (Number(multiplier) > Number(best.multiplier)) best = { multiplier, rows, risk };
    }
  }
  return best;
})();

/** The Intl locale of a game language. */

/** A multiplier's decimal text in the language's digits, with its sign ("1007.72" → "1,007.72×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(Number(text))}×`;
}

/** What each language says; numbers and the game's own words arrive ready. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { maxBalls: string; minRows: string; maxRows: string; risks: string }) => string[];
  readonly board: string;
  readonly edge: (rows: string) => string;
  readonly centre: (rows: string) => string;
  readonly maxWin: (multiplier: string, rows: string, risk: string) => string;
  readonly batch: string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Plinko rules',
    steps: ({ maxBalls, minRows, maxRows, risks }) => [
      `Set your bet per ball and how many balls to drop (1 to ${maxBalls}). Your total bet is the bet times the balls.`,
      `Choose ${minRows} to ${maxRows} rows of pins and a risk: ${risks}.`,
      'Each ball bounces left or right at every row and lands in a slot at the bottom.',
      'A ball pays your bet times its slot’s multiplier. Edge slots pay the most but are the rarest; higher risk pays more at the edges and less in the centre.',
    ],
    board: 'Board',
    edge: (rows) => `${rows} rows, edge`,
    centre: (rows) => `${rows} rows, centre`,
    maxWin: (multiplier, rows, risk) => `${multiplier} the bet per ball (${rows} rows, ${risk} risk, edge slot)`,
    batch: 'All the balls of a drop are one bet, paid once: your bet per ball times the sum of their multipliers.',
  },
  pt: {
    title: 'Regras do Plinko',
    steps: ({ maxBalls, minRows, maxRows, risks }) => [
      `Defina a aposta por bola e quantas bolas soltar (de 1 a ${maxBalls}). A aposta total é a aposta vezes o número de bolas.`,
      `Escolha de ${minRows} a ${maxRows} linhas de pinos e um risco: ${risks}.`,
      'Cada bola quica para a esquerda ou para a direita em cada linha e cai em uma casa na base.',
      'Cada bola paga a sua aposta vezes o multiplicador da casa. As casas das pontas pagam mais, mas são as mais raras; um risco maior paga mais nas pontas e menos no centro.',
    ],
    board: 'Tabuleiro',
    edge: (rows) => `${rows} linhas, ponta`,
    centre: (rows) => `${rows} linhas, centro`,
    maxWin: (multiplier, rows, risk) => `${multiplier} a aposta por bola (${rows} linhas, risco ${risk}, casa da ponta)`,
    batch: 'Todas as bolas de uma jogada são uma só aposta, paga de uma vez: a aposta por bola vezes a soma dos multiplicadores.',
  },
  es: {
    title: 'Reglas de Plinko',
    steps: ({ maxBalls, minRows, maxRows, risks }) => [
      `Elige tu apuesta por bola y cuántas bolas soltar (de 1 a ${maxBalls}). Tu apuesta total es la apuesta por el número de bolas.`,
      `Elige de ${minRows} a ${maxRows} filas de clavos y un riesgo: ${risks}.`,
      'Cada bola rebota a la izquierda o a la derecha en cada fila y cae en una casilla al fondo.',
      'Cada bola paga tu apuesta multiplicada por el multiplicador de su casilla. Las casillas de los extremos pagan más, pero son las más raras; un riesgo mayor paga más en los extremos y menos en el centro.',
    ],
    board: 'Tablero',
    edge: (rows) => `${rows} filas, extremo`,
    centre: (rows) => `${rows} filas, centro`,
    maxWin: (multiplier, rows, risk) => `${multiplier} la apuesta por bola (${rows} filas, riesgo ${risk}, casilla del extremo)`,
    batch: 'Todas las bolas de una tirada son una sola apuesta, pagada una vez: tu apuesta por bola multiplicada por la suma de sus multiplicadores.',
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = PLINKO_STRINGS[lang];
  const count = new Intl.NumberFormat(localeOf(lang));
  const risks = new Intl.ListFormat(localeOf(lang), { type: 'disjunction' }).format(PLINKO_RISKS.map((risk) => strings[risk]));
  const cells = (rows: number, slot: (table: readonly string[]) => string) => PLINKO_RISKS.map((risk) => times(slot(PLINKO_PAYTABLES[risk][rows]!), lang));
  return {
    title: copy.title,
    howToPlay: copy.steps({
      maxBalls: count.format(PLINKO_MAX_BALLS),
      minRows: count.format(PLINKO_MIN_ROWS),
      maxRows: count.format(PLINKO_MAX_ROWS),
      risks,
    }),
    paytable: {
      columns: [copy.board, ...PLINKO_RISKS.map((risk) => strings[risk])],
      rows: TABLE_ROWS.flatMap((rows) => [
        [copy.edge(count.format(rows)), ...cells(rows, (table) => table[0]!)],
        [copy.centre(count.format(rows)), ...cells(rows, (table) => table[rows / 2]!)],
      ]),
    },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN.multiplier, lang), count.format(MAX_WIN.rows), strings[MAX_WIN.risk].toLocaleLowerCase(localeOf(lang))),
    notes: [copy.batch],
  };
}

/** Plinko's rules for players, in every language the games speak. */
export const plinkoPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
