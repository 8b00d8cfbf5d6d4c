import { advanceRound, newRoundSnapshot, payoutOf } from '@rgs/game-kit';
import { demoPlay } from '@rgs/game-kit/ui/demo-play';
import { verifyRound } from '@rgs/game-kit/ui/verify-round';
import { describe, expect, it } from 'vitest';
import { plinkoGame } from './game';
import { playPlinko } from './rules';

describe('plinko on the seam', () => {
  it('debits amount × balls and credits amount × the batch total, rounded down, in one credit', () => {
    const params = { rows: 8, risk: 'low', balls: 3 } as const;
    const floats = Array.from({ length: 24 }, (_, i) => ((i * 37) % 100) / 100);
    const { round, intents } = advanceRound(plinkoGame, newRoundSnapshot(plinkoGame, params, '0.3333333333'), { kind: 'start', floats });
    const result = playPlinko(params, floats);
    expect(intents).toEqual([
      { kind: 'debit', amount: '0.9999999999', reason: 'bet', roundClosed: false },
      { kind: 'credit', amount: payoutOf('0.3333333333', result.total).toFixed() },
    ]);
    expect(round).toMatchObject({ status: 'closed', wagered: '0.9999999999', multiplier: result.total, exclusive: false });
    expect(round.state).toStrictEqual(result);
  });

  it('plays a batch in the demo: the demo balance moves by exactly the debit and the credit, and the round verifies', async () => {
    const play = demoPlay(plinkoGame, { openingBalance: '1000' });
    const placed = await play.placeBet('plinko', '0.3333333333', { rows: 16, risk: 'high', balls: 7 });
    const { round } = placed;
    expect(round.status).toBe('CLOSED');
    expect(round.amount).toBe('2.3333333331');
    expect(round.payout).toBe(payoutOf('0.3333333333', round.state.total).toFixed());
    expect(placed.balance).toBe(
      payoutOf('0.3333333333', round.state.total).plus('1000').minus('2.3333333331').toFixed(),
    );
    await play.rotateSeed(null);
    expect(await verifyRound(plinkoGame, (await play.proof(round.id))!)).toBe('verified');
  });

  it('refuses bad params, and a batch the demo balance cannot cover, changing nothing', async () => {
    const play = demoPlay(plinkoGame, { openingBalance: '10' });
    await expect(play.placeBet('plinko', '1', { rows: 17, risk: 'high', balls: 1 })).rejects.toThrow();
    await expect(play.placeBet('plinko', '1', { rows: 8, risk: 'high', balls: 11 })).rejects.toThrow(/Not enough demo balance/);
    expect((await play.fairness()).nonce).toBe(0);
  });
});
