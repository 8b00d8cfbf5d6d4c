import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { WIRE_MAX_CURRENTS, WIRE_MAX_MULTIPLIER, WIRE_RISKS, WIRE_SHARES, wireTable } from '../tables';
import { wireStrings } from '../strings';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the tables themselves (plain data), never from ../rules.ts, which validates with zod.

/** Every table returns exactly 99 % per current, so every batch does (tables.test.ts proves it). */
export const RTP_PERCENT = 99;

/** The paytable's rows: a pair of mirrored terminals each, edges first, then the centre. */
export const TERMINAL_PAIRS = [[0, 8], [1, 7], [2, 6], [3, 5], [4]] as const;

/** The Intl locale of a game language. */

/** A multiplier's decimal text in the language's digits, with its sign ("1.22" → "1,22×"). */
function times(text: string, lang: GameLanguage): string {
  return `${lang === 'en' ? text : text.replace('.', ',')}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { max: string; risks: string }) => string[];
  readonly terminals: (pair: string) => string;
  readonly terminalColumn: string;
  readonly maxWin: (multiplier: string) => string;
  readonly notes: string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Wire rules',
    steps: ({ max, risks }) => [
      `Set your bet per current and how many currents to send (1 to ${max}). Your total bet is the bet times the currents.`,
      `Pick a risk: ${risks}.`,
      'Each current runs from the source through the circuit board and reaches one of nine LED terminals at the bottom.',
      'A current pays your bet times its terminal’s multiplier; the batch pays the sum of its currents.',
      'The centre terminal is the likeliest and pays least; the edge terminals are the rarest and pay most. Higher risk pays more at the edges and less in the centre.',
    ],
    terminals: (pair) => `Terminals ${pair}`,
    terminalColumn: 'Terminal (chance each)',
    maxWin: (multiplier) => `${multiplier} the bet per current (high risk, an edge terminal)`,
    notes: [
      'Each current is decided by its own number from the fairness seeds: the chance of a terminal is the same for every current of a batch.',
      'Every table returns 99% per current on average, so a batch of any size does too.',
      'A free bet sends one current at the free bet’s stake.',
    ],
  },
  pt: {
    title: 'Regras do Wire',
    steps: ({ max, risks }) => [
      `Defina a aposta por corrente e quantas correntes enviar (1 a ${max}). A aposta total é a aposta vezes as correntes.`,
      `Escolha um risco: ${risks}.`,
      'Cada corrente sai da fonte, percorre a placa de circuito e chega a um dos nove terminais de LED embaixo.',
      'Uma corrente paga a sua aposta vezes o multiplicador do terminal; o lote paga a soma das correntes.',
      'O terminal central é o mais provável e paga menos; os das pontas são os mais raros e pagam mais. Quanto maior o risco, mais pagam as pontas e menos o centro.',
    ],
    terminals: (pair) => `Terminais ${pair}`,
    terminalColumn: 'Terminal (chance de cada)',
    maxWin: (multiplier) => `${multiplier} a aposta por corrente (risco alto, terminal da ponta)`,
    notes: [
      'Cada corrente é decidida pelo seu próprio número das sementes de equidade: a chance de um terminal é a mesma para todas as correntes de um lote.',
      'Cada tabela retorna 99% por corrente em média, então um lote de qualquer tamanho também.',
      'Uma aposta grátis envia uma corrente com o valor da aposta grátis.',
    ],
  },
  es: {
    title: 'Reglas de Wire',
    steps: ({ max, risks }) => [
      `Elige tu apuesta por corriente y cuántas corrientes enviar (1 a ${max}). Tu apuesta total es la apuesta por las corrientes.`,
      `Elige un riesgo: ${risks}.`,
      'Cada corriente sale de la fuente, recorre la placa de circuito y llega a uno de los nueve terminales LED de abajo.',
      'Una corriente paga tu apuesta por el multiplicador de su terminal; el lote paga la suma de sus corrientes.',
      'El terminal central es el más probable y paga menos; los de los extremos son los más raros y pagan más. Un riesgo mayor paga más en los extremos y menos en el centro.',
    ],
    terminals: (pair) => `Terminales ${pair}`,
    terminalColumn: 'Terminal (probabilidad de cada uno)',
    maxWin: (multiplier) => `${multiplier} la apuesta por corriente (riesgo alto, terminal del extremo)`,
    notes: [
      'Cada corriente se decide por su propio número de las semillas de equidad: la probabilidad de un terminal es la misma para todas las corrientes de un lote.',
      'Cada tabla devuelve un 99 % por corriente de media, así que un lote de cualquier tamaño también.',
      'Una apuesta gratis envía una corriente con el importe de la apuesta gratis.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = wireStrings[lang];
  const locale = localeOf(lang);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumSignificantDigits: 3 });
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const either = new Intl.ListFormat(locale, { type: 'disjunction' });
  const rows = TERMINAL_PAIRS.map((pair) => {
    const name = pair.length === 1 ? `${strings.terminal} 4` : copy.terminals(list.format(pair.map(String)));
    return [
      name,
      ...WIRE_RISKS.map((risk) => {
        const { multipliers, shares } = wireTable(risk);
        return `${times(multipliers[pair[0]]!, lang)} (${percent.format(shares[pair[0]]! / WIRE_SHARES)})`;
      }),
    ];
  });
  return {
    title: copy.title,
    howToPlay: copy.steps({ max: String(WIRE_MAX_CURRENTS), risks: either.format(WIRE_RISKS.map((risk) => strings[risk].toLowerCase())) }),
    paytable: { columns: [copy.terminalColumn, ...WIRE_RISKS.map((risk) => strings[risk])], rows },
    rtp: new Intl.NumberFormat(locale, { style: 'percent' }).format(RTP_PERCENT / 100),
    maxWin: copy.maxWin(times(WIRE_MAX_MULTIPLIER, lang)),
    notes: copy.notes,
  };
}

/** Wire's rules for players, in every language the games speak. */
export const wirePlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
