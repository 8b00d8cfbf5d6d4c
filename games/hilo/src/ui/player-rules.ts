import { localeOf, type GameLanguage, type RulesByLanguage, type RulesContent } from '@rgs/game-kit/ui';
import { RANKS } from '../cards';
import { HILO_CARDS, MAX_MULTIPLIER, MAX_SKIPS } from '../limits';
import { hiloStrings } from '../strings';
import { offersOn } from './hilo-odds';

// The rules a player reads in the rules modal, loaded by the browser only when it opens: every
// multiplier comes from hilo-odds.ts (BigInt, checked there against the rules' own hiloMultiplier),
// never from ../multiplier.ts, which floors through decimal.js.

/**
 * The return to player, in percent: 0.99 × Π 13 / n_i pays exactly 99 % of the stake back on average,
 * whatever the player guesses and whenever they stop, before the multiplier is floored (RULES.md;
 * multiplier.test.ts proves the per-step identity, strategy-rtp.test.ts exact figures).
 */
export const RTP_PERCENT = 99;

/** A multiplier's decimal text in the language's digits, with its sign ("10000" → "10,000×"). */
function times(text: string, lang: GameLanguage): string {
  return `${new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 4 }).format(Number(text))}×`;
}

/** A chance's percent text in the language's digits ("46.15" → "46.15%", "46,15 %" in es). */
function percent(text: string, lang: GameLanguage): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'percent', maximumFractionDigits: 2 }).format(Number(text) / 100);
}

/** What each language says; numbers arrive formatted. */
interface Copy {
  readonly title: string;
  readonly steps: (n: { skips: string; top: string; cards: string }) => string[];
  readonly card: string;
  readonly cell: (chance: string, multiplier: string) => string;
  readonly maxWin: (top: string) => string;
  readonly notes: (n: { top: string }) => string[];
}

