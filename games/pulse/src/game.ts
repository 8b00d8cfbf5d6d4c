import { defineGame, floatAt, payoutOf, ZERO_MULTIPLIER, type RuleStep } from '@rgs/game-kit';
import { beatsText, timesText } from './format';
import { BEAT_COUNT, FLATLINE, playPulse, playedBeats, productOf, pulseParamsSchema, type PulseOutcome, type PulseParams, type PulseState } from './rules';
import { pulseStrings } from './strings';

/** Pulse: three heartbeats, each a multiplier from the risk's table; the round pays their product and settles at once. */
export const pulseGame = defineGame<PulseParams, PulseOutcome, PulseState>({
  key: 'pulse',
  params: pulseParamsSchema,
  floatCount: () => BEAT_COUNT,

  start(params, floats, stake) {
    const { outcome, state } = playPulse(params.risk, Array.from({ length: BEAT_COUNT }, (_, i) => floatAt(floats, i)));
    // A flatline is a loss: the seam closes the round on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const step: RuleStep<PulseState> = { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: pulseStrings,

  // "beats 3× · 2× · 1× = 6×", "batimentos 1× · 0×: linha reta no batimento 2": the beats as RULES.md numbers them.
  describeOutcome: ({ beats }, _params, lang) => {
    const played = playedBeats(beats);
    const strings = pulseStrings[lang];
    const text = played.at(-1) === FLATLINE ? strings.flatlineOutcome.replace('{n}', String(played.length)) : strings.beatsOutcome.replace('{multiplier}', timesText(productOf(played), lang));
    return text.replace('{beats}', beatsText(played, lang));
  },
});
