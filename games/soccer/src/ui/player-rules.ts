import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { COVERED, KICKS, SOCCER_DIFFICULTIES, ZONES } from '../pitch';
import { soccerStrings } from '../strings';
import { goalPercent, multiplierAfter } from './soccer-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from soccer-odds.ts (BigInt, checked there against the rules' own soccerMultiplier),
// never from ../multiplier.ts, which floors through decimal.js.

/** The goal counts the paytable shows, one row each. */
export const TABLE_GOALS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * The return to player, in percent: 0.99 × (6 / open)^k pays exactly 99 % back on average, whenever
 * the player cashes out, before the multiplier is floored (RULES.md; multiplier.test.ts proves it).
 */
export const RTP_PERCENT = 99;

/** The largest multiplier of any round: 10 goals at expert. */
export const MAX_WIN = { multiplier: multiplierAfter('expert', KICKS)!, difficulty: 'expert' } as const;

/** A multiplier's decimal text in the language's digits, with its sign ("58458.51" → "58,458.51×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { zones: string; kicks: string; chances: string }) => string[];
  readonly goals: string;
  readonly maxWin: (multiplier: string) => string;
  readonly rounding: string;
  readonly timeout: string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Soccer rules',
    steps: ({ zones, kicks, chances }) => [
      `Set your bet and choose a difficulty: how many of the goal's ${zones} zones the keeper covers on every kick (${chances}).`,
      `Take up to ${kicks} penalty kicks: pick the zone to shoot at each time. The keeper's zones are drawn afresh for every kick.`,
      'Shoot into an open zone: goal! Every goal raises your multiplier.',
      'Shoot into a zone the keeper covers: saved, and the bet is lost.',
      `Cash out whenever you like after your first goal. Score all ${kicks} and you are cashed out automatically.`,
    ],
    goals: 'Goals',
    maxWin: (multiplier) => `${multiplier} the bet (10 goals at Expert)`,
    rounding: 'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.01 percentage points.',
    timeout: 'A round left without a kick for 24 hours is settled: cashed out if you have scored, otherwise lost.',
  },
  pt: {
    title: 'Regras do Soccer',
    steps: ({ zones, kicks, chances }) => [
      `Defina a aposta e escolha a dificuldade: quantas das ${zones} zonas do gol o goleiro cobre em cada cobrança (${chances}).`,
      `Bata até ${kicks} pênaltis: escolha a zona do chute a cada vez. As zonas do goleiro são sorteadas de novo a cada cobrança.`,
      'Chute numa zona livre: gol! Cada gol aumenta o multiplicador.',
      'Chute numa zona que o goleiro cobre: defesa, e a aposta é perdida.',
      `Retire quando quiser depois do primeiro gol. Marque os ${kicks} e o valor é retirado automaticamente.`,
    ],
    goals: 'Gols',
    maxWin: (multiplier) => `${multiplier} a aposta (10 gols no Expert)`,
    rounding: 'Os multiplicadores são arredondados para baixo em 4 casas decimais, o que reduz o retorno em menos de 0,01 ponto percentual.',
    timeout: 'Uma rodada sem cobrança por 24 horas é encerrada: retirada se você marcou, perdida se não.',
  },
  es: {
    title: 'Reglas de Soccer',
    steps: ({ zones, kicks, chances }) => [
      `Elige tu apuesta y la dificultad: cuántas de las ${zones} zonas de la portería cubre el portero en cada tiro (${chances}).`,
      `Lanza hasta ${kicks} penaltis: elige la zona de cada tiro. Las zonas del portero se sortean de nuevo en cada tiro.`,
      'Tira a una zona libre: ¡gol! Cada gol sube tu multiplicador.',
      'Tira a una zona que cubre el portero: atajada, y pierdes la apuesta.',
      `Retira cuando quieras después de tu primer gol. Si marcas los ${kicks}, se retira automáticamente.`,
    ],
    goals: 'Goles',
    maxWin: (multiplier) => `${multiplier} la apuesta (10 goles en Experto)`,
    rounding: 'Los multiplicadores se redondean hacia abajo a 4 decimales, lo que reduce el retorno en menos de 0,01 puntos porcentuales.',
    timeout: 'Una ronda sin tiros durante 24 horas se liquida: se retira si has marcado y, si no, se pierde.',
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = soccerStrings[lang];
  const count = new Intl.NumberFormat(localeOf(lang));
  const percent = (text: string) => new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 }).format(Number(text) / 100);
  const chances = SOCCER_DIFFICULTIES.map(
    (d) => `${strings[d]} ${count.format(COVERED[d])}: ${percent(goalPercent(d))}`,
  ).join('; ');
  return {
    title: copy.title,
    howToPlay: copy.steps({ zones: count.format(ZONES), kicks: count.format(KICKS), chances }),
    paytable: {
      columns: [copy.goals, ...SOCCER_DIFFICULTIES.map((d) => strings[d])],
      rows: TABLE_GOALS.map((goals) => [count.format(goals), ...SOCCER_DIFFICULTIES.map((d) => times(multiplierAfter(d, goals)!, lang))]),
    },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN.multiplier, lang)),
    notes: [copy.rounding, copy.timeout],
  };
}

/** Soccer's rules for players, in every language the games speak. */
export const soccerPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
