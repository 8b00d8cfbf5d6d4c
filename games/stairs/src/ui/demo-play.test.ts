import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { stairsGame } from '../game';

// The browser's demo engine on the real stairs rules: open, lost and won rounds, and their proofs.
describe('demo play on the real stairs rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(stairsGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const placed = await play.placeBet('stairs', '1.5', {});
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      let last = await play.act(placed.round.id, 'climb', { stairs: 2 });
      if (last.round.status === 'OPEN') last = await play.cashout(placed.round.id);
      expected = expected.plus(last.round.payout);
      expect(['0', '2.97']).toContain(last.round.payout);
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    for (const id of ids) expect(await verifyRound(stairsGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(stairsGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses a cashout before the first climb and moves on closed rounds', async () => {
    const play = demoPlay(stairsGame, { openingBalance: '10' });
    const placed = await play.placeBet('stairs', '1', {});
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    let round = (await play.act(placed.round.id, 'climb', { stairs: 3 })).round;
    while (round.status === 'OPEN') round = (await play.act(placed.round.id, 'climb', { stairs: round.state && (round.state as { stair: number }).stair >= 22 ? 1 : 3 })).round;
    await expect(play.act(placed.round.id, 'climb', { stairs: 1 })).rejects.toMatchObject({ code: 'ROUND_NOT_OPEN' });
  });
});
