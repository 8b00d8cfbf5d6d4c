import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { soccerGame } from '../game';
import { soccerPlaybook } from '../playbook';
import type { SoccerState } from '../rules';

// The demo engine in the browser runs the real rules: won, lost and cashed-out rounds move its balance
// by exactly stake and payout, and every round verifies once the seed is revealed.
describe('demo play on the real soccer rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(soccerGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    const endings = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const placed = await play.placeBet('soccer', '1.5', soccerPlaybook.params);
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      let last = placed;
      // Cash out after two goals, or play on to a save.
      while (last.round.status === 'OPEN') {
        const goals = (last.round.state as SoccerState).kicks.length;
        if (goals === 2) {
          last = await play.cashout(placed.round.id);
          endings.add('cashout');
          break;
        }
        const move = soccerPlaybook.next(last.round.state as SoccerState, soccerPlaybook.params);
        last = await play.act(placed.round.id, move.action, move.params);
        if (last.round.status === 'CLOSED') endings.add('saved');
      }
      expected = expected.plus(last.round.payout);
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    expect([...endings].sort()).toEqual(['cashout', 'saved']);
    for (const id of ids) expect(await verifyRound(soccerGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(soccerGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses a cashout before a goal and moves on a closed round', async () => {
    const play = demoPlay(soccerGame, { openingBalance: '10' });
    const placed = await play.placeBet('soccer', '1', { difficulty: 'expert' });
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    await expect(play.act(placed.round.id, 'shoot', { zone: 6 })).rejects.toMatchObject({ code: 'INVALID_ACTION' });
    let round = placed.round;
    while (round.status === 'OPEN') round = (await play.act(placed.round.id, 'shoot', { zone: 0 })).round;
    await expect(play.act(placed.round.id, 'shoot', { zone: 0 })).rejects.toMatchObject({ code: 'ROUND_NOT_OPEN' });
  });
});