const COPY: Readonly<Record<GameLanguage, Copy>> = {
  en: {
    title: 'HiLo rules',
    steps: ({ skips, top, cards }) => [
      'Set your bet and press Bet: the first card is turned.',
      'Guess whether the next card is higher, lower or the same rank. Aces are low, kings high; suits do not count.',
      'Each button shows its chance and what a right guess makes your multiplier. The riskier the guess, the more it adds.',
      `Not sure? Skip the card for a new one, free (${skips} skips a round).`,
      'Cash out whenever you like after your first right guess. A wrong guess ends the round: the bet is lost.',
      `Reaching ${top} or the ${cards}th card cashes you out automatically.`,
    ],
    card: 'Card',
    cell: (chance, multiplier) => `${chance} · ${multiplier}`,
    maxWin: (top) => `${top} the bet (for example, four right "same" guesses in a row)`,
    notes: ({ top }) => [
      'The table shows what one guess makes from the start; each next right guess multiplies the multiplier by the same factor (13 divided by the ranks that win it).',
      'Every card is drawn from a full deck: a card seen can come again, and the chances never change.',
      `A guess whose multiplier would pass ${top} pays ${top}: its button says so.`,
      'Multipliers are rounded down to 4 decimals, which lowers the return by less than 0.01 percentage points.',
    ],
  },
  pt: {
    title: 'Regras do HiLo',
    steps: ({ skips, top, cards }) => [
      'Defina a aposta e toque em Apostar: a primeira carta é virada.',
      'Adivinhe se a próxima carta é maior, menor ou igual. O ás é a mais baixa e o rei a mais alta; os naipes não contam.',
      'Cada botão mostra a chance e o multiplicador que um acerto dá. Quanto mais arriscado o palpite, mais ele soma.',
      `Na dúvida, pule a carta e receba outra, de graça (${skips} pulos por rodada).`,
      'Retire quando quiser depois do primeiro acerto. Um palpite errado encerra a rodada e a aposta é perdida.',
      `Ao chegar a ${top} ou à ${cards}ª carta, o valor é retirado automaticamente.`,
    ],
    card: 'Carta',
    cell: (chance, multiplier) => `${chance} · ${multiplier}`,
    maxWin: (top) => `${top} a aposta (por exemplo, quatro palpites "igual" certos seguidos)`,
    notes: ({ top }) => [
      'A tabela mostra o multiplicador de um palpite desde o início; cada novo acerto multiplica o multiplicador pelo mesmo fator (13 dividido pelas cartas que ganham).',
      'Cada carta sai de um baralho completo: uma carta vista pode voltar, e as chances nunca mudam.',
      `Um palpite cujo multiplicador passaria de ${top} paga ${top}: o botão avisa.`,
      'Os multiplicadores são arredondados para baixo em 4 casas decimais, o que reduz o retorno em menos de 0,01 ponto percentual.',
    ],
  },
  es: {
    title: 'Reglas de HiLo',
    steps: ({ skips, top, cards }) => [
      'Elige tu apuesta y pulsa Apostar: se gira la primera carta.',
      'Adivina si la siguiente carta es mayor, menor o igual. El as es la más baja y el rey la más alta; los palos no cuentan.',
      'Cada botón muestra su probabilidad y el multiplicador que da un acierto. Cuanto más arriesgada la apuesta, más suma.',
      `¿Dudas? Salta la carta y recibe otra, gratis (${skips} saltos por ronda).`,
      'Retira cuando quieras después del primer acierto. Un fallo termina la ronda y pierdes la apuesta.',
      `Al llegar a ${top} o a la carta ${cards}, se retira automáticamente.`,
    ],
    card: 'Carta',
    cell: (chance, multiplier) => `${chance} · ${multiplier}`,
    maxWin: (top) => `${top} la apuesta (por ejemplo, cuatro aciertos seguidos con "igual")`,
    notes: ({ top }) => [
      'La tabla muestra el multiplicador de una apuesta desde el inicio; cada nuevo acierto multiplica el multiplicador por el mismo factor (13 dividido entre las cartas que ganan).',
      'Cada carta sale de una baraja completa: una carta vista puede volver, y las probabilidades nunca cambian.',
      `Una apuesta cuyo multiplicador pasaría de ${top} paga ${top}: su botón lo indica.`,
      'Los multiplicadores se redondean hacia abajo a 4 decimales, lo que reduce el retorno en menos de 0,01 puntos porcentuales.',
    ],
  },
};

/** The guesses in the paytable's column order. */
const COLUMNS = ['higher', 'lower', 'same'] as const;

/** The rules in one language. */
function rulesIn(lang: GameLanguage): RulesContent {
  const copy = COPY[lang];
  const strings = hiloStrings[lang];
  const count = new Intl.NumberFormat(localeOf(lang));
  const top = times(String(MAX_MULTIPLIER), lang);
  return {
    title: copy.title,
    howToPlay: copy.steps({ skips: count.format(MAX_SKIPS), top, cards: count.format(HILO_CARDS) }),
    paytable: {
      columns: [copy.card, ...COLUMNS.map((choice) => strings[choice])],
      rows: RANKS.map((name, rank) => {
        const offers = offersOn(rank, []);
        return [
          name,
          ...COLUMNS.map((choice) => {
            const offer = offers.find((o) => o.choice === choice)!;
            return offer.chance === null || offer.multiplier === null ? '—' : copy.cell(percent(offer.chance, lang), times(offer.multiplier, lang));
          }),
        ];
      }),
    },
    rtp: new Intl.NumberFormat(localeOf(lang), { style: 'unit', unit: 'percent' }).format(RTP_PERCENT),
    maxWin: copy.maxWin(top),
    notes: copy.notes({ top }),
  };
}

/** HiLo's rules for players, in every language the games speak. */
export const hiloPlayerRules: RulesByLanguage = { en: rulesIn('en'), pt: rulesIn('pt'), es: rulesIn('es') };
