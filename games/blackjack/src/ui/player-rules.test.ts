import { NBSP, describePlayerRulesContract, inEachLanguage } from '@rgs/game-kit/testing';
import { describe, expect, it } from 'vitest';
import { EXACT_HOUSE_EDGE } from '../house-edge';
import { fractionText, perfectPairsOdds, twentyOnePlusThreeOdds } from '../side-bet-odds';
import { PERFECT_PAIRS_ODDS, TWENTY_ONE_PLUS_THREE_ODDS } from '../side-bets';
import { TestTable } from '../test-table';
import {
  MAIN_ODDS,
  MAIN_RTP_HUNDREDTHS,
  MAX_RETURN,
  PERFECT_PAIRS_RTP_HUNDREDTHS,
  TWENTY_ONE_PLUS_THREE_RTP_HUNDREDTHS,
  blackjackPlayerRules,
} from './player-rules';

/** What `odds` return for a stake of 1: the stake and X / Y of it. */
const returned = ([x, y]: readonly [number, number]) => String(1 + x / y);

describe('blackjackPlayerRules', () => {
  describePlayerRulesContract(blackjackPlayerRules, {
    steps: 6,
    paytable: { columns: 2, rows: 12 },
    notes: 2,
    file: new URL('./player-rules.ts', import.meta.url),
  });

  it('writes the pay table with the side bets’ own odds, in each language', () => {
    expect(blackjackPlayerRules.en.paytable).toEqual({
      columns: ['Outcome', 'Pays'],
      rows: [
        ['Blackjack', '3 to 2'],
        ['Win', '1 to 1'],
        ['Push', 'Bet returned'],
        ['Insurance', '2 to 1'],
        ['Perfect Pairs: Mixed pair', '6 to 1'],
        ['Perfect Pairs: Coloured pair', '12 to 1'],
        ['Perfect Pairs: Perfect pair', '25 to 1'],
        ['21+3: Flush', '5 to 1'],
        ['21+3: Straight', '10 to 1'],
        ['21+3: Three of a kind', '30 to 1'],
        ['21+3: Straight flush', '40 to 1'],
        ['21+3: Suited trips', '100 to 1'],
      ],
    });
    expect(blackjackPlayerRules.pt!.paytable!.rows).toEqual([
      ['Blackjack', '3 para 2'],
      ['Vitória', '1 para 1'],
      ['Empate', 'Aposta devolvida'],
      ['Seguro', '2 para 1'],
      ['Pares Perfeitos: Par misto', '6 para 1'],
      ['Pares Perfeitos: Par da mesma cor', '12 para 1'],
      ['Pares Perfeitos: Par perfeito', '25 para 1'],
      ['21+3: Flush', '5 para 1'],
      ['21+3: Sequência', '10 para 1'],
      ['21+3: Trinca', '30 para 1'],
      ['21+3: Straight flush', '40 para 1'],
      ['21+3: Trinca do mesmo naipe', '100 para 1'],
    ]);
    const sideOdds = blackjackPlayerRules.en.paytable!.rows.slice(4).map(([, pays]) => Number(pays!.replace(' to 1', '')));
    expect(sideOdds).toEqual([...Object.values(PERFECT_PAIRS_ODDS), ...Object.values(TWENTY_ONE_PLUS_THREE_ODDS)]);
  });

  it('shows what the rules pay: a blackjack 3 to 2, a win 1 to 1, a push the bet back, insurance 2 to 1', () => {
    expect(new TestTable(['AS', '9H', 'KD', '7C']).step.end).toEqual({ payout: returned(MAIN_ODDS.blackjack) });
    // 19 against the dealer's 17, then 19 against 19.
    expect(new TestTable(['10S', '10H', '9D', '7C']).act('stand').end).toEqual({ payout: returned(MAIN_ODDS.win) });
    expect(new TestTable(['10S', '10H', '9D', '9C']).act('stand').end).toEqual({ payout: '1' });
    // Insurance of half the bet against a dealer blackjack: 0.5 back plus twice 0.5; the main bet is lost.
    const insured = new TestTable(['10S', 'AH', '8D', 'KC']).act('insurance', { take: true });
    expect(insured.state.insurance).toEqual({ status: 'taken', amount: '0.5', payout: String(0.5 * Number(returned(MAIN_ODDS.insurance))) });
  });

  it('states the main game’s RTP from the exact house edge, and the side bets’ from their exact odds, rounded down', () => {
    expect(MAIN_RTP_HUNDREDTHS).toBe(Math.floor((1 - EXACT_HOUSE_EDGE) * 10_000));
    expect(PERFECT_PAIRS_RTP_HUNDREDTHS).toBe(Number(fractionText(perfectPairsOdds().rtp, 4).replace('.', '')));
    expect(TWENTY_ONE_PLUS_THREE_RTP_HUNDREDTHS).toBe(Number(fractionText(twentyOnePlusThreeOdds().rtp, 4).replace('.', '')));
    expect([MAIN_RTP_HUNDREDTHS, PERFECT_PAIRS_RTP_HUNDREDTHS, TWENTY_ONE_PLUS_THREE_RTP_HUNDREDTHS]).toEqual([9959, 9389, 9537]);
    expect(inEachLanguage(blackjackPlayerRules, 'rtp')).toEqual([
      '99.59% on the main game with optimal play · Perfect Pairs 93.89% · 21+3 95.37%',
      '99,59% no jogo principal com a estratégia ideal · Pares Perfeitos 93,89% · 21+3 95,37%',
      `99,59${NBSP}% en el juego principal con la estrategia óptima · Parejas Perfectas 93,89${NBSP}% · 21+3 95,37${NBSP}%`,
    ]);
  });

  it('states the largest win, and a round that pays it: suited trips, a perfect pair, four doubled split hands', () => {
    expect(MAX_RETURN).toBe(143);
    expect(inEachLanguage(blackjackPlayerRules, 'maxWin')).toEqual([
      '143× your main bet in one round',
      '143× a aposta principal em uma rodada',
      '143× tu apuesta principal en una ronda',
    ]);
    // 8♠ 8♠ against an 8♠ (and a 6♥ in the hole); then the cards in order of play, the dealer's K♠ last.
    const table = new TestTable(['8S', '8S', '8S', '6H', '8H', '8C', '3S', '10S', '3H', '10H', '3D', '10D', '3C', '10C', 'KS'], {
      perfectPairs: '1',
      twentyOnePlusThree: '1',
    });
    for (const action of ['split', 'split', 'split', 'double', 'double', 'double', 'double']) table.act(action);
    expect(table.hands()).toEqual([['8♠', '3♠', '10♠'], ['8♣', '3♥', '10♥'], ['8♥', '3♦', '10♦'], ['8♠', '3♣', '10♣']]);
    expect(table.dealer()).toEqual(['8♠', '6♥', 'K♠']);
    expect(table.state.sideBets).toMatchObject({ perfectPairs: { outcome: 'perfect-pair' }, twentyOnePlusThree: { outcome: 'suited-trips' } });
    expect(table.step.end).toEqual({ payout: String(MAX_RETURN) });
  });

  it('reads in full in English and Portuguese', () => {
    expect(blackjackPlayerRules.en.howToPlay).toEqual([
      'Place your bet, and side bets if you like, then press Deal. You get two cards; the dealer gets one face up and one face down.',
      'Get closer to 21 than the dealer without going over. Cards 2 to 10 count their number, J, Q and K count 10, an ace 1 or 11.',
      'Hit takes another card, Stand keeps your total. Double doubles your bet on two cards for exactly one more card.',
      'Split two cards of the same value into two hands, each with its own bet, up to 4 hands. Split aces get one card each; 21 after a split is not a blackjack.',
      'When the dealer shows an ace you are offered insurance first: half your bet, paying 2 to 1 if the dealer has blackjack.',
      'The dealer draws to 16 and stands on all 17s, soft 17 included. 6 decks, shuffled for every round. No surrender.',
    ]);
    expect(blackjackPlayerRules.pt!.howToPlay[4]).toBe(
      'Quando a banca mostra um ás, você recebe primeiro a oferta de seguro: metade da aposta, pagando 2 para 1 se a banca tiver blackjack.',
    );
  });
});
