import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { WHEEL_MAX_MULTIPLIER, WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, layoutEntries, wheelLayout } from '../layouts';
import { wheelStrings } from '../strings';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the layouts themselves (plain data), never from ../rules.ts, which validates with zod.

/** Every layout returns exactly 99 %: its multipliers add up to 0.99 × its segments (layouts.test.ts proves it). */
export const RTP_PERCENT = 99;

/** The Intl locale of a game language. */

/** A multiplier's decimal text in the language's digits, with its sign ("1.5" → "1,5×"). */
function times(text: string, lang: GameLanguage): string {
  return `${lang === 'en' ? text : text.replace('.', ',')}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { risks: string; counts: string }) => string[];
  readonly columns: [string, string, string];
  readonly layout: (risk: string, segments: string) => string;
  readonly maxWin: (multiplier: string) => string;
  readonly notes: string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Wheel rules',
    steps: ({ risks, counts }) => [
      'Set your bet amount.',
      `Pick a risk (${risks}) and a number of segments (${counts}).`,
      'The wheel is cut into that many equal segments, each with a multiplier; the legend under the wheel shows them with their chances.',
      'Spin: the segment that stops under the pointer pays your bet times its multiplier. A 0× segment (hatched) loses the bet.',
      'Low risk wins often but small; high risk has a single winning segment that pays the most.',
    ],
    columns: ['Wheel', 'Multipliers (segments)', 'Win chance'],
    layout: (risk, segments) => `${risk}, ${segments}`,
    maxWin: (multiplier) => `${multiplier} the bet (high risk, 50 segments)`,
    notes: [
      'Every segment is equally likely: a multiplier’s chance is its number of segments divided by the number of segments on the wheel.',
      'On every wheel the multipliers add up to 99% of the number of segments, so each wheel returns 99% on average.',
    ],
  },
  pt: {
    title: 'Regras da Roda',
    steps: ({ risks, counts }) => [
      'Defina o valor da aposta.',
      `Escolha um risco (${risks}) e um número de segmentos (${counts}).`,
      'A roda é dividida em segmentos iguais, cada um com um multiplicador; a legenda sob a roda mostra cada um com a sua chance.',
      'Gire: o segmento que parar sob o ponteiro paga a sua aposta vezes o multiplicador. Um segmento de 0× (hachurado) perde a aposta.',
      'O risco baixo ganha com frequência, mas pouco; o risco alto tem um único segmento vencedor, que paga mais.',
    ],
    columns: ['Roda', 'Multiplicadores (segmentos)', 'Chance de ganhar'],
    layout: (risk, segments) => `${risk}, ${segments}`,
    maxWin: (multiplier) => `${multiplier} a aposta (risco alto, 50 segmentos)`,
    notes: [
      'Todos os segmentos têm a mesma chance: a chance de um multiplicador é o número de segmentos dele dividido pelo número de segmentos da roda.',
      'Em cada roda os multiplicadores somam 99% do número de segmentos, então cada roda retorna 99% em média.',
    ],
  },
  es: {
    title: 'Reglas de la Rueda',
    steps: ({ risks, counts }) => [
      'Elige el monto de tu apuesta.',
      `Elige un riesgo (${risks}) y un número de segmentos (${counts}).`,
      'La rueda se divide en segmentos iguales, cada uno con un multiplicador; la leyenda bajo la rueda los muestra con su probabilidad.',
      'Gira: el segmento que se detiene bajo el puntero paga tu apuesta por su multiplicador. Un segmento de 0× (rayado) pierde la apuesta.',
      'El riesgo bajo gana a menudo, pero poco; el riesgo alto tiene un único segmento ganador, que paga más.',
    ],
    columns: ['Rueda', 'Multiplicadores (segmentos)', 'Probabilidad de ganar'],
    layout: (risk, segments) => `${risk}, ${segments}`,
    maxWin: (multiplier) => `${multiplier} la apuesta (riesgo alto, 50 segmentos)`,
    notes: [
      'Todos los segmentos son igual de probables: la probabilidad de un multiplicador es su número de segmentos dividido por el número de segmentos de la rueda.',
      'En cada rueda los multiplicadores suman el 99 % del número de segmentos, así que cada rueda devuelve un 99 % de media.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = wheelStrings[lang];
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 });
  const list = new Intl.ListFormat(localeOf(lang), { type: 'disjunction' });
  const rows = WHEEL_RISKS.flatMap((risk) =>
    WHEEL_SEGMENT_COUNTS.map((n) => {
      const entries = layoutEntries(wheelLayout(risk, n));
      const wins = entries.filter((e) => e.multiplier !== '0').reduce((sum, e) => sum + e.count, 0);
      return [copy.layout(strings[risk], String(n)), entries.map((e) => `${times(e.multiplier, lang)} (${e.count})`).join(' · '), percent.format(wins / n)];
    }),
  );
  return {
    title: copy.title,
    howToPlay: copy.steps({ risks: list.format(WHEEL_RISKS.map((risk) => strings[risk].toLowerCase())), counts: list.format(WHEEL_SEGMENT_COUNTS.map(String)) }),
    paytable: { columns: copy.columns, rows },
    rtp: percent.format(RTP_PERCENT / 100),
    maxWin: copy.maxWin(times(WHEEL_MAX_MULTIPLIER, lang)),
    notes: copy.notes,
  };
}

/** Wheel's rules for players, in every language the games speak. */
export const wheelPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
