import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { FUSE_POINTS, MAX_WIDTH, MIN_WIDTH, SPARK_MAX_MULTIPLIER, multiplierText, multiplierUnits } from '../odds';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every number
// comes from odds.ts (plain integers, checked there against the rules' own sparkMultiplier), never
// from ../rules.ts, which validates with zod and divides with decimal.js.

/** Window widths of the paytable, in hundredths: the extremes and the usual picks. */
export const EXAMPLE_WIDTHS = [MIN_WIDTH, 500, 1_000, 2_000, 2_500, 3_300, 5_000, 6_600, 7_500, 9_000, MAX_WIDTH] as const;

/** Every width's return on the fuse, M · W / 10⁸, in millionths of a percent (rtp.test.ts derives the same). */
const RETURNS = Array.from({ length: MAX_WIDTH - MIN_WIDTH + 1 }, (_, i) => multiplierUnits(MIN_WIDTH + i) * (MIN_WIDTH + i));

/** The best return of any width, in hundredths of a percent: exactly 99 % (M · W / 10⁸ with 99,000,000 at best). */
export const RTP_HUNDREDTHS = Math.floor(Math.max(...RETURNS) / 10_000);

/** The lowest return of any width once its multiplier is floored (98.99 %, cut), in hundredths of a percent. */
export const MIN_RTP_HUNDREDTHS = Math.floor(Math.min(...RETURNS) / 10_000);

/** The Intl locale of a game language. */

/** A percentage given in hundredths (2500 → "25%", "25 %" in es). */
function percent(hundredths: number, lang: GameLanguage): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(hundredths / 100);
}

/** A multiplier's decimal text in the language's digits, with its sign ("1.0421" → "1,0421×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { min: string; max: string; last: string }) => string[];
  readonly columns: [string, string];
  readonly maxWin: (multiplier: string, width: string) => string;
  readonly notes: (lowest: string) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Spark rules',
    steps: ({ min, max, last }) => [
      'Set your bet amount.',
      `Place the charge zone on the fuse from 0 to 100: drag its ends or the whole zone, or set its start and width (${min} to ${max}) with the sliders or by typing them.`,
      'The narrower the zone, the higher the multiplier: it pays 99 divided by its width, and its width is your win chance.',
      `Bet to light the fuse: the spark runs along it and stops at a random point from 0.00 to ${last}.`,
      'If the spark stops inside the zone you win your bet times the multiplier; outside it, you lose the bet.',
    ],
    columns: ['Zone width (win chance)', 'Multiplier'],
    maxWin: (multiplier, width) => `${multiplier} the bet (a zone ${width} wide)`,
    notes: (lowest) => [
      'Every point on the fuse is equally likely, so where you place the zone does not matter: only its width does.',
      'The zone includes its start and not its end: a zone from 30.00 to 55.00 wins on 30.00 but not on 55.00.',
      `Multipliers are rounded down to 4 decimals, so some widths return slightly less, never below ${lowest}.`,
    ],
  },
  pt: {
    title: 'Regras do Spark',
    steps: ({ min, max, last }) => [
      'Defina o valor da aposta.',
      `Posicione a zona de carga no pavio de 0 a 100: arraste as pontas ou a zona inteira, ou defina o início e a largura (${min} a ${max}) com os controles deslizantes ou digitando.`,
      'Quanto mais estreita a zona, maior o multiplicador: ela paga 99 dividido pela largura, e a largura é a sua chance de ganhar.',
      `Aposte para acender o pavio: a faísca corre por ele e para num ponto aleatório de 0,00 a ${last}.`,
      'Se a faísca parar dentro da zona, você ganha a aposta vezes o multiplicador; fora dela, perde a aposta.',
    ],
    columns: ['Largura da zona (chance de ganhar)', 'Multiplicador'],
    maxWin: (multiplier, width) => `${multiplier} a aposta (zona de largura ${width})`,
    notes: (lowest) => [
      'Todos os pontos do pavio têm a mesma chance, então a posição da zona não importa: só a largura.',
      'A zona inclui o início e não o fim: uma zona de 30,00 a 55,00 ganha em 30,00, mas não em 55,00.',
      `Os multiplicadores são arredondados para baixo em 4 casas decimais, então algumas larguras retornam um pouco menos, nunca abaixo de ${lowest}.`,
    ],
  },
  es: {
    title: 'Reglas de Spark',
    steps: ({ min, max, last }) => [
      'Elige el monto de tu apuesta.',
      `Coloca la zona de carga en la mecha de 0 a 100: arrastra sus extremos o la zona entera, o fija su inicio y su ancho (${min} a ${max}) con los deslizadores o escribiéndolos.`,
      'Cuanto más estrecha la zona, mayor el multiplicador: paga 99 dividido por su ancho, y su ancho es tu probabilidad de ganar.',
      `Apuesta para encender la mecha: la chispa la recorre y se detiene en un punto al azar de 0,00 a ${last}.`,
      'Si la chispa se detiene dentro de la zona, ganas tu apuesta por el multiplicador; fuera de ella, pierdes la apuesta.',
    ],
    columns: ['Ancho de la zona (probabilidad de ganar)', 'Multiplicador'],
    maxWin: (multiplier, width) => `${multiplier} la apuesta (una zona de ancho ${width})`,
    notes: (lowest) => [
      'Todos los puntos de la mecha son igual de probables, así que la posición de la zona no importa: solo su ancho.',
      'La zona incluye su inicio y no su final: una zona de 30,00 a 55,00 gana en 30,00 pero no en 55,00.',
      `Los multiplicadores se redondean hacia abajo a 4 decimales, así que algunos anchos devuelven un poco menos, nunca menos de ${lowest}.`,
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const whole = new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 });
  const place = new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    title: copy.title,
    howToPlay: copy.steps({ min: whole.format(MIN_WIDTH / 100), max: whole.format(MAX_WIDTH / 100), last: place.format((FUSE_POINTS - 1) / 100) }),
    paytable: { columns: copy.columns, rows: EXAMPLE_WIDTHS.map((width) => [percent(width, lang), times(multiplierText(width), lang)]) },
    rtp: percent(RTP_HUNDREDTHS, lang),
    maxWin: copy.maxWin(times(SPARK_MAX_MULTIPLIER, lang), whole.format(MIN_WIDTH / 100)),
    notes: copy.notes(percent(MIN_RTP_HUNDREDTHS, lang)),
  };
}

/** Spark's rules for players, in every language the games speak. */
export const sparkPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
