import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { SAFE_DIAL_COUNTS, SAFE_DIGITS, SAFE_MAX_MULTIPLIER, nominalReturn, paytableLines, type SafeDials } from '../paytables';
import { localeOf } from '@rgs/game-kit/ui';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the paytables themselves (plain data), never from ../rules.ts, which validates with zod.

/** Each lock's return with every digit exactly 1/10 (98.99 %, 98.999 %, 98.9999 %: paytables.test.ts proves them). */
export function lockReturn(dials: SafeDials): number {
  return Number(nominalReturn(dials)) / (100 * SAFE_DIGITS ** dials);
}

/** The Intl locale of a game language. */

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (locks: string) => string[];
  readonly columns: [string, string, string, string];
  readonly lock: (dials: number) => string;
  readonly matches: (fewest: number, most: number, dials: number) => string;
  readonly rtpOfLock: (rtp: string, dials: number) => string;
  readonly maxWin: (multiplier: string) => string;
  readonly notes: string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Safe rules',
    steps: (locks) => [
      'Set your bet amount.',
      `Choose a lock of ${locks} dials: the more dials, the rarer and bigger the wins.`,
      'Set your code: a digit from 0 to 9 on each dial (the arrows or the digit keys; the die sets a random code).',
      'Bet: the safe’s code is revealed dial by dial. Each dial showing your digit in its place lights green.',
      'All dials match: the door opens on the top prize. All but one match: a smaller prize. Fewer: the bet is lost.',
    ],
    columns: ['Lock', 'Matching dials', 'Pays', 'Chance'],
    lock: (dials) => `${dials} dials`,
    matches: (fewest, most, dials) => (fewest === most ? `${most} of ${dials}` : `${fewest}–${most} of ${dials}`),
    rtpOfLock: (rtp, dials) => `${rtp} (${dials} dials)`,
    maxWin: (multiplier) => `${multiplier} the bet (all 4 dials of the 4-dial lock)`,
    notes: [
      'Each dial’s digit is drawn on its own, every digit equally likely, so every code you set has the same chances.',
      'A digit counts only in its own place: a 7 on dial 1 matches only a 7 on dial 1.',
      'The return shown is for every digit exactly 1 in 10; the exact figure for each code differs from it by less than a millionth of a percentage point.',
    ],
  },
  pt: {
    title: 'Regras do Cofre',
    steps: (locks) => [
      'Defina o valor da aposta.',
      `Escolha uma fechadura de ${locks} discos: quanto mais discos, mais raros e maiores os prêmios.`,
      'Defina o seu código: um dígito de 0 a 9 em cada disco (as setas ou as teclas dos dígitos; o dado sorteia um código).',
      'Aposte: o código do cofre é revelado disco a disco. Cada disco que mostra o seu dígito no lugar certo acende em verde.',
      'Todos os discos acertam: a porta abre no prêmio máximo. Todos menos um: um prêmio menor. Menos: a aposta é perdida.',
    ],
    columns: ['Fechadura', 'Discos certos', 'Paga', 'Chance'],
    lock: (dials) => `${dials} discos`,
    matches: (fewest, most, dials) => (fewest === most ? `${most} de ${dials}` : `${fewest}–${most} de ${dials}`),
    rtpOfLock: (rtp, dials) => `${rtp} (${dials} discos)`,
    maxWin: (multiplier) => `${multiplier} a aposta (os 4 discos da fechadura de 4)`,
    notes: [
      'O dígito de cada disco é sorteado à parte, todos os dígitos com a mesma chance, então qualquer código que você escolher tem as mesmas chances.',
      'Um dígito só conta no seu lugar: um 7 no disco 1 só acerta com um 7 no disco 1.',
      'O retorno indicado vale com cada dígito exatamente 1 em 10; o valor exato de cada código difere dele em menos de um milionésimo de ponto percentual.',
    ],
  },
  es: {
    title: 'Reglas de la Caja Fuerte',
    steps: (locks) => [
      'Elige el monto de tu apuesta.',
      `Elige una cerradura de ${locks} discos: cuantos más discos, más raros y mayores los premios.`,
      'Pon tu código: un dígito del 0 al 9 en cada disco (las flechas o las teclas de los dígitos; el dado pone un código al azar).',
      'Apuesta: el código de la caja se revela disco a disco. Cada disco que muestra tu dígito en su lugar se enciende en verde.',
      'Aciertan todos los discos: la puerta se abre con el premio mayor. Todos menos uno: un premio menor. Menos: se pierde la apuesta.',
    ],
    columns: ['Cerradura', 'Discos acertados', 'Paga', 'Probabilidad'],
    lock: (dials) => `${dials} discos`,
    matches: (fewest, most, dials) => (fewest === most ? `${most} de ${dials}` : `${fewest}–${most} de ${dials}`),
    rtpOfLock: (rtp, dials) => `${rtp} (${dials} discos)`,
    maxWin: (multiplier) => `${multiplier} la apuesta (los 4 discos de la cerradura de 4)`,
    notes: [
      'El dígito de cada disco se sortea por separado, todos los dígitos igual de probables, así que cualquier código que elijas tiene las mismas probabilidades.',
      'Un dígito solo cuenta en su lugar: un 7 en el disco 1 solo acierta con un 7 en el disco 1.',
      'El retorno indicado vale con cada dígito exactamente 1 de cada 10; la cifra exacta de cada código difiere de él en menos de una millonésima de punto porcentual.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const locale = localeOf(lang);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 });
  const times = (multiplier: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(Number(multiplier))}×`;
  const list = new Intl.ListFormat(locale, { type: 'disjunction' });
  const rows = SAFE_DIAL_COUNTS.flatMap((dials) =>
    paytableLines(dials).map(({ fewest, most, multiplier, codes }) => [copy.lock(dials), copy.matches(fewest, most, dials), times(multiplier), percent.format(codes / SAFE_DIGITS ** dials)]),
  );
  const byLock = SAFE_DIAL_COUNTS.map((dials) => copy.rtpOfLock(percent.format(lockReturn(dials)), dials)).join(' · ');
  return {
    title: copy.title,
    howToPlay: copy.steps(list.format(SAFE_DIAL_COUNTS.map(String))),
    paytable: { columns: copy.columns, rows },
    rtp: byLock,
    maxWin: copy.maxWin(times(SAFE_MAX_MULTIPLIER)),
    notes: copy.notes,
  };
}

/** Safe's rules for players, in every language the games speak. */
export const safePlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
