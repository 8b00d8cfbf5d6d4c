import { Decimal, findGame } from '@rgs/schema';
import { describe, expect, it } from 'vitest';
import { parseWebhookEvent } from './parse-webhook-event';
import type { RawBody } from '../verify-webhook';
import type { ParsedWebhook } from './webhook-event';

const BASE = '"userId":"player-42","customerId":"cus_1"';

/** Parses and expects success; answers the event and its classification. */
function parsed(body: RawBody) {
  const result = parseWebhookEvent(body);
  if (!result.ok) throw new Error(`expected ${body} to parse, got ${result.reason}`);
  return result;
}

describe('parseWebhookEvent', () => {
  it('surfaces every contract field, amounts as exact Decimals, and makes the default currency explicit', () => {
    const body =
      `{"event":"dice_bet",${BASE},"betId":"rnd_1","transactionId":"txn_1","roundClosed":false,` +
      '"actions":[{"type":"bet","amount":1.0000000001}],"sessionToken":"op-session-7","currency":"BRL",' +
      '"playerAmount":0.1923076923,"playerCurrency":"USD","rate":0.1923076923,"usdRate":0.19230769230769230769,' +
      '"freeBet":true,"freeBetId":"fb_1","freeBetsRemaining":4,"someFieldAddedLater":{"x":1}}';
    const { event, classification } = parsed(body);
    expect(event).toEqual({
      event: 'dice_bet',
      userId: 'player-42',
      customerId: 'cus_1',
      betId: 'rnd_1',
      transactionId: 'txn_1',
      roundClosed: false,
      actions: [{ type: 'bet', amount: new Decimal('1.0000000001') }],
      sessionToken: 'op-session-7',
      currency: 'BRL',
      playerAmount: new Decimal('0.1923076923'),
      playerCurrency: 'USD',
      rate: new Decimal('0.1923076923'),
      usdRate: new Decimal('0.19230769230769230769'),
      freeBet: true,
      freeBetId: 'fb_1',
      freeBetsRemaining: 4,
    });
    // Exact beyond a float: the 20-digit rate keeps every digit.
    expect(event.usdRate?.toFixed()).toBe('0.19230769230769230769');
    expect(event.actions[0]?.amount.toFixed()).toBe('1.0000000001');
    expect(classification).toEqual({ type: 'canonical', game: findGame('dice'), kind: 'bet' });
  });

  it('answers USD for a body without currency, and leaves absent optional fields absent', () => {
    const { event } = parsed(`{"event":"balance_check",${BASE},"actions":[]}`);
    expect(event).toEqual({ event: 'balance_check', userId: 'player-42', customerId: 'cus_1', actions: [], currency: 'USD' });
    expect(Object.keys(event)).toEqual(['event', 'userId', 'customerId', 'actions', 'currency']);
  });

  it('accepts a *_close with empty actions and keeps transactionId and roundClosed', () => {
    const { event, classification } = parsed(`{"event":"mines_close",${BASE},"betId":"rnd_m","transactionId":"txn_c","roundClosed":true,"actions":[]}`);
    expect(event).toMatchObject({ event: 'mines_close', transactionId: 'txn_c', roundClosed: true, actions: [] });
    expect(classification).toEqual({ type: 'canonical', game: findGame('mines'), kind: 'close' });
  });

  it('parses the exact bytes as UTF-8', () => {
    const bytes = new TextEncoder().encode(`{"event":"balance_check",${BASE.replace('player-42', 'jogadôr-€')},"actions":[]}`);
    expect(parsed(bytes).event.userId).toBe('jogadôr-€');
    expect(parseWebhookEvent(new Uint8Array([0x7b, 0xff, 0x7d]))).toEqual({ ok: false, code: 'not_json', reason: 'body is not valid UTF-8 JSON' });
  });

  it.each([
    ['not json', 'not_json', 'body is not valid UTF-8 JSON'],
    ['[]', 'invalid_field', 'body: '],
    ['{"event":"dice_bet"}', 'invalid_field', 'userId: '],
    [`{"event":"",${BASE},"actions":[]}`, 'invalid_field', 'event: '],
    [`{"event":"dice_bet",${BASE},"actions":[],"usdRate":"1"}`, 'invalid_field', 'usdRate: Expected a finite number'],
    [`{"event":"dice_bet",${BASE},"actions":[],"usdRate":0}`, 'invalid_field', 'usdRate: Expected a positive number'],
    [`{"event":"dice_bet",${BASE},"actions":[{"type":"bet","amount":-1}]}`, 'invalid_field', 'actions.0.amount: '],
    [`{"event":"dice_bet",${BASE},"actions":[{"type":"bet","amount":"1"}]}`, 'invalid_field', 'actions.0.amount: Expected a finite number'],
    [`{"event":"dice_bet",${BASE},"actions":[{"type":"bet"}]}`, 'invalid_field', 'actions.0.amount: '],
    [`{"event":"dice_bet",${BASE},"actions":[{"type":"bet","amount":0.00000000001}]}`, 'invalid_field', 'actions.0.amount: '],
    [`{"event":"dice_bet",${BASE},"actions":[{"type":"refund","amount":1}]}`, 'invalid_field', 'actions.0.type: '],
    [`{"event":"dice_bet",${BASE},"actions":{}}`, 'invalid_field', 'actions: '],
    [`{"event":"dice_bet",${BASE},"actions":[],"roundClosed":"true"}`, 'invalid_field', 'roundClosed: '],
    [`{"event":"dice_bet",${BASE},"actions":[],"currency":""}`, 'invalid_field', 'currency: '],
    [`{"event":"dice_bet",${BASE},"actions":[],"freeBet":false}`, 'invalid_field', 'freeBet: freeBet is always true when present'],
    [`{"event":"dice_bet",${BASE},"actions":[],"freeBetsRemaining":-1}`, 'invalid_field', 'freeBetsRemaining: Expected an integer of 0 or more'],
    [`{"event":"dice_bet",${BASE},"actions":[],"freeBetsRemaining":1.5}`, 'invalid_field', 'freeBetsRemaining: Expected an integer'],
    [`{"event":"dice_bet",${BASE},"actions":[],"playerAmount":1,"playerCurrency":"EUR"}`, 'invalid_field', 'playerAmount: playerAmount, playerCurrency and rate travel together'],
    [`{"event":"dice_bet",${BASE},"actions":[],"playerAmount":-1,"playerCurrency":"EUR","rate":1}`, 'invalid_field', 'playerAmount: Expected a number of 0 or more'],
  ])('refuses %s with a reason', (body, code, reason) => {
    const result: ParsedWebhook = parseWebhookEvent(body);
    expect(result).toEqual({ ok: false, code, reason: expect.stringContaining(reason) });
    if (!result.ok) expect(result.reason.startsWith(reason)).toBe(true);
  });
});
