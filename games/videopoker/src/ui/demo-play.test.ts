import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { videopokerGame } from '../game';
import type { VideopokerState } from '../rules';

// The browser's demo engine on the real video poker rules: a hand dealt, drawn, paid, and verified.
describe('demo play on the real video poker rules', () => {
  it('moves the demo balance by exactly stake and payout, and every hand verifies once the seed is revealed', async () => {
    const play = demoPlay(videopokerGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const placed = await play.placeBet('videopoker', '1.5', {});
      expect(placed.round.status).toBe('OPEN');
      expect(placed.round.outcome).toBeNull();
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      const { hint } = placed.round.state as VideopokerState;
      const drawn = await play.act(placed.round.id, 'draw', { holds: hint });
      expect(drawn.round.status).toBe('CLOSED');
      expect(drawn.round.payout).toBe(new Decimal('1.5').times(drawn.round.multiplier).toFixed());
      expected = expected.plus(drawn.round.payout);
      expect(new Decimal(drawn.balance!).toFixed()).toBe(expected.toFixed());
      await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'ROUND_NOT_OPEN' });
    }
    for (const id of ids) expect(await verifyRound(videopokerGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(videopokerGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses a cashout on an open hand: there is none', async () => {
    const play = demoPlay(videopokerGame, { openingBalance: '10' });
    const placed = await play.placeBet('videopoker', '1', {});
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
  });
});
