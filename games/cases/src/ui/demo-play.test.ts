import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { casesGame } from '../game';
import type { CasesState } from '../rules';

describe('demo play on the real cases rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(casesGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const pick = i;
      const placed = await play.placeBet('cases', '1.5', { pick });
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      // Open i % 4 + 1 cases, then take the offer; every fourth round is kept to the end.
      let last = placed;
      for (let opened = 0; last.round.status === 'OPEN' && (i % 4 === 3 || opened < (i % 4) + 1); opened++) {
        const state = last.round.state as CasesState;
        const next = Array.from({ length: 12 }, (_, c) => c).find((c) => c !== pick && !state.opened.some((o) => o.case === c))!;
        last = await play.act(placed.round.id, 'open', { case: next });
      }
      if (last.round.status === 'OPEN') last = await play.cashout(placed.round.id);
      expected = expected.plus(last.round.payout);
      expect(last.round.status).toBe('CLOSED');
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    for (const id of ids) expect(await verifyRound(casesGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(casesGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses a cashout before the first case and the player’s own case', async () => {
    const play = demoPlay(casesGame, { openingBalance: '10' });
    const placed = await play.placeBet('cases', '1', { pick: 4 });
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    await expect(play.act(placed.round.id, 'open', { case: 4 })).rejects.toMatchObject({ code: 'INVALID_ACTION' });
  });
});
