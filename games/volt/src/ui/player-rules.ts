import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { VOLT_LADDERS, VOLT_MAX_MULTIPLIER, VOLT_RISKS, VOLT_RUNGS, ladderReturn, levelChance } from '../ladders';
import { voltStrings } from '../strings';
import { timesText } from './number-text';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the ladders themselves (plain data), never from ../rules.ts, which validates with zod.

/** Every ladder returns 99 % less under a ten-millionth (ladders.test.ts proves each exact figure). */
export const RTP_PERCENT = 99;

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (risks: string) => string[];
  /** The paytable's first column: the rung, by number. */
  readonly rung: string;
  /** Level 0's row: the base, where a fizzle pays nothing. */
  readonly base: string;
  readonly maxWin: (multiplier: string) => string;
  readonly notes: (n: { low: string; medium: string; high: string }) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Volt rules',
    steps: (risks) => [
      'Set your bet amount.',
      `Pick a risk: ${risks}.`,
      'Bet: the charge climbs the Tesla coil rung by rung and fizzles somewhere; each rung it reaches lights up with its multiplier.',
      'The highest rung it reaches pays your bet times that rung’s multiplier. A fizzle at the base (0×) loses the bet; a rung under 1× gives part of it back.',
      'Low risk climbs high often, in small steps; high risk fizzles at the base half the time, but its top rung pays the most.',
    ],
    rung: 'Rung',
    base: 'Base',
    maxWin: (multiplier) => `${multiplier} the bet (high risk, rung 10)`,
    notes: ({ low, medium, high }) => [
      'The charge passes each rung with the same chance: 4 in 5 at low risk, 13 in 20 at medium, 1 in 2 at high. The table gives each rung’s multiplier and the chance that the charge stops there.',
      `Exact return, counted over every value of the draw: ${low} at low risk, ${medium} at medium, ${high} at high.`,
    ],
  },
  pt: {
    title: 'Regras do Volt',
    steps: (risks) => [
      'Defina o valor da aposta.',
      `Escolha um risco: ${risks}.`,
      'Aposte: a carga sobe a bobina de Tesla degrau a degrau e apaga em algum ponto; cada degrau que ela alcança acende com o seu multiplicador.',
      'O degrau mais alto alcançado paga a sua aposta vezes o multiplicador dele. Apagar na base (0×) perde a aposta; um degrau abaixo de 1× devolve parte dela.',
      'O risco baixo sobe alto com frequência, em passos pequenos; o risco alto apaga na base metade das vezes, mas o seu degrau do topo paga mais.',
    ],
    rung: 'Degrau',
    base: 'Base',
    maxWin: (multiplier) => `${multiplier} a aposta (risco alto, degrau 10)`,
    notes: ({ low, medium, high }) => [
      'A carga passa cada degrau com a mesma chance: 4 em 5 no risco baixo, 13 em 20 no médio, 1 em 2 no alto. A tabela mostra o multiplicador de cada degrau e a chance de a carga parar nele.',
      `Retorno exato, contado sobre todos os valores do sorteio: ${low} no risco baixo, ${medium} no médio, ${high} no alto.`,
    ],
  },
  es: {
    title: 'Reglas de Volt',
    steps: (risks) => [
      'Elige el monto de tu apuesta.',
      `Elige un riesgo: ${risks}.`,
      'Apuesta: la carga sube por la bobina de Tesla peldaño a peldaño y se apaga en algún punto; cada peldaño que alcanza se enciende con su multiplicador.',
      'El peldaño más alto que alcanza paga tu apuesta por su multiplicador. Apagarse en la base (0×) pierde la apuesta; un peldaño por debajo de 1× devuelve una parte.',
      'El riesgo bajo sube alto a menudo, en pasos pequeños; el riesgo alto se apaga en la base la mitad de las veces, pero su peldaño más alto paga más.',
    ],
    rung: 'Peldaño',
    base: 'Base',
    maxWin: (multiplier) => `${multiplier} la apuesta (riesgo alto, peldaño 10)`,
    notes: ({ low, medium, high }) => [
      'La carga pasa cada peldaño con la misma probabilidad: 4 de 5 en riesgo bajo, 13 de 20 en medio, 1 de 2 en alto. La tabla da el multiplicador de cada peldaño y la probabilidad de que la carga se detenga allí.',
      `Retorno exacto, contado sobre todos los valores del sorteo: ${low} en riesgo bajo, ${medium} en medio, ${high} en alto.`,
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = voltStrings[lang];
  const chance = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumSignificantDigits: 3 });
  const exact = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumSignificantDigits: 11 });
  const list = new Intl.ListFormat(localeOf(lang), { type: 'disjunction' });
  // Top rung first, as the coil stands.
  const rows = Array.from({ length: VOLT_RUNGS + 1 }, (_, i) => VOLT_RUNGS - i).map((level) => [
    level === 0 ? copy.base : String(level),
    ...VOLT_RISKS.map((risk) => `${timesText(VOLT_LADDERS[risk].multipliers[level]!, lang)} · ${chance.format(levelChance(risk, level))}`),
  ]);
  const returns = Object.fromEntries(VOLT_RISKS.map((risk) => [risk, exact.format(ladderReturn(risk))])) as Record<(typeof VOLT_RISKS)[number], string>;
  return {
    title: copy.title,
    howToPlay: copy.steps(list.format(VOLT_RISKS.map((risk) => strings[risk].toLowerCase()))),
    paytable: { columns: [copy.rung, ...VOLT_RISKS.map((risk) => strings[risk])], rows },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'percent', minimumFractionDigits: 2 }).format(RTP_PERCENT / 100),
    maxWin: copy.maxWin(timesText(VOLT_MAX_MULTIPLIER, lang)),
    notes: copy.notes(returns),
  };
}

/** Volt's rules for players, in every language the games speak. */
export const voltPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
