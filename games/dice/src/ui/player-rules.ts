import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { diceStrings } from '../strings';
import { MAX_HUNDREDTHS, MAX_MULTIPLIER_UNITS, MIN_HUNDREDTHS, fixed, multiplierText, multiplierUnits } from './dice-odds';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every number
// comes from dice-odds.ts (plain integers, checked there against the rules' own diceMultiplier), never
// from ../rules.ts, which validates with zod and divides with decimal.js.

/** Rolls run 0.00 … 100.00: 10001 equally likely values (the rules' DICE_ROLL_OUTCOMES; the test compares). */
export const ROLL_OUTCOMES = 10_001;

/** Win chances of the paytable, in hundredths of a percent: the extremes and the usual picks. */
export const EXAMPLE_CHANCES = [MIN_HUNDREDTHS, 1_000, 2_500, 4_950, 5_000, 7_500, 9_000, MAX_HUNDREDTHS] as const;

/** The return at a win chance of `chance` hundredths of a percent, in hundredths of a percent, rounded down. */
function rtpHundredths(chance: number): number {
  // The multiplier is units / 10⁴ and `chance` of the 10001 rolls win, so RTP × 10⁴ = units × chance / 10001.
  return Math.floor((multiplierUnits(chance) * chance) / ROLL_OUTCOMES);
}

/** Every target's return once its multiplier is floored, in hundredths of a percent (over and under alike). */
const RETURNS = Array.from({ length: MAX_HUNDREDTHS - MIN_HUNDREDTHS + 1 }, (_, i) => rtpHundredths(MIN_HUNDREDTHS + i));

/** The best return of any target (9900 / 10001 = 98.99 %), in hundredths of a percent. */
export const RTP_HUNDREDTHS = Math.max(...RETURNS);

/** The lowest return of any target once its multiplier is floored (98.98 %), in hundredths of a percent. */
export const MIN_RTP_HUNDREDTHS = Math.min(...RETURNS);

/** The Intl locale of a game language. */

/** A percentage given in hundredths (4950 → "49.5%", "49,5 %"). */
function percent(hundredths: number, lang: GameLanguage): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(hundredths / 100);
}

/** A multiplier's decimal text in the language's digits, with its sign ("1.0102" → "1,0102×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { min: string; max: string; low: string; high: string; over: string; under: string }) => string[];
  readonly columns: [string, string];
  readonly maxWin: (multiplier: string) => string;
  readonly rounding: (lowest: string) => string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Dice rules',
    steps: ({ min, max, low, high, over, under }) => [
      'Set your bet amount.',
      `Pick a target from ${min} to ${max} and choose ${over} or ${under}.`,
      'Your win chance and multiplier are linked: the lower the chance, the higher the multiplier.',
      `Each roll is a number from ${low} to ${high}. ${over} wins if it is above the target, ${under} if it is below; a roll equal to the target loses.`,
      'A win pays your bet times the multiplier.',
    ],
    columns: ['Win chance', 'Multiplier'],
    maxWin: (multiplier) => `${multiplier} the bet`,
    rounding: (lowest) => `Multipliers are rounded down to 4 decimals, so some targets return slightly less, never below ${lowest}.`,
  },
  pt: {
    title: 'Regras do Dice',
    steps: ({ min, max, low, high, over, under }) => [
      'Defina o valor da aposta.',
      `Escolha um alvo de ${min} a ${max} e selecione “${over}” ou “${under}”.`,
      'A chance de ganhar e o multiplicador andam juntos: quanto menor a chance, maior o multiplicador.',
      `Cada rodada sorteia um número de ${low} a ${high}. “${over}” ganha se ele passar do alvo, “${under}” se ficar abaixo; um resultado igual ao alvo perde.`,
      'Uma vitória paga a sua aposta vezes o multiplicador.',
    ],
    columns: ['Chance de ganhar', 'Multiplicador'],
    maxWin: (multiplier) => `${multiplier} a aposta`,
    rounding: (lowest) => `Os multiplicadores são arredondados para baixo em 4 casas decimais, então alguns alvos retornam um pouco menos, nunca abaixo de ${lowest}.`,
  },
  es: {
    title: 'Reglas de Dice',
    steps: ({ min, max, low, high, over, under }) => [
      'Elige el monto de tu apuesta.',
      `Elige un objetivo de ${min} a ${max} y selecciona «${over}» o «${under}».`,
      'La probabilidad de ganar y el multiplicador van juntos: cuanto menor la probabilidad, mayor el multiplicador.',
      `Cada tirada da un número de ${low} a ${high}. «${over}» gana si queda por encima del objetivo, «${under}» si queda por debajo; un resultado igual al objetivo pierde.`,
      'Si ganas, cobras tu apuesta multiplicada por el multiplicador.',
    ],
    columns: ['Probabilidad de ganar', 'Multiplicador'],
    maxWin: (multiplier) => `${multiplier} la apuesta`,
    rounding: (lowest) => `Los multiplicadores se redondean hacia abajo a 4 decimales, así que algunos objetivos devuelven un poco menos, nunca menos de ${lowest}.`,
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const whole = new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 });
  const roll = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const strings = diceStrings[lang];
  return {
    title: copy.title,
    howToPlay: copy.steps({
      min: whole.format(MIN_HUNDREDTHS / 100),
      max: whole.format(MAX_HUNDREDTHS / 100),
      low: roll.format(0),
      high: roll.format((ROLL_OUTCOMES - 1) / 100),
      over: strings.rollOver,
      under: strings.rollUnder,
    }),
    paytable: {
      columns: copy.columns,
      rows: EXAMPLE_CHANCES.map((chance) => [percent(chance, lang), times(multiplierText(chance), lang)]),
    },
    rtp: percent(RTP_HUNDREDTHS, lang),
    maxWin: copy.maxWin(times(fixed(MAX_MULTIPLIER_UNITS, 4), lang)),
    notes: [copy.rounding(percent(MIN_RTP_HUNDREDTHS, lang))],
  };
}

/** Dice's rules for players, in every language the games speak. */
export const dicePlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
