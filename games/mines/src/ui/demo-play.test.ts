import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { Decimal } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { minesGame } from '../game';

// The demo engine lives in the kit but needs a real game to run: mines exercises open, lost and won rounds.
describe('demo play on the real mines rules', () => {
  it('moves the demo balance by exactly stake and payout, and every round verifies after rotation', async () => {
    const play = demoPlay(minesGame, { openingBalance: '100' });
    let expected = new Decimal(100);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const placed = await play.placeBet('mines', '1.5', { mines: 3 });
      expected = expected.minus('1.5');
      ids.push(placed.round.id);
      const acted = await play.act(placed.round.id, 'reveal', { tile: i % 25 });
      let last = acted;
      if (acted.round.status === 'OPEN') last = await play.cashout(placed.round.id);
      expected = expected.plus(last.round.payout);
      expect(last.round.status).toBe('CLOSED');
      expect(new Decimal(last.balance!).toFixed()).toBe(expected.toFixed());
    }
    for (const id of ids) expect(await verifyRound(minesGame, (await play.proof(id))!)).toBe('not-revealed');
    await play.rotateSeed('chosen');
    for (const id of ids) expect(await verifyRound(minesGame, (await play.proof(id))!)).toBe('verified');
    expect((await play.fairness()).clientSeed).toBe('chosen');
  });

  it('takes a 10-place stake and pays stake × multiplier rounded down to 10 places', async () => {
    const play = demoPlay(minesGame, { openingBalance: '100' });
    const stake = '0.1234567901';
    for (let tile = 0; tile < 25; tile++) {
      const placed = await play.placeBet('mines', stake, { mines: 1 });
      expect(placed.round.amount).toBe(stake);
      const acted = await play.act(placed.round.id, 'reveal', { tile });
      if (acted.round.status !== 'OPEN') continue;
      const cashed = await play.cashout(placed.round.id);
      // 0.1234567901 × 1.0312 = 0.12730864195112: rounded down (never half-up to ...0642) to 10 places.
      expect(cashed.round.multiplier).toBe('1.0312');
      expect(cashed.round.payout).toBe('0.1273086419');
      return;
    }
    throw new Error('every tile was a mine');
  });

  it('refuses stakes outside the limits, over the balance, and moves on closed rounds', async () => {
    const play = demoPlay(minesGame, { openingBalance: '2' });
    await expect(play.placeBet('mines', '0.01', { mines: 3 })).rejects.toMatchObject({ code: 'BET_LIMIT' });
    await expect(play.placeBet('mines', '3', { mines: 3 })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const placed = await play.placeBet('mines', '1', { mines: 24 });
    await expect(play.cashout(placed.round.id)).rejects.toMatchObject({ code: 'CASHOUT_NOT_ALLOWED' });
    const acted = await play.act(placed.round.id, 'reveal', { tile: 0 });
    if (acted.round.status === 'CLOSED') await expect(play.act(placed.round.id, 'reveal', { tile: 1 })).rejects.toMatchObject({ code: 'ROUND_NOT_OPEN' });
  });
});
