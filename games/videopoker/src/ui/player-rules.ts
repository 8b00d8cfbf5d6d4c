import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { MAX_PAY, PAYING_HANDS, PAYTABLE, type HandName } from '../paytable';
import { videopokerStrings } from '../strings';

// The rules a player reads in the rules modal, loaded by the browser only when it opens. The figures
// are RULES.md's, exact fractions from the enumeration of every deal (videopoker.sim.test.ts proves
// them; player-rules.test.ts holds these equal to RULES.md's table).

/** The return of the suggested holds on every hand, the best play: 1,653,526,326,983 / 1,661,102,543,100. */
export const RTP = { numerator: 1_653_526_326_983, denominator: 1_661_102_543_100 } as const;

/** The return of standing on every dealt hand (and of drawing five new cards every time): 7,817 / 23,205. */
export const STAND_PAT_RTP = { numerator: 7_817, denominator: 23_205 } as const;

/** The return of the worst hold on every hand: 29,546,822,267 / 1,245,826,907,325. */
export const WORST_RTP = { numerator: 29_546_822_267, denominator: 1_245_826_907_325 } as const;

/** The chance of each final hand under the suggested holds, as RULES.md's exact fractions. */
export const HAND_CHANCES: Readonly<Record<HandName, readonly [number, number]>> = {
  royalFlush: [979_191, 39_550_060_550],
  straightFlush: [15_131_134, 138_425_211_925],
  fourOfAKind: [30_421_943, 12_876_763_900],
  fullHouse: [6_374_318_961, 553_700_847_700],
  flush: [304_937_203, 27_685_042_385],
  straight: [1_332_366_463, 118_650_181_650],
  threeOfAKind: [41_222_307_509, 553_700_847_700],
  twoPair: [71_581_837_893, 553_700_847_700],
  jacksOrBetter: [59_407_956_819, 276_850_423_850],
  nothing: [453_011_458_079, 830_551_271_550],
};

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: string[];
  readonly columns: [string, string, string];
  readonly chance: (percent: string, oneIn: string) => string;
  readonly maxWin: (multiplier: string, hand: string) => string;
  readonly notes: (n: { rtp: string; stand: string; worst: string }) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Video Poker rules',
    steps: [
      'Set your bet and press Deal: you get five cards from a freshly shuffled 52-card deck.',
      'Choose the cards to keep: click them, or press 1 to 5. The suggested holds, outlined in gold, are the play of best expected return; Suggested holds (H) takes them.',
      'Press Draw (Space or Enter): every card you did not hold is replaced by the next card of the deck.',
      'Your final hand is paid from the paytable: a pair of jacks or better gives your bet back, anything less loses it.',
    ],
    columns: ['Hand', 'Pays', 'Chance with the suggested holds'],
    chance: (percent, oneIn) => `${percent} (1 in ${oneIn})`,
    maxWin: (multiplier, hand) => `${multiplier} the bet (${hand})`,
    notes: ({ rtp, stand, worst }) => [
      `The ${rtp} return is for the suggested holds on every hand, the best play there is. Other holds return less: always keeping all five cards returns ${stand}, the worst holds ${worst}.`,
      'The deck is shuffled for each hand before you choose, so the cards you would draw are fixed at the deal; the fairness panel shows how to check them.',
      'A hand left without a move for 24 hours is drawn on the suggested holds and paid like any other.',
    ],
  },
  pt: {
    title: 'Regras do Video Poker',
    steps: [
      'Defina a aposta e toque em Distribuir: você recebe cinco cartas de um baralho de 52 cartas recém-embaralhado.',
      'Escolha as cartas que quer manter: toque nelas ou use as teclas 1 a 5. A sugestão, contornada em dourado, é a jogada de maior retorno esperado; Sugestão (H) a aplica.',
      'Toque em Trocar (Espaço ou Enter): cada carta que você não segurou é trocada pela próxima carta do baralho.',
      'Sua mão final é paga pela tabela: um par de valetes ou melhor devolve a aposta; menos que isso, a aposta é perdida.',
    ],
    columns: ['Mão', 'Paga', 'Chance com a sugestão'],
    chance: (percent, oneIn) => `${percent} (1 em ${oneIn})`,
    maxWin: (multiplier, hand) => `${multiplier} a aposta (${hand})`,
    notes: ({ rtp, stand, worst }) => [
      `O retorno de ${rtp} vale para a sugestão seguida em todas as mãos, a melhor jogada possível. Outras escolhas rendem menos: manter sempre as cinco cartas rende ${stand}; as piores escolhas, ${worst}.`,
      'O baralho é embaralhado para cada mão antes da sua escolha, então as cartas que você compraria já estão definidas na distribuição; o painel de justiça mostra como conferi-las.',
      'Uma mão sem jogada por 24 horas é trocada com a sugestão e paga como qualquer outra.',
    ],
  },
  es: {
    title: 'Reglas de Video Poker',
    steps: [
      'Elige tu apuesta y pulsa Repartir: recibes cinco cartas de una baraja de 52 cartas recién barajada.',
      'Elige las cartas que quieres retener: púlsalas o usa las teclas 1 a 5. La sugerencia, marcada en dorado, es la jugada de mayor retorno esperado; Sugerencia (H) la aplica.',
      'Pulsa Cambiar (Espacio o Intro): cada carta que no retuviste se cambia por la siguiente carta de la baraja.',
      'Tu mano final se paga según la tabla: una pareja de jotas o mejor te devuelve la apuesta; menos que eso la pierde.',
    ],
    columns: ['Mano', 'Paga', 'Probabilidad con la sugerencia'],
    chance: (percent, oneIn) => `${percent} (1 de cada ${oneIn})`,
    maxWin: (multiplier, hand) => `${multiplier} la apuesta (${hand})`,
    notes: ({ rtp, stand, worst }) => [
      `El retorno del ${rtp} es para la sugerencia en todas las manos, la mejor jugada posible. Otras elecciones devuelven menos: retener siempre las cinco cartas devuelve un ${stand}; las peores, un ${worst}.`,
      'La baraja se mezcla para cada mano antes de que elijas, así que las cartas que robarías ya están fijadas en el reparto; el panel de equidad muestra cómo comprobarlas.',
      'Una mano sin jugada durante 24 horas se cambia con la sugerencia y se paga como cualquier otra.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = videopokerStrings[lang];
  const locale = localeOf(lang);
  const percent = (fraction: number, digits: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(fraction);
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const times = (n: number) => `${whole.format(n)}×`;
  const rows = PAYING_HANDS.map((hand) => {
    const [num, den] = HAND_CHANCES[hand];
    return [strings[hand], times(PAYTABLE[hand]), copy.chance(percent(num / den, 4), whole.format(den / num))];
  });
  return {
    title: copy.title,
    howToPlay: copy.steps,
    paytable: { columns: copy.columns, rows },
    rtp: percent(RTP.numerator / RTP.denominator, 2),
    maxWin: copy.maxWin(times(MAX_PAY), strings.royalFlush),
    notes: copy.notes({
      rtp: percent(RTP.numerator / RTP.denominator, 2),
      stand: percent(STAND_PAT_RTP.numerator / STAND_PAT_RTP.denominator, 2),
      worst: percent(WORST_RTP.numerator / WORST_RTP.denominator, 2),
    }),
  };
}

/** Video Poker's rules for players, in every language the games speak. */
export const videopokerPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
