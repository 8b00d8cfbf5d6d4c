import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { DEFUSE_LIVE_COUNTS, DEFUSE_MAX_MULTIPLIER, DEFUSE_WIRES, defuseChance, defuseMultiplier, maxCut } from '../paytable';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// number comes from the paytable itself (plain data), never from ../rules.ts, which validates with zod.

/** A multiplier's decimal text in the language's digits, with its sign ("1.591" → "1,591×"). */
function times(text: string, lang: GameLanguage): string {
  return `${lang === 'en' ? text : text.replace('.', ',')}×`;
}

/** A bet's exact return as a number: multiplier × C(10 − live, cut) / C(10, cut). */
function rtpOf(live: (typeof DEFUSE_LIVE_COUNTS)[number], cut: number): number {
  const { dead, of } = defuseChance(live, cut);
  return (Number(defuseMultiplier(live, cut)) * dead) / of;
}

const BETS = DEFUSE_LIVE_COUNTS.flatMap((live) => Array.from({ length: maxCut(live) }, (_, i) => rtpOf(live, i + 1)));

/** The lowest and highest return of the 24 bets (1 live 1 cut: 98.991 %; 3 live 7 cut: 98.99991… %). */
export const RTP_RANGE = { lowest: Math.min(...BETS), highest: Math.max(...BETS) };

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: string[];
  readonly columns: (live: string[]) => [string, string, string, string];
  readonly liveCount: (n: number) => string;
  readonly rtp: (lowest: string, highest: string) => string;
  readonly maxWin: (multiplier: string) => string;
  readonly notes: string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Defuse rules',
    steps: [
      'Set your bet amount.',
      'Choose how many of the bomb’s 10 wires are live: 1, 2 or 3. More live wires, bigger pay.',
      'Mark the wires to cut: click them or press 0–9. Mark at least 1 and at most 10 minus the live wires; the chance and the pay above the bomb change as you mark.',
      'Bet: the marked wires are cut one by one, in the order you marked them. If none of them is live, the bomb is defused and pays your bet times the multiplier.',
      'Cut a live wire and the bomb goes off: the bet is lost, and the wires after it are not cut. The live wires are shown after every round.',
    ],
    columns: (live) => ['Wires cut', ...live] as [string, string, string, string],
    liveCount: (n) => (n === 1 ? '1 live wire' : `${n} live wires`),
    rtp: (lowest, highest) => `${lowest} to ${highest}, by bet`,
    maxWin: (multiplier) => `${multiplier} the bet (3 live wires, 7 wires cut)`,
    notes: [
      'The live wires are drawn at random before any wire is cut: which wires you mark does not change your chance, only how many you mark.',
      'Each multiplier is the largest 4-decimal number below 99% divided by the chance of a defuse, so every bet returns just under 99% on average.',
    ],
  },
  pt: {
    title: 'Regras do Defuse',
    steps: [
      'Defina o valor da aposta.',
      'Escolha quantos dos 10 fios da bomba estão vivos: 1, 2 ou 3. Mais fios vivos, prêmio maior.',
      'Marque os fios a cortar: clique neles ou tecle 0–9. Marque pelo menos 1 e no máximo 10 menos os fios vivos; a chance e o prêmio acima da bomba mudam conforme você marca.',
      'Aposte: os fios marcados são cortados um a um, na ordem em que você os marcou. Se nenhum estiver vivo, a bomba é desarmada e paga a sua aposta vezes o multiplicador.',
      'Cortou um fio vivo, a bomba explode: a aposta é perdida e os fios seguintes não são cortados. Os fios vivos são mostrados ao fim de cada rodada.',
    ],
    columns: (live) => ['Fios cortados', ...live] as [string, string, string, string],
    liveCount: (n) => (n === 1 ? '1 fio vivo' : `${n} fios vivos`),
    rtp: (lowest, highest) => `${lowest} a ${highest}, conforme a aposta`,
    maxWin: (multiplier) => `${multiplier} a aposta (3 fios vivos, 7 fios cortados)`,
    notes: [
      'Os fios vivos são sorteados antes de qualquer corte: quais fios você marca não muda a sua chance, só quantos você marca.',
      'Cada multiplicador é o maior número de 4 casas decimais abaixo de 99% dividido pela chance de desarmar, então cada aposta retorna pouco menos de 99% em média.',
    ],
  },
  es: {
    title: 'Reglas de Defuse',
    steps: [
      'Elige el monto de tu apuesta.',
      'Elige cuántos de los 10 cables de la bomba están activos: 1, 2 o 3. Más cables activos, mayor premio.',
      'Marca los cables que vas a cortar: haz clic en ellos o pulsa 0–9. Marca al menos 1 y como mucho 10 menos los cables activos; la probabilidad y el premio sobre la bomba cambian al marcar.',
      'Apuesta: los cables marcados se cortan uno a uno, en el orden en que los marcaste. Si ninguno está activo, la bomba queda desactivada y paga tu apuesta por el multiplicador.',
      'Si cortas un cable activo, la bomba explota: pierdes la apuesta y los cables siguientes no se cortan. Los cables activos se muestran al final de cada ronda.',
    ],
    columns: (live) => ['Cables cortados', ...live] as [string, string, string, string],
    liveCount: (n) => (n === 1 ? '1 cable activo' : `${n} cables activos`),
    rtp: (lowest, highest) => `${lowest} a ${highest}, según la apuesta`,
    maxWin: (multiplier) => `${multiplier} la apuesta (3 cables activos, 7 cables cortados)`,
    notes: [
      'Los cables activos se sortean antes de cortar ningún cable: qué cables marcas no cambia tu probabilidad, solo cuántos marcas.',
      'Cada multiplicador es el mayor número de 4 decimales por debajo del 99 % dividido por la probabilidad de desactivar, así que cada apuesta devuelve algo menos del 99 % de media.',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const percent = (digits: number) => new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: digits });
  // The highest return is 98.99991…%: shown to 4 places, truncated, so it never reads as 99%.
  const truncated = (value: number, places: number) => Math.floor(value * 10 ** (places + 2)) / 10 ** (places + 2);
  const rows = Array.from({ length: DEFUSE_WIRES - 1 }, (_, i) => {
    const cut = i + 1;
    const cells = DEFUSE_LIVE_COUNTS.map((live) => {
      if (cut > maxCut(live)) return '–';
      const { dead, of } = defuseChance(live, cut);
      return `${times(defuseMultiplier(live, cut), lang)} · ${percent(2).format(dead / of)}`;
    });
    return [String(cut), ...cells];
  });
  return {
    title: copy.title,
    howToPlay: copy.steps,
    paytable: { columns: copy.columns(DEFUSE_LIVE_COUNTS.map(copy.liveCount)), rows },
    rtp: copy.rtp(percent(4).format(truncated(RTP_RANGE.lowest, 4)), percent(4).format(truncated(RTP_RANGE.highest, 4))),
    maxWin: copy.maxWin(times(DEFUSE_MAX_MULTIPLIER, lang)),
    notes: copy.notes,
  };
}

/** Defuse's rules for players, in every language the games speak. */
export const defusePlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
