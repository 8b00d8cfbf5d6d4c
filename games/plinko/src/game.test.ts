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

describe('plinkoGame.describeOutcome', () => {
  const describeOutcome = plinkoGame.describeOutcome!;
  const params = { rows: 8, risk: 'low', balls: 3 } as const;
  /** A result with these slots on the 8-row low board (paths are not read). */
  const landed = (slots: number[], total: string) => ({ paths: [], slots, multipliers: [], total });

  it('lists the balls’ slots and the batch’s total multiplier, in the player’s language', () => {
    expect(describeOutcome(landed([4, 7, 8], '7.82'), params, 'en')).toBe('balls landed in slots 4, 7, and 8 (total 7.82×)');
    expect(describeOutcome(landed([4, 7, 8], '7.82'), params, 'pt')).toBe('as bolas caíram nas casas 4, 7 e 8 (total 7,82×)');
    expect(describeOutcome(landed([4, 7, 8], '7.82'), params, 'es')).toBe('las bolas cayeron en las casillas 4, 7 y 8 (total 7,82×)');
  });

  it('says one ball in the singular', () => {
    expect(describeOutcome(landed([0], '5.62'), { ...params, balls: 1 }, 'en')).toBe('ball landed in slot 0 (5.62×)');
    expect(describeOutcome(landed([0], '5.62'), { ...params, balls: 1 }, 'pt')).toBe('a bola caiu na casa 0 (5,62×)');
  });

  it('keeps a big batch short: the first five slots, then how many more', () => {
    const slots = Array.from({ length: 100 }, (_, i) => i % 9);
    expect(describeOutcome(landed(slots, '1234.5'), { ...params, balls: 100 }, 'en')).toBe('balls landed in slots 0, 1, 2, 3, 4, and 95 more (total 1,234.5×)');
    expect(describeOutcome(landed(slots, '1234.5'), { ...params, balls: 100 }, 'pt')).toBe('as bolas caíram nas casas 0, 1, 2, 3, 4 e mais 95 (total 1.234,5×)');
    // Six balls are all listed: "and 1 more" would be no shorter.
    expect(describeOutcome(landed(slots.slice(0, 6), '6'), { ...params, balls: 6 }, 'en')).toBe('balls landed in slots 0, 1, 2, 3, 4, and 5 (total 6×)');
    expect(describeOutcome(landed(slots.slice(0, 7), '7'), { ...params, balls: 7 }, 'en')).toBe('balls landed in slots 0, 1, 2, 3, 4, and 2 more (total 7×)');
  });

  it('describes the outcome the seam recorded', () => {
    // Floats below 0.5 bounce left: ball 0 all left (slot 0), ball 1 all right (slot 8).
    const floats = [...Array(8).fill(0.1), ...Array(8).fill(0.9)];
    const { round } = advanceRound(plinkoGame, newRoundSnapshot(plinkoGame, { ...params, balls: 2 }, '1'), { kind: 'start', floats });
    expect(describeOutcome(round.outcome!, round.params, 'en')).toBe('balls landed in slots 0 and 8 (total 11.24×)');
  });
});
