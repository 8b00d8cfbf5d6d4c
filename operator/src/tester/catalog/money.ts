import { Decimal, stringifyExact } from '@rgs/schema';
import { amountText, ScenarioFailure, type Scenario } from '../scenario';
import { STAKE } from './approval-set';

const REQ4 = 'Wallet-side requirement 4';
const REQ5 = 'Wallet-side requirement 5';
const REQ6 = 'Wallet-side requirement 6 (atomic balances; refusals are non-200)';
const REQ8 = 'Wallet-side requirement 8 (10 decimal places, never rounded)';

/** What the balance is, with amounts beyond the opening balance. */
const unaffordable = (balance: Decimal) => balance.plus(1);

/** Balances, precision, concurrency and the rules that tie credits to debits. */
export function moneyScenarios(): Scenario[] {
  return [
    {
      id: 'money.unaffordable-debit',
      severity: 'required',
      rule: REQ6,
      purpose: 'A `dice_bet` of one more than the whole balance.',
      expected: 'Refused with a non-200 status (never 200 with success:false); nothing moves.',
      async run(ctx) {
        const start = await ctx.begin();
        await ctx.refuse(ctx.bet('dice', ctx.newId('round'), unaffordable(start)), 'the unaffordable debit');
      },
    },
    {
      id: 'money.credit-after-rejected-debit',
      severity: 'required',
      rule: REQ5,
      purpose: 'A `dice_win` on the round of a debit that was refused for lack of funds.',
      expected: 'Both refused with a non-200 status; nothing moves.',
      async run(ctx) {
        const start = await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.refuse(ctx.bet('dice', betId, unaffordable(start)), 'the unaffordable debit');
        await ctx.refuse(ctx.win('dice', betId, STAKE), 'a credit on the refused round');
      },
    },
    {
      id: 'money.ten-decimals',
      severity: 'required',
      rule: REQ8,
      purpose: 'A round of `dice_bet` 0.0123456789 and `dice_win` 0.0234567891, then a lost round of the difference.',
      expected: 'Every balance exact to the 10th decimal place.',
      async run(ctx) {
        const start = await ctx.begin();
        const betId = ctx.newId('round');
        const stake = new Decimal('0.0123456789');
        const payout = new Decimal('0.0234567891');
        await ctx.accept(ctx.bet('dice', betId, stake), 'dice_bet 0.0123456789', stake.neg());
        await ctx.accept(ctx.win('dice', betId, payout), 'dice_win 0.0234567891', payout);
        await ctx.restoreTo(start);
      },
    },
    {
      id: 'money.large-credit',
      severity: 'required',
      rule: 'Wallet-side requirement 7',
      purpose: 'A `dice_bet` of 0.0000000001 credited 0.05 (500,000,000 times the stake).',
      expected: 'The credit is accepted in full; a lost round then brings the balance back exactly.',
      async run(ctx) {
        const start = await ctx.begin();
        const betId = ctx.newId('round');
        const stake = new Decimal('0.0000000001');
        await ctx.accept(ctx.bet('dice', betId, stake), 'dice_bet 0.0000000001', stake.neg());
        await ctx.accept(ctx.win('dice', betId, STAKE), 'dice_win 0.05', STAKE);
        await ctx.restoreTo(start);
      },
    },
    {
      id: 'money.concurrent-debits',
      severity: 'required',
      rule: REQ6,
      purpose: 'Twenty `dice_bet` sent at once, each a tenth of the balance (rounded down), on twenty rounds.',
      expected: 'Exactly ten accepted with HTTP 200, ten refused with non-200; then their credits restore the balance.',
      async run(ctx) {
        const start = await ctx.begin();
        const share = start.div(10).toDecimalPlaces(10, Decimal.ROUND_DOWN);
        const rounds = Array.from({ length: 20 }, () => ctx.newId('round'));
        const answers = await Promise.all(rounds.map((betId) => ctx.send(ctx.bet('dice', betId, share))));
        const accepted = rounds.filter((_, i) => answers[i]!.status === 200);
        const unanswered = answers.filter((a) => a.status === undefined).length;
        ctx.adjust(share.times(accepted.length).neg());
        if (accepted.length !== 10 || unanswered > 0) {
          throw new ScenarioFailure(`expected exactly 10 of 20 debits of ${amountText(share)} accepted, got ${accepted.length} accepted and ${unanswered} unanswered`);
        }
        await ctx.checkBalance('after the concurrent debits');
        for (const betId of accepted) await ctx.settle('dice', betId, share, 'crediting an accepted debit');
      },
    },
    {
      id: 'money.second-debit',
      severity: 'required',
      rule: `${REQ4}: one debit per round for ordinary games`,
      purpose: 'A second `dice_bet` with a new transactionId on a round that already has its debit.',
      expected: 'Refused with a non-200 status; nothing moves; the round then settles normally.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet('dice', betId, STAKE), 'dice_bet', STAKE.neg());
        await ctx.refuse(ctx.bet('dice', betId, STAKE), 'a second dice_bet');
        await ctx.settle('dice', betId, STAKE, 'settling');
      },
    },
    {
      id: 'money.betId-reused-by-another-game',
      severity: 'required',
      rule: `${REQ4}: including reuse of the betId under another game`,
      purpose: 'A `mines_bet` on the betId of an open `dice_bet` round.',
      expected: 'Refused with a non-200 status; nothing moves.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet('dice', betId, STAKE), 'dice_bet', STAKE.neg());
        await ctx.refuse(ctx.bet('mines', betId, STAKE), 'mines_bet on the dice round');
        await ctx.settle('dice', betId, STAKE, 'settling');
      },
    },
    {
      id: 'money.cross-game-credit',
      severity: 'required',
      rule: `${REQ5}: cross-game credit is rejected`,
      purpose: 'A `mines_win` on the betId of an open `dice_bet` round.',
      expected: 'Refused with a non-200 status; nothing moves; the dice credit is then accepted.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet('dice', betId, STAKE), 'dice_bet', STAKE.neg());
        await ctx.refuse(ctx.win('mines', betId, STAKE), 'mines_win on the dice round');
        await ctx.settle('dice', betId, STAKE, 'the dice_win');
      },
    },
    {
      id: 'money.blackjack-repeated-debits',
      severity: 'required',
      rule: `${REQ4}: Blackjack accepts several debits with distinct transactionIds`,
      purpose: 'A Blackjack round: the opening `blackjack_bet`, a second one (a double) and a third (insurance), then one credit.',
      expected: 'All four accepted with exact balances.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        const part = new Decimal('0.02');
        for (const step of ['opening', 'double', 'insurance']) await ctx.accept(ctx.bet('blackjack', betId, part), `blackjack_bet (${step})`, part.neg());
        await ctx.settle('blackjack', betId, part.times(3), 'the blackjack_win');
      },
    },
    {
      id: 'money.blackjack-replayed-second-debit',
      severity: 'required',
      rule: REQ4,
      purpose: "Blackjack's second debit (a double) sent twice with the same transactionId.",
      expected: 'The replay is refused with a non-200 status; nothing moves.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        const part = new Decimal('0.02');
        await ctx.accept(ctx.bet('blackjack', betId, part), 'blackjack_bet (opening)', part.neg());
        const double = stringifyExact(ctx.bet('blackjack', betId, part));
        await ctx.accept(double, 'blackjack_bet (double)', part.neg());
        await ctx.refuse(double, 'the same double again');
        await ctx.settle('blackjack', betId, part.times(2), 'the blackjack_win');
      },
    },
  ];
}
