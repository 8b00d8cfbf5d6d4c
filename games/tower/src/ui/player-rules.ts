import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { localeOf } from '@rgs/game-kit/ui';
import { TOWER_DIFFICULTIES, TOWER_LAYOUTS, TOWER_ROWS, safeTiles, type TowerDifficulty } from '../board';
import { towerStrings } from '../strings';
import { multiplierAfter } from './tower-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from tower-odds.ts (BigInt, checked there against the rules' own towerMultiplier),
// never from ../multiplier.ts, which floors through decimal.js.

/** The floors the paytable shows, one column each. */
export const TABLE_FLOORS = [1, 3, 6, 9] as const;

/**
 * The return to player, in percent: 0.99 / p^k pays exactly 99 % back on average before the multiplier
 * is floored, whatever the tiles and the floor cashed out at (RULES.md; multiplier.test.ts proves it).
 */
export const RTP_PERCENT = 99;

/** The largest multiplier of any round: master, all 9 floors. */
export const MAX_WIN = multiplierAfter('master', TOWER_ROWS)!;

/** A multiplier's decimal text in the language's digits, with its sign ("259522.56" → "259,522.56×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (floors: string) => string[];
  readonly floorColumn: (floor: string) => string;
  readonly difficultyRow: (name: string, safe: string, tiles: string) => string;
  readonly maxWin: (multiplier: string) => string;
  readonly rounding: string;
  readonly timeout: string;
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Tower rules',
    steps: (floors) => [
      `Set your bet and a difficulty: it sets how many tiles each of the ${floors} floors has and how many of them hide a bomb.`,
      'Pick one tile on the glowing floor. A safe tile takes you up a floor and raises your multiplier.',
      'Cash out whenever you like after your first floor.',
      'Pick a bomb and the round ends: the bet is lost.',
      `Clear floor ${floors}, the top, and you are cashed out automatically.`,
    ],
    floorColumn: (floor) => `Floor ${floor}`,
    difficultyRow: (name, safe, tiles) => `${name} (${safe} of ${tiles} safe)`,
    maxWin: (multiplier) => `${multiplier} the bet (master, all 9 floors)`,
    rounding: 'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.003 percentage points.',
    timeout: 'A round left without a move for 24 hours is settled: cashed out if a floor is cleared, otherwise lost.',
  },
  pt: {
    title: 'Regras do Tower',
    steps: (floors) => [
      `Defina a aposta e a dificuldade: ela define quantas casas tem cada um dos ${floors} andares e quantas escondem uma bomba.`,
      'Escolha uma casa no andar iluminado. Uma casa segura leva você um andar acima e aumenta o multiplicador.',
      'Retire quando quiser depois do primeiro andar.',
      'Se escolher uma bomba, a rodada termina e a aposta é perdida.',
      `Passe o andar ${floors}, o topo, e o valor é retirado automaticamente.`,
    ],
    floorColumn: (floor) => `Andar ${floor}`,
    difficultyRow: (name, safe, tiles) => `${name} (${safe} de ${tiles} seguras)`,
    maxWin: (multiplier) => `${multiplier} a aposta (mestre, os 9 andares)`,
    rounding: 'Os multiplicadores são arredondados para baixo em 4 casas decimais, o que reduz o retorno em menos de 0,003 ponto percentual.',
    timeout: 'Uma rodada sem jogada por 24 horas é encerrada: retirada se algum andar foi passado; caso contrário, perdida.',
  },
  es: {
    title: 'Reglas de Tower',
    steps: (floors) => [
      `Elige tu apuesta y una dificultad: fija cuántas casillas tiene cada uno de los ${floors} pisos y cuántas esconden una bomba.`,
      'Elige una casilla en el piso iluminado. Una casilla segura te sube un piso y aumenta tu multiplicador.',
      'Retira cuando quieras después de tu primer piso.',
      'Si eliges una bomba, la ronda termina y pierdes la apuesta.',
      `Supera el piso ${floors}, la cima, y se retira automáticamente.`,
    ],
    floorColumn: (floor) => `Piso ${floor}`,
    difficultyRow: (name, safe, tiles) => `${name} (${safe} de ${tiles} seguras)`,
    maxWin: (multiplier) => `${multiplier} la apuesta (maestra, los 9 pisos)`,
    rounding: 'Los multiplicadores se redondean hacia abajo a 4 decimales, lo que reduce el retorno en menos de 0,003 puntos porcentuales.',
    timeout: 'Una ronda sin jugadas durante 24 horas se liquida: se retira si se superó algún piso; si no, se pierde.',
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const count = new Intl.NumberFormat(localeOf(lang));
  const strings = towerStrings[lang];
  const row = (difficulty: TowerDifficulty) => [
    copy.difficultyRow(strings[difficulty], count.format(safeTiles(difficulty)), count.format(TOWER_LAYOUTS[difficulty].tiles)),
    ...TABLE_FLOORS.map((floor) => times(multiplierAfter(difficulty, floor)!, lang)),
  ];
  return {
    title: copy.title,
    howToPlay: copy.steps(count.format(TOWER_ROWS)),
    paytable: { columns: [strings.difficulty, ...TABLE_FLOORS.map((floor) => copy.floorColumn(count.format(floor)))], rows: TOWER_DIFFICULTIES.map(row) },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN, lang)),
    notes: [copy.rounding, copy.timeout],
  };
}

/** Tower's rules for players, in every language the games speak. */
export const towerPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
