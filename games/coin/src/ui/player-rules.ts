import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { COIN_MAX_STREAK, COIN_MIN_STREAK } from '../sides';
import { coinStrings } from '../strings';
import { STREAKS, multiplierHundredths, multiplierText, oddsOf } from './streak-odds';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every number
// comes from streak-odds.ts (plain integers, checked there against the rules' own coinMultiplier),
// never from ../rules.ts, which validates with zod and divides with decimal.js.

/**
 * The return of a streak in hundredths of a percent: multiplier × P(win) × 10⁴ = (99 · 2ᴺ / 100) × (1 / 2ᴺ) × 10⁴,
 * which is 9900 for every N (the test checks each).
 */
export function rtpHundredths(streak: number): number {
  return (multiplierHundredths(streak) * 100) / oddsOf(streak);
}

/** The return the rules state: that of every streak, 99 %. */
export const RTP_HUNDREDTHS = rtpHundredths(COIN_MIN_STREAK);

/** The Intl locale of a game language. */

/** What each language says; numbers and words arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { heads: string; tails: string; min: string; max: string; one: string; two: string }) => string[];
  readonly columns: [string, string, string];
  readonly maxWin: (multiplier: string) => string;
  readonly notes: (n: { three: string; parlay: string }) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Coin Flip rules',
    steps: ({ heads, tails, min, max, one, two }) => [
      'Set your bet amount.',
      `Call ${heads} or ${tails} (keys H and T).`,
      `Pick a streak from ${min} to ${max} flips; a streak of ${min} is a single flip.`,
      'Bet: the coin is flipped once for each flip of the streak. You win only if every flip lands on your call; the first miss ends the round.',
      `A win pays your bet times the streak’s multiplier: ${one} for one flip, ${two} for two, doubling with every flip you add.`,
    ],
    columns: ['Streak', 'Win chance', 'Multiplier'],
    maxWin: (multiplier) => `${multiplier} the bet (a streak of 10)`,
    notes: ({ three, parlay }) => [
      `A streak pays more than letting single flips ride: three flips pay ${three}, three single wins in a row about ${parlay}.`,
      'Every flip is a fair 50/50 of its own. The board stops at the first miss; the round’s fairness details list every flip drawn.',
    ],
  },
  pt: {
    title: 'Regras do Coin Flip',
    steps: ({ heads, tails, min, max, one, two }) => [
      'Defina o valor da aposta.',
      `Escolha ${heads} ou ${tails} (teclas H e T).`,
      `Escolha uma sequência de ${min} a ${max} lançamentos; uma sequência de ${min} é um lançamento só.`,
      'Aposte: a moeda é lançada uma vez para cada lançamento da sequência. Você só ganha se todos caírem no lado escolhido; o primeiro erro encerra a rodada.',
      `Uma vitória paga a sua aposta vezes o multiplicador da sequência: ${one} para um lançamento, ${two} para dois, dobrando a cada lançamento a mais.`,
    ],
    columns: ['Sequência', 'Chance de ganhar', 'Multiplicador'],
    maxWin: (multiplier) => `${multiplier} a aposta (uma sequência de 10)`,
    notes: ({ three, parlay }) => [
      `Uma sequência paga mais do que deixar o prêmio de lançamentos avulsos correr: três lançamentos pagam ${three}, três vitórias avulsas seguidas cerca de ${parlay}.`,
      'Cada lançamento é um 50/50 justo e independente. O tabuleiro para no primeiro erro; os detalhes de justiça da rodada listam todos os lançamentos sorteados.',
    ],
  },
  es: {
    title: 'Reglas de Coin Flip',
    steps: ({ heads, tails, min, max, one, two }) => [
      'Elige el monto de tu apuesta.',
      `Elige ${heads} o ${tails} (teclas H y T).`,
      `Elige una racha de ${min} a ${max} lanzamientos; una racha de ${min} es un solo lanzamiento.`,
      'Apuesta: la moneda se lanza una vez por cada lanzamiento de la racha. Solo ganas si todos caen en tu elección; el primer fallo termina la ronda.',
      `Si ganas, cobras tu apuesta multiplicada por el multiplicador de la racha: ${one} por un lanzamiento, ${two} por dos, y se duplica con cada lanzamiento que añades.`,
    ],
    columns: ['Racha', 'Probabilidad de ganar', 'Multiplicador'],
    maxWin: (multiplier) => `${multiplier} la apuesta (una racha de 10)`,
    notes: ({ three, parlay }) => [
      `Una racha paga más que dejar correr premios de lanzamientos sueltos: tres lanzamientos pagan ${three}, tres victorias sueltas seguidas unos ${parlay}.`,
      'Cada lanzamiento es un 50/50 justo e independiente. El tablero se detiene en el primer fallo; los detalles de equidad de la ronda listan todos los lanzamientos sorteados.',
    ],
  },
};

/** Three single flips at 1.98× each, let ride, in hundredths: 1.98³ = 198³ / 10⁶ = 7.762392, cut to 7.76 for the note. */
const PARLAY_OF_THREE_HUNDREDTHS = Math.floor((multiplierHundredths(1) ** 3) / 10_000);

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const locale = localeOf(lang);
  const whole = new Intl.NumberFormat(locale);
  const times = (text: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(text))}×`;
  const strings = coinStrings[lang];
  const quoted = (word: string) => (lang === 'en' ? word.toLowerCase() : lang === 'pt' ? `“${word}”` : `«${word}»`);
  return {
    title: copy.title,
    howToPlay: copy.steps({
      heads: quoted(strings.heads),
      tails: quoted(strings.tails),
      min: whole.format(COIN_MIN_STREAK),
      max: whole.format(COIN_MAX_STREAK),
      one: times(multiplierText(1)),
      two: times(multiplierText(2)),
    }),
    paytable: {
      columns: copy.columns,
      rows: STREAKS.map((streak) => [whole.format(streak), strings.oneIn.replace('{n}', whole.format(oddsOf(streak))), times(multiplierText(streak))]),
    },
    rtp: new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(RTP_HUNDREDTHS / 100),
    maxWin: copy.maxWin(times(multiplierText(COIN_MAX_STREAK))),
    notes: copy.notes({ three: times(multiplierText(3)), parlay: times(String(PARLAY_OF_THREE_HUNDREDTHS / 100)) }),
  };
}

/** Coin Flip's rules for players, in every language the games speak. */
export const coinPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
