import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { CHANCE_PLACES, MAX_TARGET, MIN_TARGET, chanceText, chanceUnits, fixed, multiplierText } from './limbo-odds';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every number
// comes from limbo-odds.ts (plain integers, checked there against the rules' own limits and
// multiplier), never from ../rules.ts, which validates with zod and divides with decimal.js.

/** Targets of the paytable, in hundredths: the extremes and the usual picks. */
export const EXAMPLE_TARGETS = [MIN_TARGET, 150, 198, 200, 300, 500, 1_000, 10_000, 100_000, 1_000_000, MAX_TARGET] as const;

/** The return the game is priced at, in hundredths of a percent: 99 %. */
export const RTP_HUNDREDTHS = 9_900;

/**
 * The lowest return of any target, in hundredths of a percent, rounded down: the return falls short
 * of 99 % by less than target / 2³² (RULES.md), at most 0.0233 points at 1,000,000×, so it never goes
 * below 98.97 %; the exact lowest is 98.9767… % at 999,769.02×.
 */
export const MIN_RTP_HUNDREDTHS = 9_897;

/** The highest target (hundredths) up to which every target returns at least 98.99 %: 2³² / 100, floored. */
export const HIGH_RTP_UP_TO = 42_949_672;

/** The Intl locale of a game language. */

/** A percentage from its decimal text ("49.50" → "49.5%", "49,5 %"). */
function percent(text: string, lang: GameLanguage): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent', maximumFractionDigits: CHANCE_PLACES }).format(Number(text));
}

/** A multiplier's decimal text in the language's digits, with its sign ("1000000" → "1,000,000×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 2 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { min: string; max: string; one: string; rtp: string }) => string[];
  readonly columns: [string, string];
  readonly maxWin: (multiplier: string) => string;
  readonly notes: (n: { lowest: string; high: string; upTo: string; max: string }) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Limbo rules',
    steps: ({ min, max, one, rtp }) => [
      'Set your bet amount.',
      `Set a target multiplier from ${min} to ${max}, or the win chance you want: they are linked, win chance = ${rtp} ÷ target.`,
      `Each round the rocket climbs to a result multiplier, from ${one} up to ${max}.`,
      'If the result reaches your target (an equal result counts), you win your bet times the target; otherwise you lose your bet.',
      'The ↑ and ↓ keys, and the − and + buttons, move the target in steps; hold Shift with the keys for steps of 0.01.',
    ],
    columns: ['Target', 'Win chance'],
    maxWin: (multiplier) => `${multiplier} the bet`,
    notes: ({ lowest, high, upTo, max }) => [
      `Results above ${max} show as ${max}; a win always pays the target, so no bet wins more than ${max}.`,
      `Results come from 2³² equally likely values, so the exact return of most targets is a hair under 99%: at least ${high} for targets up to ${upTo}, and never below ${lowest}.`,
    ],
  },
  pt: {
    title: 'Regras do Limbo',
    steps: ({ min, max, one, rtp }) => [
      'Defina o valor da aposta.',
      `Escolha um multiplicador alvo de ${min} a ${max}, ou a chance de ganhar que quiser: eles andam juntos, chance de ganhar = ${rtp} ÷ alvo.`,
      `A cada rodada o foguete sobe até um multiplicador resultado, de ${one} até ${max}.`,
      'Se o resultado alcançar o seu alvo (um resultado igual conta), você ganha a aposta vezes o alvo; senão, perde a aposta.',
      'As teclas ↑ e ↓, e os botões − e +, mudam o alvo em passos; segure Shift com as teclas para passos de 0,01.',
    ],
    columns: ['Alvo', 'Chance de ganhar'],
    maxWin: (multiplier) => `${multiplier} a aposta`,
    notes: ({ lowest, high, upTo, max }) => [
      `Resultados acima de ${max} aparecem como ${max}; uma vitória sempre paga o alvo, então nenhuma aposta ganha mais de ${max}.`,
      `Os resultados vêm de 2³² valores igualmente prováveis, então o retorno exato da maioria dos alvos fica um fio abaixo de 99%: pelo menos ${high} para alvos até ${upTo}, e nunca abaixo de ${lowest}.`,
    ],
  },
  es: {
    title: 'Reglas de Limbo',
    steps: ({ min, max, one, rtp }) => [
      'Elige el monto de tu apuesta.',
      `Elige un multiplicador objetivo de ${min} a ${max}, o la probabilidad de ganar que quieras: van juntos, probabilidad de ganar = ${rtp} ÷ objetivo.`,
      `En cada ronda el cohete sube hasta un multiplicador resultado, de ${one} hasta ${max}.`,
      'Si el resultado alcanza tu objetivo (un resultado igual cuenta), ganas tu apuesta multiplicada por el objetivo; si no, pierdes la apuesta.',
      'Las teclas ↑ y ↓, y los botones − y +, mueven el objetivo por pasos; mantén Shift con las teclas para pasos de 0,01.',
    ],
    columns: ['Objetivo', 'Probabilidad de ganar'],
    maxWin: (multiplier) => `${multiplier} la apuesta`,
    notes: ({ lowest, high, upTo, max }) => [
      `Los resultados por encima de ${max} se muestran como ${max}; una victoria siempre paga el objetivo, así que ninguna apuesta gana más de ${max}.`,
      `Los resultados salen de 2³² valores igualmente probables, así que el retorno exacto de la mayoría de los objetivos queda apenas por debajo del 99 %: al menos ${high} para objetivos hasta ${upTo}, y nunca por debajo de ${lowest}.`,
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const max = times(multiplierText(MAX_TARGET), lang);
  const rtp = percent(fixed(RTP_HUNDREDTHS, 2), lang);
  return {
    title: copy.title,
    howToPlay: copy.steps({ min: times(multiplierText(MIN_TARGET), lang), max, one: `${new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2 }).format(1)}×`, rtp }),
    paytable: {
      columns: copy.columns,
      rows: EXAMPLE_TARGETS.map((target) => [times(multiplierText(target), lang), percent(chanceText(chanceUnits(target)), lang)]),
    },
    rtp,
    maxWin: copy.maxWin(max),
    notes: copy.notes({
      lowest: percent(fixed(MIN_RTP_HUNDREDTHS, 2), lang),
      high: percent('98.99', lang),
      upTo: times(multiplierText(HIGH_RTP_UP_TO), lang),
      max,
    }),
  };
}

/** Limbo's rules for players, in every language the games speak. */
export const limboPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
