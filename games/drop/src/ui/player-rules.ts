import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { DROP_MAX_MULTIPLIER, DROP_RISKS, WORDS, boardRings, missCount } from '../boards';
import { dropStrings } from '../strings';
import { timesIn } from '../zone-name';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the boards themselves (plain data), never from ../rules.ts, which validates with zod.

/**
 * Every board returns 99 % less 1 / (25 × 2³²) of the bet (boards.test.ts proves it): 99 % as shown,
 * short of it by under a billionth of a percentage point.
 */
export const RTP_PERCENT = 99;

/** The Intl locale of a game language. */

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (risks: string, top: string) => string[];
  readonly columns: [string, string, string];
  readonly maxWin: (multiplier: string) => string;
  readonly notes: string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Drop rules',
    steps: (risks, top) => [
      'Set your bet amount.',
      `Pick a risk (${risks}): each has its own target.`,
      'Press Bet: a ball drops onto the target and comes to rest on it, every spot of the target equally likely.',
      'The ring it rests on pays your bet times that ring’s multiplier. Off the rings (the hatched band) the bet is lost.',
      `Low risk has wide rings that pay often but little; high risk has a tiny bullseye paying ${top} and a target mostly off the rings.`,
    ],
    columns: ['Target', 'Rings from the centre out (chance)', 'Win chance'],
    maxWin: (multiplier) => `${multiplier} the bet (high risk, bullseye)`,
    notes: [
      'A ring’s chance is its share of the target’s area: the ball is equally likely to rest on any spot, and where it rests comes from the round’s provably fair numbers, so the fairness check redraws it exactly.',
      'Every target returns 99% on average (short of it by less than a billionth of a percentage point, never above it).',
    ],
  },
  pt: {
    title: 'Regras do Drop',
    steps: (risks, top) => [
      'Defina o valor da aposta.',
      `Escolha um risco (${risks}): cada um tem o seu alvo.`,
      'Aperte Apostar: uma bola cai no alvo e para nele, com qualquer ponto do alvo igualmente provável.',
      'O anel em que ela para paga a sua aposta vezes o multiplicador do anel. Fora dos anéis (a faixa hachurada) a aposta é perdida.',
      `O risco baixo tem anéis largos que pagam com frequência, mas pouco; o risco alto tem um centro minúsculo que paga ${top} e um alvo quase todo fora dos anéis.`,
    ],
    columns: ['Alvo', 'Anéis do centro para fora (chance)', 'Chance de ganhar'],
    maxWin: (multiplier) => `${multiplier} a aposta (risco alto, centro)`,
    notes: [
      'A chance de um anel é a parte dele na área do alvo: a bola tem a mesma chance de parar em qualquer ponto, e onde ela para vem dos números comprovadamente justos da rodada, então a verificação de justiça a redesenha exatamente.',
      'Cada alvo retorna 99% em média (menos de um bilionésimo de ponto percentual abaixo disso, nunca acima).',
    ],
  },
  es: {
    title: 'Reglas de Drop',
    steps: (risks, top) => [
      'Elige el monto de tu apuesta.',
      `Elige un riesgo (${risks}): cada uno tiene su propia diana.`,
      'Pulsa Apostar: una bola cae sobre la diana y se detiene en ella, con cualquier punto de la diana igual de probable.',
      'El anillo donde se detiene paga tu apuesta por el multiplicador de ese anillo. Fuera de los anillos (la franja rayada) la apuesta se pierde.',
      `El riesgo bajo tiene anillos anchos que pagan a menudo, pero poco; el riesgo alto tiene un centro diminuto que paga ${top} y una diana casi toda fuera de los anillos.`,
    ],
    columns: ['Diana', 'Anillos del centro hacia fuera (probabilidad)', 'Probabilidad de ganar'],
    maxWin: (multiplier) => `${multiplier} la apuesta (riesgo alto, centro)`,
    notes: [
      'La probabilidad de un anillo es su parte del área de la diana: la bola tiene la misma probabilidad de detenerse en cualquier punto, y dónde se detiene sale de los números demostrablemente justos de la ronda, así que la verificación la vuelve a dibujar exactamente.',
      'Cada diana devuelve un 99 % de media (menos de una milmillonésima de punto porcentual por debajo, nunca por encima).',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = dropStrings[lang];
  const chance = new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumSignificantDigits: 3 });
  const list = new Intl.ListFormat(localeOf(lang), { type: 'disjunction' });
  const rows = DROP_RISKS.map((risk) => [
    strings[risk],
    boardRings(risk).map((ring) => `${timesIn(ring.multiplier, lang)} (${chance.format(ring.count / WORDS)})`).join(' · '),
    chance.format(1 - missCount(risk) / WORDS),
  ]);
  return {
    title: copy.title,
    howToPlay: copy.steps(list.format(DROP_RISKS.map((risk) => strings[risk].toLowerCase())), timesIn(DROP_MAX_MULTIPLIER, lang)),
    paytable: { columns: copy.columns, rows },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'percent' }).format(RTP_PERCENT / 100),
    maxWin: copy.maxWin(timesIn(DROP_MAX_MULTIPLIER, lang)),
    notes: copy.notes,
  };
}

/** Drop's rules for players, in every language the games speak. */
export const dropPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
