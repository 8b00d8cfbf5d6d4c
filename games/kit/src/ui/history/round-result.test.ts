import { describe, expect, it } from 'vitest';
import { historyStrings } from './history-strings';
import { paramEntries } from './round-params';
import { roundResult } from './round-result';

describe('roundResult', () => {
  it.each([
    [{ status: 'CLOSED', amount: '1.0000000000', payout: '1.9800000000' }, 'won'],
    [{ status: 'CLOSED', amount: '10', payout: '0' }, 'lost'],
    [{ status: 'CLOSED', amount: '10', payout: '9.9999999999' }, 'partial'],
    [{ status: 'CLOSED', amount: '2', payout: '1.9500000000' }, 'partial'],
    [{ status: 'CLOSED', amount: '2.5', payout: '2.5000000000' }, 'even'],
    [{ status: 'CLOSED', amount: '0.0000000001', payout: '0.0000000002' }, 'won'],
    [{ status: 'OPEN', amount: '1', payout: '0' }, 'open'],
    [{ status: 'VOID', amount: '1', payout: '0' }, 'void'],
  ] as const)('%j ended %s (exactly, on the decimal text)', (round, result) => {
    expect(roundResult(round)).toBe(result);
  });
});

describe('paramEntries', () => {
  it('turns params into readable pairs', () => {
    expect(paramEntries({ riskLevel: 'high', rows: 12, auto_cashout: true, picks: [3, 7], nested: { a: 1 } }, historyStrings('en'))).toEqual([
      ['Risk level', 'high'],
      ['Rows', '12'],
      ['Auto cashout', 'yes'],
      ['Picks', '3, 7'],
      ['Nested', '{"a":1}'],
    ]);
    expect(paramEntries({ over: false }, historyStrings('pt'))).toEqual([['Over', 'não']]);
    expect(paramEntries(null, historyStrings('en'))).toEqual([]);
    expect(paramEntries([1, 2], historyStrings('en'))).toEqual([['Bet settings', '1, 2']]);
  });
});
