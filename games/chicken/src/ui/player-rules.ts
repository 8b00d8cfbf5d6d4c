import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { localeOf } from '@rgs/game-kit/ui';
import { CHICKEN_DIFFICULTIES, laneCount, type ChickenDifficulty } from '../road';
import { chickenStrings } from '../strings';
import { carPercent, multiplierAfter } from './chicken-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from chicken-odds.ts (BigInt, checked there against the rules' own
// chickenMultiplier), never from ../multiplier.ts, which floors through decimal.js.

/**
 * The return to player, in percent: 0.99 / P(k lanes) pays exactly 99 % of the stake back on
 * average before the multiplier is floored, whenever the player stops (RULES.md; multiplier.test.ts
 * proves it for every lane of every road, and player-rules.test.ts that this is the figure).
 */
export const RTP_PERCENT = 99;

/** The largest multiplier of any round: crossing the whole Hardcore road. */
export const MAX_WIN = { multiplier: multiplierAfter('hardcore', laneCount('hardcore'))!, difficulty: 'hardcore' as ChickenDifficulty };

/** A multiplier's decimal text in the language's digits, with its sign ("3236072.4" → "3,236,072.4×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { easy: string; medium: string; hard: string; hardcore: string; first: string; last: string }) => string[];
  readonly columns: readonly string[];
  readonly maxWin: (multiplier: string) => string;
  readonly notes: readonly string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Chicken rules',
    steps: (n) => [
      `Set your bet and pick a difficulty: Easy (${n.easy} lanes), Medium (${n.medium}), Hard (${n.hard}) or Hardcore (${n.hardcore}).`,
      'Press Go (or the next lane) to cross one lane. Each lane crossed raises your multiplier; every lane ahead shows what it pays and its chance of a car.',
      `The road gets busier as you go: on Easy, lane 1 has a ${n.first} chance of a car and the last lane ${n.last}.`,
      'Cash out whenever you like after your first lane. A car ends the round: the bet is lost.',
      'Cross the last lane and you are cashed out automatically.',
    ],
    columns: ['Difficulty', 'Lanes', 'Car in lane 1', 'Car in the last lane', 'Lane 1 pays', 'Whole road pays'],
    maxWin: (multiplier) => `${multiplier} the bet (Hardcore, every lane crossed)`,
    notes: [
      'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.01 percentage points.',
      'A round left without a move for 24 hours is cashed out if you had crossed a lane; otherwise it ends as lost.',
    ],
  },
  pt: {
    title: 'Regras do Chicken',
    steps: (n) => [
      `Defina a aposta e escolha a dificuldade: Fácil (${n.easy} faixas), Médio (${n.medium}), Difícil (${n.hard}) ou Extremo (${n.hardcore}).`,
      'Toque em Avançar (ou na próxima faixa) para atravessar uma faixa. Cada faixa atravessada aumenta o multiplicador; cada faixa à frente mostra quanto paga e a chance de vir um carro.',
      `A estrada fica mais movimentada à medida que você avança: no Fácil, a faixa 1 tem ${n.first} de chance de carro e a última, ${n.last}.`,
      'Retire quando quiser depois da primeira faixa. Um carro encerra a rodada e a aposta é perdida.',
      'Se atravessar a última faixa, o valor é retirado automaticamente.',
    ],
    columns: ['Dificuldade', 'Faixas', 'Carro na faixa 1', 'Carro na última faixa', 'Faixa 1 paga', 'Estrada inteira paga'],
    maxWin: (multiplier) => `${multiplier} a aposta (Extremo, todas as faixas atravessadas)`,
    notes: [
      'Os multiplicadores são arredondados para baixo em 4 casas decimais, o que reduz o retorno em menos de 0,01 ponto percentual.',
      'Uma rodada sem jogadas por 24 horas é retirada se você já tiver atravessado uma faixa; caso contrário, termina como perdida.',
    ],
  },
  es: {
    title: 'Reglas de Chicken',
    steps: (n) => [
      `Elige tu apuesta y la dificultad: Fácil (${n.easy} carriles), Media (${n.medium}), Difícil (${n.hard}) o Extrema (${n.hardcore}).`,
      'Pulsa Avanzar (o el siguiente carril) para cruzar un carril. Cada carril cruzado sube tu multiplicador; cada carril por delante muestra lo que paga y su probabilidad de coche.',
      `La carretera se llena de tráfico a medida que avanzas: en Fácil, el carril 1 tiene un ${n.first} de probabilidad de coche y el último, un ${n.last}.`,
      'Retira cuando quieras después del primer carril. Un coche termina la ronda y pierdes la apuesta.',
      'Si cruzas el último carril, se retira automáticamente.',
    ],
    columns: ['Dificultad', 'Carriles', 'Coche en el carril 1', 'Coche en el último carril', 'Carril 1 paga', 'Carretera entera paga'],
    maxWin: (multiplier) => `${multiplier} la apuesta (Extrema, todos los carriles cruzados)`,
    notes: [
      'Los multiplicadores se redondean hacia abajo a 4 decimales, lo que reduce el retorno en menos de 0,01 puntos porcentuales.',
      'Una ronda sin jugadas durante 24 horas se retira si ya habías cruzado un carril; si no, termina como perdida.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const locale = localeOf(lang);
  const count = new Intl.NumberFormat(locale);
  const percent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, roundingMode: 'trunc' } as Intl.NumberFormatOptions).format(value / 100);
  const lanes = (d: ChickenDifficulty) => count.format(laneCount(d));
  return {
    title: copy.title,
    howToPlay: copy.steps({
      easy: lanes('easy'), medium: lanes('medium'), hard: lanes('hard'), hardcore: lanes('hardcore'),
      first: percent(carPercent('easy', 0)), last: percent(carPercent('easy', laneCount('easy') - 1)),
    }),
    paytable: {
      columns: copy.columns,
      rows: CHICKEN_DIFFICULTIES.map((d) => [
        chickenStrings[lang][d],
        lanes(d),
        percent(carPercent(d, 0)),
        percent(carPercent(d, laneCount(d) - 1)),
        times(multiplierAfter(d, 1)!, lang),
        times(multiplierAfter(d, laneCount(d))!, lang),
      ]),
    },
    rtp: new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN.multiplier, lang)),
    notes: copy.notes,
  };
}

/** Chicken's rules for players, in every language the games speak. */
export const chickenPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
