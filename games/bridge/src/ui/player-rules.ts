import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { BRIDGE_DIFFICULTIES, BRIDGE_ROWS, type BridgeDifficulty } from '../span';
import { multiplierAfter } from './bridge-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from bridge-odds.ts (BigInt, checked there against the rules' own bridgeMultiplier),
// never from ../multiplier.ts, which floors through decimal.js.

/** The rows crossed the paytable shows, one column each. */
export const TABLE_ROWS = [1, 2, 3, 5, BRIDGE_ROWS] as const;

/**
 * The return to player, in percent: 0.99 × (n/t)^k pays exactly 99 % of the stake back on average,
 * whatever panels are stepped on and wherever the player stops, before the multiplier is floored
 * (RULES.md; multiplier.test.ts proves it for every difficulty and row).
 */
export const RTP_PERCENT = 99;

/** The largest multiplier of any round: the far platform on hard. */
export const MAX_WIN = { multiplier: multiplierAfter('hard', BRIDGE_ROWS)!, difficulty: 'hard' as BridgeDifficulty };

/** A multiplier's decimal text in the language's digits, with its sign ("6495.39" → "6,495.39×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (rows: string) => string[];
  readonly difficulty: string;
  readonly names: Readonly<Record<BridgeDifficulty, string>>;
  readonly row: (count: string, one: boolean) => string;
  readonly maxWin: (multiplier: string, difficulty: string, rows: string) => string;
  readonly odds: string;
  readonly rounding: string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Bridge rules',
    steps: (rows) => [
      'Set your bet and choose a difficulty: Easy (3 panels a row, 1 breaks), Medium (2 panels, 1 breaks) or Hard (3 panels, 2 break).',
      'Step onto one panel of the next row. Tempered glass holds and raises your multiplier; the harder the bridge, the faster it rises.',
      'Cash out whenever you like after your first row.',
      'Step on fragile glass and it breaks: the round ends and the bet is lost.',
      `Cross all ${rows} rows to the far platform and you are cashed out automatically.`,
      'A round left without a move for 24 hours is cashed out if you have crossed a row, and lost if you have not.',
    ],
    difficulty: 'Difficulty',
    names: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
    row: (count, one) => (one ? `${count} row` : `${count} rows`),
    maxWin: (multiplier, difficulty, rows) => `${multiplier} the bet (${difficulty}, all ${rows} rows crossed)`,
    odds: 'Every panel of a row is equally likely to break, whichever you choose: each row holds 2 times in 3 on Easy, 1 in 2 on Medium and 1 in 3 on Hard.',
    rounding: 'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.01 percentage points.',
  },
  pt: {
    title: 'Regras do Bridge',
    steps: (rows) => [
      'Defina a aposta e escolha a dificuldade: Fácil (3 painéis por fileira, 1 quebra), Média (2 painéis, 1 quebra) ou Difícil (3 painéis, 2 quebram).',
      'Pise num painel da próxima fileira. O vidro temperado aguenta e aumenta o multiplicador; quanto mais difícil a ponte, mais rápido ele sobe.',
      'Retire quando quiser depois da primeira fileira.',
      'Se pisar num vidro frágil, ele quebra: a rodada termina e a aposta é perdida.',
      `Se atravessar as ${rows} fileiras até a plataforma do outro lado, o valor é retirado automaticamente.`,
      'Uma rodada deixada sem jogada por 24 horas é retirada se você atravessou uma fileira, e perdida se não atravessou.',
    ],
    difficulty: 'Dificuldade',
    names: { easy: 'Fácil', medium: 'Média', hard: 'Difícil' },
    row: (count, one) => (one ? `${count} fileira` : `${count} fileiras`),
    maxWin: (multiplier, difficulty, rows) => `${multiplier} a aposta (${difficulty}, as ${rows} fileiras atravessadas)`,
    odds: 'Todos os painéis de uma fileira têm a mesma chance de quebrar, seja qual for a escolha: cada fileira aguenta 2 vezes em 3 no Fácil, 1 em 2 no Média e 1 em 3 no Difícil.',
    rounding: 'Os multiplicadores são arredondados para baixo em 4 casas decimais, o que reduz o retorno em menos de 0,01 ponto percentual.',
  },
  es: {
    title: 'Reglas de Bridge',
    steps: (rows) => [
      'Elige tu apuesta y la dificultad: Fácil (3 paneles por fila, 1 se rompe), Media (2 paneles, 1 se rompe) o Difícil (3 paneles, 2 se rompen).',
      'Pisa un panel de la siguiente fila. El cristal templado aguanta y sube tu multiplicador; cuanto más difícil el puente, más rápido sube.',
      'Retira cuando quieras después de tu primera fila.',
      'Si pisas cristal frágil, se rompe: la ronda termina y pierdes la apuesta.',
      `Si cruzas las ${rows} filas hasta la plataforma del otro lado, se retira automáticamente.`,
      'Una ronda sin jugada durante 24 horas se retira si cruzaste alguna fila, y se pierde si no.',
    ],
    difficulty: 'Dificultad',
    names: { easy: 'Fácil', medium: 'Media', hard: 'Difícil' },
    row: (count, one) => (one ? `${count} fila` : `${count} filas`),
    maxWin: (multiplier, difficulty, rows) => `${multiplier} la apuesta (${difficulty}, las ${rows} filas cruzadas)`,
    odds: 'Todos los paneles de una fila tienen la misma probabilidad de romperse, elijas el que elijas: cada fila aguanta 2 de cada 3 veces en Fácil, 1 de 2 en Media y 1 de 3 en Difícil.',
    rounding: 'Los multiplicadores se redondean hacia abajo a 4 decimales, lo que reduce el retorno en menos de 0,01 puntos porcentuales.',
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const count = new Intl.NumberFormat(localeOf(lang));
  return {
    title: copy.title,
    howToPlay: copy.steps(count.format(BRIDGE_ROWS)),
    paytable: {
      columns: [copy.difficulty, ...TABLE_ROWS.map((rows) => copy.row(count.format(rows), rows === 1))],
      rows: BRIDGE_DIFFICULTIES.map((d) => [copy.names[d], ...TABLE_ROWS.map((rows) => times(multiplierAfter(d, rows)!, lang))]),
    },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN.multiplier, lang), copy.names[MAX_WIN.difficulty], count.format(BRIDGE_ROWS)),
    notes: [copy.odds, copy.rounding],
  };
}

/** Bridge's rules for players, in every language the games speak. */
export const bridgePlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };

