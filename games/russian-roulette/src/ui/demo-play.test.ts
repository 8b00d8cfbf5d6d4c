import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { russianRouletteGame } from '../game';

// The browser's demo runs the real rules: open, lost and cashed-out rounds move the demo balance exactly.
describe('demo play on the real russian roulette rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(russianRouletteGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const placed = await play.placeBet('russianRoulette', '1.5', { bullets: 1 + (i % 5) });
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      let last = await play.act(placed.round.id, 'pull', {});
      if (last.round.status === 'OPEN') last = await play.cashout(placed.round.id);
      expected = expected.plus(last.round.payout);
      expect(last.round.status).toBe('CLOSED');
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    for (const id of ids) expect(await verifyRound(russianRouletteGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(russianRouletteGame, (await play.proof(id))!)).toBe('verified');
  });

  it('refuses a cashout before the first pull and moves on closed rounds', async () => {
    const play = demoPlay(russianRouletteGame, { openingBalance: '10' });
    const placed = await play.placeBet('russianRoulette', '1', { bullets: 5 });
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    await play.act(placed.round.id, 'pull', {});
    // Five bullets: the first pull ends the round either way.
    await expect(play.act(placed.round.id, 'pull', {})).rejects.toMatchObject({ code: 'ROUND_NOT_OPEN' });
  });
});
