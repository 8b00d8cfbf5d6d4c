import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { bridgeGame } from '../game';
import { bridgePlaybook } from '../playbook';

describe('demo play on the real bridge rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(bridgeGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    const endings = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const placed = await play.placeBet('bridge', '1.5', bridgePlaybook.params);
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      let last = placed;
      // Cash out after two rows, or lose on the way.
      for (let level = 0; level < 2 && last.round.status === 'OPEN'; level++) {
        const move = bridgePlaybook.next(last.round.state as never, bridgePlaybook.params);
        last = await play.act(placed.round.id, move.action, move.params);
      }
      if (last.round.status === 'OPEN') last = await play.cashout(placed.round.id);
      endings.add(last.round.payout === '0' ? 'lost' : last.round.multiplier);
      expected = expected.plus(last.round.payout);
      expect(last.round.status).toBe('CLOSED');
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    expect(endings).toEqual(new Set(['lost', '3.96']));
    for (const id of ids) expect(await verifyRound(bridgeGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(bridgeGame, (await play.proof(id))!)).toBe('verified');
  });
});
