import { stringifyExact, type GameDefinition } from '@rgs/schema';
import type { Scenario } from '../scenario';
import { APPROVAL_GAMES, MULTI_ROUND_GAMES, STAKE } from './approval-set';

const REQ4 = 'Wallet-side requirement 4 (idempotency)';
const REQ5 = 'Wallet-side requirement 5 (a credit needs its debit)';

/** Four checks of each approval game's two canonical events, and `*_close` for the multi-round ones. */
export function perGameScenarios(): Scenario[] {
  return [...APPROVAL_GAMES.flatMap(gameScenarios), ...MULTI_ROUND_GAMES.map(closeScenario)];
}

function gameScenarios(game: GameDefinition): Scenario[] {
  const g = game.key;
  return [
    {
      id: `${g}.settle`,
      severity: 'required',
      rule: 'Endpoints → Operator webhook; wallet-side requirement 11',
      purpose: `A won ${game.title} round: \`${g}_bet\` then \`${g}_win\` of the same betId.`,
      expected: 'Both exactly HTTP 200; the balance moves by exactly −stake then +payout (and any reported balance is that figure).',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet(g, betId, STAKE), `${g}_bet`, STAKE.neg());
        await ctx.accept(ctx.win(g, betId, STAKE), `${g}_win`, STAKE);
      },
    },
    {
      id: `${g}.replayed-debit`,
      severity: 'required',
      rule: REQ4,
      purpose: `The same \`${g}_bet\` (same transactionId, same bytes, freshly signed) arrives twice.`,
      expected: 'The first is accepted; the replay is refused with a non-200 status and moves nothing.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        const debit = stringifyExact(ctx.bet(g, betId, STAKE));
        await ctx.accept(debit, `${g}_bet`, STAKE.neg());
        await ctx.refuse(debit, `the same ${g}_bet again`);
        await ctx.settle(g, betId, STAKE, 'settling');
      },
    },
    {
      id: `${g}.second-credit`,
      severity: 'required',
      rule: `${REQ4}: at most one credit per round`,
      purpose: `A second \`${g}_win\` with a new transactionId on an already credited round.`,
      expected: 'Refused with a non-200 status (409 for example); the balance does not move.',
      async run(ctx) {
        await ctx.begin();
        const betId = ctx.newId('round');
        await ctx.accept(ctx.bet(g, betId, STAKE), `${g}_bet`, STAKE.neg());
        await ctx.accept(ctx.win(g, betId, STAKE), `${g}_win`, STAKE);
        await ctx.refuse(ctx.win(g, betId, STAKE), `a second ${g}_win`);
      },
    },
    {
      id: `${g}.orphan-credit`,
      severity: 'required',
      rule: REQ5,
      purpose: `A \`${g}_win\` for a betId that was never debited.`,
      expected: 'Refused with a non-200 status (400 for example); the balance does not move.',
      async run(ctx) {
        await ctx.begin();
        await ctx.refuse(ctx.win(g, ctx.newId('round'), STAKE), `an orphan ${g}_win`);
      },
    },
  ];
}

function closeScenario(game: GameDefinition): Scenario {
  const g = game.key;
  return {
    id: `${g}.close`,
    severity: 'required',
    rule: 'Wallet-side requirement 3; Events → `<game>_close`',
    purpose: `A lost ${game.title} round: \`${g}_bet\`, then \`${g}_close\` with empty actions.`,
    expected: 'The close is accepted with exactly HTTP 200 and moves no money.',
    async run(ctx) {
      const start = await ctx.begin();
      const betId = ctx.newId('round');
      await ctx.accept(ctx.bet(g, betId, STAKE), `${g}_bet`, STAKE.neg());
      await ctx.accept(ctx.close(g, betId), `${g}_close`);
      await ctx.restoreTo(start, g);
    },
  };
}
