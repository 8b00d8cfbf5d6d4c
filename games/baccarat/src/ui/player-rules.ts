import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { BACCARAT_MAX_RETURN, MAX_CHIPS, SPOT_ODDS, type BetSpot } from '../paytable';
import { SPOT_RTP } from '../rtp';
import { baccaratStrings } from '../strings';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the paytable itself (plain data), never from ../rules.ts, which validates with zod.

/** The spots in the paytable's order: the main bets first. */
const SPOTS: readonly BetSpot[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

/** The Intl locale of a game language. */

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { max: string }) => string[];
  readonly columns: [string, string, string, string];
  readonly wins: Readonly<Record<BetSpot, string>>;
  readonly pays: (odds: string) => string;
  readonly rtp: (parts: Readonly<Record<'player' | 'banker' | 'tie' | 'pair', string>>) => string;
  readonly maxWin: (times: string) => string;
  readonly notes: string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Baccarat rules',
    steps: ({ max }) => [
      'Set your bet amount: it is the value of one chip.',
      `Click a spot on the table (or press P, B or T) to put a chip on Player, Banker, Tie, Player Pair or Banker Pair; Undo and Clear take chips back. Up to ${max} chips a hand.`,
      'Bet: the Player and the Banker get two cards each, and a third card may follow by fixed drawing rules. There is nothing to decide.',
      'Aces count 1, 2 to 9 their number, tens and court cards 0; only the last digit of the sum counts, so a hand is 0 to 9. The hand closer to 9 wins.',
      'Each winning chip is paid as printed on its spot; on a tie, chips on Player and Banker come back. Your chips stay on the table for the next hand.',
    ],
    columns: ['Bet', 'Wins when', 'Pays', 'Return to player'],
    wins: {
      player: 'the Player’s hand is higher',
      banker: 'the Banker’s hand is higher',
      tie: 'both hands are equal',
      playerPair: 'the Player’s first two cards have the same rank',
      bankerPair: 'the Banker’s first two cards have the same rank',
    },
    pays: (odds) => `${odds} to 1`,
    rtp: ({ player, banker, tie, pair }) => `Banker ${banker} · Player ${player} · Tie ${tie} · each pair ${pair}`,
    maxWin: (times) => `${times} each chip, on a pair (11 to 1)`,
    notes: [
      'A two-card 8 or 9 (a natural) on either hand ends the deal. Otherwise the Player draws on 0 to 5 and stands on 6 or 7. If the Player stood, the Banker draws on 0 to 5; if the Player drew, the Banker draws on 0 to 2, on 3 unless the Player’s third card is an 8, on 4 if it is a 2 to 7, on 5 if it is a 4 to 7, on 6 if it is a 6 or 7, and stands on 7.',
      'Banker pays 0.95 to 1: a 5% commission is taken on its wins. A pair wins on two cards of the same rank (K K, not K Q), whoever wins the hand.',
      'Every card is drawn from a full 52-card deck, so each rank has a 1 in 13 chance (a casino shoe of 6 or 8 decks gives slightly different odds).',
      'The multiplier shown for a hand is per chip: what the hand paid divided by the value of one chip.',
      'Free bets cannot be played on baccarat.',
    ],
  },
  pt: {
    title: 'Regras do Bacará',
    steps: ({ max }) => [
      'Defina o valor da aposta: é o valor de uma ficha.',
      `Clique numa área da mesa (ou tecle P, B ou T) para pôr uma ficha em Jogador, Banca, Empate, Par do Jogador ou Par da Banca; Desfazer e Limpar retiram fichas. Até ${max} fichas por mão.`,
      'Aposte: o Jogador e a Banca recebem duas cartas cada, e uma terceira carta pode vir por regras fixas de compra. Não há nada a decidir.',
      'Ases valem 1, de 2 a 9 o seu número, dez e figuras 0; só conta o último dígito da soma, então uma mão vale de 0 a 9. Vence a mão mais próxima de 9.',
      'Cada ficha vencedora é paga como impresso na sua área; num empate, as fichas em Jogador e Banca voltam. As suas fichas ficam na mesa para a próxima mão.',
    ],
    columns: ['Aposta', 'Ganha quando', 'Paga', 'Retorno ao jogador'],
    wins: {
      player: 'a mão do Jogador é maior',
      banker: 'a mão da Banca é maior',
      tie: 'as duas mãos empatam',
      playerPair: 'as duas primeiras cartas do Jogador têm o mesmo valor',
      bankerPair: 'as duas primeiras cartas da Banca têm o mesmo valor',
    },
    pays: (odds) => `${odds} para 1`,
    rtp: ({ player, banker, tie, pair }) => `Banca ${banker} · Jogador ${player} · Empate ${tie} · cada par ${pair}`,
    maxWin: (times) => `${times} cada ficha, num par (11 para 1)`,
    notes: [
      'Um 8 ou 9 com duas cartas (natural) em qualquer mão encerra a distribuição. Senão, o Jogador compra com 0 a 5 e fica com 6 ou 7. Se o Jogador ficou, a Banca compra com 0 a 5; se o Jogador comprou, a Banca compra com 0 a 2, com 3 a não ser que a terceira carta do Jogador seja um 8, com 4 se ela for de 2 a 7, com 5 se for de 4 a 7, com 6 se for 6 ou 7, e fica com 7.',
      'A Banca paga 0,95 para 1: uma comissão de 5% é cobrada nos seus ganhos. Um par ganha com duas cartas do mesmo valor (K K, não K Q), seja quem for que vença a mão.',
      'Cada carta sai de um baralho completo de 52 cartas, então cada valor tem 1 chance em 13 (um sapato de cassino com 6 ou 8 baralhos dá probabilidades um pouco diferentes).',
      'O multiplicador mostrado para uma mão é por ficha: o que a mão pagou dividido pelo valor de uma ficha.',
      'Apostas grátis não podem ser jogadas no bacará.',
    ],
  },
  es: {
    title: 'Reglas del Baccarat',
    steps: ({ max }) => [
      'Elige el monto de tu apuesta: es el valor de una ficha.',
      `Haz clic en una casilla de la mesa (o pulsa P, B o T) para poner una ficha en Jugador, Banca, Empate, Pareja del Jugador o Pareja de la Banca; Deshacer y Borrar retiran fichas. Hasta ${max} fichas por mano.`,
      'Apuesta: el Jugador y la Banca reciben dos cartas cada uno, y puede seguir una tercera carta según reglas fijas de robo. No hay nada que decidir.',
      'Los ases valen 1, del 2 al 9 su número, los dieces y las figuras 0; solo cuenta la última cifra de la suma, así que una mano vale de 0 a 9. Gana la mano más cercana a 9.',
      'Cada ficha ganadora se paga como está impreso en su casilla; en un empate, las fichas en Jugador y Banca se devuelven. Tus fichas se quedan en la mesa para la siguiente mano.',
    ],
    columns: ['Apuesta', 'Gana cuando', 'Paga', 'Retorno al jugador'],
    wins: {
      player: 'la mano del Jugador es mayor',
      banker: 'la mano de la Banca es mayor',
      tie: 'las dos manos empatan',
      playerPair: 'las dos primeras cartas del Jugador tienen el mismo valor',
      bankerPair: 'las dos primeras cartas de la Banca tienen el mismo valor',
    },
    pays: (odds) => `${odds} a 1`,
    rtp: ({ player, banker, tie, pair }) => `Banca ${banker} · Jugador ${player} · Empate ${tie} · cada pareja ${pair}`,
    maxWin: (times) => `${times} cada ficha, en una pareja (11 a 1)`,
    notes: [
      'Un 8 o 9 con dos cartas (natural) en cualquier mano termina el reparto. Si no, el Jugador roba con 0 a 5 y se planta con 6 o 7. Si el Jugador se plantó, la Banca roba con 0 a 5; si el Jugador robó, la Banca roba con 0 a 2, con 3 salvo que la tercera carta del Jugador sea un 8, con 4 si es de 2 a 7, con 5 si es de 4 a 7, con 6 si es 6 o 7, y se planta con 7.',
      'La Banca paga 0,95 a 1: se cobra una comisión del 5 % sobre sus ganancias. Una pareja gana con dos cartas del mismo valor (K K, no K Q), gane quien gane la mano.',
      'Cada carta sale de una baraja completa de 52 cartas, así que cada valor tiene 1 probabilidad entre 13 (un zapato de casino de 6 u 8 barajas da probabilidades algo distintas).',
      'El multiplicador que se muestra en una mano es por ficha: lo que pagó la mano dividido por el valor de una ficha.',
      'Las apuestas gratis no se pueden jugar en el baccarat.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = baccaratStrings[lang];
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rtp = (spot: BetSpot) => percent.format(SPOT_RTP[spot][0] / SPOT_RTP[spot][1]);
  const digits = (text: string) => (lang === 'en' ? text : text.replace('.', ','));
  return {
    title: copy.title,
    howToPlay: copy.steps({ max: String(MAX_CHIPS) }),
    paytable: { columns: copy.columns, rows: SPOTS.map((spot) => [strings[spot], copy.wins[spot], copy.pays(digits(SPOT_ODDS[spot])), rtp(spot)]) },
    rtp: copy.rtp({ player: rtp('player'), banker: rtp('banker'), tie: rtp('tie'), pair: rtp('playerPair') }),
    maxWin: copy.maxWin(`${BACCARAT_MAX_RETURN}×`),
    notes: copy.notes,
  };
}

/** Baccarat's rules for players, in every language the games speak. */
export const baccaratPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
