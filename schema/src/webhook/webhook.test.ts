import { describe, expect, it } from 'vitest';
import { parseExact } from '../money';
import { balanceResponseSchema, mutationResponseBalanceSchema } from './webhook-response';
import { webhookActionSchema, webhookEnvelopeSchema } from './webhook-request';

describe('webhook schemas', () => {
  it('parses an envelope with exact opt-in numbers', () => {
    const body = parseExact(
      '{"event":"dice_bet","userId":"u","customerId":"c","betId":"rnd_1","transactionId":"txn_1","roundClosed":false,' +
        '"actions":[{"type":"bet","amount":1.5}],"usdRate":0.1999999999,"freeBetsRemaining":3}',
    );
    const parsed = webhookEnvelopeSchema.parse(body);
    expect(parsed.usdRate?.toFixed()).toBe('0.1999999999');
    expect(parsed.freeBetsRemaining).toBe(3);
    expect(webhookActionSchema.parse(parsed.actions[0]).amount.toFixed()).toBe('1.5');
  });

  it.each([
    ['unknown type', { type: 'refund', amount: 1 }],
    ['missing amount', { type: 'bet' }],
    ['string amount', { type: 'bet', amount: '1' }],
    ['negative amount', { type: 'bet', amount: -1 }],
    ['11 decimals', { type: 'win', amount: 0.00000000001 }],
  ])('refuses an action with %s', (_name, action) => {
    expect(webhookActionSchema.safeParse(action).success).toBe(false);
  });

  it('accepts only success:true with a finite balance on balance_check', () => {
    expect(balanceResponseSchema.safeParse(parseExact('{"success":true,"balance":10.25}')).success).toBe(true);
    expect(balanceResponseSchema.safeParse(parseExact('{"success":false,"balance":10}')).success).toBe(false);
    expect(balanceResponseSchema.safeParse(parseExact('{"success":true,"balance":"10"}')).success).toBe(false);
    expect(balanceResponseSchema.safeParse(parseExact('{"success":true}')).success).toBe(false);
  });

  it('takes a mutation balance only when finite and non-negative', () => {
    expect(mutationResponseBalanceSchema.safeParse(parseExact('{"success":false,"balance":3}')).success).toBe(true);
    expect(mutationResponseBalanceSchema.safeParse(parseExact('{"balance":-1}')).success).toBe(false);
  });

  // numeric(38,10): 28 integer digits and 10 places. Every reported balance, on balance_check and on a
  // mutation answer, is held to it; nothing is rounded to make it fit.
  const largest = `${'9'.repeat(28)}.${'9'.repeat(10)}`;
  it.each([
    ['zero', '0', '0'],
    ['minus zero', '-0', '0'],
    ['ten places', '0.0000000001', '0.0000000001'],
    ['the largest numeric(38,10)', largest, largest],
    ['an exponent that lands in range', '1.5e3', '1500'],
  ])('accepts a balance of %s', (_name, text, expected) => {
    for (const schema of [balanceResponseSchema, mutationResponseBalanceSchema]) {
      const parsed = schema.safeParse(parseExact(`{"success":true,"balance":${text}}`));
      expect(parsed.success && parsed.data.balance.toFixed()).toBe(expected);
    }
  });

  it.each([
    ['negative', '-50', 'balance must not be negative'],
    ['1e400', '1e400', 'balance is too large'],
    ['1e40', '1e40', 'balance is too large'],
    ['29 integer digits', '1'.repeat(29), 'balance is too large'],
    ['11 decimal places', '0.00000000001', 'balance has more than 10 decimal places'],
    ['1e-400', '1e-400', 'balance has more than 10 decimal places'],
  ])('refuses a balance that is %s', (_name, text, message) => {
    for (const schema of [balanceResponseSchema, mutationResponseBalanceSchema]) {
      const parsed = schema.safeParse(parseExact(`{"success":true,"balance":${text}}`));
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([message]);
    }
  });
});
