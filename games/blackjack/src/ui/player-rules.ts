import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { DECKS } from '../cards';
import { MAX_HANDS } from '../hand';
import { perfectPairsOdds, twentyOnePlusThreeOdds, type Fraction } from '../side-bet-odds';
import {
  PERFECT_PAIRS_ODDS,
  TWENTY_ONE_PLUS_THREE_ODDS,
  type PerfectPairsOutcome,
  type TwentyOnePlusThreeOutcome,
} from '../side-bet-paytable';
import { BLACKJACK_STRINGS, type BlackjackStrings } from '../strings';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens. The side
// bets' pay tables and exact RTPs come from side-bet-paytable.ts and side-bet-odds.ts (plain BigInt);
// the main game's figures that live inside the rules (round.ts, decimal.js) or the house-edge
// computation (house-edge.ts, the whole odds engine) are stated here, and player-rules.test.ts plays
// or recomputes each of them.

/** What the main game pays, as odds "X to Y" (player-rules.test.ts plays a round of each). */
export const MAIN_ODDS = { blackjack: [3, 2], win: [1, 1], insurance: [2, 1] } as const;

/**
 * The main game's return under basic strategy, in hundredths of a percent, rounded down:
 * 1 − EXACT_HOUSE_EDGE = 99.5940775823 % (house-edge.ts; player-rules.test.ts compares).
 */
export const MAIN_RTP_HUNDREDTHS = 9959;

/** A return as a fraction, in hundredths of a percent, rounded down (never shown higher than it is). */
function hundredths(rtp: Fraction): number {
  return Number((rtp.numerator * 10_000n) / rtp.denominator);
}

/** Perfect Pairs' exact return (292 / 311), in hundredths of a percent, rounded down. */
export const PERFECT_PAIRS_RTP_HUNDREDTHS = hundredths(perfectPairsOdds().rtp);

/** 21+3's exact return (597707 / 626665), in hundredths of a percent, rounded down. */
export const TWENTY_ONE_PLUS_THREE_RTP_HUNDREDTHS = hundredths(twentyOnePlusThreeOdds().rtp);

/**
 * The most one round returns, in main bets. Both side bets may be as large as the main bet (game.ts);
 * three identical cards are suited trips and make the player's two a perfect pair, and that pair may be
 * split into MAX_HANDS hands, each doubled and won: 4 × 2 bets × 2 back, plus 26, plus 101 = 143.
 * player-rules.test.ts plays that round.
 */
export const MAX_RETURN =
  MAX_HANDS * 2 * (1 + MAIN_ODDS.win[0] / MAIN_ODDS.win[1]) +
  (1 + Math.max(...Object.values(PERFECT_PAIRS_ODDS))) +
  (1 + Math.max(...Object.values(TWENTY_ONE_PLUS_THREE_ODDS)));

/** The Intl locale of a game language. */

