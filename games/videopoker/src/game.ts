import { GameRuleError, defineGame, payoutOf, ZERO_MULTIPLIER, type RoundContext, type RuleStep } from '@rgs/game-kit';
import { cardAt, cardIndex, cardText, HAND_SIZE } from './deck';
import { DRAWN_CARDS, drawDeck } from './draw';
import { PAYTABLE, handNameOf } from './hands';
import { bestHold, holdsOfMask } from './hold-odds';
import { drawParamsSchema, videopokerParamsSchema, type DrawParams, type VideopokerOutcome, type VideopokerParams, type VideopokerState } from './rules';
import { videopokerStrings } from './strings';

/** A round as the rules see it. */
type VideopokerRound = RoundContext<VideopokerParams, VideopokerOutcome, VideopokerState>;

/** The final hand: each held card stays in its place, each gap takes the next card of the draw order (cards 5, 6, … of the outcome). */
export function finalHand(outcome: VideopokerOutcome, holds: readonly boolean[]): VideopokerOutcome['cards'] {
  let next = HAND_SIZE;
  return outcome.cards.slice(0, HAND_SIZE).map((card, i) => (holds[i] ? card : outcome.cards[next++]!));
}

/** Draws replacements for the cards not held and settles the round at the paytable's multiple of the stake. */
function draw(round: VideopokerRound, { holds }: DrawParams): RuleStep<VideopokerState> {
  const { state } = round;
  if (state.held !== null) throw new GameRuleError('ROUND_NOT_OPEN', 'This hand has been drawn already');
  const final = finalHand(round.outcome, holds);
  const hand = handNameOf(final.map(cardIndex));
  const multiplier = String(PAYTABLE[hand]);
  const next: VideopokerState = { ...state, held: [...holds], final, hand };
  if (multiplier === ZERO_MULTIPLIER) return { state: next, multiplier, end: { payout: '0' } };
  return { state: next, multiplier, end: { payout: payoutOf(round.stake, multiplier).toFixed() } };
}

/** Video Poker: 9/6 Jacks or Better, one hand, one draw; the round ends at the draw paying stake × the paytable. */
export const videopokerGame = defineGame<VideopokerParams, VideopokerOutcome, VideopokerState>({
  key: 'videopoker',
  params: videopokerParamsSchema,
  floatCount: () => DRAWN_CARDS,

  start(_params, floats) {
    const cards = drawDeck(floats).map(cardAt);
    const dealt = cards.slice(0, HAND_SIZE);
    const state: VideopokerState = {
      dealt,
      hint: holdsOfMask(bestHold(dealt.map(cardIndex)).mask),
      held: null,
      final: null,
      hand: handNameOf(dealt.map(cardIndex)),
    };
    // Nothing to cash out: the round is settled by the draw alone.
    return { outcome: { cards }, step: { state, multiplier: ZERO_MULTIPLIER } };
  },

  actions: { draw: { params: drawParamsSchema, play: draw } },

  // A hand left undrawn for a day is drawn on the suggested holds: the play of best expected return.
  expire: (round) => draw(round, { holds: [...round.state.hint] as DrawParams['holds'] }),

  strings: videopokerStrings,

  // "dealt A♠ K♥ 7♦ 7♣ 2♠; then 9♥ Q♣ 3♦ 3♠ J♥": the ten cards in draw order, as RULES.md reads them.
  describeOutcome({ cards }, _params, lang) {
    const text = (from: number, to: number) => cards.slice(from, to).map(cardText).join(' ');
    return videopokerStrings[lang].dealtThen.replace('{dealt}', text(0, HAND_SIZE)).replace('{rest}', text(HAND_SIZE, DRAWN_CARDS));
  },
});
