import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { DESTINATION_MULTIPLIERS, LAUNCH_DESTINATIONS, LAUNCH_MAX_MULTIPLIER, STAGE_EIGHTHS, arrivalChance, stagesTo } from '../destinations';
import { launchStrings } from '../strings';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the destinations themselves (plain data), never from ../rules.ts, which validates with zod.

/** Every destination returns exactly 99 %: its multiplier × its chance (rules.test.ts proves it). */
export const RTP_PERCENT = 99;

/** The Intl locale of a game language. */

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { destinations: string; reliabilities: string }) => string[];
  readonly columns: [string, string, string, string];
  readonly maxWin: (multiplier: string) => string;
  readonly notes: string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Launch rules',
    steps: ({ destinations, reliabilities }) => [
      'Set your bet amount.',
      `Pick how far the rocket goes: ${destinations}. The further, the more stages it has and the more it pays.`,
      'Bet: the stages fire one after another. Every stage must fire to reach the destination.',
      `Stages 1 to 5 fire ${reliabilities} of the time, in that order: each stage is less reliable than the one before.`,
      'Reach the destination and win your bet times its multiplier. If a stage fails, the rocket explodes and the bet is lost.',
    ],
    columns: ['Destination', 'Stages', 'Multiplier', 'Chance to arrive'],
    maxWin: (multiplier) => `${multiplier} the bet (Mars)`,
    notes: [
      'Each destination’s multiplier is 99% divided by its chance to arrive, so every destination returns 99% on average.',
      'The result is settled when you bet; the flight only shows it. Skip (or Escape) shows it at once.',
    ],
  },
  pt: {
    title: 'Regras do Lançamento',
    steps: ({ destinations, reliabilities }) => [
      'Defina o valor da aposta.',
      `Escolha até onde o foguete vai: ${destinations}. Quanto mais longe, mais estágios ele tem e mais paga.`,
      'Aposte: os estágios disparam um após o outro. Todos os estágios precisam disparar para chegar ao destino.',
      `Os estágios 1 a 5 disparam ${reliabilities} das vezes, nessa ordem: cada estágio é menos confiável que o anterior.`,
      'Chegue ao destino e ganhe a aposta vezes o multiplicador. Se um estágio falhar, o foguete explode e a aposta é perdida.',
    ],
    columns: ['Destino', 'Estágios', 'Multiplicador', 'Chance de chegar'],
    maxWin: (multiplier) => `${multiplier} a aposta (Marte)`,
    notes: [
      'O multiplicador de cada destino é 99% dividido pela chance de chegar, então cada destino retorna 99% em média.',
      'O resultado é definido quando você aposta; o voo apenas o mostra. Pular (ou Esc) mostra na hora.',
    ],
  },
  es: {
    title: 'Reglas del Lanzamiento',
    steps: ({ destinations, reliabilities }) => [
      'Elige el monto de tu apuesta.',
      `Elige hasta dónde llega el cohete: ${destinations}. Cuanto más lejos, más etapas tiene y más paga.`,
      'Apuesta: las etapas se encienden una tras otra. Todas deben encenderse para llegar al destino.',
      `Las etapas 1 a 5 se encienden un ${reliabilities} de las veces, en ese orden: cada etapa es menos fiable que la anterior.`,
      'Llega al destino y gana tu apuesta por su multiplicador. Si una etapa falla, el cohete explota y la apuesta se pierde.',
    ],
    columns: ['Destino', 'Etapas', 'Multiplicador', 'Probabilidad de llegar'],
    maxWin: (multiplier) => `${multiplier} la apuesta (Marte)`,
    notes: [
      'El multiplicador de cada destino es el 99 % dividido por su probabilidad de llegar, así que cada destino devuelve un 99 % de media.',
      'El resultado se decide al apostar; el vuelo solo lo muestra. Saltar (o Escape) lo muestra al instante.',
    ],
  },
};

/** A multiplier's decimal text in the language's digits, with its sign ("4.224" → "4,224×"). */
function times(text: string, lang: GameLanguage): string {
  return `${lang === 'en' ? text : text.replace('.', ',')}×`;
}

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = launchStrings[lang];
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 4 });
  const list = (items: string[], type: 'conjunction' | 'disjunction') => new Intl.ListFormat(localeOf(lang), { type }).format(items);
  const reliabilities = list(STAGE_EIGHTHS.map((eighths) => percent.format(eighths / 8)), 'conjunction');
  const rows = LAUNCH_DESTINATIONS.map((d) => [strings[d], String(stagesTo(d)), times(DESTINATION_MULTIPLIERS[d], lang), percent.format(arrivalChance(d))]);
  return {
    title: copy.title,
    howToPlay: copy.steps({ destinations: list(LAUNCH_DESTINATIONS.map((d) => strings[d]), 'disjunction'), reliabilities }),
    paytable: { columns: copy.columns, rows },
    rtp: percent.format(RTP_PERCENT / 100),
    maxWin: copy.maxWin(times(LAUNCH_MAX_MULTIPLIER, lang)),
    notes: copy.notes,
  };
}

/** Launch's rules for players, in every language the games speak. */
export const launchPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
