import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { BEAT_TABLES, EDGE_SPIKE, PULSE_MAX_MULTIPLIER, PULSE_RISKS, PULSE_TOP_MULTIPLIER, SLOTS } from '../beats';
import { timesText } from '../format';
import { pulseStrings } from '../strings';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the beat tables themselves (plain data), never from ../rules.ts, which validates with zod.

/** Every risk returns exactly 99 %: beat 1 averages 0.99×, beats 2 and 3 1× (beats.test.ts proves it). */
export const RTP_PERCENT = 99;

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { risks: string; example: string; top: string }) => string[];
  readonly columns: [string, string, string, string];
  readonly beat1: (multiplier: string) => string;
  readonly maxWin: (multiplier: string) => string;
  readonly notes: (n: { spike: string; first: string }) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Pulse rules',
    steps: ({ risks, example, top }) => [
      `Set your bet amount and pick a risk (${risks}).`,
      'Bet: the heart monitor shows three heartbeats. Each beat is a multiplier: the taller its spike, the more it pays.',
      `You win your bet times the product of the three beats: ${example}. A weak beat (0.5×) lowers the product.`,
      'A flatline (0×) on any beat loses the bet, and the round ends there.',
      `Low risk rarely flatlines and its spikes are small; high risk flatlines on half the beats, with spikes up to ${top}.`,
    ],
    columns: ['Risk', 'Spikes of a beat (chance)', 'Round lost', 'Max win'],
    beat1: (multiplier) => `beat 1: ${multiplier}`,
    maxWin: (multiplier) => `${multiplier} the bet (high risk, 10× on all three beats)`,
    notes: ({ spike, first }) => [
      'Each beat is drawn on its own, with the chances in the beat table beside the monitor.',
      `On beat 1 the ${spike} spike pays ${first}: that is the house edge. Every other spike pays its height on every beat, so a beat pays 1× on average (0.99× for beat 1) and the game returns 99%.`,
    ],
  },
  pt: {
    title: 'Regras do Pulse',
    steps: ({ risks, example, top }) => [
      `Defina o valor da aposta e escolha um risco (${risks}).`,
      'Aposte: o monitor cardíaco mostra três batimentos. Cada batimento é um multiplicador: quanto mais alto o pico, mais ele paga.',
      `Você ganha a aposta vezes o produto dos três batimentos: ${example}. Um batimento fraco (0,5×) reduz o produto.`,
      'Uma linha reta (0×) em qualquer batimento perde a aposta, e a rodada termina ali.',
      `O risco baixo raramente dá linha reta e seus picos são pequenos; o risco alto dá linha reta em metade dos batimentos, com picos de até ${top}.`,
    ],
    columns: ['Risco', 'Picos de um batimento (chance)', 'Rodada perdida', 'Ganho máximo'],
    beat1: (multiplier) => `batimento 1: ${multiplier}`,
    maxWin: (multiplier) => `${multiplier} a aposta (risco alto, 10× nos três batimentos)`,
    notes: ({ spike, first }) => [
      'Cada batimento é sorteado de forma independente, com as chances da tabela ao lado do monitor.',
      `No batimento 1 o pico de ${spike} paga ${first}: essa é a vantagem da casa. Todos os outros picos pagam a sua altura em qualquer batimento, então um batimento paga 1× em média (0,99× no batimento 1) e o jogo retorna 99%.`,
    ],
  },
  es: {
    title: 'Reglas de Pulse',
    steps: ({ risks, example, top }) => [
      `Elige el monto de tu apuesta y un riesgo (${risks}).`,
      'Apuesta: el monitor cardíaco muestra tres latidos. Cada latido es un multiplicador: cuanto más alto el pico, más paga.',
      `Ganas tu apuesta por el producto de los tres latidos: ${example}. Un latido débil (0,5×) reduce el producto.`,
      'Una línea plana (0×) en cualquier latido pierde la apuesta, y la ronda termina ahí.',
      `El riesgo bajo rara vez da línea plana y sus picos son pequeños; el riesgo alto da línea plana en la mitad de los latidos, con picos de hasta ${top}.`,
    ],
    columns: ['Riesgo', 'Picos de un latido (probabilidad)', 'Ronda perdida', 'Ganancia máxima'],
    beat1: (multiplier) => `latido 1: ${multiplier}`,
    maxWin: (multiplier) => `${multiplier} la apuesta (riesgo alto, 10× en los tres latidos)`,
    notes: ({ spike, first }) => [
      'Cada latido se sortea por separado, con las probabilidades de la tabla junto al monitor.',
      `En el latido 1 el pico de ${spike} paga ${first}: esa es la ventaja de la casa. Todos los demás picos pagan su altura en cualquier latido, así que un latido paga 1× de media (0,99× en el latido 1) y el juego devuelve un 99 %.`,
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = pulseStrings[lang];
  const percent = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 });
  const list = new Intl.ListFormat(localeOf(lang), { type: 'disjunction' });
  // Beat chances are k/64: four decimals write them exactly (1.5625 %).
  const exact = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 4 });
  const times = (text: string) => timesText(text, lang);
  // A whole number with its grouping ("1,000×", "1.000×"), not decimal text: written by Intl, not by times().
  const whole = (text: string) => `${new Intl.NumberFormat(localeOf(lang)).format(Number(text))}×`;
  const rows = PULSE_RISKS.map((risk) => {
    const table = BEAT_TABLES[risk];
    const spikes = table
      .map(({ multiplier, first, slots }) => `${times(multiplier)} ${exact.format(slots / SLOTS)}${first === multiplier ? '' : ` (${copy.beat1(times(first))})`}`)
      .join(' · ');
    const alive = (SLOTS - table[0]!.slots) / SLOTS;
    return [strings[risk], spikes, percent.format(1 - alive ** 3), whole(PULSE_MAX_MULTIPLIER[risk])];
  });
  return {
    title: copy.title,
    howToPlay: copy.steps({
      risks: list.format(PULSE_RISKS.map((risk) => strings[risk].toLowerCase())),
      example: `×2 → ×1 → ×3 = ${times('6')}`,
      top: times(BEAT_TABLES.high.at(-1)!.multiplier),
    }),
    paytable: { columns: copy.columns, rows },
    rtp: percent.format(RTP_PERCENT / 100),
    maxWin: copy.maxWin(whole(PULSE_TOP_MULTIPLIER)),
    notes: copy.notes({ spike: times(EDGE_SPIKE.multiplier), first: times(EDGE_SPIKE.first) }),
  };
}

/** Pulse's rules for players, in every language the games speak. */
export const pulsePlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
