import { Decimal } from '@rgs/schema';
import type { EventFields, Scenario } from '../scenario';
import { STAKE } from './approval-set';

const REQ2 = 'Wallet-side requirement 2';
const REQ3 = 'Wallet-side requirement 3 (malformed money events)';

/** A `dice_bet` with one field broken, which must be refused and move nothing. */
function refusedShape(id: string, rule: string, purpose: string, fields: (betId: string) => EventFields): Scenario {
  return {
    id,
    severity: 'required',
    rule,
    purpose,
    expected: 'Refused with a non-200 status; nothing moves.',
    async run(ctx) {
      await ctx.begin();
      await ctx.refuse(ctx.event('dice_bet', { roundClosed: false, ...fields(ctx.newId('round')) }), 'the malformed debit');
    },
  };
}

const bet = (amount: unknown) => [{ type: 'bet', amount }];

/** Malformed events: the second and third wallet-side requirements. */
export function shapeScenarios(): Scenario[] {
  return [
    refusedShape('shape.missing-betId', REQ2, 'A `dice_bet` without `betId`.', () => ({ betId: null, actions: bet(STAKE) })),
    refusedShape('shape.empty-betId', REQ2, 'A `dice_bet` whose `betId` is the empty string.', () => ({ betId: '', actions: bet(STAKE) })),
    refusedShape('shape.empty-actions', REQ3, 'A `dice_bet` with an empty `actions` array.', (betId) => ({ betId, actions: [] })),
    refusedShape('shape.unsupported-action-type', REQ3, 'A `dice_bet` whose action type is `refund`.', (betId) => ({
      betId,
      actions: [{ type: 'refund', amount: STAKE }],
    })),
    refusedShape('shape.missing-amount', REQ3, 'A `dice_bet` whose action has no `amount`.', (betId) => ({ betId, actions: [{ type: 'bet' }] })),
    refusedShape('shape.non-numeric-amount', REQ3, 'A `dice_bet` whose amount is the string "ten".', (betId) => ({ betId, actions: bet('ten') })),
    refusedShape('shape.negative-amount', REQ3, 'A `dice_bet` of amount -0.05.', (betId) => ({ betId, actions: bet(new Decimal('-0.05')) })),
    {
      id: 'shape.malformed-json',
      severity: 'required',
      rule: REQ3,
      purpose: 'A correctly signed body that is not JSON (cut off mid-object).',
      expected: 'Refused with a non-200 status; nothing moves.',
      async run(ctx) {
        await ctx.begin();
        await ctx.refuse(`{"event":"dice_bet","userId":${JSON.stringify(ctx.identity.userId)},"actions":[{"type":"bet","amount":0.05}`, 'the cut-off body');
      },
    },
    {
      id: 'shape.credit-empty-actions',
      severity: 'required',
      rule: REQ3,
      purpose: 'On an open round, a `dice_win` with an empty `actions` array, then the genuine credit.',
      expected: 'The empty credit is refused with nothing moved; the genuine credit is then accepted.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet('dice', betId, STAKE), 'dice_bet', STAKE.neg());
        await ctx.refuse(ctx.event('dice_win', { betId, roundClosed: true, actions: [] }), 'a dice_win with no action');
        await ctx.settle('dice', betId, STAKE, 'the genuine dice_win');
      },
    },
  ];
}
