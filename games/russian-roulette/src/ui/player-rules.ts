import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { localeOf } from '@rgs/game-kit/ui';
import { CHAMBERS, MAX_BULLETS, MIN_BULLETS } from '../cylinder';
import { multiplierAfter } from './roulette-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from roulette-odds.ts (BigInt, checked there against the rules' own multiplier).

/** The bullet counts the paytable shows, one row each. */
export const TABLE_BULLETS = Array.from({ length: MAX_BULLETS - MIN_BULLETS + 1 }, (_, i) => MIN_BULLETS + i);

/** The clicks the paytable shows, one column each. */
export const TABLE_CLICKS = Array.from({ length: CHAMBERS - MIN_BULLETS }, (_, i) => i + 1);

/**
 * The return to player, in percent: 0.99 × C(6, k) / C(6 − b, k) pays exactly 99 % back whenever the
 * player stops, and every such multiplier is exact to 4 places (multiplier.test.ts), so no strategy
 * loses anything to flooring.
 */
export const RTP_PERCENT = 99;

/** The largest multiplier of any round, and the bullets that pay it: every empty chamber clicked. */
export const MAX_WIN = (() => {
  let best = { multiplier: '0', bullets: 0 };
  for (const bullets of TABLE_BULLETS) {
    const multiplier = multiplierAfter(bullets, CHAMBERS - bullets)!;
    if (Number(multiplier) > Number(best.multiplier)) best = { multiplier, bullets };
  }
  return best;
})();

/** A cell with no multiplier: the round has cashed out before that many clicks. */
const NO_MULTIPLIER = '—';

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { chambers: string; min: string; max: string }) => string[];
  readonly bullets: string;
  readonly clicks: (count: number, text: string) => string;
  readonly maxWin: (multiplier: string, bullets: string) => string;
  readonly exact: string;
  readonly timeout: string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Russian Roulette rules',
    steps: ({ chambers, min, max }) => [
      `Set your bet and load ${min} to ${max} of the ${chambers} chambers. The cylinder is spun once, when you bet: which chambers hold the bullets is fixed then.`,
      'Press Pull. The chambers fire in order; each empty one clicks and raises your multiplier.',
      'Cash out whenever you like after the first click.',
      'If a chamber fires a bullet, the round ends and the bet is lost.',
      'When every empty chamber has clicked, you are cashed out automatically.',
    ],
    bullets: 'Bullets',
    clicks: (count, text) => (count === 1 ? `${text} click` : `${text} clicks`),
    maxWin: (multiplier, bullets) => `${multiplier} the bet (${bullets} bullets, every empty chamber clicked)`,
    exact: 'Every multiplier is exact, nothing is rounded away: whenever you cash out, the return is 99%.',
    timeout: 'A round left without a move for 24 hours is cashed out if the cylinder has clicked, and otherwise closed as a loss.',
  },
  pt: {
    title: 'Regras da Roleta Russa',
    steps: ({ chambers, min, max }) => [
      `Defina a aposta e carregue de ${min} a ${max} das ${chambers} câmaras. O tambor gira uma vez, quando você aposta: as câmaras com bala ficam definidas aí.`,
      'Aperte Disparar. As câmaras disparam em ordem; cada câmara vazia clica e aumenta o multiplicador.',
      'Retire quando quiser depois do primeiro clique.',
      'Se uma câmara disparar uma bala, a rodada termina e a aposta é perdida.',
      'Quando todas as câmaras vazias tiverem clicado, o valor é retirado automaticamente.',
    ],
    bullets: 'Balas',
    clicks: (count, text) => (count === 1 ? `${text} clique` : `${text} cliques`),
    maxWin: (multiplier, bullets) => `${multiplier} a aposta (${bullets} balas, todas as câmaras vazias clicaram)`,
    exact: 'Todos os multiplicadores são exatos, nada é arredondado: seja quando for a retirada, o retorno é de 99%.',
    timeout: 'Uma rodada sem jogada por 24 horas é retirada se o tambor já clicou; senão, é encerrada como perdida.',
  },
  es: {
    title: 'Reglas de la Ruleta Rusa',
    steps: ({ chambers, min, max }) => [
      `Elige tu apuesta y carga de ${min} a ${max} de las ${chambers} recámaras. El tambor gira una vez, al apostar: las recámaras con bala quedan fijadas entonces.`,
      'Pulsa Disparar. Las recámaras disparan en orden; cada una vacía hace clic y sube tu multiplicador.',
      'Retira cuando quieras después del primer clic.',
      'Si una recámara dispara una bala, la ronda termina y pierdes la apuesta.',
      'Cuando todas las recámaras vacías han hecho clic, se retira automáticamente.',
    ],
    bullets: 'Balas',
    clicks: (count, text) => (count === 1 ? `${text} clic` : `${text} clics`),
    maxWin: (multiplier, bullets) => `${multiplier} la apuesta (${bullets} balas, todas las recámaras vacías hicieron clic)`,
    exact: 'Todos los multiplicadores son exactos, nada se redondea: retires cuando retires, el retorno es del 99 %.',
    timeout: 'Una ronda sin jugadas durante 24 horas se retira si el tambor ya hizo clic; si no, se cierra como perdida.',
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const locale = localeOf(lang);
  const count = new Intl.NumberFormat(locale);
  const times = (text: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(text))}×`;
  return {
    title: copy.title,
    howToPlay: copy.steps({ chambers: count.format(CHAMBERS), min: count.format(MIN_BULLETS), max: count.format(MAX_BULLETS) }),
    paytable: {
      columns: [copy.bullets, ...TABLE_CLICKS.map((k) => copy.clicks(k, count.format(k)))],
      rows: TABLE_BULLETS.map((bullets) => [
        count.format(bullets),
        ...TABLE_CLICKS.map((k) => {
          const multiplier = multiplierAfter(bullets, k);
          return multiplier === null ? NO_MULTIPLIER : times(multiplier);
        }),
      ]),
    },
    rtp: new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN.multiplier), count.format(MAX_WIN.bullets)),
    notes: [copy.exact, copy.timeout],
  };
}

/** Russian Roulette's rules for players, in every language the games speak. */
export const russianRoulettePlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
