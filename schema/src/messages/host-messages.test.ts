import { describe, expect, it } from 'vitest';
import { hostMessageSchema } from './host-messages';

// One payload per row of INTERFACES.md §6, every field present.
const betResult = {
  type: 'bet_result',
  roundId: 'rnd_1',
  betId: 'rnd_1',
  game: 'dice',
  amount: '1.0000000000',
  payout: '1.9800000000',
  multiplier: '1.98',
  currency: 'USD',
  freeBet: false,
  status: 'won',
  balance: '1000.9800000000',
} as const;

describe('hostMessageSchema', () => {
  it('accepts each message of INTERFACES.md §6 exactly as written', () => {
    const messages = [
      { type: 'service:resize', height: 512.5 },
      { type: 'balance_update', balance: '12.5', currency: 'USD' },
      ...(['missing', 'expired', 'rejected'] as const).map((reason) => ({ type: 'auth_required', reason })),
      betResult,
      ...(['lost', 'void'] as const).map((status) => ({ ...betResult, status })),
    ];
    for (const message of messages) expect(hostMessageSchema.parse(message)).toEqual(message);
    const { balance: _optional, ...withoutBalance } = betResult;
    expect(hostMessageSchema.parse(withoutBalance)).toEqual(withoutBalance);
  });

  it('refuses the old bet_result shape (`won`, no `betId`, no `status`)', () => {
    const { betId: _betId, status: _status, balance: _balance, ...rest } = betResult;
    expect(hostMessageSchema.safeParse({ ...rest, won: true }).success).toBe(false);
  });

  it.each([
    ['a field the table does not list', { ...betResult, won: true }],
    ['no betId', { ...betResult, betId: undefined }],
    ['a status outside won|lost|void', { ...betResult, status: 'pending' }],
    ['an amount that is a number', { ...betResult, amount: 1 }],
    ['an amount that is not decimal text', { ...betResult, payout: '1e3' }],
    ['freeBet as text', { ...betResult, freeBet: 'false' }],
    ['a balance that is a number', { ...betResult, balance: 10 }],
    ['a zero height', { type: 'service:resize', height: 0 }],
    ['an infinite height', { type: 'service:resize', height: Number.POSITIVE_INFINITY }],
    ['a balance_update without currency', { type: 'balance_update', balance: '1' }],
    ['an auth_required reason outside the list', { type: 'auth_required', reason: 'banned' }],
    ['an auth_required without reason', { type: 'auth_required' }],
    ['an unknown type', { type: 'bet_placed' }],
  ])('refuses %s', (_name, message) => {
    expect(hostMessageSchema.safeParse(message).success).toBe(false);
  });
});
