import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { chickenGame } from '../game';

describe('demo play on the real chicken rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(chickenGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const placed = await play.placeBet('chicken', '1.5', { difficulty: 'hard' });
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      let last = placed;
      for (let lane = 0; lane <= i % 3 && last.round.status === 'OPEN'; lane++) last = await play.act(placed.round.id, 'cross', { lane });
      if (last.round.status === 'OPEN') last = await play.cashout(placed.round.id);
      expected = expected.plus(last.round.payout);
      expect(last.round.status).toBe('CLOSED');
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    for (const id of ids) expect(await verifyRound(chickenGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(chickenGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses a cashout before the first lane, a lane out of order and moves on closed rounds', async () => {
    const play = demoPlay(chickenGame, { openingBalance: '10' });
    const placed = await play.placeBet('chicken', '1', { difficulty: 'hardcore' });
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    await expect(play.act(placed.round.id, 'cross', { lane: 3 })).rejects.toMatchObject({ code: 'INVALID_ACTION' });
    let round = placed.round;
    for (let lane = 0; round.status === 'OPEN'; lane++) round = (await play.act(round.id, 'cross', { lane })).round;
    await expect(play.act(round.id, 'cross', { lane: 14 })).rejects.toMatchObject({ code: 'ROUND_NOT_OPEN' });
  });
});
