import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { HANDS, type Hand } from '../hands';
import { DIAMONDS_MAX_MULTIPLIER, DIAMONDS_PAYTABLE, HAND_COUNTS, RTP_PERCENT, SEQUENCES } from '../paytable';
import { timesText as times } from '../format';
import { diamondsStrings } from '../strings';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the paytable itself (plain data), never from ../rules.ts, which validates with zod.

/** How many gems share each colour in a hand, as the paytable writes it. */
const GROUPS: Readonly<Record<Hand, string>> = {
  five: '5',
  four: '4 + 1',
  fullHouse: '3 + 2',
  three: '3 + 1 + 1',
  twoPair: '2 + 2 + 1',
  pair: '2 + 1 + 1 + 1',
  nothing: '1 + 1 + 1 + 1 + 1',
};

/** What each language says; numbers and names arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (gems: string) => string[];
  readonly columns: [string, string, string];
  readonly maxWin: (multiplier: string, hand: string) => string;
  readonly notes: (n: { sequences: string; five: string; nothing: string; pair: string }) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Diamonds rules',
    steps: (gems) => [
      'Set your bet amount and press Bet (or Space).',
      'Five gems are drawn onto the five pedestals, each one of seven colours. Every colour is equally likely, and each gem is drawn on its own.',
      `Each colour has its own shape, so you can read the gems by shape alone: ${gems}.`,
      'You are paid by the hand the five colours form, as in poker: only how many gems share a colour counts, not which colour or where.',
      'The paytable beside the pedestals shows what each hand pays and how often it comes; the hand you draw is marked in it.',
    ],
    columns: ['Hand (gems per colour)', 'Pays', 'Chance'],
    maxWin: (multiplier, hand) => `${multiplier} the bet (${hand})`,
    notes: ({ sequences, five, nothing, pair }) => [
      `Of the ${sequences} equally likely colour sequences of five gems, ${five} are five of a kind and ${nothing} have no two gems alike.`,
      `One pair pays ${pair}: a tenth of your bet comes back.`,
      'Each hand’s chance times its multiplier, added over all hands, is exactly 0.99: the game returns 99% of the bets on average.',
    ],
  },
  pt: {
    title: 'Regras do Diamonds',
    steps: (gems) => [
      'Defina o valor da aposta e pressione Apostar (ou Espaço).',
      'Cinco gemas são sorteadas nos cinco pedestais, cada uma de uma de sete cores. Todas as cores têm a mesma chance, e cada gema é sorteada independentemente.',
      `Cada cor tem a sua própria forma, então dá para ler as gemas só pela forma: ${gems}.`,
      'Você recebe pela mão que as cinco cores formam, como no pôquer: só conta quantas gemas têm a mesma cor, não qual cor nem onde.',
      'A tabela ao lado dos pedestais mostra quanto cada mão paga e com que frequência sai; a mão sorteada fica marcada nela.',
    ],
    columns: ['Mão (gemas por cor)', 'Paga', 'Chance'],
    maxWin: (multiplier, hand) => `${multiplier} a aposta (${hand})`,
    notes: ({ sequences, five, nothing, pair }) => [
      `Das ${sequences} sequências de cores igualmente prováveis de cinco gemas, ${five} são cinco iguais e ${nothing} não têm duas gemas iguais.`,
      `Um par paga ${pair}: um décimo da aposta volta para você.`,
      'A chance de cada mão vezes o seu multiplicador, somada em todas as mãos, é exatamente 0,99: o jogo retorna 99% das apostas em média.',
    ],
  },
  es: {
    title: 'Reglas de Diamonds',
    steps: (gems) => [
      'Elige el monto de tu apuesta y pulsa Apostar (o Espacio).',
      'Se sacan cinco gemas sobre los cinco pedestales, cada una de uno de siete colores. Todos los colores son igual de probables, y cada gema se saca por separado.',
      `Cada color tiene su propia forma, así que puedes leer las gemas solo por la forma: ${gems}.`,
      'Cobras según la mano que forman los cinco colores, como en el póker: solo cuenta cuántas gemas comparten color, no qué color ni dónde.',
      'La tabla junto a los pedestales muestra lo que paga cada mano y con qué frecuencia sale; la mano que sacas queda marcada en ella.',
    ],
    columns: ['Mano (gemas por color)', 'Paga', 'Probabilidad'],
    maxWin: (multiplier, hand) => `${multiplier} la apuesta (${hand.toLowerCase()})`,
    notes: ({ sequences, five, nothing, pair }) => [
      `De las ${sequences} secuencias de colores igual de probables de cinco gemas, ${five} son cinco iguales y ${nothing} no tienen dos gemas iguales.`,
      `La pareja paga ${pair}: te devuelve una décima parte de tu apuesta.`,
      'La probabilidad de cada mano por su multiplicador, sumada en todas las manos, es exactamente 0,99: el juego devuelve de media el 99 % de las apuestas.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = diamondsStrings[lang];
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 });
  const count = new Intl.NumberFormat(localeOf(lang));
  const list = new Intl.ListFormat(localeOf(lang), { type: 'conjunction' });
  const rows = HANDS.map((hand) => [`${strings[hand]} (${GROUPS[hand]})`, times(DIAMONDS_PAYTABLE[hand], lang), percent.format(HAND_COUNTS[hand] / SEQUENCES)]);
  return {
    title: copy.title,
    howToPlay: copy.steps(list.format([0, 1, 2, 3, 4, 5, 6].map((c) => strings[`gem${c}` as `gem${0 | 1 | 2 | 3 | 4 | 5 | 6}`]))),
    paytable: { columns: copy.columns, rows },
    rtp: percent.format(RTP_PERCENT / 100),
    maxWin: copy.maxWin(times(DIAMONDS_MAX_MULTIPLIER, lang), strings.five.toLowerCase()),
    notes: copy.notes({
      sequences: count.format(SEQUENCES),
      five: count.format(HAND_COUNTS.five),
      nothing: count.format(HAND_COUNTS.nothing),
      pair: times(DIAMONDS_PAYTABLE.pair, lang),
    }),
  };
}

/** Diamonds' rules for players, in every language the games speak. */
export const diamondsPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
