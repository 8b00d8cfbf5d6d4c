import type { Decimal } from '@rgs/schema';
import type { RoundResult } from '../rounds';
import { builder } from './builder';
import { PLAY_ERROR_TYPES, playResult } from './errors';
import { RoundType } from './round';

const successType = (name: string, description: string) =>
  builder.objectRef<RoundResult>(name).implement({
    description,
    fields: (t) => ({
      round: t.field({ type: RoundType, resolve: (r) => r.round }),
      balance: t.field({
        type: 'Decimal',
        nullable: true,
        description: 'The balance after the move, when the operator reported one or it could be read.',
        resolve: (r): Decimal | null => r.balance,
      }),
    }),
  });

const PlaceBetSuccess = successType('PlaceBetSuccess', 'The bet was placed (an instant round is already settled).');
const ActSuccess = successType('ActSuccess', 'The move was applied.');
const CashoutSuccess = successType('CashoutSuccess', 'The round was cashed out and its credit sent.');

const PlaceBetInput = builder.inputType('PlaceBetInput', {
  fields: (t) => ({
    game: t.string({ required: true }),
    amount: t.field({ type: 'Decimal', required: true, description: '"0" plays a demo round: no webhook, no money.' }),
    params: t.field({ type: 'JSON', required: false }),
    freeBet: t.boolean({
      required: false,
      description:
        'Play a free bet from the oldest usable grant for this game: its stake is the grant’s (`FreeBetGrant.stake`), whatever `amount` says, and it debits nothing. NO_FREE_BETS when none is left, FREE_BETS_NOT_SUPPORTED for a game without free bets, FREE_BET_ONE_STAKE for a wager of more than one stake (Plinko balls > 1, Blackjack side bets).',
    }),
    idempotencyKey: t.string({
      required: false,
      description:
        'One key per bet attempt (1–64 printable ASCII characters, e.g. a UUID), reused when retrying it: the same key from the same player answers the round it first placed and never bets twice.',
    }),
  }),
});

const ActInput = builder.inputType('ActInput', {
  fields: (t) => ({
    roundId: t.id({ required: true }),
    action: t.string({ required: true }),
    params: t.field({ type: 'JSON', required: false }),
    version: t.int({ required: false, description: 'The `Round.version` this move is meant for; a round that has changed since answers ROUND_CONFLICT.' }),
  }),
});

builder.mutationFields((t) => ({
  placeBet: t.field({
    type: PlaceBetSuccess,
    errors: { types: PLAY_ERROR_TYPES, union: { name: 'PlaceBetResult' } },
    args: { input: t.arg({ type: PlaceBetInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const player = await ctx.player();
      return playResult(() =>
        ctx.services.engine.placeBet(player, {
          game: input.game,
          amount: input.amount.toFixed(),
          params: input.params,
          freeBet: input.freeBet,
          idempotencyKey: input.idempotencyKey,
        }),
      );
    },
  }),
  act: t.field({
    type: ActSuccess,
    errors: { types: PLAY_ERROR_TYPES, union: { name: 'ActResult' } },
    args: { input: t.arg({ type: ActInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const player = await ctx.player();
      return playResult(() =>
        ctx.services.engine.act(player, { roundId: String(input.roundId), action: input.action, params: input.params, version: input.version }),
      );
    },
  }),
  cashout: t.field({
    type: CashoutSuccess,
    errors: { types: PLAY_ERROR_TYPES, union: { name: 'CashoutResult' } },
    args: {
      roundId: t.arg.id({ required: true }),
      version: t.arg.int({ required: false, description: 'The `Round.version` this cashout is meant for; a round that has changed since answers ROUND_CONFLICT.' }),
    },
    resolve: async (_root, args, ctx) => {
      const player = await ctx.player();
      return playResult(() => ctx.services.engine.cashout(player, String(args.roundId), args.version));
    },
  }),
}));
