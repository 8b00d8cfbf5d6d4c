import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { KENO_DRAWN, KENO_MAX_PICKS, KENO_MIN_PICKS, KENO_NUMBERS, KENO_RISKS, type KenoRisk } from '../board';
import { KENO_PAYTABLES } from '../paytables';
import { kenoStrings } from '../strings';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: the
// multipliers come from paytables.ts itself (plain data), never through ../rules.ts (zod, decimal.js).

const PICKS = Array.from({ length: KENO_MAX_PICKS - KENO_MIN_PICKS + 1 }, (_, i) => KENO_MIN_PICKS + i);

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/** A multiplier in ten-thousandths (at most 4 decimals): "1.0997" → 10997. */
const units = (text: string) => Math.round(Number(text) * 10_000);

/**
 * Every row's return in hundredths of a percent, rounded down: Σ_k C(n, k) C(40 − n, 10 − k) × 10⁴·m_k
 * over C(40, 10). Every number here is an integer below 2⁵³, so the sum is exact in a double
 * (player-rules.test.ts compares it with the BigInt proof of paytables.test.ts).
 */
export const RETURNS_HUNDREDTHS = KENO_RISKS.flatMap((risk) =>
  PICKS.map((n) => {
    const sum = KENO_PAYTABLES[risk][n]!.reduce((total, m, k) => total + choose(n, k) * choose(KENO_NUMBERS - n, KENO_DRAWN - k) * units(m), 0);
    return Math.floor(sum / choose(KENO_NUMBERS, KENO_DRAWN));
  }),
);

/** The best and the lowest return of any row, in hundredths of a percent (99 % and 98.99 %). */
export const RTP_HUNDREDTHS = { best: Math.max(...RETURNS_HUNDREDTHS), lowest: Math.min(...RETURNS_HUNDREDTHS) };

/** The largest multiplier of any row, and every risk and number of picks where all picks hit pays it. */
export const MAX_WIN = (() => {
  let multiplier = '0';
  for (const risk of KENO_RISKS) for (const n of PICKS) for (const m of KENO_PAYTABLES[risk][n]!) if (units(m) > units(multiplier)) multiplier = m;
  const risks = KENO_RISKS.filter((risk) => PICKS.some((n) => KENO_PAYTABLES[risk][n]!.includes(multiplier)));
  const picks = PICKS.filter((n) => KENO_RISKS.some((risk) => KENO_PAYTABLES[risk][n]![n] === multiplier));
  return { multiplier, risks, picks };
})();

/** The rows of the player's paytable: each count of hits that pays at some risk, by picks. */
export const TABLE_ROWS = PICKS.flatMap((n) =>
  Array.from({ length: n + 1 }, (_, hits) => ({ picks: n, hits })).filter(({ picks, hits }) => KENO_RISKS.some((risk) => KENO_PAYTABLES[risk][picks]![hits] !== '0')),
);

/** The Intl locale of a game language. */

/** A percentage given in hundredths (9899 → "98.99%", "98,99 %"). */
function percent(hundredths: number, lang: GameLanguage): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(hundredths / 100);
}

