import { payoutOf, type GameRules } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { describe, expect, it } from 'vitest';
import { plinkoRules } from './kit-rules';
import { playPlinko } from './rules';

const rules = plinkoRules as unknown as GameRules;

describe('plinko on the kit’s demo engine', () => {
  it('settles a batch at once, pays amount × total rounded down, and verifies after rotation', async () => {
    const play = demoPlay(rules, { openingBalance: '1000' });
    const placed = await play.placeBet('plinko', '0.3333333333', { rows: 16, risk: 'high', balls: 7 });
    const { round } = placed;
    expect(round.status).toBe('CLOSED');
    expect(round.state).toStrictEqual(round.outcome);
    expect(round.multiplier).toBe(round.state.total);
    expect(round.state.slots).toHaveLength(7);
    // The payout is the per-ball stake times the sum of the multipliers, rounded down to 10 places.
    expect(round.payout).toBe(payoutOf('0.3333333333', round.state.total).toFixed());
    await play.rotateSeed(null);
    expect(await verifyRound(rules, (await play.proof(round.id))!)).toBe('verified');
  });

  it('refuses bad params and every move after the batch', async () => {
    const play = demoPlay(rules);
    await expect(play.placeBet('plinko', '1', { rows: 17, risk: 'high', balls: 1 })).rejects.toThrow();
    const params = { rows: 8, risk: 'low', balls: 1 } as const;
    const result = playPlinko(params, Array(8).fill(0.1));
    expect(() => plinkoRules.act({ params, outcome: result, state: result }, 'drop', {})).toThrow(/no actions/);
    expect(() => plinkoRules.cashout({ params, outcome: result, state: result })).toThrow(/settles when it is placed/);
  });
});
