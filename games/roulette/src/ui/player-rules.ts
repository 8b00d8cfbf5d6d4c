import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { PAYS_TO_ONE, type BetType } from '../paytable';
import { MAX_TABLE_CHIPS, POSITIONS } from '../table';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the table itself (plain data), never from ../rules.ts, which validates with zod.

/** Every bet returns 36/37 (table.test.ts proves it for each position): the RTP in percent. */
export const RTP_PERCENT = (36 / 37) * 100;

/** The largest return of one chip: a straight's 35 to 1 and the chip itself. */
const TOP_RETURN = PAYS_TO_ONE.straight + 1;

/** The paytable's rows: the bets that pay alike share a row. */
const ROWS: readonly (readonly BetType[])[] = [['straight'], ['split'], ['street'], ['corner'], ['line'], ['column'], ['dozen'], ['red', 'black'], ['even', 'odd'], ['low', 'high']];

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { max: string }) => string[];
  readonly columns: [string, string, string];
  readonly bets: Readonly<Record<BetType, string>>;
  readonly pays: (odds: number) => string;
  readonly maxWin: (n: { top: string; chips: string; most: string }) => string;
  readonly notes: (n: { rtp: string }) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Roulette rules',
    steps: ({ max }) => [
      'Set the value of one chip with the bet amount.',
      'Click or tap the table to place chips: on a number, on the line between two numbers, where four numbers meet, on the outer edge of a row of three or between two rows, or in the boxes around the numbers. A right click (or Delete) takes a chip back; Undo, Clear and Double change the whole table.',
      'Spin: the ball settles in one of the 37 pockets, 0 to 36. Every chip on a bet covering that number wins at the odds below and comes back with its win; the other chips are lost.',
      'Zero loses every bet outside the numbers: columns, dozens, red, black, even, odd, 1–18 and 19–36.',
      `Your bet is the chip value times the chips on the table (1 to ${max}). The chips stay on the table for the next spin.`,
    ],
    columns: ['Bet', 'Numbers covered', 'Pays'],
    bets: {
      straight: 'Straight (one number)', split: 'Split (two neighbours)', street: 'Street (a row of three; also 0-1-2 and 0-2-3)',
      corner: 'Corner (four numbers; also 0-1-2-3)', line: 'Line (two rows of three)', column: 'Column (2 to 1)', dozen: 'Dozen',
      red: 'Red', black: 'black', even: 'Even', odd: 'odd', low: '1–18', high: '19–36',
    },
    pays: (odds) => `${odds} to 1`,
    maxWin: ({ top, chips, most }) => `${top} the total bet, with every chip on the number that comes up (${most} the chip value with ${chips} chips)`,
    notes: ({ rtp }) => [
      `Every number is equally likely. A chip covering n numbers returns 36 ÷ n chips, so every bet returns 36/37 = ${rtp} on average.`,
      'A round’s multiplier is what the table returned for one unit of chip value: the payout is the chip value times it.',
      'Free bets cannot be played on roulette.',
    ],
  },
  pt: {
    title: 'Regras da Roleta',
    steps: ({ max }) => [
      'Defina o valor de uma ficha com o valor da aposta.',
      'Clique ou toque na mesa para colocar fichas: num número, na linha entre dois números, onde quatro números se encontram, na borda externa de uma fileira de três ou entre duas fileiras, ou nas caixas em volta dos números. O clique direito (ou Delete) tira uma ficha; Desfazer, Limpar e Dobrar mudam a mesa inteira.',
      'Gire: a bola para numa das 37 casas, de 0 a 36. Cada ficha numa aposta que cobre esse número ganha pelas cotações abaixo e volta com o prêmio; as outras fichas são perdidas.',
      'O zero perde todas as apostas fora dos números: colunas, dúzias, vermelho, preto, par, ímpar, 1–18 e 19–36.',
      `A sua aposta é o valor da ficha vezes as fichas na mesa (de 1 a ${max}). As fichas ficam na mesa para o próximo giro.`,
    ],
    columns: ['Aposta', 'Números cobertos', 'Paga'],
    bets: {
      straight: 'Pleno (um número)', split: 'Cavalo (dois vizinhos)', street: 'Transversal (uma fileira de três; também 0-1-2 e 0-2-3)',
      corner: 'Quadrado (quatro números; também 0-1-2-3)', line: 'Linha (duas fileiras de três)', column: 'Coluna (2 para 1)', dozen: 'Dúzia',
      red: 'Vermelho', black: 'preto', even: 'Par', odd: 'ímpar', low: '1–18', high: '19–36',
    },
    pays: (odds) => `${odds} para 1`,
    maxWin: ({ top, chips, most }) => `${top} a aposta total, com todas as fichas no número sorteado (${most} o valor da ficha com ${chips} fichas)`,
    notes: ({ rtp }) => [
      `Todos os números têm a mesma chance. Uma ficha que cobre n números devolve 36 ÷ n fichas, então cada aposta retorna 36/37 = ${rtp} em média.`,
      'O multiplicador de uma rodada é o que a mesa devolveu por unidade de valor da ficha: o pagamento é o valor da ficha vezes ele.',
      'Apostas grátis não podem ser usadas na roleta.',
    ],
  },
  es: {
    title: 'Reglas de la Ruleta',
    steps: ({ max }) => [
      'Elige el valor de una ficha con el monto de la apuesta.',
      'Haz clic o toca la mesa para poner fichas: en un número, en la línea entre dos números, donde se juntan cuatro números, en el borde exterior de una fila de tres o entre dos filas, o en las casillas alrededor de los números. El clic derecho (o Supr) quita una ficha; Deshacer, Limpiar y Doblar cambian toda la mesa.',
      'Gira: la bola cae en una de las 37 casillas, del 0 al 36. Cada ficha en una apuesta que cubre ese número gana según las cuotas de abajo y vuelve con su premio; las demás fichas se pierden.',
      'El cero hace perder todas las apuestas fuera de los números: columnas, docenas, rojo, negro, par, impar, 1–18 y 19–36.',
      `Tu apuesta es el valor de la ficha por las fichas en la mesa (de 1 a ${max}). Las fichas se quedan en la mesa para la siguiente tirada.`,
    ],
    columns: ['Apuesta', 'Números cubiertos', 'Paga'],
    bets: {
      straight: 'Pleno (un número)', split: 'Caballo (dos vecinos)', street: 'Transversal (una fila de tres; también 0-1-2 y 0-2-3)',
      corner: 'Cuadro (cuatro números; también 0-1-2-3)', line: 'Seisena (dos filas de tres)', column: 'Columna (2 a 1)', dozen: 'Docena',
      red: 'Rojo', black: 'negro', even: 'Par', odd: 'impar', low: '1–18', high: '19–36',
    },
    pays: (odds) => `${odds} a 1`,
    maxWin: ({ top, chips, most }) => `${top} la apuesta total, con todas las fichas en el número que sale (${most} el valor de la ficha con ${chips} fichas)`,
    notes: ({ rtp }) => [
      `Todos los números son igual de probables. Una ficha que cubre n números devuelve 36 ÷ n fichas, así que cada apuesta devuelve 36/37 = ${rtp} de media.`,
      'El multiplicador de una ronda es lo que la mesa devolvió por unidad de valor de ficha: el pago es el valor de la ficha por él.',
      'Las apuestas gratis no se pueden jugar en la ruleta.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const locale = localeOf(lang);
  const number = new Intl.NumberFormat(locale);
  const rtp = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(RTP_PERCENT / 100);
  const covered = (type: BetType) => POSITIONS.find((p) => p.type === type)!.numbers.length;
  const rows = ROWS.map((types) => [
    types.map((type) => copy.bets[type]).join(lang === 'en' ? ' or ' : lang === 'pt' ? ' ou ' : ' o '),
    number.format(covered(types[0]!)),
    copy.pays(PAYS_TO_ONE[types[0]!]),
  ]);
  return {
    title: copy.title,
    howToPlay: copy.steps({ max: number.format(MAX_TABLE_CHIPS) }),
    paytable: { columns: copy.columns, rows },
    rtp,
    maxWin: copy.maxWin({ top: `${TOP_RETURN}×`, chips: number.format(MAX_TABLE_CHIPS), most: `${number.format(TOP_RETURN * MAX_TABLE_CHIPS)}×` }),
    notes: copy.notes({ rtp }),
  };
}

/** Roulette's rules for players, in every language the games speak. */
export const roulettePlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