/** A multiplier's decimal text in the language's digits, with its sign ("1.0997" → "1,0997×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers and the game's own words arrive ready. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { numbers: string; min: string; max: string; drawn: string; autoPick: string; clear: string; risks: string }) => string[];
  readonly hitsColumn: string;
  readonly row: (hits: string, picks: string) => string;
  readonly rtp: (lowest: string, best: string) => string;
  readonly maxWin: (multiplier: string, picks: string, risks: string) => string;
  readonly notes: (n: { maxPicks: string; drawn: string; exact: string; lowest: string }) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Keno rules',
    steps: ({ numbers, min, max, drawn, autoPick, clear, risks }) => [
      'Set your bet amount.',
      `Pick ${min} to ${max} numbers of the ${numbers} on the board: click them, or press ${autoPick} (R) for random ones; ${clear} (C) starts over.`,
      `Choose a risk: ${risks}. Each has its own paytable.`,
      `Press Bet: ${drawn} different numbers are drawn, one by one. Each of your numbers that is drawn is a hit.`,
      'You are paid your bet times the multiplier for your number of picks and hits. The paytable under the board shows it, your hits so far framed.',
    ],
    hitsColumn: 'Hits',
    row: (hits, picks) => `${hits} of ${picks}`,
    rtp: (lowest, best) => `${lowest} to ${best}`,
    maxWin: (multiplier, picks, risks) => `${multiplier} the bet (all ${picks} picks hit, ${risks} risk)`,
    notes: ({ maxPicks, drawn, exact, lowest }) => [
      `Auto-pick picks as many random numbers as you have picked, or ${maxPicks} when none are.`,
      `Every draw of ${drawn} numbers is equally likely. ${exact} of the paytables return exactly 99%; in the others the most common win is rounded down to 4 decimals, so they return a little less, never below ${lowest}.`,
    ],
  },
  pt: {
    title: 'Regras do Keno',
    steps: ({ numbers, min, max, drawn, autoPick, clear, risks }) => [
      'Defina o valor da aposta.',
      `Escolha de ${min} a ${max} dos ${numbers} números da cartela: clique neles ou use “${autoPick}” (R) para números aleatórios; “${clear}” (C) recomeça.`,
      `Escolha um risco: ${risks}. Cada um tem a sua tabela de pagamentos.`,
      `Clique em Apostar: ${drawn} números diferentes são sorteados, um a um. Cada número seu sorteado é um acerto.`,
      'Você recebe a aposta vezes o multiplicador da sua quantidade de números e de acertos. A tabela abaixo da cartela mostra os valores, com os acertos até agora destacados.',
    ],
    hitsColumn: 'Acertos',
    row: (hits, picks) => `${hits} de ${picks}`,
    rtp: (lowest, best) => `de ${lowest} a ${best}`,
    maxWin: (multiplier, picks, risks) => `${multiplier} a aposta (acertando todos os ${picks} números, risco ${risks})`,
    notes: ({ maxPicks, drawn, exact, lowest }) => [
      `A escolha automática escolhe tantos números aleatórios quantos você já escolheu, ou ${maxPicks} se não houver nenhum.`,
      `Todo sorteio de ${drawn} números é igualmente provável. ${exact} das tabelas retornam exatamente 99%; nas outras o prêmio mais comum é arredondado para baixo em 4 casas decimais, então retornam um pouco menos, nunca abaixo de ${lowest}.`,
    ],
  },
  es: {
    title: 'Reglas de Keno',
    steps: ({ numbers, min, max, drawn, autoPick, clear, risks }) => [
      'Elige el monto de tu apuesta.',
      `Elige de ${min} a ${max} de los ${numbers} números del cartón: haz clic en ellos o usa «${autoPick}» (R) para números al azar; «${clear}» (C) empieza de nuevo.`,
      `Elige un riesgo: ${risks}. Cada uno tiene su tabla de pagos.`,
      `Pulsa Apostar: se sortean ${drawn} números distintos, uno a uno. Cada número tuyo que sale es un acierto.`,
      'Cobras tu apuesta multiplicada por el multiplicador de tu cantidad de números y de aciertos. La tabla bajo el cartón lo muestra, con tus aciertos hasta ahora resaltados.',
    ],
    hitsColumn: 'Aciertos',
    row: (hits, picks) => `${hits} de ${picks}`,
    rtp: (lowest, best) => `de ${lowest} a ${best}`,
    maxWin: (multiplier, picks, risks) => `${multiplier} la apuesta (acertando los ${picks} números, riesgo ${risks})`,
    notes: ({ maxPicks, drawn, exact, lowest }) => [
      `La selección automática elige tantos números al azar como tengas elegidos, o ${maxPicks} si no hay ninguno.`,
      `Todos los sorteos de ${drawn} números son igual de probables. ${exact} de las tablas devuelven exactamente el 99 %; en las demás el premio más común se redondea hacia abajo a 4 decimales, así que devuelven un poco menos, nunca menos de ${lowest}.`,
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = kenoStrings[lang];
  const locale = localeOf(lang);
  const count = new Intl.NumberFormat(locale);
  const riskName = (risk: KenoRisk) => strings[risk];
  const disjunction = (items: string[]) => new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);
  const exact = RETURNS_HUNDREDTHS.filter((r) => r === 9_900).length;
  return {
    title: copy.title,
    howToPlay: copy.steps({
      numbers: count.format(KENO_NUMBERS),
      min: count.format(KENO_MIN_PICKS),
      max: count.format(KENO_MAX_PICKS),
      drawn: count.format(KENO_DRAWN),
      autoPick: strings.autoPick,
      clear: strings.clear,
      risks: disjunction(KENO_RISKS.map(riskName)),
    }),
    paytable: {
      columns: [copy.hitsColumn, ...KENO_RISKS.map(riskName)],
      rows: TABLE_ROWS.map(({ picks, hits }) => [copy.row(count.format(hits), count.format(picks)), ...KENO_RISKS.map((risk) => times(KENO_PAYTABLES[risk][picks]![hits]!, lang))]),
    },
    rtp: copy.rtp(percent(RTP_HUNDREDTHS.lowest, lang), percent(RTP_HUNDREDTHS.best, lang)),
    maxWin: copy.maxWin(
      times(MAX_WIN.multiplier, lang),
      disjunction(MAX_WIN.picks.map((n) => count.format(n))),
      disjunction(MAX_WIN.risks.map((risk) => riskName(risk).toLocaleLowerCase(locale))),
    ),
    notes: copy.notes({ maxPicks: count.format(KENO_MAX_PICKS), drawn: count.format(KENO_DRAWN), exact: count.format(exact), lowest: percent(RTP_HUNDREDTHS.lowest, lang) }),
  };
}

/** Keno's rules for players, in every language the games speak. */
export const kenoPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
