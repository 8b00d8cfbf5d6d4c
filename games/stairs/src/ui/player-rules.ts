import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { localeOf } from '@rgs/game-kit/ui';
import { CLIMBS, CLIMB_LENGTHS, STAIRS_TOP, type ClimbLength } from '../staircase';
import { stairsStrings } from '../strings';
import { markOf, multiplierAfter, safePercent } from './stairs-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from stairs-odds.ts (BigInt, checked there against the rules' own stairsMultiplier),
// never from ../multiplier.ts, which floors through decimal.js.

/** The runs of one kind of climb the paytable shows, one column each. */
export const TABLE_RUNS = [1, 2, 4] as const;

/** The return to player, in percent: every way of climbing and stopping returns 99 % before the multiplier is floored (RULES.md). */
export const RTP_PERCENT = 99;

/** The largest multiplier of any round: 8 leaps to the top. */
export const MAX_WIN = multiplierAfter(Array<ClimbLength>(8).fill(3));

/** A multiplier's decimal text in the language's digits, with its sign ("64880.64" → "64,880.64×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { top: string; step: string; stride: string; leap: string }) => string[];
  readonly columns: readonly [string, string, ...string[]];
  readonly run: (n: string) => string;
  readonly maxWin: (multiplier: string) => string;
  readonly marks: (marks: string) => string;
  readonly rounding: string;
  readonly timeout: string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Stairs rules',
    steps: ({ top, step, stride, leap }) => [
      `Set your bet and press Bet: the climber waits at the bottom of ${top} stairs.`,
      `Choose every climb: a step (1 stair, ${step} safe), a stride (2 stairs, ${stride} safe) or a leap (3 stairs, ${leap} safe). Each button shows what your multiplier becomes.`,
      'A safe climb raises your multiplier; a fall ends the round and the bet is lost.',
      'Cash out whenever you like after your first climb.',
      `Reach stair ${top}, the top, and you are cashed out automatically.`,
    ],
    columns: ['Climb', 'Safe chance'],
    run: (n) => (n === '1' ? '1 climb' : `${n} in a row`),
    maxWin: (multiplier) => `${multiplier} the bet (8 leaps to the top)`,
    marks: (marks) => `Each climb rolls 0.00 to 99.99 and is safe when the roll is under its mark: ${marks}.`,
    rounding: 'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.006 percentage points.',
    timeout: 'A round left without a move for 24 hours is settled: cashed out after a climb, otherwise lost.',
  },
  pt: {
    title: 'Regras do Stairs',
    steps: ({ top, step, stride, leap }) => [
      `Defina a aposta e aperte Apostar: o escalador espera ao pé de ${top} degraus.`,
      `Escolha cada subida: um passo (1 degrau, ${step} seguro), uma passada (2 degraus, ${stride} seguro) ou um salto (3 degraus, ${leap} seguro). Cada botão mostra o multiplicador resultante.`,
      'Uma subida segura aumenta o multiplicador; uma queda termina a rodada e a aposta é perdida.',
      'Retire quando quiser depois da primeira subida.',
      `Chegue ao degrau ${top}, o topo, e o valor é retirado automaticamente.`,
    ],
    columns: ['Subida', 'Chance segura'],
    run: (n) => (n === '1' ? '1 subida' : `${n} seguidas`),
    maxWin: (multiplier) => `${multiplier} a aposta (8 saltos até o topo)`,
    marks: (marks) => `Cada subida sorteia de 0,00 a 99,99 e é segura quando o resultado fica abaixo da sua marca: ${marks}.`,
    rounding: 'Os multiplicadores são arredondados para baixo em 4 casas decimais, o que reduz o retorno em menos de 0,006 ponto percentual.',
    timeout: 'Uma rodada sem jogada por 24 horas é encerrada: retirada se já houve uma subida; caso contrário, perdida.',
  },
  es: {
    title: 'Reglas de Stairs',
    steps: ({ top, step, stride, leap }) => [
      `Elige tu apuesta y pulsa Apostar: el escalador espera al pie de ${top} escalones.`,
      `Elige cada subida: un paso (1 escalón, ${step} seguro), una zancada (2 escalones, ${stride} seguro) o un salto (3 escalones, ${leap} seguro). Cada botón muestra el multiplicador resultante.`,
      'Una subida segura aumenta tu multiplicador; una caída termina la ronda y pierdes la apuesta.',
      'Retira cuando quieras después de tu primera subida.',
      `Llega al escalón ${top}, la cima, y se retira automáticamente.`,
    ],
    columns: ['Subida', 'Probabilidad segura'],
    run: (n) => (n === '1' ? '1 subida' : `${n} seguidas`),
    maxWin: (multiplier) => `${multiplier} la apuesta (8 saltos hasta la cima)`,
    marks: (marks) => `Cada subida sortea de 0,00 a 99,99 y es segura cuando el resultado queda por debajo de su marca: ${marks}.`,
    rounding: 'Los multiplicadores se redondean hacia abajo a 4 decimales, lo que reduce el retorno en menos de 0,006 puntos porcentuales.',
    timeout: 'Una ronda sin jugadas durante 24 horas se liquida: se retira si ya hubo una subida; si no, se pierde.',
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = stairsStrings[lang];
  const count = new Intl.NumberFormat(localeOf(lang));
  const percent = (length: ClimbLength) => new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(safePercent(length));
  const stairs = (length: ClimbLength) => (length === 1 ? strings.stairsOne : strings.stairsMany.replace('{n}', count.format(length)));
  const marks = new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(
    CLIMB_LENGTHS.map((length) => `${strings[CLIMBS[length].name].toLowerCase()} ${count.format(markOf(length))}`),
  );
  return {
    title: copy.title,
    howToPlay: copy.steps({ top: count.format(STAIRS_TOP), step: percent(1), stride: percent(2), leap: percent(3) }),
    paytable: {
      columns: [...copy.columns, ...TABLE_RUNS.map((n) => copy.run(count.format(n)))],
      rows: CLIMB_LENGTHS.map((length) => [
        `${strings[CLIMBS[length].name]} (${stairs(length)})`,
        percent(length),
        ...TABLE_RUNS.map((n) => times(multiplierAfter(Array<ClimbLength>(n).fill(length)), lang)),
      ]),
    },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN, lang)),
    notes: [copy.marks(marks), copy.rounding, copy.timeout],
  };
}

/** Stairs' rules for players, in every language the games speak. */
export const stairsPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