/** What each language says; numbers and the game's own words arrive ready. */
interface Copy {
  readonly title: string;
  readonly steps: (w: BlackjackStrings, n: { hands: string; decks: string; insurance: string; insuranceName: string }) => string[];
  readonly odds: (x: string, y: string) => string;
  readonly columns: [string, string];
  readonly pushPays: string;
  readonly rtp: (main: string, perfectPairs: string, twentyOnePlusThree: string, w: BlackjackStrings) => string;
  readonly maxWin: (multiple: string) => string;
  readonly notes: string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Blackjack rules',
    steps: (w, { hands, decks, insurance, insuranceName }) => [
      `Place your bet, and side bets if you like, then press ${w.deal}. You get two cards; the dealer gets one face up and one face down.`,
      'Get closer to 21 than the dealer without going over. Cards 2 to 10 count their number, J, Q and K count 10, an ace 1 or 11.',
      `${w.hit} takes another card, ${w.stand} keeps your total. ${w.doubleDown} doubles your bet on two cards for exactly one more card.`,
      `${w.split} two cards of the same value into two hands, each with its own bet, up to ${hands} hands. Split aces get one card each; 21 after a split is not a blackjack.`,
      `When the dealer shows an ace you are offered ${insuranceName} first: half your bet, paying ${insurance} if the dealer has blackjack.`,
      `The dealer draws to 16 and stands on all 17s, soft 17 included. ${decks} decks, shuffled for every round. No surrender.`,
    ],
    odds: (x, y) => `${x} to ${y}`,
    columns: ['Outcome', 'Pays'],
    pushPays: 'Bet returned',
    rtp: (main, pp, t3, w) => `${main} on the main game with optimal play · ${w.perfectPairs} ${pp} · ${w.twentyOnePlusThree} ${t3}`,
    maxWin: (multiple) => `${multiple} your main bet in one round`,
    notes: [
      'Side bets are settled as soon as the cards are dealt, whatever happens to your hand. Each may be at most your main bet.',
      'The maximum win takes both side bets equal to your main bet, suited trips (which are also a perfect pair), and four split hands, all doubled and all won.',
    ],
  },
  pt: {
    title: 'Regras do Blackjack',
    steps: (w, { hands, decks, insurance, insuranceName }) => [
      `Faça sua aposta, e as apostas paralelas se quiser, e toque em ${w.deal}. Você recebe duas cartas; a banca recebe uma aberta e uma fechada.`,
      'Chegue mais perto de 21 do que a banca sem passar. Cartas de 2 a 10 valem o seu número, J, Q e K valem 10, e o ás vale 1 ou 11.',
      `${w.hit} dá mais uma carta, ${w.stand} mantém o seu total. ${w.doubleDown} dobra a aposta com duas cartas e dá exatamente mais uma carta.`,
      `${w.split} separa duas cartas de mesmo valor em duas mãos, cada uma com a sua aposta, até ${hands} mãos. Ases divididos recebem uma carta cada; 21 depois de dividir não é blackjack.`,
      `Quando a banca mostra um ás, você recebe primeiro a oferta de ${insuranceName}: metade da aposta, pagando ${insurance} se a banca tiver blackjack.`,
      `A banca compra até 16 e para em todos os 17, inclusive o 17 suave. ${decks} baralhos, embaralhados a cada rodada. Sem rendição.`,
    ],
    odds: (x, y) => `${x} para ${y}`,
    columns: ['Resultado', 'Paga'],
    pushPays: 'Aposta devolvida',
    rtp: (main, pp, t3, w) => `${main} no jogo principal com a estratégia ideal · ${w.perfectPairs} ${pp} · ${w.twentyOnePlusThree} ${t3}`,
    maxWin: (multiple) => `${multiple} a aposta principal em uma rodada`,
    notes: [
      'As apostas paralelas são pagas assim que as cartas são distribuídas, aconteça o que acontecer com a sua mão. Cada uma pode ser no máximo igual à aposta principal.',
      'O ganho máximo exige as duas apostas paralelas iguais à aposta principal, uma trinca do mesmo naipe (que também é um par perfeito) e quatro mãos divididas, todas dobradas e vencedoras.',
    ],
  },
  es: {
    title: 'Reglas de Blackjack',
    steps: (w, { hands, decks, insurance, insuranceName }) => [
      `Haz tu apuesta, y las apuestas laterales si quieres, y pulsa ${w.deal}. Recibes dos cartas; el crupier, una boca arriba y otra boca abajo.`,
      'Acércate más a 21 que el crupier sin pasarte. Las cartas del 2 al 10 valen su número, J, Q y K valen 10, y el as 1 u 11.',
      `${w.hit} te da otra carta, ${w.stand} mantiene tu total. ${w.doubleDown} duplica tu apuesta con dos cartas y te da exactamente una carta más.`,
      `${w.split} separa dos cartas del mismo valor en dos manos, cada una con su apuesta, hasta ${hands} manos. Los ases divididos reciben una carta cada uno; 21 tras dividir no es blackjack.`,
      `Cuando el crupier muestra un as, primero se te ofrece un ${insuranceName}: la mitad de tu apuesta, que paga ${insurance} si el crupier tiene blackjack.`,
      `El crupier pide hasta 16 y se planta con cualquier 17, incluido el 17 blando. ${decks} barajas, mezcladas en cada ronda. Sin rendición.`,
    ],
    odds: (x, y) => `${x} a ${y}`,
    columns: ['Resultado', 'Paga'],
    pushPays: 'Apuesta devuelta',
    rtp: (main, pp, t3, w) => `${main} en el juego principal con la estrategia óptima · ${w.perfectPairs} ${pp} · ${w.twentyOnePlusThree} ${t3}`,
    maxWin: (multiple) => `${multiple} tu apuesta principal en una ronda`,
    notes: [
      'Las apuestas laterales se resuelven en cuanto se reparten las cartas, pase lo que pase con tu mano. Cada una puede ser como máximo igual a tu apuesta principal.',
      'La ganancia máxima requiere las dos apuestas laterales iguales a tu apuesta principal, un trío del mismo palo (que también es una pareja perfecta) y cuatro manos divididas, todas dobladas y ganadoras.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const w = BLACKJACK_STRINGS[lang];
  const count = new Intl.NumberFormat(localeOf(lang));
  const percent = (hundredths: number) =>
    new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(hundredths / 100);
  const odds = ([x, y]: readonly [number, number]) => copy.odds(count.format(x), count.format(y));
  // One row per combination, in the pay table's order (lowest pay first), named as the table names it.
  const sideBetRows = <O extends PerfectPairsOutcome | TwentyOnePlusThreeOutcome>(bet: string, table: Readonly<Record<O, number>>) =>
    (Object.keys(table) as O[]).map((outcome) => [`${bet}: ${w[outcome]}`, odds([table[outcome], 1])]);
  return {
    title: copy.title,
    howToPlay: copy.steps(w, {
      hands: count.format(MAX_HANDS),
      decks: count.format(DECKS),
      insurance: odds(MAIN_ODDS.insurance),
      insuranceName: w.insurance.toLocaleLowerCase(localeOf(lang)),
    }),
    paytable: {
      columns: copy.columns,
      rows: [
        [w.blackjack, odds(MAIN_ODDS.blackjack)],
        [w.win, odds(MAIN_ODDS.win)],
        [w.push, copy.pushPays],
        [w.insurance, odds(MAIN_ODDS.insurance)],
        ...sideBetRows(w.perfectPairs, PERFECT_PAIRS_ODDS),
        ...sideBetRows(w.twentyOnePlusThree, TWENTY_ONE_PLUS_THREE_ODDS),
      ],
    },
    rtp: copy.rtp(percent(MAIN_RTP_HUNDREDTHS), percent(PERFECT_PAIRS_RTP_HUNDREDTHS), percent(TWENTY_ONE_PLUS_THREE_RTP_HUNDREDTHS), w),
    maxWin: copy.maxWin(`${count.format(MAX_RETURN)}×`),
    notes: copy.notes,
  };
}

/** Blackjack's rules for players, in every language the games speak. */
export const blackjackPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
