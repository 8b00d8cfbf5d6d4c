import type { GameLanguage } from '@rgs/game-kit/ui';
import type { HandResult } from './state';
import type { PerfectPairsOutcome, TwentyOnePlusThreeOutcome } from './side-bets';

/**
 * Blackjack's own strings (the kit's come with the shell): a type alias, so the table is a plain string
 * record. A hand's result and a side bet's combination are keys themselves, so the table shows them as they are.
 */
export type BlackjackStrings = {
  readonly hit: string;
  readonly stand: string;
  readonly doubleDown: string;
  readonly split: string;
  readonly insurance: string;
  readonly takeInsurance: string;
  readonly noInsurance: string;
  readonly dealer: string;
  readonly hand: string;
  readonly perfectPairs: string;
  readonly twentyOnePlusThree: string;
  readonly deal: string;
  readonly stake: string;
  readonly doubled: string;
  readonly declined: string;
  readonly noWin: string;
  readonly totalBet: string;
  readonly totalPayout: string;
  readonly dealerShows: string;
  readonly insuranceOffered: string;
  readonly sideBetTooHigh: string;
  readonly sideBetInvalid: string;
  /** Under the side bets while free bets are on. */
  readonly freeBetNoSideBets: string;
  /** Beside the moves of a free-bet round: why double, split and insurance are off. */
  readonly freeBetNoExtras: string;
  readonly tablePays: string;
  readonly tableRules: string;
  /** The fairness check's outcome: the first four cards of the shoe, `{player}` yours and `{dealer}` the dealer's up and hole card. */
  readonly firstCards: string;
} & Readonly<Record<HandResult | PerfectPairsOutcome | TwentyOnePlusThreeOutcome, string>>;

/** Blackjack's strings in every language the games speak. */
export const BLACKJACK_STRINGS: Readonly<Record<GameLanguage, BlackjackStrings>> = {
  en: {
    hit: 'Hit', stand: 'Stand', doubleDown: 'Double', split: 'Split', insurance: 'Insurance', takeInsurance: 'Take insurance',
    noInsurance: 'No insurance', dealer: 'Dealer', hand: 'Hand', perfectPairs: 'Perfect Pairs', twentyOnePlusThree: '21+3',
    push: 'Push', blackjack: 'Blackjack', bust: 'Bust', win: 'Win', lose: 'Lose',
    deal: 'Deal', stake: 'Bet', doubled: 'Doubled', declined: 'Declined', noWin: 'No win', totalBet: 'Total bet', totalPayout: 'Total payout',
    dealerShows: 'Dealer shows', insuranceOffered: 'The dealer shows an ace. Insurance?',
    sideBetTooHigh: 'A side bet may not exceed the main bet', sideBetInvalid: 'Enter an amount such as 0.5 (at most 10 decimals)',
    freeBetNoSideBets: 'Side bets are not available on a free bet.',
    freeBetNoExtras: 'A free bet covers the first bet only: no double, split or insurance.',
    tablePays: 'Blackjack pays 3 to 2', tableRules: 'Dealer stands on all 17s · Insurance pays 2 to 1',
    firstCards: 'first cards: you {player}, dealer {dealer}',
    'mixed-pair': 'Mixed pair', 'coloured-pair': 'Coloured pair', 'perfect-pair': 'Perfect pair',
    flush: 'Flush', straight: 'Straight', 'three-of-a-kind': 'Three of a kind', 'straight-flush': 'Straight flush', 'suited-trips': 'Suited trips',
  },
  pt: {
    hit: 'Pedir', stand: 'Parar', doubleDown: 'Dobrar', split: 'Dividir', insurance: 'Seguro', takeInsurance: 'Fazer seguro',
    noInsurance: 'Sem seguro', dealer: 'Banca', hand: 'Mão', perfectPairs: 'Pares Perfeitos', twentyOnePlusThree: '21+3',
    push: 'Empate', blackjack: 'Blackjack', bust: 'Estourou', win: 'Vitória', lose: 'Derrota',
    deal: 'Distribuir', stake: 'Aposta', doubled: 'Dobrada', declined: 'Recusado', noWin: 'Sem prêmio', totalBet: 'Aposta total',
    totalPayout: 'Pagamento total', dealerShows: 'A banca mostra', insuranceOffered: 'A banca mostra um ás. Seguro?',
    sideBetTooHigh: 'Uma aposta paralela não pode passar da aposta principal', sideBetInvalid: 'Digite um valor como 0,5 (até 10 casas decimais)',
    freeBetNoSideBets: 'As apostas paralelas não valem na aposta grátis.',
    freeBetNoExtras: 'A aposta grátis cobre só a aposta inicial: sem dobrar, dividir ou seguro.',
    tablePays: 'Blackjack paga 3 para 2', tableRules: 'A banca para em todos os 17 · O seguro paga 2 para 1',
    firstCards: 'primeiras cartas: você {player}, banca {dealer}',
    'mixed-pair': 'Par misto', 'coloured-pair': 'Par da mesma cor', 'perfect-pair': 'Par perfeito',
    flush: 'Flush', straight: 'Sequência', 'three-of-a-kind': 'Trinca', 'straight-flush': 'Straight flush', 'suited-trips': 'Trinca do mesmo naipe',
  },
  es: {
    hit: 'Pedir', stand: 'Plantarse', doubleDown: 'Doblar', split: 'Dividir', insurance: 'Seguro', takeInsurance: 'Tomar seguro',
    noInsurance: 'Sin seguro', dealer: 'Crupier', hand: 'Mano', perfectPairs: 'Parejas Perfectas', twentyOnePlusThree: '21+3',
    push: 'Empate', blackjack: 'Blackjack', bust: 'Se pasó', win: 'Victoria', lose: 'Derrota',
    deal: 'Repartir', stake: 'Apuesta', doubled: 'Doblada', declined: 'Rechazado', noWin: 'Sin premio', totalBet: 'Apuesta total',
    totalPayout: 'Pago total', dealerShows: 'El crupier muestra', insuranceOffered: 'El crupier muestra un as. ¿Seguro?',
    sideBetTooHigh: 'Una apuesta lateral no puede superar la apuesta principal', sideBetInvalid: 'Introduce un importe como 0,5 (hasta 10 decimales)',
    freeBetNoSideBets: 'Las apuestas laterales no están disponibles en una apuesta gratis.',
    freeBetNoExtras: 'La apuesta gratis cubre solo la apuesta inicial: sin doblar, dividir ni seguro.',
    tablePays: 'Blackjack paga 3 a 2', tableRules: 'El crupier se planta con cualquier 17 · El seguro paga 2 a 1',
    firstCards: 'primeras cartas: tú {player}, crupier {dealer}',
    'mixed-pair': 'Pareja mixta', 'coloured-pair': 'Pareja del mismo color', 'perfect-pair': 'Pareja perfecta',
    flush: 'Color', straight: 'Escalera', 'three-of-a-kind': 'Trío', 'straight-flush': 'Escalera de color', 'suited-trips': 'Trío del mismo palo',
  },
};

/** Blackjack's strings for a language (anything unknown gets English, as the kit does). */
export function blackjackStrings(lang: string | null | undefined): BlackjackStrings {
  return BLACKJACK_STRINGS[(lang && lang in BLACKJACK_STRINGS ? lang : 'en') as GameLanguage];
}
