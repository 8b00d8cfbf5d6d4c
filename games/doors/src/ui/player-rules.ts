import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { DOORS_LEVELS, MAX_DOORS, MIN_DOORS } from '../corridor';
import { multiplierAfter } from './doors-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from doors-odds.ts (BigInt, checked there against the rules' own doorsMultiplier),
// never from ../multiplier.ts, which floors through decimal.js.

/** The door counts the paytable shows, one row each. */
export const TABLE_DOORS = [2, 3, 4, 5] as const;

/** The levels passed the paytable shows, one column each. */
export const TABLE_LEVELS = [1, 2, 3, 5, DOORS_LEVELS] as const;

/**
 * The return to player, in percent: 0.99 × (n/(n − 1))^k pays exactly 99 % of the stake back on
 * average, whatever doors are opened and wherever the player stops, before the multiplier is floored
 * (RULES.md; multiplier.test.ts proves it for every door count and level).
 */
export const RTP_PERCENT = 99;

/** The largest multiplier of any round: all ten levels passed with the fewest doors. */
export const MAX_WIN = { multiplier: multiplierAfter(MIN_DOORS, DOORS_LEVELS)!, doors: MIN_DOORS };

/** A multiplier's decimal text in the language's digits, with its sign ("1013.76" → "1,013.76×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { min: string; max: string; levels: string }) => string[];
  readonly doors: string;
  readonly level: (count: string, one: boolean) => string;
  readonly maxWin: (multiplier: string, doors: string, levels: string) => string;
  readonly rounding: string;
  readonly odds: string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Doors rules',
    steps: ({ min, max, levels }) => [
      `Set your bet and choose how many doors each level has (${min} to ${max}). On every level one door hides a trap.`,
      'Open one door per level. A safe door takes you to the next level and raises your multiplier; the fewer the doors, the faster it rises.',
      'Cash out whenever you like after your first level.',
      'Open the trap and the round ends: the bet is lost.',
      `Pass all ${levels} levels and you are cashed out automatically.`,
      'A round left without a move for 24 hours is cashed out if you have passed a level, and lost if you have not.',
    ],
    doors: 'Doors',
    level: (count, one) => (one ? `${count} level` : `${count} levels`),
    maxWin: (multiplier, doors, levels) => `${multiplier} the bet (${doors} doors, all ${levels} levels passed)`,
    rounding: 'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.01 percentage points.',
    odds: 'Every door of every level is equally likely to hide the trap: with n doors a level is passed n − 1 times in n, whichever door you open.',
  },
  pt: {
    title: 'Regras do Doors',
    steps: ({ min, max, levels }) => [
      `Defina a aposta e escolha quantas portas cada nível tem (de ${min} a ${max}). Em cada nível, uma porta esconde uma armadilha.`,
      'Abra uma porta por nível. Uma porta segura leva ao próximo nível e aumenta o multiplicador; quanto menos portas, mais rápido ele sobe.',
      'Retire quando quiser depois do primeiro nível.',
      'Se abrir a armadilha, a rodada termina e a aposta é perdida.',
      `Se passar pelos ${levels} níveis, o valor é retirado automaticamente.`,
      'Uma rodada deixada sem jogada por 24 horas é retirada se você passou de um nível, e perdida se não passou.',
    ],
    doors: 'Portas',
    level: (count, one) => (one ? `${count} nível` : `${count} níveis`),
    maxWin: (multiplier, doors, levels) => `${multiplier} a aposta (${doors} portas, os ${levels} níveis superados)`,
    rounding: 'Os multiplicadores são arredondados para baixo em 4 casas decimais, o que reduz o retorno em menos de 0,01 ponto percentual.',
    odds: 'Todas as portas de cada nível têm a mesma chance de esconder a armadilha: com n portas, um nível é superado n − 1 vezes em n, seja qual for a porta aberta.',
  },
  es: {
    title: 'Reglas de Doors',
    steps: ({ min, max, levels }) => [
      `Elige tu apuesta y cuántas puertas tiene cada nivel (de ${min} a ${max}). En cada nivel, una puerta esconde una trampa.`,
      'Abre una puerta por nivel. Una puerta segura te lleva al siguiente nivel y sube tu multiplicador; cuantas menos puertas, más rápido sube.',
      'Retira cuando quieras después de tu primer nivel.',
      'Si abres la trampa, la ronda termina y pierdes la apuesta.',
      `Si superas los ${levels} niveles, se retira automáticamente.`,
      'Una ronda sin jugada durante 24 horas se retira si superaste algún nivel, y se pierde si no.',
    ],
    doors: 'Puertas',
    level: (count, one) => (one ? `${count} nivel` : `${count} niveles`),
    maxWin: (multiplier, doors, levels) => `${multiplier} la apuesta (${doors} puertas, los ${levels} niveles superados)`,
    rounding: 'Los multiplicadores se redondean hacia abajo a 4 decimales, lo que reduce el retorno en menos de 0,01 puntos porcentuales.',
    odds: 'Todas las puertas de cada nivel tienen la misma probabilidad de esconder la trampa: con n puertas, un nivel se supera n − 1 veces de cada n, sea cual sea la puerta.',
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const count = new Intl.NumberFormat(localeOf(lang));
  return {
    title: copy.title,
    howToPlay: copy.steps({ min: count.format(MIN_DOORS), max: count.format(MAX_DOORS), levels: count.format(DOORS_LEVELS) }),
    paytable: {
      columns: [copy.doors, ...TABLE_LEVELS.map((levels) => copy.level(count.format(levels), levels === 1))],
      rows: TABLE_DOORS.map((doors) => [count.format(doors), ...TABLE_LEVELS.map((levels) => times(multiplierAfter(doors, levels)!, lang))]),
    },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN.multiplier, lang), count.format(MAX_WIN.doors), count.format(DOORS_LEVELS)),
    notes: [copy.odds, copy.rounding],
  };
}

/** Doors' rules for players, in every language the games speak. */
export const doorsPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
