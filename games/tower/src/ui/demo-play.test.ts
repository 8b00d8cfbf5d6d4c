import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { towerGame } from '../game';

// The browser's demo engine on the real tower rules: open, lost and won rounds, and their proofs.
describe('demo play on the real tower rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(towerGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const placed = await play.placeBet('tower', '1.5', { difficulty: 'easy' });
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      let last = await play.act(placed.round.id, 'pick', { tile: i % 4 });
      if (last.round.status === 'OPEN') last = await play.act(placed.round.id, 'pick', { tile: (i + 1) % 4 });
      if (last.round.status === 'OPEN') last = await play.cashout(placed.round.id);
      expected = expected.plus(last.round.payout);
      expect(last.round.status).toBe('CLOSED');
      expect(['0', '2.64']).toContain(last.round.payout);
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    for (const id of ids) expect(await verifyRound(towerGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(towerGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses a cashout before the first floor, a tile the floor lacks, and moves on closed rounds', async () => {
    const play = demoPlay(towerGame, { openingBalance: '10' });
    const placed = await play.placeBet('tower', '1', { difficulty: 'hard' });
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    await expect(play.act(placed.round.id, 'pick', { tile: 2 })).rejects.toMatchObject({ code: 'INVALID_ACTION' });
    let round = (await play.act(placed.round.id, 'pick', { tile: 0 })).round;
    while (round.status === 'OPEN') round = (await play.act(placed.round.id, 'pick', { tile: 0 })).round;
    await expect(play.act(placed.round.id, 'pick', { tile: 0 })).rejects.toMatchObject({ code: 'ROUND_NOT_OPEN' });
  });
});
