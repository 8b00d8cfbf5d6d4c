import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { balloonGame } from '../game';

// The browser's demo runs the real rules: open, popped and cashed-out rounds move the demo balance exactly.
describe('demo play on the real balloon rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(balloonGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    const ends = { won: 0, lost: 0 };
    for (let i = 0; i < 20; i++) {
      const placed = await play.placeBet('balloon', '1.5', { difficulty: 'hard' });
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      let last = await play.act(placed.round.id, 'pump', {});
      if (last.round.status === 'OPEN') last = await play.act(placed.round.id, 'pump', {});
      if (last.round.status === 'OPEN') last = await play.cashout(placed.round.id);
      expected = expected.plus(last.round.payout);
      ends[last.round.payout === '0' ? 'lost' : 'won']++;
      expect(last.round.status).toBe('CLOSED');
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    for (const id of ids) expect(await verifyRound(balloonGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(balloonGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses a cashout before the first pump and moves on closed rounds', async () => {
    const play = demoPlay(balloonGame, { openingBalance: '10' });
    const placed = await play.placeBet('balloon', '1', { difficulty: 'expert' });
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    let last = await play.act(placed.round.id, 'pump', {});
    while (last.round.status === 'OPEN') last = await play.act(placed.round.id, 'pump', {});
    await expect(play.act(placed.round.id, 'pump', {})).rejects.toMatchObject({ code: 'ROUND_NOT_OPEN' });
  });
});
