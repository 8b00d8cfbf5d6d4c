import { Decimal, type FreeBetGrant } from '@rgs/schema';
import { freeBetStake } from '../freebets/free-bet-consumption';
import { builder } from './builder';
import { queryResult } from './errors';

/** A grant as the player sees it: with its stake in the session's wire currency. */
type PlayerGrant = FreeBetGrant & { readonly stake: Decimal };

const FreeBetGrantType = builder.objectRef<PlayerGrant>('FreeBetGrant').implement({
  description: 'A usable free-bet grant; grants are consumed oldest first.',
  fields: (t) => ({
    freeBetId: t.exposeString('freeBetId'),
    game: t.exposeString('game'),
    betAmount: t.field({ type: 'Decimal', description: 'Stake per free bet, in USD.', resolve: (g) => g.betAmount }),
    stake: t.field({
      type: 'Decimal',
      description: 'Stake per free bet in the session’s wire currency at today’s rate: what a free bet placed now stakes.',
      resolve: (g) => g.stake,
    }),
    quantity: t.exposeInt('quantity'),
    remainingCount: t.exposeInt('remainingCount'),
    expiresAt: t.exposeString('expiresAt', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  freeBets: t.field({
    type: [FreeBetGrantType],
    description: 'The player’s usable free-bet grants for the game, oldest first: the first is the one the next free bet uses.',
    args: { game: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const player = await ctx.player();
      const currency = player.session.wireCurrency;
      return queryResult(async () => {
        const grants = await ctx.services.freeBets.activeGrants(player.session, args.game);
        return Promise.all(grants.map(async (grant) => ({ ...grant, stake: await freeBetStake(ctx.services.rates, new Decimal(grant.betAmount), currency) })));
      });
    },
  }),
}));
