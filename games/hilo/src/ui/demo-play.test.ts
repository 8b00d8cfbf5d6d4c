import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { hiloGame } from '../game';
import { hiloPlaybook } from '../playbook';

// The kit's demo engine on the real HiLo rules: won, lost and skipped rounds, and their proofs.
describe('demo play on the real HiLo rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(hiloGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    let won = 0;
    let lost = 0;
    for (let i = 0; i < 24; i++) {
      const placed = await play.placeBet('hilo', '1.5', hiloPlaybook.params);
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      let last = i % 3 === 0 ? await play.act(placed.round.id, 'skip', {}) : placed;
      // Guess the likelier side until one is right (then cash out) or one is wrong.
      while (last.round.status === 'OPEN' && !/[1-9]/.test(last.round.multiplier)) {
        const { action, params } = hiloPlaybook.next(last.round.state as never, {});
        last = await play.act(placed.round.id, action, params);
      }
      if (last.round.status === 'OPEN') last = await play.cashout(placed.round.id);
      expected = expected.plus(last.round.payout);
      if (new Decimal(last.round.payout).gt(0)) won += 1;
      else lost += 1;
      expect(last.round.status).toBe('CLOSED');
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    expect(won).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
    for (const id of ids) expect(await verifyRound(hiloGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(hiloGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses a cashout before a right guess and any move on a closed round', async () => {
    const play = demoPlay(hiloGame, { openingBalance: '10' });
    const placed = await play.placeBet('hilo', '1', {});
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    let last = placed;
    while (last.round.status === 'OPEN') last = await play.act(placed.round.id, 'guess', { choice: 'same' });
    await expect(play.act(placed.round.id, 'skip', {})).rejects.toMatchObject({ code: 'ROUND_NOT_OPEN' });
  });
});
