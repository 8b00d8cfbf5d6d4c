import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { localeOf } from '@rgs/game-kit/ui';
import { BALLOON_DIFFICULTIES, DIFFICULTIES, type BalloonDifficulty } from '../difficulty';
import { balloonStrings } from '../strings';
import { multiplierAfter, popChance } from './balloon-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from balloon-odds.ts (BigInt, checked there against the rules' own balloonMultiplier).

/** The pumps the paytable shows, one column each, before the last pump's column. */
export const TABLE_PUMPS = [1, 5, 10] as const;

/**
 * The return to player, in percent: 0.99 / P(k pumps hold) pays exactly 99 % back on average before
 * the multiplier is floored, whenever the player stops (RULES.md; multiplier.test.ts proves it for
 * every difficulty and pump, and player-rules.test.ts that this is the figure).
 */
export const RTP_PERCENT = 99;

/** The lowest return of any strategy once multipliers are floored: easy, cashing out after 3 pumps (98.992309… %). */
export const LOWEST_RTP_PERCENT = '98.9923';

/** The largest multiplier of any round: expert's last pump. */
export const MAX_WIN = { difficulty: 'expert' as BalloonDifficulty, pumps: DIFFICULTIES.expert.pumps, multiplier: multiplierAfter('expert', DIFFICULTIES.expert.pumps)! };

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { easiest: string; hardest: string; caps: string }) => string[];
  readonly columns: readonly [string, string, string];
  readonly pumps: (count: string) => string;
  readonly lastPump: (count: string, multiplier: string) => string;
  readonly maxWin: (multiplier: string, difficulty: string, pumps: string) => string;
  readonly rounding: (lowest: string) => string;
  readonly timeout: string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Balloon rules',
    steps: ({ easiest, hardest, caps }) => [
      `Set your bet and choose a difficulty: it sets the chance that each pump pops the balloon (from ${easiest} to ${hardest}) and how many pumps it takes at most.`,
      'Press Pump. Every pump the balloon holds raises your multiplier; each pump has the same chance of popping it.',
      'Cash out whenever you like after the first pump.',
      'If the balloon pops, the round ends and the bet is lost.',
      `Hold through the last pump (${caps}) and you are cashed out automatically.`,
    ],
    columns: ['Difficulty', 'Pop chance', 'Last pump'],
    pumps: (count) => (count === '1' ? '1 pump' : `${count} pumps`),
    lastPump: (count, multiplier) => `${multiplier} (${count})`,
    maxWin: (multiplier, difficulty, pumps) => `${multiplier} the bet (${difficulty}, all ${pumps} pumps held)`,
    rounding: (lowest) => `Multipliers are rounded down to 4 decimals: whenever you cash out, the return is between ${lowest} and 99%.`,
    timeout: 'A round left without a move for 24 hours is cashed out if the balloon has held a pump, and otherwise closed as a loss.',
  },
  pt: {
    title: 'Regras do Balloon',
    steps: ({ easiest, hardest, caps }) => [
      `Defina a aposta e escolha uma dificuldade: ela define a chance de cada bombada estourar o balão (de ${easiest} a ${hardest}) e quantas bombadas ele aguenta no máximo.`,
      'Aperte Encher. Cada bombada que o balão aguenta aumenta o multiplicador; cada bombada tem a mesma chance de estourá-lo.',
      'Retire quando quiser depois da primeira bombada.',
      'Se o balão estourar, a rodada termina e a aposta é perdida.',
      `Aguente até a última bombada (${caps}) e o valor é retirado automaticamente.`,
    ],
    columns: ['Dificuldade', 'Chance de estourar', 'Última bombada'],
    pumps: (count) => (count === '1' ? '1 bombada' : `${count} bombadas`),
    lastPump: (count, multiplier) => `${multiplier} (${count})`,
    maxWin: (multiplier, difficulty, pumps) => `${multiplier} a aposta (${difficulty}, todas as ${pumps} bombadas)`,
    rounding: (lowest) => `Os multiplicadores são arredondados para baixo em 4 casas decimais: seja quando for a retirada, o retorno fica entre ${lowest} e 99%.`,
    timeout: 'Uma rodada sem jogada por 24 horas é retirada se o balão aguentou uma bombada; senão, é encerrada como perdida.',
  },
  es: {
    title: 'Reglas de Balloon',
    steps: ({ easiest, hardest, caps }) => [
      `Elige tu apuesta y una dificultad: fija la probabilidad de que cada bombeo explote el globo (de ${easiest} a ${hardest}) y cuántos bombeos aguanta como máximo.`,
      'Pulsa Inflar. Cada bombeo que el globo aguanta sube tu multiplicador; cada bombeo tiene la misma probabilidad de explotarlo.',
      'Retira cuando quieras después del primer bombeo.',
      'Si el globo explota, la ronda termina y pierdes la apuesta.',
      `Aguanta hasta el último bombeo (${caps}) y se retira automáticamente.`,
    ],
    columns: ['Dificultad', 'Probabilidad de explotar', 'Último bombeo'],
    pumps: (count) => (count === '1' ? '1 bombeo' : `${count} bombeos`),
    lastPump: (count, multiplier) => `${multiplier} (${count})`,
    maxWin: (multiplier, difficulty, pumps) => `${multiplier} la apuesta (${difficulty}, los ${pumps} bombeos)`,
    rounding: (lowest) => `Los multiplicadores se redondean hacia abajo a 4 decimales: retires cuando retires, el retorno queda entre ${lowest} y 99 %.`,
    timeout: 'Una ronda sin jugadas durante 24 horas se retira si el globo aguantó un bombeo; si no, se cierra como perdida.',
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const locale = localeOf(lang);
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
  const times = (text: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(text))}×`;
  const caps = new Intl.ListFormat(locale, { type: 'conjunction' }).format(BALLOON_DIFFICULTIES.map((d) => `${balloonStrings[lang][d].toLowerCase()} ${count.format(DIFFICULTIES[d].pumps)}`));
  return {
    title: copy.title,
    howToPlay: copy.steps({ easiest: percent.format(popChance('easy')), hardest: percent.format(popChance('expert')), caps }),
    paytable: {
      columns: [copy.columns[0], copy.columns[1], ...TABLE_PUMPS.map((k) => copy.pumps(count.format(k))), copy.columns[2]],
      rows: BALLOON_DIFFICULTIES.map((d) => {
        const cap = DIFFICULTIES[d].pumps;
        return [
          balloonStrings[lang][d],
          percent.format(popChance(d)),
          ...TABLE_PUMPS.map((k) => times(multiplierAfter(d, k)!)),
          copy.lastPump(copy.pumps(count.format(cap)), times(multiplierAfter(d, cap)!)),
        ];
      }),
    },
    rtp: new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN.multiplier), balloonStrings[lang][MAX_WIN.difficulty].toLowerCase(), count.format(MAX_WIN.pumps)),
    notes: [copy.rounding(new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 4 }).format(Number(LOWEST_RTP_PERCENT))), copy.timeout],
  };
}

/** Balloon's rules for players, in every language the games speak. */
export const balloonPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
