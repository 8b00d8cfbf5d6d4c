import type { GameLanguage, RulesByLanguage, RulesContent } from '@rgs/game-kit/ui';
import { localeOf } from '@rgs/game-kit/ui';
import { CASE_COUNT, CASE_VALUES, TOP_VALUE } from '../board';
import { centsOf, offerUnits, unitsText } from './cases-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every offer
// comes from cases-odds.ts (integers, checked there against the rules' own bankerOffer), never from
// ../offer.ts, which floors through decimal.js.

/**
 * The return to player, in percent: the banker's offer is the mean of the closed values, so every way
 * of playing returns 99 % before the offer is floored (RULES.md; exact-rtp.test.ts computes the best
 * and worst strategies, 99 % and 98.99316 %, and player-rules.test.ts that these are the figures).
 */
export const RTP_PERCENT = 99;

/** The least any way of playing returns, in percent, cut to 2 places (the worst strategy's 98.99316 %). */
export const LEAST_RTP_PERCENT = '98.99';

/** The largest win: the player's case holding the top value, kept to the end. */
export const MAX_WIN = TOP_VALUE;

const VALUES = CASE_VALUES.map(centsOf);

/** Per cases opened (1 … 10): the largest offer and the share of closed sets whose offer is above 1×, in percent. */
export const OFFER_TABLE = Array.from({ length: CASE_COUNT - 2 }, (_, i) => {
  const closed = CASE_COUNT - (i + 1);
  let above = 0;
  let sets = 0;
  for (let mask = 0; mask < 1 << CASE_COUNT; mask++) {
    const values = VALUES.filter((_, slot) => (mask >> slot) & 1);
    if (values.length !== closed) continue;
    sets += 1;
    if (offerUnits(values) > 10_000) above += 1;
  }
  // The largest offer leaves the largest values closed.
  return { opened: i + 1, largest: unitsText(offerUnits(VALUES.slice(i + 1))), above: Math.round((above / sets) * 1000) / 10 };
});

/** The rows the paytable shows: after 1, 2, 3, 5 and 10 cases. */
export const TABLE_STEPS = [1, 2, 3, 5, 10] as const;

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (values: string, count: string) => string[];
  readonly columns: readonly [string, string, string];
  readonly maxWin: (multiplier: string) => string;
  readonly notes: (least: string) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'Cases rules',
    steps: (values, count) => [
      `${count} cases hold ${values}, shuffled every round. Set your bet and pick the case you keep.`,
      'Open the other cases one at a time. Each value you open is struck off the board.',
      'After each case the banker offers the average of the values still closed, yours included. Cash out to take the offer.',
      'Opening small values raises the offer; opening big ones lowers it.',
      'Open every other case and yours opens: it pays what it holds, and 0× loses the bet.',
    ],
    columns: ['Cases opened', 'Largest offer', 'Offers above 1×'],
    maxWin: (multiplier) => `${multiplier} the bet (your case holds it and you keep it to the end)`,
    notes: (least) => [
      `Keeping your case to the end returns exactly 99%. Offers are rounded down to 4 decimals, so no way of playing returns less than ${least}.`,
      'A round left without a move for 24 hours is settled at the banker’s offer (0.99× if no case was opened).',
    ],
  },
  pt: {
    title: 'Regras do Cases',
    steps: (values, count) => [
      `${count} maletas guardam ${values}, embaralhados a cada rodada. Defina a aposta e escolha a maleta que fica com você.`,
      'Abra as outras maletas uma de cada vez. Cada valor aberto é riscado do quadro.',
      'Depois de cada maleta a banca oferece a média dos valores ainda fechados, incluindo a sua. Retire para aceitar a oferta.',
      'Abrir valores baixos aumenta a oferta; abrir valores altos a diminui.',
      'Abra todas as outras maletas e a sua se abre: ela paga o que guarda, e 0× perde a aposta.',
    ],
    columns: ['Maletas abertas', 'Maior oferta', 'Ofertas acima de 1×'],
    maxWin: (multiplier) => `${multiplier} a aposta (sua maleta o guarda e você fica com ela até o fim)`,
    notes: (least) => [
      `Ficar com sua maleta até o fim retorna exatamente 99%. As ofertas são arredondadas para baixo em 4 casas decimais, então nenhuma forma de jogar retorna menos de ${least}.`,
      'Uma rodada sem jogada por 24 horas é encerrada pela oferta da banca (0,99× se nenhuma maleta foi aberta).',
    ],
  },
  es: {
    title: 'Reglas de Cases',
    steps: (values, count) => [
      `${count} maletines guardan ${values}, mezclados en cada ronda. Elige tu apuesta y el maletín que te quedas.`,
      'Abre los demás maletines de uno en uno. Cada valor que abres se tacha del tablero.',
      'Tras cada maletín la banca ofrece la media de los valores aún cerrados, incluido el tuyo. Retira para aceptar la oferta.',
      'Abrir valores bajos sube la oferta; abrir valores altos la baja.',
      'Abre todos los demás maletines y se abre el tuyo: paga lo que guarda, y 0× pierde la apuesta.',
    ],
    columns: ['Maletines abiertos', 'Mayor oferta', 'Ofertas por encima de 1×'],
    maxWin: (multiplier) => `${multiplier} la apuesta (tu maletín lo guarda y te lo quedas hasta el final)`,
    notes: (least) => [
      `Quedarte tu maletín hasta el final devuelve exactamente el 99 %. Las ofertas se redondean hacia abajo a 4 decimales, así que ninguna forma de jugar devuelve menos del ${least}.`,
      'Una ronda sin jugada durante 24 horas se cierra con la oferta de la banca (0,99× si no se abrió ningún maletín).',
    ],
  },
};

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const locale = localeOf(lang);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const times = (text: string) => `${number.format(Number(text))}×`;
  const percent = (value: number | string) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2 }).format(Number(value));
  const values = new Intl.ListFormat(locale, { type: 'conjunction' }).format(CASE_VALUES.map(times));
  return {
    title: copy.title,
    howToPlay: copy.steps(values, number.format(CASE_COUNT)),
    paytable: {
      columns: [...copy.columns],
      rows: TABLE_STEPS.map((opened) => {
        const row = OFFER_TABLE[opened - 1]!;
        return [number.format(opened), times(row.largest), percent(row.above)];
      }),
    },
    rtp: percent(RTP_PERCENT),
    maxWin: copy.maxWin(times(MAX_WIN)),
    notes: copy.notes(percent(LEAST_RTP_PERCENT)),
  };
}

/** Cases' rules for players, in every language the games speak. */
export const casesPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
