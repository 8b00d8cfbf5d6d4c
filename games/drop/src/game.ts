import { defineGame, floatAt, payoutOf, ZERO_MULTIPLIER, type RuleStep } from '@rgs/game-kit';
import { boardRings, dropBall, ringMultiplier, dropParamsSchema, type DropOutcome, type DropParams, type DropState } from './rules';
import { dropStrings } from './strings';
import { timesIn, zoneName } from './zone-name';

/** Drop: one ball onto a target of rings; the ring it lands in pays, off the rings loses. Settles at once (no actions, no cashout). */
export const dropGame = defineGame<DropParams, DropOutcome, DropState>({
  key: 'drop',
  params: dropParamsSchema,
  // f0 picks the ring (and the spot's radius), f1 the spot's angle.
  floatCount: () => 2,

  start(params, floats, stake) {
    const state = dropBall(params.risk, floatAt(floats, 0), floatAt(floats, 1));
    const outcome: DropOutcome = { ring: state.ring, radius: state.radius, angle: state.angle };
    // Off the rings is a loss: the seam closes the round on its debit.
    if (state.multiplier === ZERO_MULTIPLIER) return { outcome, step: { state, multiplier: ZERO_MULTIPLIER, end: { payout: '0' } } };
    const step: RuleStep<DropState> = { state, multiplier: state.multiplier, end: { payout: payoutOf(stake, state.multiplier).toFixed() } };
    return { outcome, step };
  },

  strings: dropStrings,

  // "ring 2 (3×)", "centro (1000×)", "off the rings (0×)": the zone as RULES.md numbers it and what it pays.
  describeOutcome: ({ ring }, params, lang) => {
    const zone = zoneName(ring, boardRings(params.risk).length, lang);
    return dropStrings[lang].zoneOutcome.replace('{zone}', zone).replace('{multiplier}', timesIn(ringMultiplier(params.risk, ring), lang));
  },
});
